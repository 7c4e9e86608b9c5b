// The reviews module's browser-safe surface: pure rules, labels and types that pages and components
// may ship to the browser. index.ts re-exports it; server code imports index.ts.
export { REVIEW_BODY, REVIEW_TITLE_MAX } from './review-limits.ts'
