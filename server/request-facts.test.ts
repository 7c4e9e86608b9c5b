import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseUrl } from './request-facts.ts'

const percentEncoded = (bytes: Uint8Array) => [...bytes].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')

describe('parseUrl', () => {
  it.each(['/products/%C0%AF', '/products/%E0%A4', '/products/%00', '/search?q=%00', '/sellers/a%00b?page=1', '/products?brand=x&q=%00'])(
    'refuses a target no page can be named by: %s',
    (raw) => {
      expect(parseUrl(raw)).toBeNull()
    },
  )

  it.each(['/products/%E0%A4%95', '/search?q=%C0%AF', '/login?redirect=%C3%A9'])(
    'takes a target that decodes, or a query it can read: %s',
    (raw) => {
      expect(parseUrl(raw)).not.toBeNull()
    },
  )

  // Issue 49, item 18: what a route gets from the URL it takes (a path param, a query value) can be
  // decoded and holds no NUL, whatever bytes were sent; PostgreSQL refuses a NUL in text.
  it('hands on only paths that decode and paths and queries without NUL, for any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 24 }), fc.uint8Array({ maxLength: 24 }), (segment, query) => {
        const raw = `/products/${percentEncoded(segment)}?q=${percentEncoded(query)}`
        const url = parseUrl(raw)
        if (!url) return
        const path = decodeURIComponent(url.pathname)
        expect(path).not.toContain('\u0000')
        expect(url.searchParams.get('q')).not.toContain('\u0000')
      }),
      { numRuns: 1000 },
    )
  })
})
