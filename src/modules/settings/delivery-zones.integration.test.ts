import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { addToCart } from '#src/modules/cart/index.ts'
import { getOrder, placeOrder } from '#src/modules/orders/index.ts'
import { listAudit } from '#src/platform/audit/audit.service.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { insertProduct, insertVendor } from '#tests/fixtures/catalog.ts'
import { SHIPPING, signedInAdmin, signedInShopper, testContext } from '#tests/fixtures/context.ts'
import { testShopOn } from '#tests/fixtures/test-shop.ts'
import { TEST_DIALECTS } from '#tests/test-database.ts'
import { deleteDeliveryZone, deliveryPromise, listDeliveryZones, saveDeliveryZone } from './delivery-zones.service.ts'

describe.each(TEST_DIALECTS)('delivery by PIN code on %s', (dialect) => {
  const shop = testShopOn(dialect)
  let admin: ServiceContext
  let laptop: string

  beforeAll(async () => {
    await insertVendor(shop.database.db)
    laptop = (await insertProduct(shop.database.db, { name: 'Zone Laptop', price: 60_000, stock: 100 })).id
    admin = await signedInAdmin(shop.services)
  })

  async function buyer() {
    const ctx = await signedInShopper(shop.services)
    await addToCart(ctx, laptop, '1')
    return ctx
  }
  const shipTo = (pincode: string, stateCode: string, method: 'cod' | 'online') => ({
    ...SHIPPING,
    pincode,
    state: stateCode,
    paymentMethod: method,
    idempotencyKey: randomUUID(),
  })

  it('starts with the default zones, and promises dates from the most specific one', async () => {
    expect((await listDeliveryZones(testContext(shop.services))).map((z) => z.name)).toEqual([
      'Pune',
      'Maharashtra',
      'Metro cities',
      'Rest of India',
      'Remote regions',
    ])
    const now = new Date('2026-11-23T10:00:00Z')
    expect(await deliveryPromise(testContext(shop.services), '411001', now)).toMatchObject({
      serviceable: true,
      zone: 'Pune',
      from: '2026-11-24',
      to: '2026-11-25',
      codAllowed: true,
    })
    expect(await deliveryPromise(testContext(shop.services), '795001', now)).toMatchObject({ zone: 'Remote regions', codAllowed: false })
    expect(await deliveryPromise(testContext(shop.services), '999999', now)).toEqual({ ok: true, serviceable: false, pincode: '999999' })
    expect(await deliveryPromise(testContext(shop.services), '4110')).toMatchObject({
      ok: false,
      message: 'Please enter a valid 6-digit PIN code',
    })
  })

  it('withholds cash on delivery where the zone does not collect cash, and records the promised dates', async () => {
    const refused = await placeOrder(await buyer(), shipTo('795001', '14', 'cod'))
    expect(refused).toMatchObject({ ok: false, message: 'Cash on Delivery is not available for PIN code 795001. Please pay online.' })

    const ctx = await buyer()
    const placed = await placeOrder(ctx, shipTo('795001', '14', 'online'))
    if (!placed.ok) throw new Error(placed.message)
    const order = await getOrder(ctx, placed.orderId)
    expect(order?.delivery?.from).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const days = (Date.parse(order?.delivery?.to ?? '') - Date.parse(order?.delivery?.from ?? '')) / 86_400_000
    expect(days).toBe(3) // 7 to 10 days

    const pune = await placeOrder(await buyer(), shipTo('411001', '27', 'cod'))
    expect(pune.ok).toBe(true)
  })

  it('refuses an order to a PIN code the shop does not deliver to, on the PIN field', async () => {
    // Rajasthan (3…) taken out of the rest of India: Jaipur is then in no zone.
    await saveDeliveryZone(admin, 'rest-of-india', {
      name: 'Rest of India',
      pinPrefixes: '1,2,4,5,6,7,8,403',
      minDays: 4,
      maxDays: 7,
      codAllowed: 'true',
    })
    const outcome = await placeOrder(await buyer(), shipTo('302001', '08', 'online'))
    expect(outcome).toMatchObject({
      ok: false,
      code: 'invalid_input',
      errors: { pincode: 'Sorry, we do not deliver to PIN code 302001 yet.' },
    })
    await saveDeliveryZone(admin, 'rest-of-india', {
      name: 'Rest of India',
      pinPrefixes: '1,2,3,4,5,6,7,8,403',
      minDays: 4,
      maxDays: 7,
      codAllowed: 'true',
    })
    expect((await placeOrder(await buyer(), shipTo('302001', '08', 'online'))).ok).toBe(true)
  })

  it('lets an admin add, change and remove zones, checked and audited', async () => {
    expect(
      await saveDeliveryZone(admin, null, { name: '', pinPrefixes: '41a', minDays: '3', maxDays: '1', codAllowed: 'true' }),
    ).toMatchObject({
      ok: false,
      code: 'invalid_input',
      errors: { name: 'Zone name is required', pinPrefixes: 'Enter PIN prefixes of 1 to 6 digits, separated by commas' },
    })
    expect(await saveDeliveryZone(admin, null, { name: 'Kolhapur', pinPrefixes: '416', minDays: '3', maxDays: '1' })).toMatchObject({
      ok: false,
      errors: { maxDays: 'The latest day cannot be before the earliest' },
    })
    expect(await saveDeliveryZone(admin, null, { name: 'Kolhapur', pinPrefixes: '416, 4161', minDays: '1', maxDays: '3' })).toMatchObject({
      ok: true,
    })
    const kolhapur = (await listDeliveryZones(admin)).find((z) => z.name === 'Kolhapur')
    expect(kolhapur).toMatchObject({ pinPrefixes: ['416', '4161'], codAllowed: false })
    expect(await deliveryPromise(admin, '416001')).toMatchObject({ zone: 'Kolhapur', codAllowed: false })
    expect(await deleteDeliveryZone(admin, kolhapur?.id ?? '')).toMatchObject({ ok: true })
    expect(await deliveryPromise(admin, '416001')).toMatchObject({ zone: 'Maharashtra' })
    const { records } = await listAudit(admin, { entity: 'delivery-zone' })
    expect(records.map((r) => r.action)).toEqual(
      expect.arrayContaining(['delivery-zone.added', 'delivery-zone.removed', 'delivery-zone.changed']),
    )
  })
})
