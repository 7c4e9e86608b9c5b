import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { signIn } from '#src/modules/accounts/index.ts'
import { addToCart } from '#src/modules/cart/index.ts'
import { getOrder, placeOrder } from '#src/modules/orders/index.ts'
// A white-box test of the timeline's order: tests may reach a module's insides.
import { insertEvent } from '#src/modules/orders/records/orders.repository.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { SHIPPING, signedInAdmin, signedInShopper, testContext, vendorWithProduct } from '#tests/fixtures/context.ts'
import { testShopOn } from '#tests/fixtures/test-shop.ts'
import { TEST_DIALECTS } from '#tests/test-database.ts'
import { refundOrder, setOrderStatus } from './admin-order-actions.service.ts'
import { getOrderForAdmin, listAllOrders, parseOrderFilter } from './admin-orders.service.ts'
import { adjustStock, listAllProducts, setProductFlag } from './admin-products.service.ts'
import { storeOverview } from './admin-stats.service.ts'
import { createUser, deleteUser, listUsers, setUserDisabled, updateUser } from './admin-users.service.ts'
import { listAudit } from './audit-log.service.ts'

describe.each(TEST_DIALECTS)('admin back office on %s', (dialect) => {
  const shop = testShopOn(dialect)
  let admin: ServiceContext

  beforeAll(async () => {
    admin = await signedInAdmin(shop.services)
  })

  /** A customer's cash-on-delivery order for one unit of a fresh vendor product. */
  async function placedOrder(paymentMethod: 'cod' | 'online' = 'cod') {
    const { productId } = await vendorWithProduct(shop.services, `Store ${randomUUID().slice(0, 4)}`)
    const buyer = await signedInShopper(shop.services)
    await addToCart(buyer, productId, '1')
    const placed = await placeOrder(buyer, { ...SHIPPING, paymentMethod, idempotencyKey: randomUUID() })
    if (!placed.ok) throw new Error('order failed')
    return { orderId: placed.orderId, productId, buyer }
  }
  const stockOf = async (productId: string) =>
    (await shop.database.db.selectFrom('products').select('stock').where('id', '=', productId).executeTakeFirstOrThrow()).stock

  it('refuses customers, vendors and visitors in every admin service', async () => {
    const customer = await signedInShopper(shop.services)
    const { ctx: vendor } = await vendorWithProduct(shop.services, 'Nosy Vendor')
    const id = randomUUID()
    const calls = [
      (ctx: ServiceContext) => listUsers(ctx, {}),
      (ctx: ServiceContext) => createUser(ctx, {}),
      (ctx: ServiceContext) => updateUser(ctx, id, {}),
      (ctx: ServiceContext) => setUserDisabled(ctx, id, true),
      (ctx: ServiceContext) => deleteUser(ctx, id),
      (ctx: ServiceContext) => listAllProducts(ctx, {}),
      (ctx: ServiceContext) => setProductFlag(ctx, id, 'isFeatured', true),
      (ctx: ServiceContext) => adjustStock(ctx, id, 5),
      (ctx: ServiceContext) => listAllOrders(ctx, {}),
      (ctx: ServiceContext) => getOrderForAdmin(ctx, id),
      (ctx: ServiceContext) => setOrderStatus(ctx, id, 'shipped'),
      (ctx: ServiceContext) => refundOrder(ctx, id),
      (ctx: ServiceContext) => storeOverview(ctx),
      (ctx: ServiceContext) => listAudit(ctx),
    ]
    for (const call of calls) {
      await expect(call(customer)).rejects.toMatchObject({ failure: { code: 'admins_only' } })
      await expect(call(vendor)).rejects.toMatchObject({ failure: { code: 'admins_only' } })
      await expect(call(testContext(shop.services))).rejects.toMatchObject({ failure: { code: 'not_signed_in' } })
    }
  })

  it('moves an order only along the state machine, telling the customer each time', async () => {
    const { orderId, buyer } = await placedOrder()
    expect(await setOrderStatus(admin, orderId, 'delivered')).toEqual({
      ok: false,
      code: 'illegal_transition',
      message: 'An order cannot go from Pending to Delivered.',
    })
    expect(await setOrderStatus(admin, orderId, 'processing')).toMatchObject({ ok: true })
    // Shipped needs the courier and tracking number, so the customer's Track Order leads somewhere.
    expect(await setOrderStatus(admin, orderId, 'shipped')).toMatchObject({
      ok: false,
      code: 'invalid_input',
      errors: { courier: 'Please choose the courier', trackingNumber: 'Please enter the tracking number' },
    })
    expect(await setOrderStatus(admin, orderId, 'shipped', { courier: 'Blue Dart', trackingNumber: 'BD-77120' })).toMatchObject({
      ok: true,
    })
    expect(await setOrderStatus(admin, orderId, 'delivered')).toMatchObject({ ok: true })
    const seen = await getOrder(buyer, orderId)
    // Cash on delivery is paid once delivered.
    expect(seen).toMatchObject({ status: 'delivered', paymentStatus: 'paid' })
    expect(seen?.events.map((e) => e.status)).toEqual(['pending', 'processing', 'shipped', 'delivered'])
    expect(await setOrderStatus(admin, orderId, 'cancelled')).toMatchObject({ ok: false, code: 'illegal_transition' })
    const mail = await shop.database.db
      .selectFrom('emailOutbox')
      .select('kind')
      .where('toAddress', '=', buyer.actor?.email ?? '')
      .execute()
    expect(mail.map((m) => m.kind)).toEqual(expect.arrayContaining(['order-processing', 'order-shipped', 'order-delivered']))
  })

  it('filters orders by status, payment, Indian calendar days and a search on id, name or email', async () => {
    const { orderId, buyer } = await placedOrder()
    // Placed at 00:30 on 1 March in India, which is still 28 February in UTC.
    await shop.database.db.updateTable('orders').set({ createdAt: '2026-02-28T19:00:00.000Z' }).where('id', '=', orderId).execute()
    const ids = async (filter: Parameters<typeof listAllOrders>[1]) => (await listAllOrders(admin, filter)).orders.map((o) => o.id)
    expect(await ids({ from: '2026-03-01', to: '2026-03-01' })).toEqual([orderId])
    expect(await ids({ to: '2026-02-28' })).not.toContain(orderId)
    expect(await ids({ q: orderId.slice(0, 8) })).toEqual([orderId])
    expect(await ids({ q: buyer.actor?.email.toUpperCase() })).toEqual([orderId])
    expect(await ids({ q: orderId.slice(0, 8), status: 'shipped' })).toEqual([])
    expect(await ids({ q: orderId.slice(0, 8), paymentStatus: 'pending', status: 'pending' })).toEqual([orderId])
    expect(parseOrderFilter(new URLSearchParams('status=lost&paymentStatus=paid&from=2026-13-45&to=2026-03-01&page=-2'))).toEqual({
      status: undefined,
      paymentStatus: 'paid',
      from: undefined,
      to: '2026-03-01',
      q: undefined,
      page: 1,
    })
  })

  it('keeps timeline steps in order even when they share a millisecond', async () => {
    const { orderId } = await placedOrder()
    const [first] = await shop.database.db.selectFrom('orderEvents').select('createdAt').where('orderId', '=', orderId).execute()
    // A step stamped earlier than the last one (a clock within the same millisecond, or behind) still lands after it.
    await insertEvent(shop.database.db, {
      id: '00000000-0000-4000-8000-000000000000',
      orderId,
      status: 'processing',
      note: null,
      createdAt: first?.createdAt ?? '',
    })
    const events = await shop.database.db
      .selectFrom('orderEvents')
      .select('status')
      .where('orderId', '=', orderId)
      .orderBy('createdAt')
      .orderBy('id')
      .execute()
    expect(events.map((e) => e.status)).toEqual(['pending', 'processing'])
  })

  it('cancels with restock, and refunds a paid order through the provider, with audit records', async () => {
    const cod = await placedOrder()
    expect(await stockOf(cod.productId)).toBe(9)
    expect(await setOrderStatus(admin, cod.orderId, 'cancelled')).toMatchObject({ ok: true })
    expect(await stockOf(cod.productId)).toBe(10)

    const online = await placedOrder('online')
    expect(await refundOrder(admin, online.orderId)).toEqual({ ok: false, code: 'conflict', message: 'Only a paid order can be refunded.' })
    await shop.database.db
      .updateTable('orders')
      .set({ paymentStatus: 'paid', paymentReference: 'test_pay_1' })
      .where('id', '=', online.orderId)
      .execute()
    expect(await refundOrder(admin, online.orderId)).toMatchObject({ ok: true })
    const seen = await getOrder(online.buyer, online.orderId)
    expect(seen?.paymentStatus).toBe('refunded')
    expect(seen?.events.at(-1)?.note).toMatch(/^Refunded ₹/)
    expect(await refundOrder(admin, online.orderId)).toMatchObject({ ok: false, code: 'conflict' })

    // The audit names the refund record the move wrote (decision 070); the record has the gateway's refund id.
    const [record] = await shop.database.db.selectFrom('paymentRefunds').selectAll().where('orderId', '=', online.orderId).execute()
    expect(record).toMatchObject({ status: 'succeeded', reference: `test_refund_${record?.id}` })
    const audit = await listAudit(admin, { entity: 'order' })
    expect(audit.records.find((r) => r.entityId === online.orderId)).toMatchObject({
      action: 'order.refunded',
      actorEmail: admin.actor?.email,
      before: { paymentStatus: 'paid' },
      after: { paymentStatus: 'refunded', refundReference: record?.id },
    })
  })

  it('adds users of any role, keeps the last admin, and a disabled account cannot sign in', async () => {
    const email = `made-${randomUUID().slice(0, 6)}@example.in`
    const made = await createUser(admin, {
      name: 'Made Vendor',
      email,
      password: 'secret-pass',
      role: 'vendor',
      storeName: 'Made Store',
      city: 'Nashik',
    })
    expect(made).toMatchObject({ ok: true })
    expect(await createUser(admin, { name: 'X', email: 'not-an-email', password: '1', role: 'boss' })).toMatchObject({
      ok: false,
      errors: {
        email: 'Please enter a valid email address',
        password: 'Password must be at least 6 characters',
        role: 'Please choose a role.',
      },
    })
    const store = await shop.database.db
      .selectFrom('vendors')
      .select('name')
      .where('userId', '=', made.ok ? made.userId : '')
      .executeTakeFirst()
    expect(store?.name).toBe('Made Store')

    const self = admin.actor?.id ?? ''
    expect(await updateUser(admin, self, { name: 'Me', role: 'customer' })).toMatchObject({
      ok: false,
      errors: { form: 'You cannot remove your own admin role.' },
    })
    expect(await deleteUser(admin, self)).toMatchObject({ ok: false, errors: { form: 'You cannot delete your own account.' } })

    const login = () => signIn(testContext(shop.services, { clientIp: randomUUID() }), { email, password: 'secret-pass' })
    expect(await login()).toMatchObject({ ok: true })
    if (!made.ok) return
    expect(await setUserDisabled(admin, made.userId, true)).toMatchObject({ ok: true })
    expect(await login()).toMatchObject({
      ok: false,
      code: 'forbidden',
      errors: { form: 'This account has been disabled. Please contact support.' },
    })
    expect(await shop.database.db.selectFrom('sessions').select('id').where('userId', '=', made.userId).execute()).toEqual([])
    expect(await setUserDisabled(admin, made.userId, false)).toMatchObject({ ok: true })
    expect(await login()).toMatchObject({ ok: true })
    expect(await deleteUser(admin, made.userId)).toMatchObject({
      ok: false,
      errors: { form: expect.stringContaining('runs the store Made Store') },
    })

    const { buyer } = await placedOrder()
    expect(await deleteUser(admin, buyer.actor?.id ?? '')).toMatchObject({
      ok: false,
      errors: { form: expect.stringContaining('has orders') },
    })
    const plain = await createUser(admin, {
      name: 'Short Lived',
      email: `gone-${randomUUID().slice(0, 6)}@example.in`,
      password: 'secret-pass',
      role: 'customer',
    })
    if (!plain.ok) throw new Error('create failed')
    expect(await deleteUser(admin, plain.userId)).toMatchObject({ ok: true })
    expect((await listUsers(admin, { q: 'Short Lived' })).users).toEqual([])
  })

  it('features, hides and restocks any product, and the dashboard counts from the database', async () => {
    const { productId } = await vendorWithProduct(shop.services, 'Flag Store')
    expect(await setProductFlag(admin, productId, 'isFeatured', true)).toMatchObject({ ok: true })
    expect(await adjustStock(admin, productId, '3')).toMatchObject({ ok: true, message: expect.stringContaining('stock set to 3') })
    expect(await adjustStock(admin, productId, '-2')).toEqual({
      ok: false,
      code: 'invalid_input',
      message: 'Stock must be a whole number from 0 to 1,00,000.',
    })
    const listed = (await listAllProducts(admin, { q: 'Flag Store' })).products
    expect(listed).toEqual([expect.objectContaining({ id: productId, isFeatured: true, stock: 3 })])

    const overview = await storeOverview(admin)
    expect(overview.lowStock.map((p) => p.id)).toContain(productId)
    const counted = await shop.database.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    expect(Object.values(overview.ordersByStatus).reduce((a, b) => a + b, 0)).toBe(Number(counted.n))
    expect(overview.daily).toHaveLength(30)
  })
})
