// Part of `npm run bench`: what a shopper's requests cost with WORKERS=1 and WORKERS=2 (node:cluster
// over one SQLite file), beside the hello-world of the same run. The listing is rendered for a
// signed-in shopper (a cookie, so never the anonymous cache), and so is a product page; add-to-cart is
// the JSON API's POST.
import path from 'node:path'
import autocannon from 'autocannon'
import Database from 'better-sqlite3'
import { shopperCookie, startShop, stop } from './server-process.ts'

export interface Measured {
  requestsPerSecond: number
  p99Ms: number
  failed: number
}

export async function measure(
  url: string,
  options: { seconds: number; connections: number; method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string },
): Promise<Measured> {
  const result = await autocannon({
    url,
    connections: options.connections,
    duration: options.seconds,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
  })
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    failed: result.errors + result.timeouts + result.non2xx,
  }
}

export async function benchWorkers(baseline: number, seconds: number, connections: number): Promise<string[]> {
  const lines = [`\nWORKERS (shopper signed in; ${connections} connections, ${seconds} s each; hello-world ${baseline} req/s):`]
  for (const workers of [1, 2]) {
    const shop = await startShop({ WORKERS: String(workers) })
    try {
      // Plenty of stock, so every add is accepted however many the run makes.
      const db = new Database(path.join(shop.dataDir, 'deccan-digital.sqlite'))
      const product = db.prepare("select id from products where slug = 'asus-vivobook-15'").get() as { id: string }
      db.prepare('update products set stock = 1000000000 where id = ?').run(product.id)
      db.close()
      const cookie = await shopperCookie(shop.url)
      const listing = () => measure(`${shop.url}/products`, { seconds, connections, headers: { cookie } })
      const addToCart = () =>
        measure(`${shop.url}/api/v1/cart/items`, {
          seconds,
          connections,
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ productId: product.id, quantity: 1 }),
        })
      await measure(`${shop.url}/products`, { seconds: 2, connections, headers: { cookie } }) // warm-up
      const productPage = () => measure(`${shop.url}/products/razer-blade-16`, { seconds, connections, headers: { cookie } })
      for (const [name, result] of [
        [`GET /products, shopper, WORKERS=${workers}`, await listing()],
        [`GET /products/razer-blade-16, shopper, WORKERS=${workers}`, await productPage()],
        [`POST cart item, WORKERS=${workers}`, await addToCart()],
      ] as const) {
        const share = `${((result.requestsPerSecond / baseline) * 100).toFixed(1)}%`
        lines.push(
          `${name.padEnd(52)} ${String(result.requestsPerSecond).padStart(7)} req/s  p99 ${String(result.p99Ms).padStart(4)} ms  ${share.padStart(6)} of hello-world  failed ${result.failed}`,
        )
      }
    } finally {
      await stop(shop.child)
    }
  }
  return lines
}
