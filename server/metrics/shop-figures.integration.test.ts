import { randomUUID } from 'node:crypto'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { openDatabase } from '#db/database.ts'
import { addToCart } from '#src/modules/cart/index.ts'
import { scheduleOnceOnly } from '#src/modules/jobs/index.ts'
import { completeTestPayment, placeOrder } from '#src/modules/orders/index.ts'
import { recordRefund } from '#src/modules/payments/index.ts'
import { SHIPPING, signedInShopper, vendorWithProduct } from '#tests/fixtures/context.ts'
import { testShopOn } from '#tests/fixtures/test-shop.ts'
import { TEST_DIALECTS } from '#tests/test-database.ts'
import { shopFiguresText } from './shop-figures.ts'

const quiet = pino({ level: 'silent' })
const JOBS = ['release-expired-holds', 'weekly-settlement']

/** One series' value in Prometheus' text format. */
function valueIn(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

describe.each(TEST_DIALECTS)('the shop figures of /metrics on %s', (dialect) => {
  const shop = testShopOn(dialect)
  const figures = () => shopFiguresText({ db: shop.database.db, jobNames: JOBS, log: quiet })

  it('reads zero from a new shop, and every job as never succeeded', async () => {
    const text = await figures()
    expect(valueIn(text, 'deccan_shop_figures_up')).toBe(1)
    for (const method of ['cod', 'online']) {
      expect(valueIn(text, `deccan_orders_placed_total{payment_method="${method}"}`)).toBe(0)
      expect(valueIn(text, `deccan_payments_captured_total{payment_method="${method}"}`)).toBe(0)
    }
    expect(valueIn(text, 'deccan_refunds_waiting{status="pending"}')).toBe(0)
    expect(valueIn(text, 'deccan_job_last_success_timestamp_seconds{job="weekly-settlement"}')).toBe(0)
    expect(valueIn(text, 'deccan_ledger_imbalance_paise')).toBe(0)
    expect(text).toMatch(/^# TYPE deccan_orders_placed_total counter$/m)
  })

  it('counts orders placed and paid by method, refunds waiting with their amount, and jobs’ last success', async () => {
    const place = async (paymentMethod: 'cod' | 'online') => {
      const { productId } = await vendorWithProduct(shop.services, `Store ${randomUUID().slice(0, 4)}`)
      const buyer = await signedInShopper(shop.services)
      await addToCart(buyer, productId, '1')
      const placed = await placeOrder(buyer, { ...SHIPPING, paymentMethod, idempotencyKey: randomUUID() })
      if (!placed.ok) throw new Error('the order was not placed')
      return { buyer, orderId: placed.orderId }
    }
    await place('cod')
    const online = await place('online')
    expect((await completeTestPayment(online.buyer, online.orderId, true)).ok).toBe(true)
    await recordRefund(
      shop.database.db,
      {
        id: randomUUID(),
        claimKey: `test:${randomUUID()}`,
        orderId: online.orderId,
        amountPaise: 12_345,
        provider: 'test',
        paymentId: null,
      },
      new Date().toISOString(),
    )
    const before = Date.now() / 1000
    const stop = scheduleOnceOnly(shop.database.db, quiet, {
      name: 'weekly-settlement',
      everyMs: 60_000,
      lockMs: 60_000,
      run: async () => {},
    })
    try {
      await expect
        .poll(async () => valueIn(await figures(), 'deccan_job_last_success_timestamp_seconds{job="weekly-settlement"}'))
        .toBeGreaterThanOrEqual(Math.floor(before))
    } finally {
      stop()
    }

    const text = await figures()
    expect(valueIn(text, 'deccan_orders_placed_total{payment_method="cod"}')).toBe(1)
    expect(valueIn(text, 'deccan_orders_placed_total{payment_method="online"}')).toBe(1)
    expect(valueIn(text, 'deccan_payments_captured_total{payment_method="cod"}')).toBe(0)
    expect(valueIn(text, 'deccan_payments_captured_total{payment_method="online"}')).toBe(1)
    expect(valueIn(text, 'deccan_refunds_waiting{status="pending"}')).toBe(1)
    expect(valueIn(text, 'deccan_refunds_waiting_paise{status="pending"}')).toBe(12_345)
    expect(valueIn(text, 'deccan_refunds_waiting{status="failed"}')).toBe(0)
    expect(valueIn(text, 'deccan_job_last_success_timestamp_seconds{job="release-expired-holds"}')).toBe(0)
    // The payment's journal balances, as every journal does.
    expect(valueIn(text, 'deccan_ledger_imbalance_paise')).toBe(0)
  })

  it('says the figures could not be read, and nothing else, when the database does not answer', async () => {
    const gone = openDatabase({ sqliteFile: ':memory:' })
    await gone.close()
    const text = await shopFiguresText({ db: gone.db, jobNames: JOBS, log: quiet })
    expect(valueIn(text, 'deccan_shop_figures_up')).toBe(0)
    expect(text).not.toContain('deccan_orders_placed_total')
  })
})
