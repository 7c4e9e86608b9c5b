import { z } from 'zod'
import { CATEGORIES, PRICE_FILTER, type ProductQuery, SORTS } from './catalog.types.ts'
import { isCountryCode } from './declarations.ts'

const wholeRupees = z
  .string()
  .regex(/^\d{1,7}$/, 'must be a whole number of rupees')
  .transform(Number)
  .pipe(z.number().int().min(PRICE_FILTER.min).max(PRICE_FILTER.max))

const wholeNumber = (digits: number) =>
  z
    .string()
    .regex(new RegExp(`^\\d{1,${digits}}$`), 'must be a whole number')
    .transform(Number)
const inches = z
  .string()
  .regex(/^\d{1,2}(\.\d)?$/, 'must be a screen size in inches, e.g. 15.6')
  .transform(Number)
/** Several values, comma-separated or as the parameter repeated (a form's checkboxes), each once. */
const commaList = z
  .string()
  .max(400)
  .transform((value) => [
    ...new Set(
      value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean),
    ),
  ])
const anyOf = commaList.pipe(z.array(z.string().max(40)).min(1, 'must name at least one value').max(12, 'may name at most 12 values'))

/** Categories, any of them: comma-separated or the parameter repeated (the panel's checkboxes). */
const anyCategory = commaList.pipe(
  z.array(z.enum(CATEGORIES, { error: `must be one of ${CATEGORIES.join(', ')}` })).min(1, 'must name at least one value'),
)

/** The listing's query parameters, as strings from a URL. One schema serves the page and the API. */
export const productQueryShape = {
  category: anyCategory,
  brand: anyOf,
  isNew: z.literal('true').transform(() => true),
  isFeatured: z.literal('true').transform(() => true),
  search: z.string().trim().max(100),
  minPrice: wholeRupees,
  maxPrice: wholeRupees,
  ramMin: wholeNumber(4),
  ramMax: wholeNumber(4),
  storageMin: wholeNumber(6),
  storageMax: wholeNumber(6),
  screenMin: inches,
  screenMax: inches,
  cpu: anyOf,
  gpu: anyOf,
  origin: commaList.pipe(
    z
      .array(
        z
          .string()
          .transform((code) => code.toUpperCase())
          .refine(isCountryCode, 'must be country codes such as IN or CN'),
      )
      .min(1, 'must name at least one value')
      .max(12, 'may name at most 12 values'),
  ),
  sort: z.enum([...SORTS, 'relevance']),
  page: z
    .string()
    .regex(/^\d{1,4}$/, 'must be a page number')
    .transform(Number)
    .pipe(z.number().int().min(1)),
} as const

type QueryKey = keyof typeof productQueryShape
const QUERY_KEYS = Object.keys(productQueryShape) as QueryKey[]
/** Parameters that may be repeated: their values are joined, as if comma-separated. */
const LIST_KEYS: ReadonlySet<QueryKey> = new Set(['category', 'brand', 'cpu', 'gpu', 'origin'])
const RANGES = [
  ['minPrice', 'maxPrice'],
  ['ramMin', 'ramMax'],
  ['storageMin', 'storageMax'],
  ['screenMin', 'screenMax'],
] as const

export type QueryIssue = { param: string; message: string }
export type ParsedQuery = { ok: true; query: ProductQuery } | { ok: false; issues: QueryIssue[] }

/**
 * Strict parsing for the API: an unknown, repeated or malformed parameter is an error.
 */
export function parseProductQueryStrict(params: URLSearchParams): ParsedQuery {
  const issues: QueryIssue[] = []
  const query: Record<string, unknown> = {}
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key)
    if (!isQueryKey(key)) {
      issues.push({ param: key, message: 'is not a known parameter' })
    } else if (values.length > 1 && !LIST_KEYS.has(key)) {
      issues.push({ param: key, message: 'may be given only once' })
    } else {
      const result = productQueryShape[key].safeParse(values.join(','))
      if (result.success) query[key] = result.data
      else issues.push({ param: key, message: result.error.issues[0]?.message ?? 'is not valid' })
    }
  }
  const parsed = query as ProductQuery
  for (const [min, max] of RANGES) {
    const low = parsed[min]
    const high = parsed[max]
    if (low !== undefined && high !== undefined && low > high) issues.push({ param: min, message: `must not be more than ${max}` })
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, query: dropEmpty(parsed) }
}

/**
 * Lenient parsing for pages: a shared link with a stale or mistyped parameter still shows the
 * catalogue, with that parameter ignored. Empty values (an empty search box) mean "not set".
 */
export function parseProductQueryLenient(params: URLSearchParams): ProductQuery {
  const query: Record<string, unknown> = {}
  for (const key of QUERY_KEYS) {
    const value = LIST_KEYS.has(key) ? params.getAll(key).join(',') : params.get(key)
    if (value === null || value === '') continue
    const result = productQueryShape[key].safeParse(value)
    if (result.success) query[key] = result.data
  }
  const parsed = dropEmpty(query as ProductQuery)
  for (const [min, max] of RANGES) {
    const low = parsed[min]
    const high = parsed[max]
    if (low !== undefined && high !== undefined && low > high) {
      parsed[min] = high
      parsed[max] = low
    }
  }
  return parsed
}

function isQueryKey(key: string): key is QueryKey {
  return Object.hasOwn(productQueryShape, key)
}

function dropEmpty(query: ProductQuery): ProductQuery {
  if (query.search === '') delete query.search
  return query
}
