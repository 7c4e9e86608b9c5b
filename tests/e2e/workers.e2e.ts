import { execFileSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { request } from 'node:http'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { hydrated, workerBrowser } from './browser.ts'
import { cookieOf, type Instance, startInstance, stopInstance } from './instances.ts'

// One machine, WORKERS=2 over one SQLite file: the cluster's workers share the port, and the event
// bus crosses between them through the primary.

/** The cluster's worker processes: the primary's children. */
const workerPids = (primary: number) =>
  execFileSync('ps', ['-o', 'pid=', '--ppid', String(primary)], { encoding: 'utf8' })
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter(Boolean)

/** A request on a connection of its own (no keep-alive), so the primary hands each to the next worker. */
function post(url: string, cookie: string, body: unknown): Promise<number> {
  return new Promise((resolve, reject) => {
    const data = JSON.stringify(body)
    const req = request(url, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data), cookie, connection: 'close' },
    })
    req.on('response', (res) => {
      res.resume()
      resolve(res.statusCode ?? 0)
    })
    req.on('error', reject)
    req.end(data)
  })
}

describe('a shop with WORKERS=2', () => {
  let shop: Instance
  let browser: Browser
  beforeAll(async () => {
    shop = await startInstance({ WORKERS: '2' })
    browser = await workerBrowser()
  })
  afterAll(async () => {
    // The worker's Chromium stays for the next file; this file's contexts go.
    await Promise.all(browser?.contexts().map((context) => context.close()) ?? [])
    if (shop) await stopInstance(shop)
  })

  it('keeps the live cart live across workers', async () => {
    const signUp = await fetch(`${shop.url}/api/v1/auth/sign-up`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Two Workers',
        email: `workers-${randomUUID().slice(0, 8)}@example.in`,
        password: 'workers-1',
        confirmPassword: 'workers-1',
      }),
    })
    const cookie = cookieOf(signUp)
    const context = await browser.newContext({ baseURL: shop.url })
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const [name, ...value] = pair.split('=')
        return { name: name as string, value: value.join('='), url: shop.url }
      }),
    )
    const page = await context.newPage()
    await page.goto('/')
    await hydrated(page)
    await page.getByRole('link', { name: 'Cart, 0 items' }).waitFor()
    const { products } = (await (await fetch(`${shop.url}/api/v1/products?sort=price-asc`)).json()) as {
      products: Array<{ id: string; stock: number }>
    }
    const product = products.find((p) => p.stock >= 5) as { id: string }
    // Four additions on four connections: the primary deals connections to the workers in turn, so
    // some land on the worker that does not hold the page's event stream.
    for (let items = 1; items <= 4; items++) {
      expect(await post(`${shop.url}/api/v1/cart/items`, cookie, { productId: product.id, quantity: 1 })).toBeLessThan(300)
      await page.getByRole('link', { name: items === 1 ? 'Cart, 1 item' : `Cart, ${items} items` }).waitFor({ timeout: 5000 })
    }
    await context.close()
  })

  it('replaces a worker that dies; on SIGTERM answers the request under way, then all of them stop', async () => {
    const primary = shop.child.pid as number
    const [first, second] = workerPids(primary)
    expect(second).toBeDefined()
    process.kill(first as number, 'SIGKILL')
    await expect.poll(() => workerPids(primary).filter((pid) => pid !== first).length, { timeout: 15_000, interval: 200 }).toBe(2)
    expect((await fetch(`${shop.url}/healthz`)).status).toBe(200)

    // A request under way when SIGTERM comes (its body half sent) is still answered, then all stop.
    const email = `graceful-${randomUUID().slice(0, 8)}@example.in`
    const body = JSON.stringify({ name: 'Graceful', email, password: 'graceful-1', confirmPassword: 'graceful-1' })
    const inFlight = request(`${shop.url}/api/v1/auth/sign-up`, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    })
    const answered = new Promise<number>((resolve, reject) => {
      inFlight.on('response', (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
      })
      inFlight.on('error', reject)
    })
    inFlight.write(body.slice(0, 20))
    await new Promise((resolve) => setTimeout(resolve, 500)) // the worker has the request's head
    shop.child.kill('SIGTERM')
    await new Promise((resolve) => setTimeout(resolve, 500)) // the stop is under way
    inFlight.end(body.slice(20))
    expect(await answered).toBe(201)
    expect(await shop.exited).toBe(0)
  })
})
