import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_ACCOUNTS, SAMPLE_CUSTOMERS, seedDemoAccountsOnce } from '#src/modules/accounts/demo-accounts.service.ts'
import { insertVendor } from '#tests/fixtures/catalog.ts'
import { cookieFrom, testContext, testServices } from '#tests/fixtures/context.ts'
import { testShopOn } from '#tests/fixtures/test-shop.ts'
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '#tests/test-database.ts'
import * as accounts from './accounts.service.ts'
import { addAddress, deleteAddress, listAddresses, setDefaultAddress, updateAddress } from './addresses.service.ts'
import { THROTTLE, TOO_MANY_ATTEMPTS } from './login-throttle.service.ts'
import { createAuth } from './sign-in-library.ts'

const password = 'correct-horse'
const person = (email: string, extra: object = {}) => ({ name: 'Asha Kulkarni', email, password, confirmPassword: password, ...extra })
const address = {
  fullName: 'Asha Kulkarni',
  addressLine1: '12 Prabhat Road',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411004',
  phone: '9876543210',
}

describe.each(TEST_DIALECTS)('accounts on %s', (dialect) => {
  const shop = testShopOn(dialect)

  const signedIn = async (email: string, clientIp = '10.0.0.1') => {
    const outcome = await accounts.signIn(testContext(shop.services, { clientIp }), { email, password })
    if (!outcome.ok) throw new Error(`sign-in failed: ${JSON.stringify(outcome.errors)}`)
    const cookie = cookieFrom(outcome.setCookies)
    return testContext(shop.services, { cookie, actor: await accounts.resolveActor(shop.services, new Headers({ cookie })) })
  }

  it('registers a customer, whatever role the input claims', async () => {
    const outcome = await accounts.register(testContext(shop.services), person('claims-admin@example.in', { role: 'admin' }), 'customer')
    expect(outcome.ok).toBe(true)
    const row = await shop.database.db
      .selectFrom('users')
      .select(['role'])
      .where('email', '=', 'claims-admin@example.in')
      .executeTakeFirstOrThrow()
    expect(row.role).toBe('customer')
  })

  it('registers a vendor with a store of their own', async () => {
    const outcome = await accounts.register(
      testContext(shop.services),
      person('store@example.in', { storeName: 'Kothrud Laptops', city: 'Pune' }),
      'vendor',
    )
    expect(outcome.ok).toBe(true)
    if (!outcome.ok) return
    expect(outcome.actor.role).toBe('vendor')
    const vendor = await shop.database.db.selectFrom('vendors').selectAll().where('userId', '=', outcome.actor.id).executeTakeFirstOrThrow()
    expect(vendor).toMatchObject({ name: 'Kothrud Laptops', slug: 'kothrud-laptops', city: 'Pune' })
  })

  it.each([
    [{ name: '', email: 'a@b.in', password, confirmPassword: password }, { form: 'All fields are required' }],
    [person('a@b.in', { confirmPassword: 'other-pass' }), { confirmPassword: 'Passwords do not match' }],
    [person('a@b.in', { password: 'short', confirmPassword: 'short' }), { password: 'Password must be at least 6 characters' }],
  ])("refuses a bad sign-up with the spec's message", async (input, errors) => {
    expect(await accounts.register(testContext(shop.services), input, 'customer')).toEqual({
      ok: false,
      code: 'invalid_input',
      message: 'form' in errors ? errors.form : 'Please correct the highlighted fields.',
      errors,
    })
  })

  it('refuses a second account for the same email', async () => {
    await accounts.register(testContext(shop.services), person('twice@example.in'), 'customer')
    const again = await accounts.register(testContext(shop.services), person('TWICE@example.in'), 'customer')
    expect(again).toMatchObject({ ok: false, code: 'conflict' })
  })

  it('signs in with a session cookie, and the session ends on sign-out', async () => {
    await accounts.register(testContext(shop.services), person('session@example.in'), 'customer')
    const ctx = await signedIn('session@example.in')
    expect(ctx.actor).toMatchObject({ email: 'session@example.in', role: 'customer' })
    await accounts.signOut(ctx)
    expect(await accounts.resolveActor(shop.services, ctx.headers)).toBeNull()
  })

  it('gives a wrong password and an unknown email the same answer', async () => {
    await accounts.register(testContext(shop.services), person('same@example.in'), 'customer')
    const wrong = await accounts.signIn(testContext(shop.services, { clientIp: '10.0.0.2' }), {
      email: 'same@example.in',
      password: 'nope-nope',
    })
    const unknown = await accounts.signIn(testContext(shop.services, { clientIp: '10.0.0.2' }), {
      email: 'nobody@example.in',
      password: 'nope-nope',
    })
    expect(wrong).toEqual(unknown)
    expect(wrong).toEqual({
      ok: false,
      code: 'invalid_credentials',
      message: 'Invalid email or password',
      errors: { form: 'Invalid email or password' },
    })
    expect(await accounts.signIn(testContext(shop.services), { email: '', password: '' })).toEqual({
      ok: false,
      code: 'invalid_input',
      message: 'Please enter both email and password',
      errors: { form: 'Please enter both email and password' },
    })
  })

  it('holds back an account only from the address that keeps failing, so the owner elsewhere still gets in', async () => {
    await accounts.register(testContext(shop.services), person('guessed@example.in'), 'customer')
    for (let i = 0; i < THROTTLE.perPair; i++) {
      await accounts.signIn(testContext(shop.services, { clientIp: '10.1.0.1' }), { email: 'guessed@example.in', password: 'wrong-guess' })
    }
    const blocked = await accounts.signIn(testContext(shop.services, { clientIp: '10.1.0.1' }), { email: 'guessed@example.in', password })
    expect(blocked).toEqual({ ok: false, code: 'rate_limited', message: TOO_MANY_ATTEMPTS, errors: { form: TOO_MANY_ATTEMPTS } })
    const owner = await accounts.signIn(testContext(shop.services, { clientIp: '10.1.1.1' }), { email: 'guessed@example.in', password })
    expect(owner).toMatchObject({ ok: true })
  })

  it('refuses an address that keeps failing across accounts', async () => {
    for (let i = 0; i < THROTTLE.perAddress; i++) {
      await accounts.signIn(testContext(shop.services, { clientIp: '10.9.9.9' }), {
        email: `spray${i}@example.in`,
        password: 'wrong-guess',
      })
    }
    await accounts.register(testContext(shop.services), person('innocent@example.in'), 'customer')
    const blocked = await accounts.signIn(testContext(shop.services, { clientIp: '10.9.9.9' }), { email: 'innocent@example.in', password })
    expect(blocked).toMatchObject({ ok: false, code: 'rate_limited' })
  })

  it('resets a password with an emailed token that works once, and ends other sessions', async () => {
    await accounts.register(testContext(shop.services), person('forgot@example.in'), 'customer')
    const other = await signedIn('forgot@example.in')
    expect(await accounts.requestPasswordReset(testContext(shop.services), { email: 'forgot@example.in' })).toMatchObject({ ok: true })
    expect(await accounts.requestPasswordReset(testContext(shop.services), { email: 'ghost@example.in' })).toMatchObject({ ok: true })
    const mail = await shop.database.db
      .selectFrom('emailOutbox')
      .selectAll()
      .where('toAddress', '=', 'forgot@example.in')
      .executeTakeFirstOrThrow()
    expect(mail.kind).toBe('password-reset')
    expect(await shop.database.db.selectFrom('emailOutbox').select('id').where('toAddress', '=', 'ghost@example.in').execute()).toEqual([])
    const token = decodeURIComponent(/reset-password\?token=([^\s]+)/.exec(mail.textBody)?.[1] ?? '')

    const newPassword = { password: 'brand-new-pass', confirmPassword: 'brand-new-pass' }
    expect(await accounts.resetPassword(testContext(shop.services), token, newPassword)).toMatchObject({ ok: true })
    expect(await accounts.resetPassword(testContext(shop.services), token, newPassword)).toEqual({
      ok: false,
      code: 'invalid_input',
      message: accounts.RESET_LINK_INVALID,
      errors: { form: accounts.RESET_LINK_INVALID },
    })
    expect(await accounts.resolveActor(shop.services, other.headers)).toBeNull()
    expect(await accounts.signIn(testContext(shop.services), { email: 'forgot@example.in', password: 'brand-new-pass' })).toMatchObject({
      ok: true,
    })
  })

  it('changes a password only with the current one, ending other sessions', async () => {
    await accounts.register(testContext(shop.services), person('change@example.in'), 'customer')
    const here = await signedIn('change@example.in')
    const elsewhere = await signedIn('change@example.in')
    const wrong = await accounts.changePassword(here, {
      currentPassword: 'not-it',
      password: 'next-password',
      confirmPassword: 'next-password',
    })
    expect(wrong).toMatchObject({ ok: false, errors: { currentPassword: 'Your current password is not correct' } })
    const changed = await accounts.changePassword(here, {
      currentPassword: password,
      password: 'next-password',
      confirmPassword: 'next-password',
    })
    expect(changed.ok).toBe(true)
    expect(await accounts.resolveActor(shop.services, elsewhere.headers)).toBeNull()
  })

  it('keeps saved addresses per user, validated like the shipping form', async () => {
    await accounts.register(testContext(shop.services), person('home@example.in'), 'customer')
    await accounts.register(testContext(shop.services), person('nosy@example.in'), 'customer')
    const owner = await signedIn('home@example.in')
    const nosy = await signedIn('nosy@example.in')

    expect(await addAddress(owner, { ...address, pincode: '4110', phone: '98765' })).toEqual({
      ok: false,
      code: 'invalid_input',
      message: 'Please correct the highlighted fields.',
      errors: { pincode: 'Please enter a valid 6-digit PIN code', phone: 'Please enter a valid 10-digit phone number' },
    })
    expect(await addAddress(owner, address)).toEqual({ ok: true })
    expect(await addAddress(owner, { ...address, addressLine1: '4 Law College Road' })).toEqual({ ok: true })
    let saved = await listAddresses(owner)
    expect(saved.map((a) => [a.addressLine1, a.isDefault])).toEqual([
      ['12 Prabhat Road', true],
      ['4 Law College Road', false],
    ])
    const second = saved[1]?.id ?? ''
    expect(await setDefaultAddress(owner, second)).toEqual({ ok: true })
    expect((await listAddresses(owner))[0]?.id).toBe(second)

    expect(await updateAddress(nosy, second, address)).toMatchObject({ ok: false, code: 'not_found' })
    expect(await deleteAddress(nosy, second)).toMatchObject({ ok: false, code: 'not_found' })
    expect(await listAddresses(nosy)).toEqual([])

    expect(await updateAddress(owner, second, { ...address, city: 'Mumbai' })).toEqual({ ok: true })
    expect(await deleteAddress(owner, second)).toEqual({ ok: true })
    saved = await listAddresses(owner)
    expect(saved).toHaveLength(1)
    expect(saved[0]?.isDefault).toBe(true)
  })

  it('sets the Secure flag on the session cookie when the shop is served over https', async () => {
    const secureAuth = createAuth({
      db: shop.database.db,
      dialect,
      secret: 'test-secret-that-is-long-enough-for-better-auth',
      publicUrl: 'https://shop.example',
      mailer: shop.services.mail,
      log: shop.services.log,
    })
    await accounts.register(testContext(shop.services), person('secure@example.in'), 'customer')
    const outcome = await accounts.signIn(testContext({ ...shop.services, auth: secureAuth }), { email: 'secure@example.in', password })
    expect(outcome.ok && outcome.setCookies.join()).toMatch(/; Secure/i)
  })
})

