import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { gstinCheckCharacter } from '#src/lib/gstin.ts'
import { addToCart } from '#src/modules/cart/index.ts'
import { completeTestPayment } from '#src/modules/orders/index.ts'
import { getStoreDetails, updateStoreDetails } from '#src/modules/settings/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { insertProduct, insertVendor } from '#tests/fixtures/catalog.ts'
import { SHIPPING, signedInAdmin, signedInShopper } from '#tests/fixtures/context.ts'
import { testShopOn } from '#tests/fixtures/test-shop.ts'
import { TEST_DIALECTS } from '#tests/test-database.ts'
import { moveOrder } from '../lifecycle/order-lifecycle.service.ts'
import { CREDIT_GONE, placeOrder } from '../placement/place-order.service.ts'
import { moveReturn } from '../returns/return-lifecycle.service.ts'
import { requestReturn } from '../returns/return-request.service.ts'
import { getOrder, invoiceSeller } from '../views/orders.service.ts'
import { creditForReturn, storeCreditBalance } from './store-credit.service.ts'

// Store credit spent at checkout (never below zero, never twice however many checkouts race), given back
// when its order is cancelled, and split with the provider on a return's refund; business buyers' GSTINs
// checked and kept on the order; the invoice's seller details kept as they were at its issue.

const gstin = (first14: string) => `${first14}${gstinCheckCharacter(first14)}`

