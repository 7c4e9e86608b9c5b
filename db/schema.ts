import type { ColumnType, Insertable, Selectable } from 'kysely'

/**
 * Table types as the application sees them (camelCase; CamelCasePlugin maps them to snake_case columns).
 * Portability rules, so one set of migrations and queries runs on SQLite and PostgreSQL:
 * booleans are integers 0/1, timestamps are ISO-8601 text (sortable), money is integer paise.
 */
export interface VendorTable {
  id: string
  name: string
  slug: string
  city: string
  createdAt: string
}

export interface ProductTable {
  id: string
  vendorId: string
  name: string
  slug: string
  description: string
  category: string
  brand: string
  pricePaise: number
  discountPricePaise: number | null
  stock: number
  rating: number
  reviewCount: number
  isFeatured: ColumnType<number, number | undefined, number>
  isNew: ColumnType<number, number | undefined, number>
  isPublished: ColumnType<number, number | undefined, number>
  /** JSON object of label to text. */
  specs: string
  /** The catalogue's list order: 'newest' sorts by it, descending. */
  listPosition: number
  createdAt: string
  updatedAt: string
}

export interface ProductImageTable {
  productId: string
  position: number
  url: string
  alt: string
}

export interface ContactMessageTable {
  id: string
  name: string
  email: string
  subject: string
  message: string
  createdAt: string
  handledAt: string | null
}

export interface NewsletterSubscriberTable {
  email: string
  createdAt: string
}

export interface AppMetaTable {
  key: string
  value: string
}

export interface DB {
  vendors: VendorTable
  products: ProductTable
  productImages: ProductImageTable
  contactMessages: ContactMessageTable
  newsletterSubscribers: NewsletterSubscriberTable
  appMeta: AppMetaTable
}

export type ProductRow = Selectable<ProductTable>
export type NewProductRow = Insertable<ProductTable>
