import { describe, expect, it } from 'vitest'
import { DAY_PARAM, oneOf, pageCount, pageOf, pageWindow, parseListQuery, SEARCH_PARAM } from './paging.ts'

describe('pages', () => {
  it('turns a page number into rows to skip and take, reading a bad page as the nearest valid one', () => {
    expect(pageWindow(1, 24)).toEqual({ page: 1, limit: 24, offset: 0 })
    expect(pageWindow(3, 25)).toEqual({ page: 3, limit: 25, offset: 50 })
    expect(pageWindow(0, 24)).toEqual({ page: 1, limit: 24, offset: 0 })
    expect(pageWindow(2.7, 24)).toEqual({ page: 2, limit: 24, offset: 24 })
    // Never an offset the database cannot hold.
    expect(pageWindow(1e23, 20).page).toBe(999_999)
    expect(pageWindow(Number.POSITIVE_INFINITY, 20).page).toBe(1)
    expect(pageWindow(Number.NaN, 20).page).toBe(1)
  })

  it('counts pages, with one (empty) page for no rows', () => {
    expect(pageCount(0, 24)).toBe(1)
    expect(pageCount(24, 24)).toBe(1)
    expect(pageCount(25, 24)).toBe(2)
  })

  it("reads a list page's ?page= forgivingly", () => {
    expect(pageOf('http://shop.test/admin/orders?page=3')).toBe(3)
    expect(pageOf(new URLSearchParams('page=x'))).toBe(1)
    expect(pageOf(new URL('http://shop.test/?page=99999999999'))).toBe(1)
    expect(pageOf(new URLSearchParams(''))).toBe(1)
  })
})

const shape = { q: SEARCH_PARAM, status: oneOf('status', ['open', 'closed']), from: DAY_PARAM }
const parse = (query: string) => parseListQuery(new URLSearchParams(query), shape)

describe('parseListQuery', () => {
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
  ])('refuses %s with an invalid_query failure that says why', (query, message) => {
    expect(parse(query)).toMatchObject({ ok: false, code: 'invalid_query', message })
  })
})