describe.each(TEST_DIALECTS)('business buyers and store credit on %s', (dialect) => {
  const shop = testShopOn(dialect)
  let admin: ServiceContext
  let product: string

  beforeAll(async () => {
    admin = await signedInAdmin(shop.services)
    await insertVendor(shop.database.db, 'v1')
    product = (await insertProduct(shop.database.db, { name: 'Credit Laptop', price: 50_000, stock: 500, vendorId: 'v1' })).id
  })

  /** A shopper holding this much store credit (as a settled return would give) and one laptop (₹59,000 with GST) in the cart. */
  async function shopperWithCredit(creditPaise: number) {
    const ctx = await signedInShopper(shop.services)
    const userId = ctx.actor?.id ?? ''
    await creditForReturn(shop.database.db, {
      userId,
      returnId: randomUUID(),
      amountPaise: creditPaise,
      note: 'Test credit',
      at: new Date().toISOString(),
    })
    await addToCart(ctx, product, '1')
    return { ctx, userId }
  }
  const orderRow = (id: string) => shop.database.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  const refundsOf = (orderId: string) => shop.database.db.selectFrom('paymentRefunds').selectAll().where('orderId', '=', orderId).execute()

  it('spends store credit once when six checkouts race for it, and never below zero', async () => {
    const { ctx, userId } = await shopperWithCredit(5_900_000)
    const placed = await Promise.all(
      Array.from({ length: 6 }, () =>
        placeOrder(ctx, { ...SHIPPING, paymentMethod: 'cod', useStoreCredit: 'true', idempotencyKey: randomUUID() }),
      ),
    )
    const orders = await shop.database.db.selectFrom('orders').select(['storeCreditPaise']).where('userId', '=', userId).execute()
    expect(orders.filter((o) => o.storeCreditPaise > 0)).toEqual([{ storeCreditPaise: 5_900_000 }])
    expect(await storeCreditBalance(shop.database.db, userId)).toBe(0)
    // The others found the credit gone and ordered nothing, or (reading the balance after) ordered without it,
    // or (reading the cart after the winner emptied it) had nothing left to order.
    for (const outcome of placed)
      if (!outcome.ok)
        expect([
          { code: 'conflict', message: CREDIT_GONE },
          { code: 'invalid_input', message: 'Your cart is empty.' },
        ]).toContainEqual({ code: outcome.code, message: outcome.message })
    const spends = await shop.database.db.selectFrom('storeCreditEntries').select('amountPaise').where('userId', '=', userId).execute()
    expect(spends.map((s) => s.amountPaise).sort((a, b) => a - b)).toEqual([-5_900_000, 5_900_000])
  })

  it('judges the cash-on-delivery limit on the order total, as the checkout page does, even when credit pays part', async () => {
    // Four laptops: ₹2,36,000 with GST; ₹50,000 of credit leaves ₹1,86,000 to collect, still one sale of ₹2,36,000.
    const { ctx, userId } = await shopperWithCredit(5_000_000)
    await addToCart(ctx, product, '3')
    expect(
      await placeOrder(ctx, { ...SHIPPING, paymentMethod: 'cod', useStoreCredit: 'true', idempotencyKey: randomUUID() }),
    ).toMatchObject({
      code: 'invalid_input',
      message: 'Cash on delivery is not available for orders of ₹2,00,000 or more. Please pay online.',
    })
    expect(await storeCreditBalance(shop.database.db, userId)).toBe(5_000_000)
    const online = await placeOrder(ctx, { ...SHIPPING, paymentMethod: 'online', useStoreCredit: 'true', idempotencyKey: randomUUID() })
    expect(online).toMatchObject({ ok: true, paymentMethod: 'online' })
  })

  it('an order paid in full with store credit is paid at once; cancelled, the credit comes back and no provider is asked', async () => {
    const { ctx, userId } = await shopperWithCredit(10_000_000)
    const placed = await placeOrder(ctx, { ...SHIPPING, paymentMethod: 'cod', useStoreCredit: 'true', idempotencyKey: randomUUID() })
    if (!placed.ok) throw new Error(placed.message)
    expect(placed).toMatchObject({ paymentMethod: 'online', paymentStatus: 'paid' })
    expect(await orderRow(placed.orderId)).toMatchObject({
      paymentProvider: 'store_credit',
      storeCreditPaise: 5_900_000,
      status: 'pending',
    })
    const parcel = await shop.database.db.selectFrom('parcels').selectAll().where('orderId', '=', placed.orderId).executeTakeFirstOrThrow()
    expect(parcel.invoiceNumber).toMatch(/^DD\//)
    expect(await storeCreditBalance(shop.database.db, userId)).toBe(4_100_000)
    // The customer paid, with their own credit: not the payment gateway (decision 067).
    const paidStep = await shop.database.db
      .selectFrom('orderEvents')
      .select(['actorKind', 'note'])
      .where('orderId', '=', placed.orderId)
      .where('note', '=', 'Paid with store credit')
      .executeTakeFirstOrThrow()
    expect(paidStep.actorKind).toBe('customer')

    const cancelled = await Promise.all([
      moveOrder(ctx, placed.orderId, 'cancel', { kind: 'customer' }),
      moveOrder(admin, placed.orderId, 'cancel', { kind: 'admin' }),
    ])
    expect(cancelled.filter((c) => c.ok)).toHaveLength(1)
    expect(await storeCreditBalance(shop.database.db, userId)).toBe(10_000_000)
    expect(await refundsOf(placed.orderId)).toEqual([])
    expect(await orderRow(placed.orderId)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' })
  })

  it('part paid with credit: the gateway is asked for the rest, and a return refunds through it first, the rest as credit', async () => {
    const { ctx, userId } = await shopperWithCredit(1_000_000)
    const placed = await placeOrder(ctx, { ...SHIPPING, paymentMethod: 'online', useStoreCredit: 'true', idempotencyKey: randomUUID() })
    if (!placed.ok) throw new Error(placed.message)
    expect(placed.paymentStatus).toBe('pending')
    expect(await completeTestPayment(ctx, placed.orderId, true)).toEqual({ ok: true, paid: true })
    const order = await getOrder(ctx, placed.orderId)
    expect(order).toMatchObject({ totalPaise: 5_900_000, storeCreditPaise: 1_000_000 })
    for (const move of ['process', 'ship', 'deliver'] as const)
      await moveOrder(
        admin,
        placed.orderId,
        move,
        { kind: 'admin' },
        { shipment: { courier: 'Blue Dart', trackingNumber: 'BD1', ewayBillNumber: '341012345678' } },
      )

    const requested = await requestReturn(shop.services, userId, placed.orderId, {
      productId: product,
      quantity: 1,
      reason: 'defective',
      outcome: 'replacement',
      description: 'The keyboard does not type.',
    })
    if (!requested.ok) throw new Error(requested.message)
    const ret = await shop.database.db
      .selectFrom('orderReturns')
      .select('id')
      .where('rmaNumber', '=', requested.rmaNumber)
      .executeTakeFirstOrThrow()
    await moveReturn(admin, ret.id, { kind: 'admin' }, { move: 'approve', pickupInstructions: 'Pickup on Monday' })
    await moveReturn(admin, ret.id, { kind: 'admin' }, { move: 'receive', resaleable: 'no' })
    expect(await moveReturn(admin, ret.id, { kind: 'admin' }, { move: 'refund' })).toMatchObject({ ok: true })
    expect(await refundsOf(placed.orderId)).toEqual([expect.objectContaining({ amountPaise: 4_900_000, status: 'succeeded' })])
    expect(await storeCreditBalance(shop.database.db, userId)).toBe(1_000_000)
  })

  it('keeps a business buyer’s checked GSTIN on the order; refuses a mistyped one or one from another State', async () => {
    const karnataka = { ...SHIPPING, city: 'Bengaluru', state: 'Karnataka', pincode: '560001' }
    const valid = gstin('29AABCT1332L1Z')
    const ctx = await signedInShopper(shop.services)
    await addToCart(ctx, product, '1')
    const mistyped = `${valid.slice(0, 14)}${valid[14] === 'A' ? 'B' : 'A'}`
    expect(
      await placeOrder(ctx, {
        ...karnataka,
        gstin: mistyped,
        businessName: 'Tumkur Traders',
        paymentMethod: 'cod',
        idempotencyKey: randomUUID(),
      }),
    ).toMatchObject({ code: 'invalid_input', errors: { gstin: 'This GSTIN has a typing mistake: its check character does not match' } })
    expect(
      await placeOrder(ctx, {
        ...SHIPPING,
        gstin: valid,
        businessName: 'Tumkur Traders',
        paymentMethod: 'cod',
        idempotencyKey: randomUUID(),
      }),
    ).toMatchObject({ errors: { gstin: 'This GSTIN is registered in Karnataka, but the billing address is in Maharashtra' } })
    expect(await placeOrder(ctx, { ...karnataka, gstin: valid, paymentMethod: 'cod', idempotencyKey: randomUUID() })).toMatchObject({
      errors: { businessName: 'Please enter the business name the GSTIN is registered to' },
    })

    const placed = await placeOrder(ctx, {
      ...karnataka,
      gstin: valid.toLowerCase(),
      businessName: 'Tumkur Traders',
      paymentMethod: 'cod',
      saveAddress: 'true',
      idempotencyKey: randomUUID(),
    })
    if (!placed.ok) throw new Error(placed.message)
    expect(await getOrder(ctx, placed.orderId)).toMatchObject({
      buyer: { gstin: valid, businessName: 'Tumkur Traders' },
      shipping: { stateCode: '29' },
    })
    const saved = await shop.database.db
      .selectFrom('addresses')
      .select(['gstin', 'businessName'])
      .where('userId', '=', ctx.actor?.id ?? '')
      .execute()
    expect(saved).toEqual([{ gstin: valid, businessName: 'Tumkur Traders' }])
  })

  it('an invoice keeps the seller’s details as they were when it was issued', async () => {
    const ctx = await signedInShopper(shop.services)
    await addToCart(ctx, product, '1')
    const placed = await placeOrder(ctx, { ...SHIPPING, paymentMethod: 'online', idempotencyKey: randomUUID() })
    if (!placed.ok) throw new Error(placed.message)
    await completeTestPayment(ctx, placed.orderId, true)
    const before = await getStoreDetails(shop.services)
    // The seller here has no complete profile, so the store issued the parcel's invoice (decision 039).
    const issued = { legalName: before.legalName, addressLine1: before.addressLine1, gstin: before.gstin }
    expect(await invoiceSeller(ctx, placed.orderId)).toMatchObject(issued)
    const moved = await updateStoreDetails(admin, { ...before, legalName: 'Deccan Digital Retail LLP', addressLine1: '1 New Road' })
    expect(moved).toMatchObject({ ok: true })
    expect(await invoiceSeller(ctx, placed.orderId)).toMatchObject(issued)
  })
})
