// The compare module's browser-safe surface: pure rules, labels and types that pages and components
// may ship to the browser. index.ts re-exports it; server code imports index.ts.
export {
  COMPARE_COOKIE,
  COMPARE_COOKIE_DAYS,
  COMPARE_MAX,
  type ComparisonRow,
  compareCookieValue,
  parseCompareCookie,
  parseCompareParam,
} from './compare-rules.ts'
