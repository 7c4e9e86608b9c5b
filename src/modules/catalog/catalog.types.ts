export const CATEGORIES = ['Laptop', 'Gaming Laptop', 'Desktop'] as const
export type Category = (typeof CATEGORIES)[number]

export const SORTS = ['popularity', 'price-asc', 'price-desc', 'newest'] as const
export type Sort = (typeof SORTS)[number]

export const SORT_LABELS: Record<Sort, string> = {
  popularity: 'Popularity',
  'price-asc': 'Price: Low to High',
  'price-desc': 'Price: High to Low',
  newest: 'Newest',
}

/** Price filter slider, in whole rupees (spec section 9). */
export const PRICE_FILTER = { min: 0, max: 300_000, step: 5_000 } as const

export const LISTING_PAGE_SIZE = 24

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
  sort?: Sort
  page?: number
}

export interface ProductPage {
  products: ProductSummary[]
  total: number
  page: number
  pageCount: number
}
