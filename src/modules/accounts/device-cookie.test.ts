import { describe, expect, it } from 'vitest'
import { DEVICE_COOKIE, DEVICE_COOKIE_DAYS, deviceCookieAfterSignIn, deviceCookieKey, knownDevice } from './device-cookie.ts'

const key = deviceCookieKey('a-secret-of-at-least-thirty-two-characters')
const now = Date.parse('2026-11-25T10:00:00Z')
const header = (value: string) => `deccan.cart=abc; ${DEVICE_COOKIE}=${value}; other=1`

describe('device cookies', () => {
  it('know the browser for the account it signed in to, and only that account', () => {
    const value = deviceCookieAfterSignIn(key, null, 'Asha@Example.in', now)
    const device = knownDevice(key, header(value), 'asha@example.in', now + 1000)
    expect(device).toMatch(/^[\w-]{16}$/)
    expect(knownDevice(key, header(value), 'ravi@example.in', now)).toBeNull()
    expect(knownDevice(key, null, 'asha@example.in', now)).toBeNull()
  })

  it('are not forged: another key, an edited signature or account, or an expired entry count for nothing', () => {
    const value = deviceCookieAfterSignIn(key, null, 'asha@example.in', now)
    expect(knownDevice(deviceCookieKey('another-secret-of-thirty-two-characters!'), header(value), 'asha@example.in', now)).toBeNull()
    const [issued, nonce, signature = ''] = value.split('.')
    const flipped = `${issued}.${nonce}.${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`
    expect(knownDevice(key, header(flipped), 'asha@example.in', now)).toBeNull()
    expect(knownDevice(key, header(`${(now - 1).toString(36)}.${nonce}.${signature}`), 'asha@example.in', now)).toBeNull()
    expect(knownDevice(key, header(value), 'asha@example.in', now + DEVICE_COOKIE_DAYS * 24 * 60 * 60 * 1000)).toBeNull()
    expect(knownDevice(key, header('not a device cookie'), 'asha@example.in', now)).toBeNull()
  })

  it("keep the other accounts of a shared browser, newest first, and renew this account's entry", () => {
    let value = deviceCookieAfterSignIn(key, null, 'asha@example.in', now)
    value = deviceCookieAfterSignIn(key, header(value), 'ravi@example.in', now + 1)
    const asha = knownDevice(key, header(value), 'asha@example.in', now + 2)
    value = deviceCookieAfterSignIn(key, header(value), 'asha@example.in', now + 3)
    expect(value.split('~')).toHaveLength(2)
    expect(knownDevice(key, header(value), 'ravi@example.in', now + 4)).not.toBeNull()
    // A new sign-in gives this account a new id: a device held for failures starts afresh only by signing in.
    expect(knownDevice(key, header(value), 'asha@example.in', now + 4)).not.toBe(asha)
    for (let i = 0; i < 8; i++) value = deviceCookieAfterSignIn(key, header(value), `person${i}@example.in`, now + 10 + i)
    expect(value.split('~')).toHaveLength(5)
  })
})
