import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { listAudit } from '#src/modules/admin/index.ts'
import { addToCart } from '#src/modules/cart/index.ts'
import { enabledPaymentMethods, placeOrder } from '#src/modules/orders/index.ts'
import { createStripe } from '#src/modules/payments/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { SHIPPING, signedInShopper, testContext, vendorWithProduct } from '#tests/fixtures/context.ts'
import { testShopOn } from '#tests/fixtures/test-shop.ts'
import { TEST_DIALECTS } from '#tests/test-database.ts'
import { addPaymentMethod, deletePaymentMethod, listPaymentMethods, updatePaymentMethod } from './payment-methods.service.ts'
import { DEFAULT_STORE_DETAILS, getStoreDetails, updateStoreDetails } from './store-details.service.ts'

const SECRET_KEY = 'rzp_live_Q7pZsecretkey9876'
const SECRET = 'whsec-very-private-value-5555'

describe.each(TEST_DIALECTS)('admin settings on %s', (dialect) => {
  const shop = testShopOn(dialect)
  let admin: ServiceContext

  beforeAll(async () => {
    admin = testContext(shop.services, { actor: { id: randomUUID(), name: 'Meera', email: 'meera@admin.test', role: 'admin' } })
  })

  it("refuses the add-payment modal's missing fields with the spec's messages", async () => {
    expect(await addPaymentMethod(admin, { provider: 'razorpay', name: ' ' })).toMatchObject({
      ok: false,
      code: 'invalid_input',
      errors: { name: 'Display Name is required', apiKey: 'API Key is required', apiSecret: 'API Secret is required' },
    })
    expect(await addPaymentMethod(admin, { provider: 'stripe', name: 'Stripe', apiKey: 'sk_test_123456789' })).toMatchObject({
      ok: false,
      errors: { apiSecret: 'API Secret is required' },
    })
    expect(await addPaymentMethod(admin, { provider: 'bank', name: 'NEFT' })).toMatchObject({
      ok: false,
      errors: { bankDetails: 'Bank Account Details are required' },
    })
    expect((await listPaymentMethods(admin)).methods.map((m) => m.id)).toEqual(['online', 'cod'])
  })

  it('never lists a saved key or secret, only a masked ending', async () => {
    const added = await addPaymentMethod(admin, { provider: 'razorpay', name: 'Razorpay', apiKey: SECRET_KEY, apiSecret: SECRET })
    expect(added).toMatchObject({ ok: true })
    const listing = await listPaymentMethods(admin)
    const text = JSON.stringify(listing)
    expect(text).not.toContain(SECRET_KEY)
    expect(text).not.toContain(SECRET)
    expect(listing.methods.find((m) => m.provider === 'razorpay')).toMatchObject({
      type: 'digital',
      enabled: true,
      apiKey: 'rzp_live_••••9876',
      apiSecret: '••••5555',
      // Razorpay is not configured on this server, so the method cannot take payments yet.
      checkout: { offered: false, note: expect.stringContaining('RAZORPAY_KEY_ID') },
    })
  })

  it('takes Cash on Delivery off checkout when its method is switched off, and back on', async () => {
    const shopper = await signedInShopper(shop.services)
    const { productId } = await vendorWithProduct(shop.services, 'Settings Store')
    await addToCart(shopper, productId, '1')
    expect((await enabledPaymentMethods(shopper)).map((m) => m.id)).toEqual(['online', 'cod'])

    expect(await updatePaymentMethod(admin, 'cod', { enabled: false })).toMatchObject({ ok: true })
    expect((await enabledPaymentMethods(shopper)).map((m) => m.id)).toEqual(['online'])
    expect(await placeOrder(shopper, { ...SHIPPING, paymentMethod: 'cod', idempotencyKey: randomUUID() })).toMatchObject({
      ok: false,
      code: 'invalid_input',
    })

    expect(await updatePaymentMethod(admin, 'cod', { enabled: true })).toMatchObject({ ok: true })
    expect(await placeOrder(shopper, { ...SHIPPING, paymentMethod: 'cod', idempotencyKey: randomUUID() })).toMatchObject({ ok: true })
  })

  it('offers bank transfer as its own choice once it has an account, and not Stripe without its keys on the server', async () => {
    await addPaymentMethod(admin, { provider: 'stripe', name: 'Stripe', apiKey: 'sk_test_1234567890', apiSecret: 'sk_secret_0987654321' })
    await addPaymentMethod(admin, { provider: 'bank', name: 'NEFT', bankDetails: 'HDFC Bank, A/c 50100012345678, IFSC HDFC0001234' })
    await updatePaymentMethod(admin, 'online', { enabled: false })
    await updatePaymentMethod(admin, 'cod', { enabled: false })
    try {
      expect(await enabledPaymentMethods(admin)).toEqual([{ id: 'bank', name: 'NEFT' }])
      const { methods } = await listPaymentMethods(admin)
      expect(methods.find((m) => m.provider === 'stripe')?.checkout).toEqual({
        offered: false,
        note: expect.stringContaining("Stripe runs on the keys in the server's configuration (STRIPE_SECRET_KEY"),
      })
      // With Stripe's keys in the server's configuration, the same method is what checkout offers.
      const withStripe = { ...admin, testGateway: false, stripe: createStripe({ secretKey: 'sk_test_1', publishableKey: 'pk_test_1' }) }
      expect(await enabledPaymentMethods(withStripe)).toEqual([
        { id: 'online', name: 'Stripe' },
        { id: 'bank', name: 'NEFT' },
      ])
      expect((await listPaymentMethods(withStripe)).methods.find((m) => m.provider === 'stripe')?.checkout).toEqual({
        offered: true,
        note: "Offered at checkout as “Stripe”, paid through Stripe's Payment Element with the keys in the server's configuration.",
      })
      expect(methods.find((m) => m.provider === 'bank')).toMatchObject({
        type: 'offline',
        checkout: { offered: true, note: expect.stringContaining('match each transfer to its order under Bank transfers') },
      })
    } finally {
      await updatePaymentMethod(admin, 'online', { enabled: true })
      await updatePaymentMethod(admin, 'cod', { enabled: true })
    }
  })

  it('edits and deletes an added method, keeps the built-in ones, and audits every change without secrets', async () => {
    const added = await addPaymentMethod(admin, {
      provider: 'razorpay',
      name: 'Razorpay UPI',
      apiKey: 'rzp_test_aaaa11112222',
      apiSecret: 'secret-aaaa-1111-2222',
    })
    if (!added.ok) throw new Error('not added')
    expect(await updatePaymentMethod(admin, added.id, { name: 'Razorpay (UPI)', apiSecret: 'secret-bbbb-3333-4444' })).toMatchObject({
      ok: true,
    })
    expect(await updatePaymentMethod(admin, 'cod', { apiKey: 'nope-nope-nope' })).toMatchObject({ ok: false, code: 'invalid_input' })
    expect(await deletePaymentMethod(admin, 'cod')).toMatchObject({ ok: false, code: 'conflict' })
    expect(await deletePaymentMethod(admin, added.id)).toMatchObject({ ok: true })
    expect((await listPaymentMethods(admin)).methods.some((m) => m.id === added.id)).toBe(false)

    const { records } = await listAudit(admin, { entity: 'payment-method' })
    const mine = records.filter((r) => r.entityId === added.id)
    expect(mine.map((r) => r.action).sort()).toEqual(['payment-method.added', 'payment-method.deleted', 'payment-method.updated'])
    expect(mine.find((r) => r.action === 'payment-method.updated')).toMatchObject({
      actorEmail: 'meera@admin.test',
      before: { name: 'Razorpay UPI', enabled: true },
      after: { name: 'Razorpay (UPI)', apiSecret: 'replaced' },
    })
    expect(records.find((r) => r.entityId === 'cod' && r.action === 'payment-method.disabled')).toMatchObject({
      before: { enabled: true },
      after: { enabled: false },
    })
    const stored = JSON.stringify(await shop.database.db.selectFrom('auditLog').selectAll().execute())
    for (const secret of [
      SECRET_KEY,
      SECRET,
      'rzp_test_aaaa11112222',
      'secret-aaaa-1111-2222',
      'secret-bbbb-3333-4444',
      'sk_secret_0987654321',
    ])
      expect(stored).not.toContain(secret)
  })

  it('validates store details, saves them for the public pages and audits the change', async () => {
    expect(await getStoreDetails(shop.services)).toEqual(DEFAULT_STORE_DETAILS)
    const bad = await updateStoreDetails(admin, {
      ...DEFAULT_STORE_DETAILS,
      gstin: '27AAKCD4821M0Z6',
      pincode: '4110',
      phone: '12345',
      email: 'x',
    })
    expect(bad).toMatchObject({
      ok: false,
      errors: {
        gstin: 'Please enter a valid 15-character GSTIN, e.g. 27AAKCD4821M1ZB',
        pincode: 'Please enter a valid 6-digit PIN code',
        phone: 'Please enter a valid Indian phone number, e.g. +91 20 4567 8900',
        email: 'Please enter a valid email address',
      },
    })
    // The store sells too: its GSTIN's check character and state are checked as a seller's are (decision 038).
    expect(await updateStoreDetails(admin, { ...DEFAULT_STORE_DETAILS, gstin: '27AAKCD4821M1Z6' })).toMatchObject({
      ok: false,
      errors: { gstin: 'This GSTIN has a typing mistake: its check character does not match' },
    })
    expect(await updateStoreDetails(admin, { ...DEFAULT_STORE_DETAILS, state: 'Karnataka' })).toMatchObject({
      ok: false,
      errors: { gstin: "This GSTIN is registered in Maharashtra, but the store's address is in Karnataka" },
    })
    expect(await updateStoreDetails(admin, { ...DEFAULT_STORE_DETAILS, legalName: '' })).toMatchObject({
      ok: false,
      errors: { legalName: 'Legal name is required' },
    })
    const saved = await updateStoreDetails(admin, { ...DEFAULT_STORE_DETAILS, legalName: 'Deccan Digital LLP', gstin: '27aakcd4821m1zb' })
    expect(saved).toMatchObject({ ok: true })
    expect(await getStoreDetails(shop.services)).toMatchObject({ legalName: 'Deccan Digital LLP', gstin: '27AAKCD4821M1ZB' })
    const { records } = await listAudit(admin, { entity: 'store-details' })
    expect(records[0]).toMatchObject({
      action: 'store-details.updated',
      before: { legalName: DEFAULT_STORE_DETAILS.legalName },
      after: { legalName: 'Deccan Digital LLP' },
    })
  })
})
