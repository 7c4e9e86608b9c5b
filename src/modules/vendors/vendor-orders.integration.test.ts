import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { addToCart } from '#src/modules/cart/index.ts'
import { completeTestPayment, creditForReturn, getOrder, placeOrder } from '#src/modules/orders/index.ts'
import { SHIPPING, signedInShopper, vendorWithProduct } from '#tests/fixtures/context.ts'
import { testShopOn } from '#tests/fixtures/test-shop.ts'
import { TEST_DIALECTS } from '#tests/test-database.ts'
import { getOwnPackingSlip } from './packing-slip.service.ts'
import { ownOrderLinesCsv } from './vendor-exports.service.ts'
import { listOwnOrders, markProcessing, pageOfOwnOrders, shipLines } from './vendor-orders.service.ts'
import { vendorStats } from './vendor-stats.service.ts'

describe.each(TEST_DIALECTS)('vendor orders on %s', (dialect) => {
  const shop = testShopOn(dialect)

  const vendor = (storeName: string) => vendorWithProduct(shop.services, storeName)

  it('shows each vendor only their lines, and ships the order when every vendor has shipped', async () => {
    const a = await vendor('North Store')
    const b = await vendor('South Store')
    const outsider = await vendor('Other Store')
    const buyer = await signedInShopper(shop.services)
    await addToCart(buyer, a.productId, '1')
    await addToCart(buyer, b.productId, '2')
    const placed = await placeOrder(buyer, { ...SHIPPING, paymentMethod: 'cod', idempotencyKey: randomUUID() })
    if (!placed.ok) throw new Error(placed.message)

    const seenByA = await listOwnOrders(a.ctx)
    expect(seenByA).toHaveLength(1)
    expect(seenByA[0]?.lines.map((l) => l.productId)).toEqual([a.productId])
    expect(seenByA[0]?.customer).toEqual({ name: SHIPPING.fullName, city: SHIPPING.city, pincode: SHIPPING.pincode })
    expect(await listOwnOrders(outsider.ctx)).toEqual([])
    expect(await markProcessing(outsider.ctx, placed.orderId)).toMatchObject({ ok: false, code: 'not_found' })
    expect(await shipLines(outsider.ctx, placed.orderId, { courier: 'X', trackingNumber: 'Y1' })).toMatchObject({
      ok: false,
      code: 'not_found',
    })

    expect(await shipLines(a.ctx, placed.orderId, { courier: 'Delhivery', trackingNumber: 'DL123' })).toMatchObject({
      ok: false,
      code: 'conflict',
    })
    expect(await markProcessing(a.ctx, placed.orderId)).toMatchObject({ ok: true })
    expect((await getOrder(buyer, placed.orderId))?.status).toBe('processing')
    expect(await shipLines(a.ctx, placed.orderId, { courier: '', trackingNumber: 'bad number!' })).toMatchObject({
      ok: false,
      code: 'invalid_input',
      errors: { courier: 'Please choose the courier', trackingNumber: 'A tracking number is letters, digits and hyphens' },
    })
    expect(await shipLines(a.ctx, placed.orderId, { courier: 'Delhivery', trackingNumber: 'DL123' })).toMatchObject({ ok: true })
    expect((await getOrder(buyer, placed.orderId))?.status).toBe('processing') // South Store has not shipped

    await markProcessing(b.ctx, placed.orderId)
    expect(await shipLines(b.ctx, placed.orderId, { courier: 'Blue Dart', trackingNumber: 'BD-9' })).toMatchObject({ ok: true })
    const order = await getOrder(buyer, placed.orderId)
    expect(order?.status).toBe('shipped')
    // Each seller's parcel is named on the customer's timeline (decision 039).
    expect(order?.events.at(-1)?.note).toBe('Parcel 2 of 2 (South Store) shipped via Blue Dart, tracking number BD-9')
    const mails = await shop.database.db
      .selectFrom('emailOutbox')
      .select(['kind', 'textBody'])
      .where('toAddress', '=', buyer.actor?.email ?? '')
      .where('kind', '=', 'order-shipped')
      .orderBy('createdAt')
      .execute()
    expect(mails).toHaveLength(2)
    // Each email names its parcel, its seller and what to pay at the door for it.
    expect(mails[0]?.textBody).toContain(
      'Parcel 1 of 2, sold by North Store (1 item), has shipped. Courier: Delhivery. Tracking number: DL123.',
    )
    expect(mails[1]?.textBody).toContain('Parcel 2 of 2, sold by South Store (2 items), has shipped. Courier: Blue Dart.')
    expect(mails[1]?.textBody).toMatch(/Please keep ₹[\d,]+ ready for this parcel when it arrives\./)
  })

  it('ships a parcel worth more than ₹50,000 only with its e-way bill, and prints the number on the packing slip (rule 138)', async () => {
    const seller = await vendor('Baner Store')
    const buyer = await signedInShopper(shop.services)
    await addToCart(buyer, seller.productId, '3') // ₹60,000 before GST: ₹70,800 with it
    const placed = await placeOrder(buyer, { ...SHIPPING, paymentMethod: 'cod', idempotencyKey: randomUUID() })
    if (!placed.ok) throw new Error(placed.message)
    await markProcessing(seller.ctx, placed.orderId)
    const before = await getOwnPackingSlip(seller.ctx, placed.orderId)
    expect(before?.parcel).toMatchObject({ position: 1, of: 1, needsEwayBill: true, ewayBillNumber: null })

    const shipment = { courier: 'Delhivery', trackingNumber: 'DL-555' }
    expect(await shipLines(seller.ctx, placed.orderId, shipment)).toMatchObject({
      ok: false,
      code: 'invalid_input',
      errors: { ewayBillNumber: 'This parcel is worth more than ₹50,000: please enter its e-way bill number' },
    })
    expect(await shipLines(seller.ctx, placed.orderId, { ...shipment, ewayBillNumber: '12345' })).toMatchObject({
      ok: false,
      errors: { ewayBillNumber: 'An e-way bill number is 12 digits' },
    })
    // Refused twice, changed nothing.
    expect((await getOrder(buyer, placed.orderId))?.parcels[0]).toMatchObject({ status: 'processing', courier: null, ewayBillNumber: null })

    expect(await shipLines(seller.ctx, placed.orderId, { ...shipment, ewayBillNumber: '3410 1234 5678' })).toMatchObject({ ok: true })
    expect((await getOrder(buyer, placed.orderId))?.parcels[0]).toMatchObject({ status: 'shipped', ewayBillNumber: '341012345678' })
    expect((await getOwnPackingSlip(seller.ctx, placed.orderId))?.parcel.ewayBillNumber).toBe('341012345678')
  })

  it("gives a vendor the address, phone and cash to collect for their own parcel, and nothing of another store's order", async () => {
    const a = await vendor('Kothrud Store')
    const b = await vendor('Hadapsar Store')
    const c = await vendor('Wakad Store')
    const shared = await signedInShopper(shop.services)
    await addToCart(shared, a.productId, '1')
    await addToCart(shared, b.productId, '2')
    const first = await placeOrder(shared, { ...SHIPPING, addressLine2: 'Flat 4', paymentMethod: 'cod', idempotencyKey: randomUUID() })
    if (!first.ok) throw new Error(first.message)
    const elsewhere = { ...SHIPPING, fullName: 'Ravi Deshpande', addressLine1: '7 Aundh Road', pincode: '411007', phone: '9123456780' }
    const other = await signedInShopper(shop.services)
    await addToCart(other, c.productId, '1')
    const second = await placeOrder(other, { ...elsewhere, paymentMethod: 'cod', idempotencyKey: randomUUID() })
    if (!second.ok) throw new Error(second.message)

    const [seenByA] = await listOwnOrders(a.ctx)
    expect(seenByA?.shipTo).toEqual({
      name: SHIPPING.fullName,
      addressLine1: SHIPPING.addressLine1,
      addressLine2: 'Flat 4',
      city: SHIPPING.city,
      state: SHIPPING.state,
      pincode: SHIPPING.pincode,
      phone: SHIPPING.phone,
    })
    expect(seenByA).toMatchObject({ paymentMethod: 'cod', sharedWithOtherStores: true, subtotalPaise: 2_000_000 })
    // ₹20,000 of ₹60,000 before GST: a third of the ₹70,800 payable, its GST included; B collects the rest.
    expect(seenByA?.collectPaise).toBe(2_360_000)
    expect((await getOwnPackingSlip(b.ctx, first.orderId))?.collectPaise).toBe(4_720_000)
    const [seenByC] = await listOwnOrders(c.ctx)
    expect(seenByC).toMatchObject({ sharedWithOtherStores: false, collectPaise: 2_360_000 })

    // Nothing of the other store's customer or lines, in the list or the packing slip.
    const everythingA = JSON.stringify([await listOwnOrders(a.ctx), await getOwnPackingSlip(a.ctx, first.orderId)])
    for (const secret of [elsewhere.fullName, elsewhere.addressLine1, elsewhere.phone, second.orderId])
      expect(everythingA).not.toContain(secret)
    expect(everythingA).not.toContain(b.productId)
    expect(await getOwnPackingSlip(a.ctx, second.orderId)).toBeNull()
    expect(await getOwnPackingSlip(c.ctx, first.orderId)).toBeNull()
    expect(await getOwnPackingSlip(a.ctx, 'not-an-order')).toBeNull()
    const slip = await getOwnPackingSlip(a.ctx, first.orderId)
    expect(slip?.lines.map((l) => l.productId)).toEqual([a.productId])
    // The sender's and return address: the seller's own, from its profile (issue 49, item 11).
    expect(slip?.sender).toEqual({
      name: 'Test Traders Private Limited',
      addressLine1: '21 Karve Road',
      addressLine2: 'Erandwane',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411004',
      phone: '+91 20 2543 1100',
    })
  })

  it('keeps the address of an unpaid online order back, and asks no cash for a paid one', async () => {
    const a = await vendor('Baner Store')
    const buyer = await signedInShopper(shop.services)
    await addToCart(buyer, a.productId, '1')
    const placed = await placeOrder(buyer, { ...SHIPPING, paymentMethod: 'online', idempotencyKey: randomUUID() })
    if (!placed.ok) throw new Error(placed.message)
    expect(await getOwnPackingSlip(a.ctx, placed.orderId)).toMatchObject({ shipTo: null, collectPaise: null, payable: false })
    await completeTestPayment(buyer, placed.orderId, true)
    const paid = await getOwnPackingSlip(a.ctx, placed.orderId)
    expect(paid).toMatchObject({ payable: true, collectPaise: null, paymentStatus: 'paid' })
    expect(paid?.shipTo?.phone).toBe(SHIPPING.phone)
  })

  it('does not start on an online order that is not paid', async () => {
    const a = await vendor('East Store')
    const buyer = await signedInShopper(shop.services)
    await addToCart(buyer, a.productId, '1')
    const placed = await placeOrder(buyer, { ...SHIPPING, paymentMethod: 'online', idempotencyKey: randomUUID() })
    if (!placed.ok) throw new Error(placed.message)
    expect(await markProcessing(a.ctx, placed.orderId)).toMatchObject({
      ok: false,
      code: 'conflict',
      message: 'This order is not paid yet.',
    })
  })

  it('counts sales from paid orders only, with orders, customers, pending and a daily series', async () => {
    const a = await vendor('Figures Store')
    const paying = await signedInShopper(shop.services)
    await addToCart(paying, a.productId, '2')
    const paid = await placeOrder(paying, { ...SHIPPING, paymentMethod: 'online', idempotencyKey: randomUUID() })
    if (!paid.ok) throw new Error(paid.message)
    await completeTestPayment(paying, paid.orderId, true)
    const cod = await signedInShopper(shop.services)
    await addToCart(cod, a.productId, '1')
    expect(await placeOrder(cod, { ...SHIPPING, paymentMethod: 'cod', idempotencyKey: randomUUID() })).toMatchObject({ ok: true })

    const stats = await vendorStats(a.ctx)
    expect(stats).toMatchObject({ totalSalesPaise: 4_000_000, totalOrders: 2, totalCustomers: 2, pendingOrders: 2 })
    expect(stats.daily).toHaveLength(30)
    expect(stats.daily.at(-1)?.salesPaise).toBe(4_000_000)
  })

  it('asks the couriers for what is due after store credit, split over the stores to the rupee', async () => {
    const a = await vendor('Credit North Store')
    const b = await vendor('Credit South Store')
    const buyer = await signedInShopper(shop.services)
    await creditForReturn(shop.database.db, {
      userId: buyer.actor?.id ?? '',
      returnId: randomUUID(),
      amountPaise: 1_000_000,
      note: 'Test credit',
      at: new Date().toISOString(),
    })
    await addToCart(buyer, a.productId, '1')
    await addToCart(buyer, b.productId, '2')
    const placed = await placeOrder(buyer, { ...SHIPPING, paymentMethod: 'cod', useStoreCredit: 'true', idempotencyKey: randomUUID() })
    if (!placed.ok) throw new Error(placed.message)
    // ₹60,000 + 18% GST = ₹70,800; ₹10,000 of it paid with credit: ₹60,800 is due on delivery.
    expect(await getOrder(buyer, placed.orderId)).toMatchObject({ totalPaise: 7_080_000, storeCreditPaise: 1_000_000 })
    const due = 6_080_000
    const [seenByA] = await listOwnOrders(a.ctx)
    const slipB = await getOwnPackingSlip(b.ctx, placed.orderId)
    // Each parcel's own due: its total less its share of the credit in whole rupees (decision 039), adding up exactly.
    expect(seenByA?.collectPaise).toBe(2_026_700)
    expect(slipB?.collectPaise).toBe(4_053_300)
    expect(slipB?.partPaidWithCredit).toBe(true)
    expect((seenByA?.collectPaise ?? 0) + (slipB?.collectPaise ?? 0)).toBe(due)
    // A store alone in an order with credit collects all that is due, not the total.
    const alone = await vendor('Credit Lone Store')
    const single = await signedInShopper(shop.services)
    await creditForReturn(shop.database.db, {
      userId: single.actor?.id ?? '',
      returnId: randomUUID(),
      amountPaise: 555_050,
      note: 'Test credit',
      at: new Date().toISOString(),
    })
    await addToCart(single, alone.productId, '1')
    const one = await placeOrder(single, { ...SHIPPING, paymentMethod: 'cod', useStoreCredit: 'true', idempotencyKey: randomUUID() })
    if (!one.ok) throw new Error(one.message)
    expect((await getOwnPackingSlip(alone.ctx, one.orderId))?.collectPaise).toBe(2_360_000 - 555_050)
  })

  it('pages a busy store by order, 20 at a time with the count, and exports every line to CSV', async () => {
    const a = await vendor('Busy Store')
    await shop.database.db.updateTable('products').set({ stock: 1000 }).where('id', '=', a.productId).execute()
    const buyer = await signedInShopper(shop.services)
    const placedIds: string[] = []
    for (let i = 0; i < 41; i++) {
      await addToCart(buyer, a.productId, '1')
      const placed = await placeOrder(buyer, { ...SHIPPING, paymentMethod: 'cod', idempotencyKey: randomUUID() })
      if (!placed.ok) throw new Error(placed.message)
      placedIds.push(placed.orderId)
    }
    const pages = await Promise.all([1, 2, 3, 4].map((page) => pageOfOwnOrders(a.ctx, { page })))
    expect(pages.map((p) => p.orders.length)).toEqual([20, 20, 1, 0])
    for (const p of pages) expect(p).toMatchObject({ pageCount: 3, total: 41 })
    const seen = pages.flatMap((p) => p.orders.map((o) => o.id))
    expect(new Set(seen).size).toBe(41)
    expect(new Set(seen)).toEqual(new Set(placedIds))
    expect(await pageOfOwnOrders(a.ctx, { status: 'shipped' })).toMatchObject({ orders: [], total: 0, pageCount: 1 })

    const csv = await ownOrderLinesCsv(a.ctx)
    const rows = csv.trimEnd().split('\r\n')
    expect(rows).toHaveLength(1 + 41)
  })
})