describe.each(TEST_DIALECTS)('demo accounts on %s', (dialect) => {
  let database: TestDatabase
  beforeAll(async () => {
    database = await createTestDatabase(dialect)
  })
  afterAll(() => database.destroy())

  it("are created once, with each seeded store run by its vendor, and the store's own listings by its manager", async () => {
    const services = testServices(database)
    for (const id of ['v1', 'v2', 'v3']) await insertVendor(database.db, id, `Store ${id}`)
    expect(await seedDemoAccountsOnce(services)).toBe(true)
    expect(await seedDemoAccountsOnce(services)).toBe(false)
    const users = await database.db.selectFrom('users').select(['email', 'role']).orderBy('email').execute()
    const customers = SAMPLE_CUSTOMERS.map((c) => ({ email: c.email, role: 'customer' }))
    expect(users).toEqual(
      [...DEMO_ACCOUNTS.map((a) => ({ email: a.email, role: a.role })), ...customers].sort((a, b) => a.email.localeCompare(b.email)),
    )
    const owners = await database.db
      .selectFrom('vendors')
      .innerJoin('users', 'users.id', 'vendors.userId')
      .select(['vendors.id', 'users.email'])
      .orderBy('vendors.id')
      .execute()
    expect(owners.map((o) => o.id)).toEqual(['store', 'v1', 'v2', 'v3'])
  })
})
