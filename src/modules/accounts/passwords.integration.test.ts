import { hashPassword as libraryHash } from 'better-auth/crypto'
import { describe, expect, it } from 'vitest'
import { createUser } from '#src/modules/admin/index.ts'
import { cookieFrom, signedInAdmin, testContext } from '#tests/fixtures/context.ts'
import { testShopOn } from '#tests/fixtures/test-shop.ts'
import { TEST_DIALECTS } from '#tests/test-database.ts'
import * as accounts from './accounts.service.ts'
import { CURRENT_COST, needsRehash, verifyPassword } from './password-hash.ts'
import { COMMON_PASSWORD } from './password-policy.ts'
import { SESSION_ABSOLUTE_SECONDS } from './session-lifetime.ts'

const COMMON = ['123456', 'password', '12345678', 'qwerty123', 'iloveyou', 'Password']
const person = (email: string, password: string) => ({ name: 'Asha Kulkarni', email, password, confirmPassword: password })

describe.each(TEST_DIALECTS)('passwords and sessions on %s', (dialect) => {
  const shop = testShopOn(dialect)

  const storedHash = async (email: string) =>
    (
      await shop.database.db
        .selectFrom('accounts')
        .innerJoin('users', 'users.id', 'accounts.userId')
        .select('accounts.password')
        .where('users.email', '=', email)
        .executeTakeFirstOrThrow()
    ).password ?? ''

  it.each(COMMON)('refuses the common password %s at sign-up', async (password) => {
    const outcome = await accounts.register(testContext(shop.services), person(`common-${password}@example.in`, password), 'customer')
    expect(outcome).toEqual({
      ok: false,
      code: 'invalid_input',
      message: 'Please correct the highlighted fields.',
      errors: { password: COMMON_PASSWORD },
    })
  })

  it('refuses a common password on reset, on change, and for an account an admin makes', async () => {
    await accounts.register(testContext(shop.services), person('changer@example.in', 'kothrud-lane-42'), 'customer')
    const signedIn = await accounts.signIn(testContext(shop.services), { email: 'changer@example.in', password: 'kothrud-lane-42' })
    if (!signedIn.ok) throw new Error('sign-in failed')
    const ctx = testContext(shop.services, { actor: signedIn.actor, cookie: cookieFrom(signedIn.setCookies) })
    expect(
      await accounts.changePassword(ctx, { currentPassword: 'kothrud-lane-42', password: 'iloveyou', confirmPassword: 'iloveyou' }),
    ).toEqual({
      ok: false,
      code: 'invalid_input',
      message: 'Please correct the highlighted fields.',
      errors: { password: COMMON_PASSWORD },
    })
    expect(
      await accounts.resetPassword(testContext(shop.services), 'any-token', { password: 'qwerty123', confirmPassword: 'qwerty123' }),
    ).toEqual({
      ok: false,
      code: 'invalid_input',
      message: 'Please correct the highlighted fields.',
      errors: { password: COMMON_PASSWORD },
    })
    const admin = await signedInAdmin(shop.services)
    expect(await createUser(admin, { name: 'Ravi', email: 'ravi@example.in', password: '12345678', role: 'customer' })).toEqual({
      ok: false,
      code: 'invalid_input',
      message: 'Please correct the highlighted fields.',
      errors: { password: COMMON_PASSWORD },
    })
  })

  it('stores new passwords at the current scrypt cost', async () => {
    await accounts.register(testContext(shop.services), person('fresh@example.in', 'baner-road-7'), 'customer')
    const hash = await storedHash('fresh@example.in')
    expect(hash.startsWith(`scrypt$${CURRENT_COST.N}$${CURRENT_COST.r}$${CURRENT_COST.p}$`)).toBe(true)
    expect(needsRehash(hash)).toBe(false)
  })

  it("replaces a hash of the library's older cost at the next successful sign-in", async () => {
    await accounts.register(testContext(shop.services), person('older@example.in', 'aundh-gate-9'), 'customer')
    const legacy = await libraryHash('aundh-gate-9')
    await shop.database.db
      .updateTable('accounts')
      .set({ password: legacy })
      .where(
        'userId',
        '=',
        (await shop.database.db.selectFrom('users').select('id').where('email', '=', 'older@example.in').executeTakeFirstOrThrow()).id,
      )
      .execute()
    expect(needsRehash(legacy)).toBe(true)

    const wrong = await accounts.signIn(testContext(shop.services, { clientIp: '10.4.0.1' }), {
      email: 'older@example.in',
      password: 'not-it-at-all',
    })
    expect(wrong).toMatchObject({ ok: false, code: 'invalid_credentials' })
    expect(await storedHash('older@example.in')).toBe(legacy)

    expect(
      await accounts.signIn(testContext(shop.services, { clientIp: '10.4.0.1' }), { email: 'older@example.in', password: 'aundh-gate-9' }),
    ).toMatchObject({
      ok: true,
    })
    const upgraded = await storedHash('older@example.in')
    expect(upgraded).not.toBe(legacy)
    expect(needsRehash(upgraded)).toBe(false)
    expect(await verifyPassword({ hash: upgraded, password: 'aundh-gate-9' })).toBe(true)
    expect(
      await accounts.signIn(testContext(shop.services, { clientIp: '10.4.0.1' }), { email: 'older@example.in', password: 'aundh-gate-9' }),
    ).toMatchObject({
      ok: true,
    })
  })

  it('tells a reset link that works from one that is used or expired', async () => {
    await accounts.register(testContext(shop.services), person('linked@example.in', 'sinhgad-fort-4'), 'customer')
    const tokenFor = async () => {
      await accounts.requestPasswordReset(testContext(shop.services), { email: 'linked@example.in' })
      const mail = await shop.database.db
        .selectFrom('emailOutbox')
        .select('textBody')
        .where('toAddress', '=', 'linked@example.in')
        .orderBy('createdAt', 'desc')
        .executeTakeFirstOrThrow()
      return decodeURIComponent(/reset-password\?token=(\S+)/.exec(mail.textBody)?.[1] ?? '')
    }
    const ctx = testContext(shop.services)
    const expiring = await tokenFor()
    expect(await accounts.isResetLinkValid(ctx, expiring)).toBe(true)
    const { internalAdapter } = await shop.services.auth.$context
    await internalAdapter.updateVerificationByIdentifier(`reset-password:${expiring}`, { expiresAt: new Date(Date.now() - 1000) })
    expect(await accounts.isResetLinkValid(ctx, expiring)).toBe(false)

    const used = await tokenFor()
    expect(await accounts.resetPassword(ctx, used, { password: 'sinhgad-fort-5', confirmPassword: 'sinhgad-fort-5' })).toMatchObject({
      ok: true,
    })
    expect(await accounts.isResetLinkValid(ctx, used)).toBe(false)
    expect(await accounts.isResetLinkValid(ctx, '')).toBe(false)
  })

  it('ends a session 30 days after its sign-in, however recently it was used', async () => {
    await accounts.register(testContext(shop.services), person('longlived@example.in', 'wakad-bridge-3'), 'customer')
    const signedIn = await accounts.signIn(testContext(shop.services), { email: 'longlived@example.in', password: 'wakad-bridge-3' })
    if (!signedIn.ok) throw new Error('sign-in failed')
    const headers = new Headers({ cookie: cookieFrom(signedIn.setCookies) })
    const later = Date.now() + SESSION_ABSOLUTE_SECONDS * 1000 - 60_000
    expect(await accounts.resolveActor(shop.services, headers, later)).toMatchObject({ email: 'longlived@example.in' })
    expect(await accounts.resolveActor(shop.services, headers, later + 120_000)).toBeNull()
    // The session is gone, not just refused once.
    expect(await accounts.resolveActor(shop.services, headers)).toBeNull()
  })

  it('reads a session in one query only where better-auth would answer the same, and leaves the rest to it', async () => {
    await accounts.register(testContext(shop.services), person('quick@example.in', 'aundh-road-7'), 'customer')
    const signedIn = await accounts.signIn(testContext(shop.services), { email: 'quick@example.in', password: 'aundh-road-7' })
    if (!signedIn.ok) throw new Error('sign-in failed')
    const cookie = cookieFrom(signedIn.setCookies)
    const headers = new Headers({ cookie })
    const db = shop.database.db
    // The session this cookie holds (registering made another one).
    const token = /deccan\.session_token=([^;.]+)/.exec(cookie)?.[1] as string
    const session = () => db.selectFrom('sessions').select(['expiresAt']).where('token', '=', token).executeTakeFirstOrThrow()
    const expiresAt = async () => new Date((await session()).expiresAt).getTime()
    const setExpiry = (at: number) =>
      db
        .updateTable('sessions')
        .set({ expiresAt: new Date(at).toISOString() })
        .where('token', '=', token)
        .execute()

    const before = await expiresAt()
    expect(await accounts.resolveActor(shop.services, headers)).toMatchObject({ email: 'quick@example.in', role: 'customer' })
    expect(await expiresAt()).toBe(before)
    // A day after its last extension, better-auth extends it: still the same person, now for 14 days more.
    await setExpiry(Date.now() + 12 * 24 * 3600 * 1000)
    expect(await accounts.resolveActor(shop.services, headers)).toMatchObject({ email: 'quick@example.in' })
    expect(await expiresAt()).toBeGreaterThan(Date.now() + 13 * 24 * 3600 * 1000)
    // A cookie whose signature does not match, and one without a session, are nobody.
    // (Another last character than the token's own: replacing it with 'x' changed nothing when it was an 'x'.)
    const forged = `${token.slice(0, -1)}${token.endsWith('x') ? 'y' : 'x'}`
    expect(await accounts.resolveActor(shop.services, new Headers({ cookie: cookie.replace(token, forged) }))).toBeNull()
    expect(await accounts.resolveActor(shop.services, new Headers({ cookie: 'deccan.device=abc' }))).toBeNull()
    // A disabled account is nobody, and so is an expired session.
    await db.updateTable('users').set({ disabledAt: new Date().toISOString() }).where('id', '=', signedIn.actor.id).execute()
    expect(await accounts.resolveActor(shop.services, headers)).toBeNull()
    await db.updateTable('users').set({ disabledAt: null }).where('id', '=', signedIn.actor.id).execute()
    expect(await accounts.resolveActor(shop.services, headers)).toMatchObject({ email: 'quick@example.in' })
    await setExpiry(Date.now() - 1000)
    expect(await accounts.resolveActor(shop.services, headers)).toBeNull()
  })
})
