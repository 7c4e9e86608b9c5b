// Part of `npm run bench`: each worker's resident memory under a sustained mixed load on a default start
// (WORKERS = one per core), after a minute and at the end, to show whether memory levels off.
// BENCH_MEMORY_MINUTES sets the run (default 10); BENCH_MEMORY_MINUTES=2 for a quick try.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import autocannon, { type Request as LoadRequest } from 'autocannon'
import Database from 'better-sqlite3'
import { shopperCookie, startShop, stop } from './server-process.ts'

const CONNECTIONS = 10
const WORDS = ['laptop', 'gaming', 'rtx', 'ssd', 'ryzen', 'intel', '16gb', 'monitor', 'keyboard', 'mouse', 'dell', 'asus', 'hp', 'lenovo']
const SORTS = ['popularity', 'price-asc', 'price-desc', 'newest']

/** The catalogue's slugs and ids, and a shopper with a cart, for the load to ask about. */
async function shopFacts(url: string, dataDir: string) {
  const db = new Database(path.join(dataDir, 'deccan-digital.sqlite'))
  const products = db.prepare('select id, slug from products').all() as Array<{ id: string; slug: string }>
  // Plenty of stock, so every add to cart is accepted however many the run makes.
  db.prepare('update products set stock = 1000000000').run()
  db.close()
  return { products, cookie: await shopperCookie(url) }
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)] as T

/**
 * One request of the mix, chosen afresh for every request: anonymous listings, searches and product
 * pages (many distinct URLs, as crawlers and shoppers make), the JSON API, and a signed-in shopper's
 * pages and cart. Searches carry a random number so the caches see ever new keys, as they do in a day.
 */
export function mixedRequest(facts: Awaited<ReturnType<typeof shopFacts>>) {
  const { products, cookie } = facts
  const signedIn = { cookie }
  const scenarios: Array<() => { method?: LoadRequest['method']; path: string; headers?: Record<string, string>; body?: string }> = [
    () => ({ path: `/products?sort=${pick(SORTS)}&page=${1 + Math.floor(Math.random() * 2)}` }),
    () => ({ path: `/products/${pick(products).slug}` }),
    () => ({ path: `/search?q=${pick(WORDS)}+${Math.floor(Math.random() * 100_000)}` }),
    () => ({ path: `/api/v1/products?search=${pick(WORDS)}&sort=${pick(SORTS)}` }),
    () => ({ path: `/api/v1/search/suggestions?q=${pick(WORDS).slice(0, 3)}${Math.floor(Math.random() * 1000)}` }),
    () => ({ path: `/api/v1/products/${pick(products).slug}` }),
    () => ({ path: `/compare?ids=${pick(products).slug},${pick(products).slug}` }),
    () => ({ path: '/', headers: signedIn }),
    () => ({ path: '/products', headers: signedIn }),
    () => ({ path: `/products/${pick(products).slug}`, headers: signedIn }),
    () => ({ path: '/cart', headers: signedIn }),
    () => ({
      method: 'POST',
      path: '/api/v1/cart/items',
      headers: { ...signedIn, 'content-type': 'application/json' },
      body: JSON.stringify({ productId: pick(products).id, quantity: 1 }),
    }),
  ]
  return (): LoadRequest => {
    const { method = 'GET', path: requestPath, headers = {}, body } = pick(scenarios)()
    return { method, path: requestPath, headers, body }
  }
}

/** The workers of a cluster primary (node:cluster forks them as its children). */
function workerPids(primary: number): number[] {
  try {
    return readFileSync(`/proc/${primary}/task/${primary}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number).sort()
  } catch {
    return []
  }
}

function residentMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Math.round(Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024)
}

/** Runs the mix for `seconds` and answers what it measured. */
export async function runMix(url: string, next: ReturnType<typeof mixedRequest>, seconds: number) {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [{ setupRequest: (request) => ({ ...request, ...next() }) }],
  })
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, failed: result.errors + result.timeouts + result.non2xx }
}

/** Prints as it goes: a full run takes as many minutes as it measures. */
export async function benchMemory(minutes = Number(process.env.BENCH_MEMORY_MINUTES ?? 10), print = console.log): Promise<void> {
  // WORKERS unset: the default start, one worker per core.
  const shop = await startShop({ WORKERS: '', RESPONSE_CACHE_TTL: '' })
  print(`\nMemory under a mixed load (${CONNECTIONS} connections, ${minutes} min, default start; resident MB per worker):`)
  try {
    const next = mixedRequest(await shopFacts(shop.url, shop.dataDir))
    const primary = shop.child.pid ?? 0
    const sample = () => workerPids(primary).map(residentMb).join(' MB, ')
    print(`  at start:          ${sample()} MB (primary ${residentMb(primary)} MB)`)
    for (let minute = 1; minute <= minutes; minute++) {
      const run = await runMix(shop.url, next, 60)
      const label = `  after ${String(minute).padStart(2)} min:${minute === 1 ? ' (warm)' : '        '}`
      print(`${label} ${sample()} MB   ${run.rps} req/s, p99 ${run.p99} ms, failed ${run.failed}`)
    }
  } finally {
    await stop(shop.child)
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchMemory()
