// The compare module's surface: everything outside src/modules/compare/ imports from here, and only this.

export {
  type ComparedProduct,
  type Comparison,
  changeCompareList,
  compareProducts,
  compareTray,
  isCompareIntent,
  type TrayItem,
} from './compare.service.ts'
export {
  COMPARE_COOKIE,
  COMPARE_COOKIE_DAYS,
  COMPARE_MAX,
  type ComparisonRow,
  compareCookieValue,
  parseCompareCookie,
  parseCompareParam,
} from './compare-rules.ts'
