import { randomBytes, randomUUID } from 'node:crypto'
import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { addCartLine, shopperCookie } from '#scripts/server-process.ts'
import { type OwnShop, startOwnShop } from './own-shop.ts'

// /metrics across a cluster (decision 081): a shop of its own with WORKERS=2 and a token; the shared
// shop, which has no METRICS_TOKEN, shows the page is not there without one.

const TOKEN = randomBytes(32).toString('hex')
const ADDRESS = { fullName: 'Asha Kulkarni', addressLine1: '12 Prabhat Road', city: 'Pune', state: 'Maharashtra', pincode: '411004' }

/** A GET on a connection of its own (no keep-alive), so the primary hands each to the next worker in turn. */
function getAlone(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { agent: false, headers: { connection: 'close' } }, (res) => {
      res.resume()
      resolve(res.statusCode ?? 0)
    })
    req.on('error', reject)
    req.end()
  })
}

/** One series' value in Prometheus' text format, or undefined when the answer does not have it. */
function valueIn(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

describe('/metrics', () => {
  let shop: OwnShop
  const scrape = async () => {
    const response = await fetch(`${shop.url}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('no-store')
    return response.text()
  }
  /**
   * A scrape both workers answered: one that takes longer than its 2 s to answer is left out of a scrape
   * by design (the figures of the rest are worth more than none), which a loaded machine can make happen.
   */
  const scrapeOfBoth = async (also: (text: string) => boolean = () => true) => {
    let text = ''
    await expect
      .poll(
        async () => {
          text = await scrape()
          return valueIn(text, 'deccan_workers_reporting') === 2 && also(text)
        },
        { timeout: 30_000, interval: 250 },
      )
      .toBe(true)
    return text
  }

  beforeAll(async () => {
    shop = await startOwnShop({ WORKERS: '2', METRICS_TOKEN: TOKEN })
  })
  afterAll(async () => {
    await shop?.stop()
  })

  it('is an unknown page on a shop without METRICS_TOKEN, token or not', async () => {
    const shared = inject('baseURL')
    expect((await fetch(`${shared}/metrics`)).status).toBe(404)
    expect((await fetch(`${shared}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } })).status).toBe(404)
  })

  it('asks for the token, and refuses a wrong one', async () => {
    const without = await fetch(`${shop.url}/metrics`)
    expect(without.status).toBe(401)
    expect(without.headers.get('www-authenticate')).toMatch(/^Bearer\b/)
    expect(await without.text()).not.toContain('http_requests_total')
    const oneOff = `${TOKEN.slice(0, -1)}${TOKEN.endsWith('0') ? '1' : '0'}`
    const wrong = await fetch(`${shop.url}/metrics`, { headers: { authorization: `Bearer ${oneOff}` } })
    expect(wrong.status).toBe(401)
  })

  it('answers for both workers at once, by route template, and its orders placed move when an order is placed', async () => {
    const { products } = (await (await fetch(`${shop.url}/api/v1/products?sort=price-asc`)).json()) as {
      products: Array<{ id: string; slug: string; stock: number }>
    }
    const product = products.find((p) => p.stock >= 5) as { id: string; slug: string }
    // Six pages on six connections: the primary deals them to the two workers in turn.
    for (let i = 0; i < 6; i++) expect(await getAlone(`${shop.url}/products/${product.slug}`)).toBe(200)

    // The stock-hold sweep runs as the shop starts; its first success may come a moment after.
    const before = await scrapeOfBoth(
      (text) => (valueIn(text, 'deccan_job_last_success_timestamp_seconds{job="release-expired-holds"}') ?? 0) > 0,
    )
    expect(valueIn(before, 'http_requests_total{method="GET",route="/products/:slug",status="200"}')).toBe(6)
    expect(valueIn(before, 'deccan_shop_figures_up')).toBe(1)
    expect(valueIn(before, 'deccan_ledger_imbalance_paise')).toBe(0)
    expect(valueIn(before, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0)
    expect(valueIn(before, 'process_resident_memory_bytes')).toBeGreaterThan(0)
    expect(valueIn(before, 'db_query_duration_seconds_count{kind="select"}')).toBeGreaterThan(0)
    expect(valueIn(before, 'deccan_job_last_success_timestamp_seconds{job="release-expired-holds"}')).toBeGreaterThan(0)
    const placedBefore = valueIn(before, 'deccan_orders_placed_total{payment_method="cod"}') ?? Number.NaN

    const cookie = await shopperCookie(shop.url)
    await addCartLine(shop.url, cookie, product.id)
    const placed = await fetch(`${shop.url}/api/v1/orders`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ ...ADDRESS, phone: '9876543210', paymentMethod: 'cod', idempotencyKey: randomUUID() }),
    })
    expect(placed.status).toBe(201)
    const { order } = (await placed.json()) as { order: { id: string } }

    const after = await scrapeOfBoth()
    expect(valueIn(after, 'deccan_orders_placed_total{payment_method="cod"}')).toBe(placedBefore + 1)
    // Cash on delivery is taken at the door: no payment yet.
    expect(valueIn(after, 'deccan_payments_captured_total{payment_method="cod"}')).toBe(
      valueIn(before, 'deccan_payments_captured_total{payment_method="cod"}'),
    )
    expect(valueIn(after, 'http_requests_total{method="POST",route="/api/v1/orders",status="201"}')).toBe(1)
    expect(valueIn(after, 'db_query_duration_seconds_count{kind="insert"}')).toBeGreaterThan(
      valueIn(before, 'db_query_duration_seconds_count{kind="insert"}') ?? 0,
    )
    expect(valueIn(after, 'deccan_ledger_imbalance_paise')).toBe(0)
    // Counted by template only: no slug or id reaches a label.
    expect(after).not.toContain(product.slug)
    expect(after).not.toContain(order.id)
  })
})
