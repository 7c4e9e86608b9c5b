import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { completeSampleSellers, seedCatalogueOnce } from '#db/seed/seed.ts'
import { createStoreOffer } from '#src/modules/admin/index.ts'
import { addToCart } from '#src/modules/cart/index.ts'
import { applyOfferCode, offeredCart, removeOfferCode } from '#src/modules/offers/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { insertProduct } from '#tests/fixtures/catalog.ts'
import { SHIPPING, signedInAdmin, signedInShopper } from '#tests/fixtures/context.ts'
import { testShopOn } from '#tests/fixtures/test-shop.ts'
import { TEST_DIALECTS } from '#tests/test-database.ts'
import { moveOrder } from '../lifecycle/order-lifecycle.service.ts'
import { completeTestPayment } from '../payment/order-payments.service.ts'
import { placeOrder } from './place-order.service.ts'

// Never more than allowed (issue 43, decision 083): a use is taken inside the order's own transaction by a
// conditional UPDATE against the stored counts, so racing checkouts cannot pass a limit on either database.
describe.each(TEST_DIALECTS)('offer limits under racing checkouts on %s', (dialect) => {
  const shop = testShopOn(dialect)
  let admin: ServiceContext
  let laptop: string
  const db = () => shop.database.db
  const order = (over: Record<string, unknown> = {}) => ({ ...SHIPPING, paymentMethod: 'cod', idempotencyKey: randomUUID(), ...over })
  const coupon = (code: string, over: Record<string, unknown> = {}) => ({
    name: `${code} ₹1,000 off`,
    kind: 'code',
    code,
    discountType: 'amount',
    amountRupees: '1000',
    appliesTo: 'order',
    startsOn: '2026-01-01',
    ...over,
  })
  const offerOf = (code: string) =>
    db()
      .selectFrom('offers')
      .innerJoin('offerCodes', 'offerCodes.offerId', 'offers.id')
      .select(['offers.id', 'offers.usesCount', 'offers.givenPaise'])
      .where('offerCodes.code', '=', code)
      .executeTakeFirstOrThrow()
  const discounted = async (code: string) => {
    const { id } = await offerOf(code)
    const rows = await db()
      .selectFrom('offerUses')
      .select('orderId')
      .distinct()
      .where('offerId', '=', id)
      .where('givenBackAt', 'is', null)
      .execute()
    return rows.length
  }

  beforeAll(async () => {
    await seedCatalogueOnce(db())
    await completeSampleSellers(db())
    admin = await signedInAdmin(shop.services)
    laptop = (await insertProduct(db(), { name: 'Offer Laptop', sellingPrice: 50_000, stock: 1_000, vendorId: 'v1' })).id
  })

  it('gives a ten-use coupon to exactly ten of fifty concurrent checkouts', async () => {
    expect(await createStoreOffer(admin, coupon('TEN', { useLimit: '10' }))).toMatchObject({ ok: true })
    const buyers = await Promise.all(Array.from({ length: 50 }, () => signedInShopper(shop.services)))
    for (const ctx of buyers) {
      await addToCart(ctx, laptop, '1')
      expect(await applyOfferCode(ctx, { code: 'TEN' })).toMatchObject({ ok: true })
    }
    const results = await Promise.all(buyers.map((ctx) => placeOrder(ctx, order())))
    expect(results.filter((r) => r.ok)).toHaveLength(10)
    const refused = results.filter((r) => !r.ok)
    expect(refused).toHaveLength(40)
    for (const r of refused)
      expect(r).toMatchObject({
        code: 'offer_refused',
        message: 'The code TEN has been used up. Nothing was ordered: please review your order and place it again.',
      })
    expect(await offerOf('TEN')).toMatchObject({ usesCount: 10 })
    expect(Number((await offerOf('TEN')).givenPaise)).toBe(10 * 1_000_00)
    expect(await discounted('TEN')).toBe(10)
    // The refused shoppers' carts lost the code, so what they review is the price they would now pay.
    const loser = buyers[results.findIndex((r) => !r.ok)] as ServiceContext
    expect(await offeredCart(loser)).toMatchObject({ payablePaise: 50_000_00, cart: { offerCode: null } })
  })

  it('holds a budget in rupees the same way', async () => {
    expect(await createStoreOffer(admin, coupon('BUDGET', { budgetRupees: '3500' }))).toMatchObject({ ok: true })
    const buyers = await Promise.all(Array.from({ length: 8 }, () => signedInShopper(shop.services)))
    for (const ctx of buyers) {
      await addToCart(ctx, laptop, '1')
      await applyOfferCode(ctx, { code: 'BUDGET' })
    }
    const results = await Promise.all(buyers.map((ctx) => placeOrder(ctx, order())))
    expect(results.filter((r) => r.ok)).toHaveLength(3)
    expect(Number((await offerOf('BUDGET')).givenPaise)).toBe(3_000_00)
  })

  it('holds a per-customer limit of one against one customer’s parallel tabs', async () => {
    expect(await createStoreOffer(admin, coupon('ONCE', { perCustomerLimit: '1' }))).toMatchObject({ ok: true })
    const ctx = await signedInShopper(shop.services)
    await addToCart(ctx, laptop, '1')
    await applyOfferCode(ctx, { code: 'ONCE' })
    const results = await Promise.all(Array.from({ length: 6 }, () => placeOrder(ctx, order())))
    expect(results.filter((r) => r.ok)).toHaveLength(1)
    expect(await discounted('ONCE')).toBe(1)
    // The next time, the code is refused before checkout, in words.
    await addToCart(ctx, laptop, '1')
    expect(await applyOfferCode(ctx, { code: 'once' })).toMatchObject({
      ok: false,
      code: 'offer_refused',
      reason: 'used_by_you',
      message: 'You have already used the code ONCE as many times as it allows.',
    })
    await removeOfferCode(ctx)
  })

  it('gives a use back when its order is cancelled before payment, or its payment fails; takes it again if paid after all', async () => {
    expect(await createStoreOffer(admin, coupon('LAST', { useLimit: '1' }))).toMatchObject({ ok: true })
    const first = await signedInShopper(shop.services)
    await addToCart(first, laptop, '1')
    await applyOfferCode(first, { code: 'LAST' })
    const cod = await placeOrder(first, order())
    if (!cod.ok) throw new Error(cod.message)
    expect(await offerOf('LAST')).toMatchObject({ usesCount: 1 })
    expect(await moveOrder(first, cod.orderId, 'cancel', { kind: 'customer' })).toMatchObject({ ok: true })
    expect(await offerOf('LAST')).toMatchObject({ usesCount: 0 })

    const second = await signedInShopper(shop.services)
    await addToCart(second, laptop, '1')
    await applyOfferCode(second, { code: 'LAST' })
    const online = await placeOrder(second, order({ paymentMethod: 'online' }))
    if (!online.ok) throw new Error(online.message)
    expect(await completeTestPayment(second, online.orderId, false)).toEqual({ ok: true, paid: false })
    expect(await offerOf('LAST')).toMatchObject({ usesCount: 0 })
    // Paid after all, while the use is free: it is taken again.
    expect(await completeTestPayment(second, online.orderId, true)).toEqual({ ok: true, paid: true })
    expect(await offerOf('LAST')).toMatchObject({ usesCount: 1 })

    // A third order's payment fails; another takes the last use meanwhile; paying later is refused.
    const third = await signedInShopper(shop.services)
    expect(await moveOrder(admin, online.orderId, 'refund', { kind: 'admin' })).toMatchObject({ ok: true })
    expect(await offerOf('LAST')).toMatchObject({ usesCount: 1 })
    expect(await createStoreOffer(admin, coupon('LATE', { useLimit: '1' }))).toMatchObject({ ok: true })
    await addToCart(third, laptop, '1')
    await applyOfferCode(third, { code: 'LATE' })
    const late = await placeOrder(third, order({ paymentMethod: 'online' }))
    if (!late.ok) throw new Error(late.message)
    await completeTestPayment(third, late.orderId, false)
    const fourth = await signedInShopper(shop.services)
    await addToCart(fourth, laptop, '1')
    await applyOfferCode(fourth, { code: 'LATE' })
    expect(await placeOrder(fourth, order())).toMatchObject({ ok: true })
    expect(await completeTestPayment(third, late.orderId, true)).toMatchObject({
      ok: false,
      code: 'offer_refused',
      message: expect.stringContaining('The code LATE has been used up.'),
    })
    expect(await offerOf('LATE')).toMatchObject({ usesCount: 1 })
  })
})
