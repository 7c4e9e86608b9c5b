import type { Declarations } from './declarations.ts'

export const CATEGORIES = ['Laptop', 'Gaming Laptop', 'Desktop'] as const
export type Category = (typeof CATEGORIES)[number]

/**
 * The refund policy's list of non-returnable items (/refund): such an item is refused for a change of
 * mind and replaced only when dead on arrival or defective. A product carries one kind, or none.
 */
export const NON_RETURNABLE_KINDS = {
  software: 'Software, licence key or subscription',
  consumable: 'Consumable (ink, toner, thermal paste, cleaning kit)',
  hygiene: 'Hygiene accessory (earphones, in-ear headset, earbuds)',
  'built-to-order': 'Customised or built-to-order system',
} as const
export type NonReturnableKind = keyof typeof NON_RETURNABLE_KINDS

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
  sellingPricePaise: number
  mrpPaise: number | null
  stock: number
  rating: number
  reviewCount: number
  isNew: boolean
  isFeatured: boolean
  image: ProductImage | null
  /** "Core i5-13420H · 16 GB RAM · 512 GB SSD · UHD Graphics", or null for a product without those specs. */
  keySpecs: string | null
}

/** A summary with its specification list and its seller: what a comparison shows. */
export interface ProductWithSpecs extends ProductSummary {
  specs: Record<string, string>
  vendor: { id: string; name: string }
}

export interface ProductDetail extends ProductSummary {
  /** What the listing declares (rule 6(10)); fields the seller has not filled are null. */
  declarations: Declarations
  description: string
  specs: Record<string, string>
  images: ProductImage[]
  vendor: { id: string; name: string }
}

export interface ProductFilter {
  /** Any of these categories (a shopper may tick several). */
  category?: Category[]
  /** Any of these brands, in any case (a shopper may tick several). */
  brand?: string[]
  isNew?: boolean
  isFeatured?: boolean
  search?: string
  /** Whole rupees, compared with the price a shopper pays: GST included, discount price when set (decision 041). */
  minPrice?: number
  maxPrice?: number
  /** Typed spec ranges (decision 025): memory and storage in GB, screen in inches. */
  ramMin?: number
  ramMax?: number
  storageMin?: number
  storageMax?: number
  screenMin?: number
  screenMax?: number
  /** Processor families and graphics to include (any of them). */
  cpu?: string[]
  gpu?: string[]
  /** Countries of origin to include, ISO codes (rule 6(10A), decision 041). */
  origin?: string[]
}

/** One value of a spec facet and how many products have it, given the other active filters. */
export interface FacetValue<T> {
  value: T
  count: number
}

/** The listing's spec facets: screens in tenths of an inch, memory and storage in GB. */
export interface Facets {
  ram: FacetValue<number>[]
  storage: FacetValue<number>[]
  screen: FacetValue<number>[]
  cpu: FacetValue<string>[]
  gpu: FacetValue<string>[]
  /** Countries of origin by ISO code, in the order of their names. */
  origin: FacetValue<string>[]
}

/** The URL's range parameters of each numeric facet. */
export const RANGE_FACETS = {
  ram: { min: 'ramMin', max: 'ramMax' },
  storage: { min: 'storageMin', max: 'storageMax' },
  screen: { min: 'screenMin', max: 'screenMax' },
} as const satisfies Record<string, { min: keyof ProductFilter; max: keyof ProductFilter }>

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

/** What a listing that found nothing was closest to, and how to widen it. */
export interface NearestMatches {
  /** A price bound left nothing: the product just past it, and the query with the bound moved to show it. */
  price?: {
    bound: 'max' | 'min'
    /** What one unit costs, GST included, as its card shows. */
    pricePaise: number
    /** "gaming laptop" when the rest of the query is only categories; null when other filters narrow it too. */
    noun: string | null
    widened: ProductQuery
    /** The new bound, whole rupees. */
    widenedTo: number
  }
  /** Each filter in force whose removal alone would find something, and how many ("1,000+" when not exact). */
  without: Array<{ label: string; query: ProductQuery; count: number; exact: boolean }>
}
