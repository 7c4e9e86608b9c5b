import { describe, expect, it } from 'vitest'
import { safeRedirect } from './accounts.schemas.ts'

describe('safeRedirect', () => {
  it.each([
    ['checkout', '/checkout'],
    ['/orders', '/orders'],
    ['/products?category=Desktop', '/products?category=Desktop'],
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
})
