// What the browser may import from the vendors module: pure types and values, no server code.
export type { SellingTerms } from './selling-terms.ts'
