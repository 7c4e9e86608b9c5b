import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { addToCart, getCart } from '#src/modules/cart/index.ts'
import { completeTestPayment } from '#src/modules/orders/index.ts'
import { releaseExpiredHolds, STOCK_HOLD_MINUTES } from '#src/modules/orders/lifecycle/stock-hold.service.ts'
import { insertProduct, insertVendor } from '#tests/fixtures/catalog.ts'
import { SHIPPING, signedInShopper, testContext } from '#tests/fixtures/context.ts'
import { testShopOn } from '#tests/fixtures/test-shop.ts'
import { TEST_DIALECTS } from '#tests/test-database.ts'
import { shortFinancialYear } from './invoicing/document-numbers.ts'
import { financialYear } from './invoicing/tax-rules.ts'
import { NOT_SIGNED_IN, placeOrder } from './placement/place-order.service.ts'
import { cancelMyOrder, getOrder, listMyOrders } from './views/orders.service.ts'

describe.each(TEST_DIALECTS)('orders on %s', (dialect) => {
  const shop = testShopOn(dialect)
  let laptop: string
  let flagship: string

  beforeAll(async () => {
    await insertVendor(shop.database.db)
    laptop = (await insertProduct(shop.database.db, { name: 'Order Laptop', price: 100_000, discountPrice: 90_000, stock: 20 })).id
    flagship = (await insertProduct(shop.database.db, { name: 'Flagship', price: 250_000, stock: 20 })).id
  })

  const shopper = () => signedInShopper(shop.services)
  const stockOf = async (id: string) =>
    (await shop.database.db.selectFrom('products').select('stock').where('id', '=', id).executeTakeFirstOrThrow()).stock
  const order = (extra: object = {}) => ({ ...SHIPPING, paymentMethod: 'cod', idempotencyKey: randomUUID(), ...extra })

  it("refuses a signed-out visitor with the spec's message", async () => {
    expect(await placeOrder(testContext(shop.services), order())).toEqual({ ok: false, code: 'not_signed_in', message: NOT_SIGNED_IN })
  })

  it('prices from the database and ignores whatever the browser says about money or payment', async () => {
    const ctx = await shopper()
    await addToCart(ctx, laptop, '1')
    const before = await stockOf(laptop)
    const placed = await placeOrder(ctx, order({ total: 1, subtotal: 1, tax: 0, paymentStatus: 'paid', status: 'delivered', unitPrice: 1 }))
    expect(placed).toMatchObject({ ok: true, paymentMethod: 'cod', paymentStatus: 'pending' })
    if (!placed.ok) return
    const saved = await getOrder(ctx, placed.orderId)
    expect(saved).toMatchObject({
      status: 'pending',
      paymentStatus: 'pending',
      subtotalPaise: 9_000_000,
      taxPaise: 1_620_000,
      totalPaise: 10_620_000,
      itemCount: 1,
    })
    expect(saved?.items).toEqual([
      expect.objectContaining({ name: 'Order Laptop', unitPricePaise: 9_000_000, quantity: 1, lineTotalPaise: 9_000_000 }),
    ])
    expect(saved?.events.map((e) => e.note)).toEqual(['Order placed'])
    expect(await stockOf(laptop)).toBe(before - 1)
    expect((await getCart(ctx)).lines).toEqual([])
    const mail = await shop.database.db
      .selectFrom('emailOutbox')
      .select(['kind', 'toAddress'])
      .where('kind', '=', 'order-placed')
      .where('toAddress', '=', ctx.actor?.email ?? '')
      .execute()
    expect(mail).toHaveLength(1)
  })

  it('checks the address again on the server', async () => {
    const ctx = await shopper()
    await addToCart(ctx, laptop, '1')
    const refused = await placeOrder(ctx, order({ pincode: '4110', phone: 'call me' }))
    expect(refused).toMatchObject({
      ok: false,
      code: 'invalid_input',
      errors: { pincode: 'Please enter a valid 6-digit PIN code', phone: 'Please enter a valid 10-digit phone number' },
    })
  })

  it('makes one order from a repeated request with the same idempotency key', async () => {
    const ctx = await shopper()
    await addToCart(ctx, laptop, '1')
    const input = order()
    const [a, b] = await Promise.all([placeOrder(ctx, input), placeOrder(ctx, input)])
    expect(a.ok && b.ok && a.orderId === b.orderId).toBe(true)
    expect(await listMyOrders(ctx)).toHaveLength(1)
  })

  it('buy now orders that product alone, takes its stock, and leaves the rest of the cart for later', async () => {
    const ctx = await shopper()
    await addToCart(ctx, laptop, '1')
    const before = { laptop: await stockOf(laptop), flagship: await stockOf(flagship) }
    const request = order({ buy: flagship, quantity: '2', paymentMethod: 'online' })
    const placed = await placeOrder(ctx, request)
    expect(placed).toMatchObject({ ok: true, paymentMethod: 'online', paymentStatus: 'pending' })
    if (!placed.ok) return
    const saved = await getOrder(ctx, placed.orderId)
    expect(saved?.items.map((i) => [i.name, i.quantity, i.lineTotalPaise])).toEqual([['Flagship', 2, 50_000_000]])
    expect(saved).toMatchObject({ subtotalPaise: 50_000_000, taxPaise: 9_000_000, totalPaise: 59_000_000 })
    expect(await stockOf(flagship)).toBe(before.flagship - 2)
    expect(await stockOf(laptop)).toBe(before.laptop)
    expect((await getCart(ctx)).lines.map((l) => [l.name, l.quantity])).toEqual([['Order Laptop', 1]])
    // A double click places one order; the same key with another product is refused.
    expect(await placeOrder(ctx, request)).toMatchObject({ ok: true, orderId: placed.orderId })
    expect(await placeOrder(ctx, { ...request, buy: laptop })).toMatchObject({ ok: false, code: 'idempotency_mismatch' })
    // More than the stock is refused, and nothing is ordered.
    const tooMany = await placeOrder(ctx, order({ buy: flagship, quantity: '999' }))
    expect(tooMany).toMatchObject({ ok: false, code: 'sold_out' })
    expect(await listMyOrders(ctx)).toHaveLength(1)
  })

  it('does not offer cash on delivery for ₹2,00,000 or more', async () => {
    const ctx = await shopper()
    await addToCart(ctx, flagship, '1') // ₹2,50,000 + GST
    expect(await placeOrder(ctx, order())).toMatchObject({
      ok: false,
      code: 'invalid_input',
      message: expect.stringContaining('Cash on delivery is not available'),
    })
    expect(await placeOrder(ctx, order({ paymentMethod: 'online' }))).toMatchObject({ ok: true, paymentStatus: 'pending' })
  })

  it('gives the last unit to exactly one of 50 concurrent buyers', async () => {
    const last = (await insertProduct(shop.database.db, { name: 'Last Unit', price: 10_000, stock: 1 })).id
    const buyers = await Promise.all(Array.from({ length: 50 }, () => shopper()))
    for (const ctx of buyers) await addToCart(ctx, last, '1')
    const results = await Promise.all(buyers.map((ctx) => placeOrder(ctx, order())))
    expect(results.filter((r) => r.ok)).toHaveLength(1)
    const losers = results.filter((r) => !r.ok)
    expect(losers).toHaveLength(49)
    expect(losers[0]).toMatchObject({ code: 'sold_out', message: expect.stringContaining('Last Unit has just sold out') })
    expect(await stockOf(last)).toBe(0)
  })

  it('is paid only when the test gateway says so, and a failed payment can be retried', async () => {
    const ctx = await shopper()
    await addToCart(ctx, laptop, '1')
    const placed = await placeOrder(ctx, order({ paymentMethod: 'online' }))
    if (!placed.ok) throw new Error(placed.message)
    expect(await completeTestPayment(ctx, placed.orderId, false)).toEqual({ ok: true, paid: false })
    expect((await getOrder(ctx, placed.orderId))?.paymentStatus).toBe('failed')
    expect(await completeTestPayment(ctx, placed.orderId, true)).toEqual({ ok: true, paid: true })
    expect((await getOrder(ctx, placed.orderId))?.paymentStatus).toBe('paid')
    expect(await completeTestPayment(ctx, placed.orderId, true)).toMatchObject({ ok: false, code: 'conflict' })
  })

  it("keeps each user's orders to themselves", async () => {
    const owner = await shopper()
    const stranger = await shopper()
    await addToCart(owner, laptop, '1')
    const placed = await placeOrder(owner, order())
    if (!placed.ok) throw new Error(placed.message)
    expect(await getOrder(stranger, placed.orderId)).toBeNull()
    expect(await cancelMyOrder(stranger, placed.orderId)).toMatchObject({ ok: false, code: 'not_found' })
    expect(await completeTestPayment(stranger, placed.orderId, true)).toMatchObject({ ok: false, code: 'not_found' })
    expect(await listMyOrders(stranger)).toEqual([])
  })

  it('cancels before shipping: stock returns, a paid order is refunded, and it cannot be cancelled twice', async () => {
    const ctx = await shopper()
    await addToCart(ctx, laptop, '3')
    const placed = await placeOrder(ctx, order({ paymentMethod: 'online' }))
    if (!placed.ok) throw new Error(placed.message)
    await completeTestPayment(ctx, placed.orderId, true)
    const before = await stockOf(laptop)
    expect(await cancelMyOrder(ctx, placed.orderId)).toEqual({ ok: true })
    expect(await stockOf(laptop)).toBe(before + 3)
    expect(await getOrder(ctx, placed.orderId)).toMatchObject({ status: 'cancelled', paymentStatus: 'refunded' })
    expect(await cancelMyOrder(ctx, placed.orderId)).toMatchObject({ ok: false, code: 'not_cancellable' })
  })

  it('releases the units of an unpaid online order after the hold, and takes them again when it is paid', async () => {
    const item = (await insertProduct(shop.database.db, { name: 'Held Item', price: 10_000, stock: 2 })).id
    const ctx = await shopper()
    await addToCart(ctx, item, '2')
    const placed = await placeOrder(ctx, order({ paymentMethod: 'online' }))
    if (!placed.ok) throw new Error(placed.message)
    expect(await stockOf(item)).toBe(0)

    const later = new Date(Date.now() + (STOCK_HOLD_MINUTES + 1) * 60_000)
    expect(await releaseExpiredHolds(shop.services, new Date())).toBe(0) // still within the hold
    expect(await releaseExpiredHolds(shop.services, later)).toBeGreaterThanOrEqual(1)
    expect(await releaseExpiredHolds(shop.services, later)).toBe(0) // once only
    expect(await stockOf(item)).toBe(2)
    expect((await getOrder(ctx, placed.orderId))?.events.at(-1)?.note).toMatch(/items were released/)

    expect(await completeTestPayment(ctx, placed.orderId, true)).toEqual({ ok: true, paid: true })
    expect(await stockOf(item)).toBe(0)
  })

  it('refuses a late payment when the released units sold out meanwhile', async () => {
    const item = (await insertProduct(shop.database.db, { name: 'Gone Item', price: 10_000, stock: 1 })).id
    const slow = await shopper()
    await addToCart(slow, item, '1')
    const placed = await placeOrder(slow, order({ paymentMethod: 'online' }))
    if (!placed.ok) throw new Error(placed.message)
    await releaseExpiredHolds(shop.services, new Date(Date.now() + (STOCK_HOLD_MINUTES + 1) * 60_000))
    const quick = await shopper()
    await addToCart(quick, item, '1')
    expect(await placeOrder(quick, order())).toMatchObject({ ok: true })

    expect(await completeTestPayment(slow, placed.orderId, true)).toMatchObject({
      ok: false,
      code: 'sold_out',
      message: expect.stringContaining('Gone Item sold out'),
    })
    expect((await getOrder(slow, placed.orderId))?.paymentStatus).toBe('pending')
    expect(await stockOf(item)).toBe(0)
    // Cancelling it now must not give back units it no longer holds.
    expect(await cancelMyOrder(slow, placed.orderId)).toEqual({ ok: true })
    expect(await stockOf(item)).toBe(0)
  })

  it('invoices only sales that happened (paid online), numbered consecutively within the financial year with no gaps', async () => {
    // Each parcel has its own invoice in its seller's series (decision 039); this test's seller has no
    // complete profile, so the store, as the operator, issues them in its own series.
    const rows = await shop.database.db
      .selectFrom('parcels')
      .innerJoin('orders', 'orders.id', 'parcels.orderId')
      .select(['parcels.invoiceNumber', 'parcels.invoicedAt', 'orders.paymentMethod', 'orders.paymentStatus', 'orders.status'])
      .orderBy('parcels.invoiceNumber')
      .execute()
    const invoiced = rows.filter((r) => r.invoiceNumber !== null)
    const fy = shortFinancialYear(financialYear(new Date()))
    expect(invoiced.length).toBeGreaterThan(1)
    expect(invoiced.map((r) => r.invoiceNumber)).toEqual(invoiced.map((_r, i) => `DD/${fy}/${String(i + 1).padStart(5, '0')}`))
    // A sale that did not happen has no tax invoice: unpaid, failed, or cash on delivery not yet dispatched.
    for (const row of rows.filter((r) => r.invoiceNumber === null))
      expect(row.paymentMethod === 'cod' ? row.status : row.paymentStatus).toMatch(/pending|failed|cancelled/)
    for (const row of invoiced) {
      expect(row.invoicedAt).not.toBeNull()
      expect(row.paymentStatus).toMatch(/paid|refunded/)
    }
    expect(await shop.database.db.selectFrom('orders').select('id').where('invoiceNumber', 'is not', null).execute()).toEqual([])
  })
})
