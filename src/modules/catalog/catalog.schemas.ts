import { z } from 'zod'
import { CATEGORIES, PRICE_FILTER, type ProductQuery, SORTS } from './catalog.types.ts'

const wholeRupees = z
  .string()
  .regex(/^\d{1,7}$/, 'must be a whole number of rupees')
  .transform(Number)
  .pipe(z.number().int().min(PRICE_FILTER.min).max(PRICE_FILTER.max))

/** The listing's query parameters, as strings from a URL. One schema serves the page and the API. */
export const productQueryShape = {
  category: z.enum(CATEGORIES),
  brand: z.string().trim().min(1).max(40),
  isNew: z.literal('true').transform(() => true),
  isFeatured: z.literal('true').transform(() => true),
  search: z.string().trim().max(100),
  minPrice: wholeRupees,
  maxPrice: wholeRupees,
  sort: z.enum([...SORTS, 'relevance']),
  page: z
    .string()
    .regex(/^\d{1,4}$/, 'must be a page number')
    .transform(Number)
    .pipe(z.number().int().min(1)),
} as const

type QueryKey = keyof typeof productQueryShape
const QUERY_KEYS = Object.keys(productQueryShape) as QueryKey[]

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
    } else if (values.length > 1) {
      issues.push({ param: key, message: 'may be given only once' })
    } else {
      const result = productQueryShape[key].safeParse(values[0])
      if (result.success) query[key] = result.data
      else issues.push({ param: key, message: result.error.issues[0]?.message ?? 'is not valid' })
    }
  }
  const parsed = query as ProductQuery
  if (parsed.minPrice !== undefined && parsed.maxPrice !== undefined && parsed.minPrice > parsed.maxPrice) {
    issues.push({ param: 'minPrice', message: 'must not be more than maxPrice' })
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
    const value = params.get(key)
    if (value === null || value === '') continue
    const result = productQueryShape[key].safeParse(value)
    if (result.success) query[key] = result.data
  }
  const parsed = dropEmpty(query as ProductQuery)
  if (parsed.minPrice !== undefined && parsed.maxPrice !== undefined && parsed.minPrice > parsed.maxPrice) {
    ;[parsed.minPrice, parsed.maxPrice] = [parsed.maxPrice, parsed.minPrice]
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
