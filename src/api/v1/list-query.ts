import { z } from 'zod'
import { type ApiResult, apiError } from './api-result.ts'

/**
 * Every list the API serves reads its query through here (decision 004: the API is strict about its
 * query). Only the named parameters, each at most once, each checked by its schema; `page` is common to
 * all, a whole number from 1 to 999,999. Anything else is a 400 `invalid_query` naming what was wrong,
 * before a service or a database sees a value.
 */
export type QueryShape = Record<string, z.ZodType<unknown, string>>

export const PAGE_PARAM = z
  .string()
  .regex(/^[1-9][0-9]{0,5}$/, 'page must be a whole number from 1 to 999999.')
  .transform(Number)

/** A free-text search: trimmed, at most 100 characters, blank meaning none. */
export const SEARCH_PARAM = z
  .string()
  .max(100, 'A search is at most 100 characters.')
  .transform((q) => q.trim() || undefined)

/** One of a fixed list of values, with a message that names them. */
export function oneOf<const T extends string>(name: string, values: readonly T[]) {
  return z
    .string()
    .refine((v): v is T => (values as readonly string[]).includes(v), `${name} must be one of ${values.join(', ')}.`) as z.ZodType<
    T,
    string
  >
}

/** A calendar day as YYYY-MM-DD that exists. */
export const DAY_PARAM = z
  .string()
  .refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), 'A day is written YYYY-MM-DD.')

type Parsed<S extends QueryShape> = { [K in keyof S]?: z.output<S[K]> } & { page: number }

export function listQuery<S extends QueryShape>(url: URL, shape: S): { ok: true; query: Parsed<S> } | { ok: false; result: ApiResult } {
  const names = [...url.searchParams.keys()]
  const unknown = [...new Set(names.filter((name) => name !== 'page' && !Object.hasOwn(shape, name)))]
  if (unknown.length > 0) return refuse(`Unknown query parameter: ${unknown.join(', ')}.`, { unknown })
  const repeated = [...new Set(names.filter((name, i) => names.indexOf(name) !== i))]
  if (repeated.length > 0) return refuse(`Give each query parameter once: ${repeated.join(', ')}.`, { repeated })

  const query: Record<string, unknown> = { page: 1 }
  const issues: Array<{ parameter: string; message: string }> = []
  for (const [name, value] of url.searchParams) {
    const schema = name === 'page' ? PAGE_PARAM : shape[name]
    const result = schema?.safeParse(value)
    if (!result) continue
    if (result.success) query[name] = result.data
    else issues.push({ parameter: name, message: result.error.issues[0]?.message ?? 'Not a valid value.' })
  }
  if (issues.length > 0) return refuse(issues.map((i) => i.message).join(' '), issues)
  return { ok: true, query: query as Parsed<S> }
}

function refuse(message: string, details: unknown): { ok: false; result: ApiResult } {
  return { ok: false, result: apiError(400, 'invalid_query', message, details) }
}
