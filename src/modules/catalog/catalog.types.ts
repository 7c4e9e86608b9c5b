export const CATEGORIES = ['Laptop', 'Gaming Laptop', 'Desktop'] as const
export type Category = (typeof CATEGORIES)[number]

export const SORTS = ['popularity', 'price-asc', 'price-desc', 'newest'] as const
export type Sort = (typeof SORTS)[number]

/** What a listing can be ordered by: the shopper's sorts, and relevance when there is a search. */
export type ListingSort = Sort | 'relevance'

export const SORT_LABELS: Record<ListingSort, string> = {
  relevance: 'Relevance',
  popularity: 'Popularity',
  'price-asc': 'Price: Low to High',
  'price-desc': 'Price: High to Low',
  newest: 'Newest',
}

/** Price filter slider, in whole rupees (spec section 9). */
export const PRICE_FILTER = { min: 0, max: 300_000, step: 5_000 } as const

export const LISTING_PAGE_SIZE = 24

/**
 * Counting stops here: above it the listing says "1,000+" and pages go no further than this many
 * products (decision 011), so neither the count nor a deep page grows with the catalogue. A search
 * ranks its matches by relevance up to the same number; a broader one is sorted by popularity.
 */
export const LISTING_COUNT_CAP = 1_000

export interface ProductImage {
  url: string
  alt: string
}

export interface ProductSummary {
  id: string
  name: string
  slug: string
  category: Category
  brand: string
  pricePaise: number
  discountPricePaise: number | null
  stock: number
  rating: number
  reviewCount: number
  isNew: boolean
  isFeatured: boolean
  image: ProductImage | null
  /** "Core i5-13420H · 16 GB RAM · 512 GB SSD · UHD Graphics", or null for a product without those specs. */
  keySpecs: string | null
}

export interface ProductDetail extends ProductSummary {
  description: string
  specs: Record<string, string>
  images: ProductImage[]
  vendor: { id: string; name: string }
}

export interface ProductFilter {
  category?: Category
  brand?: string
  isNew?: boolean
  isFeatured?: boolean
  search?: string
  /** Whole rupees, compared with the price a shopper pays (discount price when set). */
  minPrice?: number
  maxPrice?: number
}

export interface ProductQuery extends ProductFilter {
  sort?: ListingSort
  page?: number
}

export interface ProductPage {
  products: ProductSummary[]
  /** Exact when `totalExact`; otherwise the cap, and more products match. */
  total: number
  totalExact: boolean
  page: number
  pageCount: number
  /** The order the page is in: relevance gives way to popularity for a search above LISTING_COUNT_CAP. */
  sort: ListingSort
  /** Nothing matched the search as typed; these are the results for it with a typo corrected. */
  correctedSearch?: string
  /** Nothing matched; this search (two letters away) would find something. */
  didYouMean?: string
}
