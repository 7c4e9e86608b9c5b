import { describe, expect, it } from 'vitest'
import { readUnsubscribeToken, unsubscribeKey, unsubscribeToken } from './unsubscribe-token.ts'

describe('unsubscribe tokens', () => {
  const key = unsubscribeKey('a-secret-long-enough-for-the-shop')
  it('reads back the address and purpose it was made for', () => {
    const token = unsubscribeToken(key, ' Asha@Example.in ', 'newsletter')
    expect(readUnsubscribeToken(key, token)).toEqual({ email: 'asha@example.in', purpose: 'newsletter' })
  })
  it('refuses a token for another address, another purpose, or another shop', () => {
    const [, , signature] = unsubscribeToken(key, 'asha@example.in', 'newsletter').split('.')
    expect(readUnsubscribeToken(key, `${Buffer.from('ravi@example.in').toString('base64url')}.newsletter.${signature}`)).toBeNull()
    expect(readUnsubscribeToken(key, `${Buffer.from('asha@example.in').toString('base64url')}.marketing-email.${signature}`)).toBeNull()
    expect(
      readUnsubscribeToken(unsubscribeKey('another-secret-of-another-shop'), unsubscribeToken(key, 'asha@example.in', 'newsletter')),
    ).toBeNull()
    expect(readUnsubscribeToken(key, 'garbage')).toBeNull()
  })
})
