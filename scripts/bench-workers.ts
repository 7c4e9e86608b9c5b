// Part of `npm run bench`: what a shopper's requests cost with WORKERS=1 and WORKERS=2 (node:cluster
// over one SQLite file), beside the hello-world of the same run. The shopper is signed in and has a
// cart, as a real shopper's pages do (the header's cart count is part of each page's work); the listing
// and a product page are rendered for them (a cookie, so never the anonymous cache), then again asking
// for a compressed answer as a browser does; add-to-cart is the JSON API's POST.
import path from 'node:path'
import Database from 'better-sqlite3'
import { type LoadResult, load, reportLine } from './bench-load.ts'
import { addCartLine, shopperCookie, startShop, stop } from './server-process.ts'

/** What Chromium sends. */
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd'

export async function benchWorkers(baseline: LoadResult, seconds: number, connections: number, workerCounts: number[]): Promise<string[]> {
  const lines = [
    `\nWORKERS (shopper signed in, with a cart; ${connections} connections, ${seconds} s each; hello-world ${baseline.requestsPerSecond} req/s):`,
  ]
  for (const workers of workerCounts) {
    const shop = await startShop({ WORKERS: String(workers) })
    try {
      // Plenty of stock, so every add is accepted however many the run makes.
      const db = new Database(path.join(shop.dataDir, 'deccan-digital.sqlite'))
      const product = db.prepare("select id from products where slug = 'asus-vivobook-15'").get() as { id: string }
      db.prepare('update products set stock = 1000000000 where id = ?').run(product.id)
      db.close()
      const cookie = await shopperCookie(shop.url)
      const addToCart = (options: { seconds: number }) =>
        load(`${shop.url}/api/v1/cart/items`, {
          ...options,
          connections,
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify({ productId: product.id, quantity: 1 }),
        })
      await addCartLine(shop.url, cookie, product.id)
      const listing = () => load(`${shop.url}/products`, { seconds, connections, headers: { cookie } })
      const productPage = () => load(`${shop.url}/products/razer-blade-16`, { seconds, connections, headers: { cookie } })
      // As a browser asks: it takes compressed pages, so the server's compressing counts too.
      const asBrowser = { cookie, 'accept-encoding': BROWSER_ENCODINGS }
      const listingAsBrowser = () => load(`${shop.url}/products`, { seconds, connections, headers: asBrowser })
      const productPageAsBrowser = () => load(`${shop.url}/products/razer-blade-16`, { seconds, connections, headers: asBrowser })
      await load(`${shop.url}/products`, { seconds: 2, connections, headers: { cookie } }) // warm-up
      await load(`${shop.url}/products/razer-blade-16`, { seconds: 1, connections, headers: { cookie } })
      await addToCart({ seconds: 1 })
      for (const [name, result] of [
        [`GET /products, shopper, WORKERS=${workers}`, await listing()],
        [`GET /products/razer-blade-16, shopper, WORKERS=${workers}`, await productPage()],
        [`GET /products, shopper, compressed, WORKERS=${workers}`, await listingAsBrowser()],
        [`GET /products/razer-blade-16, shopper, compressed, WORKERS=${workers}`, await productPageAsBrowser()],
        [`POST cart item, WORKERS=${workers}`, await addToCart({ seconds })],
      ] as const) {
        lines.push(reportLine(name, result, baseline, 'a shopper with a cart'))
      }
    } finally {
      await stop(shop.child)
    }
  }
  return lines
}
