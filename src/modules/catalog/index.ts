// The catalog module's surface: everything outside src/modules/catalog/ imports from here, and only this.

export * from './browser.ts'
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
  publishedProductId,
  setReviewFigures,
} from './catalog.service.ts'
export {
  applyAuditedBulkChange,
  deleteStoreProduct,
  listAllProductsPage,
  listStoreProducts,
  PRODUCT_LIST_SORTS,
  type ProductListFilter,
  productState,
  productStates,
  publishRefusal,
  setProductFlagRow,
  setProductStock,
  setSellerOnSale,
  setStoreProductPublished,
  storeHasProduct,
} from './product-admin.service.ts'
export {
  createProduct,
  type EditableProduct,
  loadEditableProduct,
  type ProductSave,
  recordProductEdit,
  type SaveOutcome,
  updateProduct,
} from './product-editor.service.ts'
export { removeStoredImages, sniffImage, storeImage, UnreadableImageError, type Upload, uploadProblem } from './product-images.ts'
export { nearestMatches, readSearchAsFilters } from './search-reading.service.ts'
export { suggestSearches } from './search-suggestions.service.ts'
export { keepSearchTableInShelfOrder } from './search-table.service.ts'
export { SELLER_SHELF_PAGE_SIZE, type SellerRating, sellerRatings, sellerShelf } from './seller-shelf.service.ts'
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
