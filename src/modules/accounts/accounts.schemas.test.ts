import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { safeRedirect } from './accounts.schemas.ts'

describe('safeRedirect', () => {
  it.each([
    ['checkout', '/checkout'],
    ['/orders', '/orders'],
    ['/products?category=Desktop', '/products?category=Desktop'],
    // Decoded by URLSearchParams, and encoded again for the Location header, which is ASCII.
    ['/search?q=कीबोर्ड', '/search?q=%E0%A4%95%E0%A5%80%E0%A4%AC%E0%A5%8B%E0%A4%B0%E0%A5%8D%E0%A4%A1'],
    [null, '/'],
    ['', '/'],
  ])('follows a path on this site: %s', (value, expected) => {
    expect(safeRedirect(value)).toBe(expected)
  })

  it.each(['//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)', '/%2F%2Fevil.example', '/ok\nLocation: x'])(
    'never leaves the site: %s',
    (value) => {
      expect(safeRedirect(value)).toBe('/')
    },
  )

  // Issue 49, item 18: `/login?redirect=%C0%AF` (bytes that are not UTF-8) was a 500 for a signed-in person.
  it.each([
    ['%C0%AF', 'bytes that are not UTF-8'],
    ['%01', 'a control character'],
    ['%00', 'a NUL'],
    ['%FF', 'a lone byte'],
  ])('ignores a target that decodes to no page (%s, %s)', (encoded) => {
    expect(safeRedirect(new URLSearchParams(`redirect=${encoded}`).get('redirect'))).toBe('/')
  })

  it('answers any bytes, and any string, with a path on this site that a Location header can carry', () => {
    const asQuery = fc.uint8Array({ maxLength: 40 }).map((bytes) => {
      const encoded = [...bytes].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')
      return new URLSearchParams(`redirect=${encoded}`).get('redirect')
    })
    const anyString = fc.string({ unit: 'binary', maxLength: 40 })
    const fragments = fc
      .array(fc.constantFrom('/', '\\', ':', '%', '?', '=', '&', '.', 'a', 'é', 'क', '\uFFFD', '\uD800', '\u0000', '\u007F', ' '), {
        maxLength: 12,
      })
      .map((parts) => parts.join(''))
    fc.assert(
      fc.property(fc.oneof(asQuery, anyString, fragments), (value) => {
        const target = safeRedirect(value)
        expect(target).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/)
        expect(() => new Response(null, { status: 302, headers: { Location: target } })).not.toThrow()
      }),
      { numRuns: 500 },
    )
    // 500 runs of URL parsing: a second on an idle core, many on a busy two-core machine.
  }, 60_000)
})
