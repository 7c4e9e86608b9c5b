// The catalog module's browser-safe surface: pure rules, labels and types that pages and components
// may ship to the browser. index.ts re-exports it; server code imports index.ts.
export { type BulkChange, bulkChangeSchema, bulkColumns, bulkMessage } from './bulk-changes.ts'
export { parseProductQueryLenient, parseProductQueryStrict, productQueryShape } from './catalog.schemas.ts'
export {
  CATEGORIES,
  type Category,
  type Facets,
  type FacetValue,
  LISTING_COUNT_CAP,
  type ListingSort,
  type NearestMatches,
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
export { canonicalListingPath, listingPath, productQueryToSearchParams } from './catalog.url.ts'
export {
  countryChoices,
  countryName,
  DECLARATION_FIELDS,
  DECLARATION_LABELS,
  type Declarations,
  EMPTY_DECLARATIONS,
  INDIA,
} from './declarations.ts'
export { appliedFilterChips, type FilterChip } from './filter-chips.ts'
export { IMAGE_LIMITS, largestImageUrl, responsiveImage, UPLOAD_FILE_NAME, uploadedSrcSet } from './image-urls.ts'
export {
  type DeclaredPrices,
  inclusivePaise,
  LOW_STOCK_THRESHOLD,
  percentOff,
  preTaxBounds,
  pricesFromPreTax,
  type ShopperPrice,
  SPEC_LABELS,
  STOCK_LABELS,
  shopperPrice,
  specLabel,
  stockLevel,
  storedPrices,
} from './pricing.ts'
export { MAX_STOCK, type ProductErrors, productFormInput, productInputSchema } from './product-input.schemas.ts'
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
