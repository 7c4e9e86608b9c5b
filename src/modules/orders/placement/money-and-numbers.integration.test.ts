import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { formatInr } from '#src/lib/money.ts'
import { listAllOrders, storeOverview } from '#src/modules/admin/index.ts'
import { addToCart, getCart } from '#src/modules/cart/index.ts'
import { completeTestPayment } from '#src/modules/orders/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { insertProduct, insertVendor } from '#tests/fixtures/catalog.ts'
import { SHIPPING, signedInAdmin, signedInShopper } from '#tests/fixtures/context.ts'
import { testShopOn } from '#tests/fixtures/test-shop.ts'
import { TEST_DIALECTS } from '#tests/test-database.ts'
import { getOrder, listMyOrders } from '../views/orders.service.ts'
import { ORDER_NUMBER_PATTERN, orderNumberMonth } from './order-number.service.ts'
import { placeOrder } from './place-order.service.ts'

describe.each(TEST_DIALECTS)('payable totals and order numbers on %s', (dialect) => {
  const shop = testShopOn(dialect)
  let admin: ServiceContext
  // Real catalogue prices (rupees, before GST) whose GST has paise, so totals need rounding either way.
  const products: Record<string, string> = {}
  const PRICES = { workstation: 167_970, mouse: 2_499, ssd: 4_549, laptop: 1_29_980, keyboard: 799, monitor: 18_490, declared: 0, odd: 0 }

  beforeAll(async () => {
    await insertVendor(shop.database.db)
    for (const [name, price] of Object.entries(PRICES)) {
      if (price === 0) continue
      products[name] = (await insertProduct(shop.database.db, { name: `Money ${name}`, price, stock: 500 })).id
    }
    // Issue 41's products, priced as a seller declares them: M.R.P. and selling price, both with tax.
    products.declared = (
      await insertProduct(shop.database.db, { name: 'Money declared', sellingPrice: 118_000, mrp: 129_800, stock: 50 })
    ).id
    products.odd = (await insertProduct(shop.database.db, { name: 'Money odd', sellingPrice: 99_999, mrp: 99_999, stock: 50 })).id
    admin = await signedInAdmin(shop.services)
  })

  const order = (method: 'cod' | 'online', extra: object = {}) => ({
    ...SHIPPING,
    paymentMethod: method,
    idempotencyKey: randomUUID(),
    ...extra,
  })

  async function buy(lines: Array<[keyof typeof PRICES, number]>, method: 'cod' | 'online' = 'cod', extra: object = {}) {
    const ctx = await signedInShopper(shop.services)
    for (const [name, quantity] of lines) await addToCart(ctx, products[name] as string, String(quantity))
    const preview = await getCart(ctx)
    const placed = await placeOrder(ctx, order(method, extra))
    if (!placed.ok) throw new Error(placed.message)
    return { ctx, preview, placed, saved: await getOrder(ctx, placed.orderId) }
  }

  it('charges exactly the selling prices the shopper saw, the taxable value and GST worked from them to the paisa (issue 41)', async () => {
    // M.R.P. ₹1,29,800, selling price ₹1,18,000: taxable value ₹1,00,000.00 and GST ₹18,000.00, nothing to round.
    const { preview, saved } = await buy([['declared', 1]])
    const exact = { subtotalPaise: 100_000_00, taxPaise: 18_000_00, roundOffPaise: 0, totalPaise: 118_000_00 }
    expect(preview).toMatchObject({ ...exact, savingsPaise: 11_800_00 })
    expect(preview.lines[0]).toMatchObject({ sellingPricePaise: 118_000_00, mrpPaise: 129_800_00, lineTotalWithGstPaise: 118_000_00 })
    expect(saved).toMatchObject(exact)
    // The invoice is the parcel's: the same figures, and the line as the shopper saw it.
    expect(saved?.parcels[0]).toMatchObject(exact)
    expect(saved?.items[0]).toMatchObject({ unitPricePaise: 100_000_00, unitPriceWithGstPaise: 118_000_00, mrpPaise: 129_800_00 })

    // ₹99,999: taxable ₹84,744.92 (× 100/118, to the paisa) and GST ₹15,254.08, adding up to the price; two of them, twice each.
    const odd = await buy([['odd', 2]], 'online')
    const twice = { subtotalPaise: 169_489_84, taxPaise: 30_508_16, roundOffPaise: 0, totalPaise: 199_998_00 }
    expect(odd.preview).toMatchObject(twice)
    expect(odd.saved).toMatchObject(twice)
    expect(odd.saved?.parcels[0]).toMatchObject(twice)

    // Lines of both kinds in one cart still add up to the lines' prices exactly.
    const mixed = await buy(
      [
        ['declared', 1],
        ['odd', 1],
        ['workstation', 1],
      ],
      'online',
    )
    const lines = mixed.preview.lines.reduce((sum, line) => sum + line.lineTotalWithGstPaise, 0)
    expect(mixed.saved).toMatchObject({ totalPaise: lines, roundOffPaise: 0 })
    expect(mixed.saved?.parcels.reduce((sum, p) => sum + p.totalPaise, 0)).toBe(lines)
  })

  it('the dashboard revenue is exactly the sum of the orders it counts', async () => {
    const baskets: Array<[Array<[keyof typeof PRICES, number]>, 'cod' | 'online']> = [
      [[['mouse', 1]], 'online'],
      [[['ssd', 3]], 'online'],
      [
        [
          ['keyboard', 2],
          ['mouse', 1],
        ],
        'online',
      ],
      [
        [
          ['monitor', 1],
          ['keyboard', 1],
        ],
        'online',
      ],
      [[['ssd', 1]], 'cod'], // not paid yet: not revenue
    ]
    for (const [lines, method] of baskets) {
      const { ctx, placed } = await buy(lines, method)
      if (method === 'online') expect(await completeTestPayment(ctx, placed.orderId, true)).toMatchObject({ paid: true })
    }
    const { orders } = await listAllOrders(admin, { paymentStatus: 'paid' })
    const overview = await storeOverview(admin)
    const sum = orders.reduce((total, o) => total + o.totalPaise, 0)
    expect(orders.length).toBeGreaterThanOrEqual(4)
    expect(overview.revenuePaise).toBe(sum)
    expect(overview.revenuePaise % 100).toBe(0)
    // What people read: the rupees shown per order add up to the rupees shown as revenue.
    const shown = (text: string) => Number(text.replace(/[^0-9]/g, ''))
    expect(orders.reduce((total, o) => total + shown(formatInr(o.totalPaise)), 0)).toBe(shown(formatInr(overview.revenuePaise)))
  })

  it('gives each order a unique, consecutive number, also when many are placed at once', async () => {
    const shoppers = await Promise.all(Array.from({ length: 12 }, () => signedInShopper(shop.services)))
    for (const ctx of shoppers) await addToCart(ctx, products.mouse as string, '1')
    const placed = await Promise.all(shoppers.map((ctx) => placeOrder(ctx, order('cod'))))
    expect(placed.every((p) => p.ok)).toBe(true)
    const numbers = await Promise.all(
      shoppers.map(async (ctx) => {
        const [mine] = await listMyOrders(ctx)
        return mine?.number ?? ''
      }),
    )
    for (const n of numbers) expect(n).toMatch(ORDER_NUMBER_PATTERN)
    expect(new Set(numbers).size).toBe(12)
    const month = orderNumberMonth(new Date())
    expect(numbers.some((n) => n.startsWith(`DD-${month}-`))).toBe(true)
    // Each month's numbers, in order, are 1, 2, 3, ... with no gap and no repeat.
    const all = await shop.database.db.selectFrom('orders').select('orderNumber').execute()
    const byMonth = new Map<string, number[]>()
    for (const { orderNumber } of all) {
      const [, yymm = '', seq = ''] = orderNumber.split('-')
      byMonth.set(yymm, [...(byMonth.get(yymm) ?? []), Number(seq)])
    }
    // An admin finds an order by its number, whole or its last digits.
    const wanted = numbers[5] as string
    expect((await listAllOrders(admin, { q: wanted })).orders.map((o) => o.number)).toEqual([wanted])
    expect((await listAllOrders(admin, { q: wanted.toLowerCase() })).orders.map((o) => o.number)).toEqual([wanted])
    for (const sequence of byMonth.values()) {
      expect(sequence.sort((a, b) => a - b)).toEqual(Array.from({ length: sequence.length }, (_, i) => i + 1))
    }
  })

  it('stores the place of supply by GST code and refuses a PIN outside the chosen state', async () => {
    const pune = await buy([['mouse', 1]], 'cod', { state: '27', pincode: '411001' })
    expect(pune.saved?.shipping).toMatchObject({ state: 'Maharashtra', stateCode: '27', pincode: '411001' })
    const bengaluru = await buy([['mouse', 1]], 'cod', { city: 'Bengaluru', state: '29', pincode: '560001' })
    expect(bengaluru.saved?.shipping).toMatchObject({ state: 'Karnataka', stateCode: '29' })

    const ctx = await signedInShopper(shop.services)
    await addToCart(ctx, products.mouse as string, '1')
    const refused = await placeOrder(ctx, order('cod', { state: '29', pincode: '411001' }))
    expect(refused).toMatchObject({
      ok: false,
      code: 'invalid_input',
      errors: { pincode: 'PIN code 411001 is in Maharashtra, not Karnataka. Please check the PIN code or the State.' },
    })
    expect(await listMyOrders(ctx)).toEqual([])
  })
})
