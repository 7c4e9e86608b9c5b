// The compare module's surface: everything outside src/modules/compare/ imports from here, and only this.

export * from './browser.ts'
export {
  type ComparedProduct,
  type Comparison,
  changeCompareList,
  compareProducts,
  compareTray,
  isCompareIntent,
  type TrayItem,
} from './compare.service.ts'
