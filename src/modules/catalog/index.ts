// The catalog module's surface: everything outside src/modules/catalog/ imports from here, and only this.
export { type BulkChange, bulkChangeSchema, bulkColumns, bulkMessage } from './bulk-changes.ts'
export { parseProductQueryLenient, parseProductQueryStrict, productQueryShape } from './catalog.schemas.ts'
export {
  countListedProducts,
  getProduct,
  homeShelves,
  listBrands,
  listedProductSlugs,
  listingFacets,
  listProducts,
  productNames,
  productsByRefs,
  productsOfVendor,
  setReviewFigures,
} from './catalog.service.ts'
export {
  CATEGORIES,
  type Category,
  type Facets,
  type FacetValue,
  LISTING_COUNT_CAP,
  type ListingSort,
  NON_RETURNABLE_KINDS,
  PRICE_FILTER,
  type ProductDetail,
  type ProductImage,
  type ProductPage,
  type ProductQuery,
  type ProductSummary,
  type ProductWithSpecs,
  SORT_LABELS,
  SORTS,
} from './catalog.types.ts'
export { canonicalListingPath, productQueryToSearchParams } from './catalog.url.ts'
export { IMAGE_LIMITS, UPLOAD_FILE_NAME, uploadedSrcSet } from './image-urls.ts'
export { effectivePricePaise, LOW_STOCK_THRESHOLD, percentOff, SPEC_LABELS, STOCK_LABELS, specLabel, stockLevel } from './pricing.ts'
export {
  applyAuditedBulkChange,
  deleteStoreProduct,
  listAllProductsPage,
  listStoreProducts,
  PRODUCT_LIST_SORTS,
  type ProductListFilter,
  productState,
  productStates,
  setProductFlagRow,
  setProductStock,
  setStoreProductPublished,
  storeHasProduct,
} from './product-admin.service.ts'
export {
  createProduct,
  type EditableProduct,
  loadEditableProduct,
  type ProductSave,
  type SaveOutcome,
  updateProduct,
} from './product-editor.service.ts'
export { removeStoredImages, storeImage, UnreadableImageError, type Upload, uploadProblem } from './product-images.ts'
export { MAX_STOCK, type ProductErrors, productFormInput } from './product-input.schemas.ts'
export { suggestSearches } from './search-suggestions.service.ts'
export {
  CPU_BRANDS,
  CPU_FAMILY_SUGGESTIONS,
  EMPTY_SPEC_VALUES,
  formatScreen,
  formatStorage,
  GPU_SUGGESTIONS,
  RAM_CHOICES_GB,
  type SpecValues,
  STORAGE_CHOICES_GB,
  STORAGE_TYPES,
  specValuesFromText,
} from './spec-values.ts'
export {
  lowStockByVendor,
  nonReturnableProducts,
  returnUnits,
  SoldOut,
  stockFigures,
  takeUnits,
  vendorsOfProducts,
} from './stock.service.ts'
export { DatabaseUploads, DirectoryUploads, type UploadStore } from './upload-store.service.ts'
