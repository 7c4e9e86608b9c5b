import { describe, expect, it } from 'vitest'
import { addVary, applyPrivacy, redactUrl } from './privacy-headers.ts'

describe('redactUrl', () => {
  it('hides token, signature, key and similar query values, and keeps the rest', () => {
    expect(redactUrl('/reset-password?token=abc123DEF')).toBe('/reset-password?token=[redacted]')
    expect(redactUrl('/pay/1?razorpay_signature=ff&razorpay_payment_id=pay_1&api_key=k&access_token=t')).toBe(
      '/pay/1?razorpay_signature=[redacted]&razorpay_payment_id=pay_1&api_key=[redacted]&access_token=[redacted]',
    )
    expect(redactUrl('/x?Token=a&%74oken=b')).toBe('/x?Token=[redacted]&%74oken=[redacted]')
    expect(redactUrl('/products?search=dell&page=2')).toBe('/products?search=dell&page=2')
    expect(redactUrl('/products')).toBe('/products')
  })
})

describe('applyPrivacy', () => {
  it('keeps personal answers out of shared caches and varies every answer by cookie', () => {
    const signedIn: Record<string, string> = { 'content-type': 'text/html', vary: 'Accept-Encoding' }
    applyPrivacy(signedIn, { path: '/products', signedIn: true })
    expect(signedIn).toMatchObject({ 'cache-control': 'private, no-store', vary: 'Accept-Encoding, Cookie' })

    for (const path of [
      '/account',
      '/orders/abc/invoice',
      '/checkout.data',
      '/api/v1/auth/sign-in',
      '/reset-password',
      '/wishlist',
      '/wishlist/shared/abc',
      '/wishlist/alerts/stop',
    ]) {
      const headers: Record<string, string> = {}
      applyPrivacy(headers, { path, signedIn: false })
      expect(headers['cache-control']).toBe('private, no-store')
    }
    const anonymous: Record<string, string> = {}
    applyPrivacy(anonymous, { path: '/products', signedIn: false })
    expect(anonymous).toEqual({ vary: 'Cookie' })
    expect(addVary('Cookie', 'cookie')).toBe('Cookie')
  })
})
