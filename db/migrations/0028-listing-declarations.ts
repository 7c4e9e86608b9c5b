import { type Kysely, sql } from 'kysely'

/**
 * What a listing declares (Packaged Commodities Rules 2011, rule 6(10), decision 041): the maker's and
 * (for imported goods) the importer's name and address, the country of origin as an ISO 3166 code, the
 * generic name, net quantity and the consumer-care contact. The M.R.P. is not a column: it is the list
 * price with GST, so the two can never disagree. Existing products keep nulls until their seller fills
 * them in: the form requires them to publish, and nothing here can know them.
 *
 * Rule 6(10A) asks for a filter by country of origin: the column joins the listing's covering indexes
 * (decision 029's rule, kept by migration 0023), so the filter and its facet counts read an index alone.
 */
const COLUMNS = [
  'manufacturer_name',
  'manufacturer_address',
  'importer_name',
  'importer_address',
  'country_of_origin',
  'generic_name',
  'net_quantity',
  'consumer_care',
] as const

// Migration 0023's indexes, each with country_of_origin added at the end.
const SPECS = 'ram_gb, storage_gb, screen_tenths, cpu_family, gpu, brand, price_paise, discount_price_paise, country_of_origin'
const FLAGS = 'category, (lower(brand)), is_new, is_featured'
const PRICE = '(coalesce(discount_price_paise, price_paise))'

const INDEXES: Array<[string, string]> = [
  ['products_by_popularity_idx', `is_published, review_count desc, list_position, id, ${PRICE}, ${FLAGS}, ${SPECS}`],
  ['products_by_price_idx', `is_published, ${PRICE}, list_position, id, ${FLAGS}, ${SPECS}`],
  ['products_by_position_idx', `is_published, list_position, id, review_count, ${PRICE}, ${FLAGS}, ${SPECS}`],
  [
    'products_category_listing_idx',
    `category, is_published, review_count desc, list_position, id, ${PRICE}, (lower(brand)), is_new, is_featured, ${SPECS}`,
  ],
  [
    'products_brand_listing_idx',
    `(lower(brand)), is_published, review_count desc, list_position, id, ${PRICE}, category, is_new, is_featured, ${SPECS}`,
  ],
]

// biome-ignore lint/suspicious/noExplicitAny: a migration is written against the schema of its day, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  for (const column of COLUMNS) await db.schema.alterTable('products').addColumn(column, 'text').execute()
  for (const [name, columns] of INDEXES) {
    await db.schema.dropIndex(name).execute()
    await sql.raw(`create index ${name} on products (${columns})`).execute(db)
  }
}
