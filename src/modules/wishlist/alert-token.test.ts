import { describe, expect, it } from 'vitest'
import { alertKey, alertToken, readAlertToken } from './alert-token.ts'

const key = alertKey('a-secret-long-enough-for-the-shop')

describe('the stop link of a wishlist alert', () => {
  it('names the person, the product and the kind of alert it was sent for', () => {
    const token = alertToken(key, 'user-1', 'product-9', 'price')
    expect(readAlertToken(key, token)).toEqual({ userId: 'user-1', productId: 'product-9', kind: 'price' })
    expect(readAlertToken(key, alertToken(key, 'user-1', 'product-9', 'stock'))?.kind).toBe('stock')
  })

  it('is refused when made with another key, altered, or made up for someone else', () => {
    const token = alertToken(key, 'user-1', 'product-9', 'price')
    expect(readAlertToken(alertKey('another-secret-long-enough'), token)).toBeNull()
    const [, product, kind, signature] = token.split('.')
    expect(readAlertToken(key, [Buffer.from('user-2').toString('base64url'), product, kind, signature].join('.'))).toBeNull()
    expect(readAlertToken(key, token.replace('.price.', '.stock.'))).toBeNull()
    expect(readAlertToken(key, `${token}.x`)).toBeNull()
    expect(readAlertToken(key, 'nonsense')).toBeNull()
  })
})
