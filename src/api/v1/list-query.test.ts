import { describe, expect, it } from 'vitest'
import { DAY_PARAM, listQuery, oneOf, SEARCH_PARAM } from './list-query.ts'

const shape = { q: SEARCH_PARAM, status: oneOf('status', ['open', 'closed']), from: DAY_PARAM }
const parse = (query: string) => listQuery(new URL(`http://shop.test/list?${query}`), shape)

describe('listQuery', () => {
  it('reads the named parameters, with page 1 by default', () => {
    expect(parse('')).toEqual({ ok: true, query: { page: 1 } })
    expect(parse('q=%20book%20&status=open&from=2026-02-28&page=3')).toEqual({
      ok: true,
      query: { q: 'book', status: 'open', from: '2026-02-28', page: 3 },
    })
  })

  it.each([
    ['zz=1', 'Unknown query parameter: zz.'],
    ['status=open&status=closed', 'Give each query parameter once: status.'],
    ['status=zz', 'status must be one of open, closed.'],
    ['from=2026-02-30', 'A day is written YYYY-MM-DD.'],
    ['page=x', 'page must be a whole number from 1 to 999999.'],
    ['page=0', 'page must be a whole number from 1 to 999999.'],
    ['page=Infinity', 'page must be a whole number from 1 to 999999.'],
    ['page=99999999999999999999999', 'page must be a whole number from 1 to 999999.'],
    ['page=1e3', 'page must be a whole number from 1 to 999999.'],
    [`q=${'a'.repeat(101)}`, 'A search is at most 100 characters.'],
    ['constructor=1', 'Unknown query parameter: constructor.'],
  ])('refuses %s with a 400 that says why', (query, message) => {
    const parsed = parse(query)
    expect(parsed.ok).toBe(false)
    if (parsed.ok) return
    expect(parsed.result.status).toBe(400)
    expect(parsed.result.body).toMatchObject({ error: { code: 'invalid_query', message } })
  })
})
