import { type Expression, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool, sql } from 'kysely'
import type { DB } from '#db/schema.ts'
import { literal } from '#src/platform/sql/query-pieces.ts'
import { type Category, type ListingSort, PRICE_FILTER, type ProductFilter } from './catalog.types.ts'
import { preTaxBounds } from './pricing.ts'

/**
 * The listing's filter as SQL conditions, and what a prepared listing query is told apart by: the
 * shape of a filter (which values are set, how many items each list has) and its values as parameters.
 */
type ProductsEb = ExpressionBuilder<DB, 'products'>

// Written exactly as in the products_by_price_idx index (migration 0012), so the index serves it.
export const effectivePrice = sql<number>`coalesce(products.discount_price_paise, products.price_paise)`

/**
 * The filter as the query compares it, each value as the column holds it: prices before GST
 * (decision 041), screens in tenths of an inch, the brand in lower case. Empty choices are left out.
 */
export interface FilterValues {
  category?: readonly Category[]
  brand?: readonly string[]
  isNew?: true
  isFeatured?: true
  minPaise?: number
  maxPaise?: number
  ramMin?: number
  ramMax?: number
  storageMin?: number
  storageMax?: number
  screenMin?: number
  screenMax?: number
  cpu?: readonly string[]
  gpu?: readonly string[]
  origin?: readonly string[]
}

/** Always in this order of keys: a prepared listing query's SQL follows it (see `shapeOf`). */
export function filterValues(filter: ProductFilter): FilterValues {
  const values: FilterValues = {}
  if (filter.category?.length) values.category = filter.category
  if (filter.brand?.length) values.brand = filter.brand.map((brand) => brand.toLowerCase())
  if (filter.isNew) values.isNew = true
  if (filter.isFeatured) values.isFeatured = true
  // The shopper's range is of prices with GST; as bounds on the stored price it keeps the index (decision 041).
  // The slider's top (₹3,00,000) means "and above": with GST, some machines cost more than that.
  const maxRupees = filter.maxPrice !== undefined && filter.maxPrice < PRICE_FILTER.max ? filter.maxPrice : undefined
  const price = preTaxBounds({ minRupees: filter.minPrice, maxRupees })
  if (price.minPaise !== undefined) values.minPaise = price.minPaise
  if (price.maxPaise !== undefined) values.maxPaise = price.maxPaise
  if (filter.ramMin !== undefined) values.ramMin = filter.ramMin
  if (filter.ramMax !== undefined) values.ramMax = filter.ramMax
  if (filter.storageMin !== undefined) values.storageMin = filter.storageMin
  if (filter.storageMax !== undefined) values.storageMax = filter.storageMax
  if (filter.screenMin !== undefined) values.screenMin = Math.round(filter.screenMin * 10)
  if (filter.screenMax !== undefined) values.screenMax = Math.round(filter.screenMax * 10)
  if (filter.cpu?.length) values.cpu = filter.cpu
  if (filter.gpu?.length) values.gpu = filter.gpu
  if (filter.origin?.length) values.origin = filter.origin
  return values
}

/** Published products with these values; each condition is there only when its value is. */
export function valueConditions(eb: ProductsEb, v: FilterValues): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [eb('products.isPublished', '=', literal(1))]
  if (v.category) conditions.push(eb('products.category', 'in', v.category))
  if (v.brand) conditions.push(eb(eb.fn('lower', ['products.brand']), 'in', v.brand))
  if (v.isNew) conditions.push(eb('products.isNew', '=', literal(1)))
  if (v.isFeatured) conditions.push(eb('products.isFeatured', '=', literal(1)))
  if (v.minPaise !== undefined) conditions.push(eb(effectivePrice, '>=', v.minPaise))
  if (v.maxPaise !== undefined) conditions.push(eb(effectivePrice, '<=', v.maxPaise))
  if (v.ramMin !== undefined) conditions.push(eb('products.ramGb', '>=', v.ramMin))
  if (v.ramMax !== undefined) conditions.push(eb('products.ramGb', '<=', v.ramMax))
  if (v.storageMin !== undefined) conditions.push(eb('products.storageGb', '>=', v.storageMin))
  if (v.storageMax !== undefined) conditions.push(eb('products.storageGb', '<=', v.storageMax))
  if (v.screenMin !== undefined) conditions.push(eb('products.screenTenths', '>=', v.screenMin))
  if (v.screenMax !== undefined) conditions.push(eb('products.screenTenths', '<=', v.screenMax))
  if (v.cpu) conditions.push(eb('products.cpuFamily', 'in', v.cpu))
  if (v.gpu) conditions.push(eb('products.gpu', 'in', v.gpu))
  if (v.origin) conditions.push(eb('products.countryOfOrigin', 'in', v.origin))
  return conditions
}

/**
 * What a prepared query's SQL for these values depends on: which values are set, and how many items
 * each list has. Values of one shape differ only in what fills the query's holes.
 */
export function shapeOf(values: FilterValues): string {
  return Object.entries(values)
    .map(([key, value]) => (Array.isArray(value) ? `${key}:${value.length}` : key))
    .join(',')
}

/** The values as a prepared query's named parameters: a list's items are key0, key1, … */
export function parametersOf(values: FilterValues): Record<string, unknown> {
  const parameters: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(values)) {
    if (Array.isArray(value)) {
      for (const [i, item] of value.entries()) parameters[`${key}${i}`] = item
    } else if (value !== true) parameters[key] = value
  }
  return parameters
}

/** Values of the same shape, each one the prepared query's hole of that name (a flag is no value: it stays). */
export function holesOf(values: FilterValues, holes: Record<string, unknown>): FilterValues {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      Array.isArray(value) ? value.map((_, i) => holes[`${key}${i}`]) : value === true ? true : holes[key],
    ]),
  ) as FilterValues
}

/** A listing's order without a search; relevance without words to rank by is popularity. */
export function inListingOrder<O>(query: SelectQueryBuilder<DB, 'products', O>, sort: ListingSort) {
  switch (sort) {
    case 'relevance':
    case 'popularity':
      return query.orderBy('products.reviewCount', 'desc').orderBy('products.listPosition', 'asc')
    case 'price-asc':
      return query.orderBy(effectivePrice, 'asc').orderBy('products.listPosition', 'asc')
    // Ties follow the sort's direction, so one index read forwards or backwards serves both price sorts.
    case 'price-desc':
      return query.orderBy(effectivePrice, 'desc').orderBy('products.listPosition', 'desc')
    case 'newest':
      return query.orderBy('products.listPosition', 'desc')
  }
}
