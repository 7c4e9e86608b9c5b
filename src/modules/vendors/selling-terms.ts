import type { Category } from '#src/modules/catalog/browser.ts'

/**
 * What the shop keeps of a sale of the signed-in seller's, as its product form shows it ("you receive
 * ₹X of ₹Y", decision 068): the commission rate and fixed fee in force today for each category (its own
 * rate when it has one), and whether it has a PAN (TDS is 0.1% with one, 5% without). The figures
 * themselves are worked by the settlement's own function, settleLine, so the form says what a statement
 * will pay.
 */
export interface SellingTerms {
  rates: Record<Category, { rateBp: number; fixedFeePaise: number }>
  sellerHasPan: boolean
  isStore: boolean
}
