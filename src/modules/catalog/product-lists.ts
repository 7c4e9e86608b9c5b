// The product lists of the back office (admin and vendor): their filters and sorts, shared by the
// service that reads a request and the repository that queries.

export const PRODUCT_LIST_SORTS = ['newest', 'name', 'price-asc', 'price-desc', 'stock-asc', 'stock-desc', 'vendor'] as const
export type ProductListSort = (typeof PRODUCT_LIST_SORTS)[number]

/** The admin's products list: a search, filters and a sort (newest first by default). */
export interface ProductListFilter {
  /** Matches name, brand or store name. */
  q?: string
  vendorId?: string
  category?: string
  status?: 'published' | 'unpublished' | 'featured'
  /** 'low': 1 to 10 left (the spec's low-stock level); 'out': none left. */
  stock?: 'low' | 'out'
  sort?: ProductListSort
}

/** A vendor's own list: a name search, filters and a sort; `lowStockLevel` is the store's own low-stock level. */
export interface StoreProductFilter {
  term?: string
  category?: string
  status?: 'published' | 'unpublished'
  /** 'low': 1 to `lowStockLevel` left; 'out': none left. */
  stock?: 'low' | 'out'
  lowStockLevel?: number
  sort?: ProductListSort
}
