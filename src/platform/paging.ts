import { z } from 'zod'
import { type Failure, fail } from './failure.ts'

/**
 * Lists and their queries, one way everywhere. Pages are whole numbers from 1 to MAX_PAGE: the JSON
 * API refuses anything else (`parseListQuery`), pages forgive it (`pageOf`), and the offset a
 * repository gets is always one the database can hold.
 */
export const MAX_PAGE = 999_999

/** The page a list page shows: `?page=` when it is a whole number in range, else the first. */
export function pageOf(params: URLSearchParams | URL | string): number {
  const search = typeof params === 'string' ? new URL(params).searchParams : params instanceof URL ? params.searchParams : params
  const parsed = PAGE_PARAM.safeParse(search.get('page') ?? '1')
  return parsed.success ? parsed.data : 1
}

/** Limit and offset of a page of `pageSize` rows; past the last page is an empty page, never an error. */
export function pageWindow(page: number, pageSize: number): { page: number; limit: number; offset: number } {
  const whole = Number.isFinite(page) ? Math.min(Math.max(1, Math.floor(page)), MAX_PAGE) : 1
  return { page: whole, limit: pageSize, offset: (whole - 1) * pageSize }
}

/** How many pages `total` rows fill; an empty list still has its one (empty) page. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize))
}

export type QueryShape = Record<string, z.ZodType<unknown, string>>

export const PAGE_PARAM = z
  .string()
  .regex(/^[1-9][0-9]{0,5}$/, `page must be a whole number from 1 to ${MAX_PAGE}.`)
  .transform(Number)

/** A free-text search: trimmed, at most 100 characters, blank meaning none. */
export const SEARCH_PARAM = z
  .string()
  .max(100, 'A search is at most 100 characters.')
  .transform((q) => q.trim() || undefined)

/** One of a fixed list of values, with a message that names them (an enum, so the API's reference lists them). */
export function oneOf<const T extends string>(name: string, values: readonly T[]) {
  return z.enum(values as readonly [T, ...T[]], { error: `${name} must be one of ${values.join(', ')}.` }) as unknown as z.ZodType<
    T,
    string
  >
}

/** A calendar day as YYYY-MM-DD that exists. */
export const DAY_PARAM = z
  .string()
  .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), 'A day is written YYYY-MM-DD.')

type Parsed<S extends QueryShape> = { [K in keyof S]?: z.output<S[K]> } & { page: number }

/**
 * A list's query, strictly (decision 004): only the named parameters and `page`, each at most once,
 * each valid by its schema. Anything else is an `invalid_query` failure naming what was wrong (per
 * parameter in `errors`), before a service or a database sees a value.
 */
export function parseListQuery<S extends QueryShape>(
  params: URLSearchParams,
  shape: S,
): { ok: true; query: Parsed<S> } | Failure<'invalid_query'> {
  const names = [...params.keys()]
  const unknown = [...new Set(names.filter((name) => name !== 'page' && !Object.hasOwn(shape, name)))]
  if (unknown.length > 0)
    return fail('invalid_query', `Unknown query parameter: ${unknown.join(', ')}.`, Object.fromEntries(unknown.map((n) => [n, 'Unknown.'])))
  const repeated = [...new Set(names.filter((name, i) => names.indexOf(name) !== i))]
  if (repeated.length > 0)
    return fail(
      'invalid_query',
      `Give each query parameter once: ${repeated.join(', ')}.`,
      Object.fromEntries(repeated.map((n) => [n, 'Given more than once.'])),
    )

  const query: Record<string, unknown> = { page: 1 }
  const errors: Record<string, string> = {}
  for (const [name, value] of params) {
    const result = (name === 'page' ? PAGE_PARAM : shape[name])?.safeParse(value)
    if (!result) continue
    if (result.success) query[name] = result.data
    else errors[name] = result.error.issues[0]?.message ?? 'Not a valid value.'
  }
  if (Object.keys(errors).length > 0) return fail('invalid_query', Object.values(errors).join(' '), errors)
  return { ok: true, query: query as Parsed<S> }
}
