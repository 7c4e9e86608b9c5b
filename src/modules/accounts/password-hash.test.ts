import { hashPassword as libraryHash } from 'better-auth/crypto'
import { describe, expect, it } from 'vitest'
import { hashPassword, needsRehash, verifyPassword } from './password-hash.ts'
import { isCommonPassword } from './password-policy.ts'

describe('password hashes', () => {
  it('verify the right password only, with a fresh salt each time', async () => {
    const first = await hashPassword('koregaon-park-1')
    const second = await hashPassword('koregaon-park-1')
    expect(first).not.toBe(second)
    expect(await verifyPassword({ hash: first, password: 'koregaon-park-1' })).toBe(true)
    expect(await verifyPassword({ hash: first, password: 'koregaon-park-2' })).toBe(false)
    expect(await verifyPassword({ hash: 'not-a-hash', password: 'koregaon-park-1' })).toBe(false)
  })

  it("still verify the library's older hashes, and mark them for replacement", async () => {
    const legacy = await libraryHash('shivaji-nagar-8')
    expect(await verifyPassword({ hash: legacy, password: 'shivaji-nagar-8' })).toBe(true)
    expect(await verifyPassword({ hash: legacy, password: 'shivaji-nagar-9' })).toBe(false)
    expect(needsRehash(legacy)).toBe(true)
    expect(needsRehash(await hashPassword('shivaji-nagar-8'))).toBe(false)
    expect(needsRehash(await hashPassword('shivaji-nagar-8', { N: 2 ** 12, r: 8, p: 1 }))).toBe(true)
    // Hashing at the production cost is CPU-bound by design: seconds on a busy two-core machine.
  }, 60_000)

  it('the production cost is at least N=2^17 (checked at full cost by the end-to-end tests)', async () => {
    const hash = await hashPassword('deccan-x', { N: 2 ** 17, r: 8, p: 1 })
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/)
    expect(await verifyPassword({ hash, password: 'deccan-x' })).toBe(true)
  }, 60_000)
})

describe('common passwords', () => {
  it('are found whatever their case; uncommon ones are not', () => {
    for (const password of ['123456', 'password', '12345678', 'qwerty123', 'iloveyou', 'PASSWORD', 'IloveYou']) {
      expect(isCommonPassword(password), password).toBe(true)
    }
    expect(isCommonPassword('deccan-demo-123')).toBe(false)
    expect(isCommonPassword('kothrud-lane-42')).toBe(false)
  })
})
