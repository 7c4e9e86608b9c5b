// npm run bench: throughput of the listing page and the products API against a plain node:http
// hello-world measured in the same run, with the anonymous response cache on (as deployed) and off
// (every request rendered), a signed-in shopper's listing and add-to-cart with WORKERS=1 and 2, and the
// product page's compressed size. Needs `npm run build`.
import { get } from 'node:http'
import autocannon from 'autocannon'
import { benchCheckout } from './bench-checkout.ts'
import { benchInstances } from './bench-instances.ts'
import { benchWorkers } from './bench-workers.ts'
import { startHelloWorld, startShop, stop } from './server-process.ts'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = 10

const hello = await startHelloWorld()
const cached = await startShop()
const uncached = await startShop({ RESPONSE_CACHE_TTL: '0' })
try {
  for (const shop of [cached, uncached]) {
    // Warm up the JIT and the database's page cache before measuring.
    await load(`${shop.url}/products`, { seconds: 2, connections: CONNECTIONS })
    await load(`${shop.url}/api/v1/products`, { seconds: 2, connections: CONNECTIONS })
  }
  const baseline = await load(hello.url, { seconds: SECONDS, connections: CONNECTIONS })
  const results: Array<[string, LoadResult, string]> = [
    ['node:http hello-world', baseline, 'baseline'],
    ['GET /products, cached', await load(`${cached.url}/products`, { seconds: SECONDS }), '>= 4%, p99 < 30 ms'],
    ['GET /products, rendered', await load(`${uncached.url}/products`, { seconds: SECONDS }), 'no target: every request rendered'],
    ['GET /api/v1/products, cached', await load(`${cached.url}/api/v1/products`, { seconds: SECONDS }), '>= 15%'],
    [
      'GET /api/v1/products, queried',
      await load(`${uncached.url}/api/v1/products`, { seconds: SECONDS }),
      'no target: every request queried',
    ],
  ]

  const productUrl = `${cached.url}/products/razer-blade-16`
  const html = await (await fetch(productUrl)).text()
  const brBytes = await bytesOnTheWire(productUrl, 'br')
  const gzipBytes = await bytesOnTheWire(productUrl, 'gzip')

  console.log(`\nDeccan Digital benchmark: ${CONNECTIONS} connections, ${SECONDS} s each, ${new Date().toISOString()}`)
  for (const [name, r, target] of results) {
    const share = `${((r.requestsPerSecond / baseline.requestsPerSecond) * 100).toFixed(1)}%`
    console.log(
      `${name.padEnd(32)} ${String(r.requestsPerSecond).padStart(7)} req/s  p99 ${String(r.p99Ms).padStart(4)} ms  ${share.padStart(6)} of hello-world  errors ${r.errors + r.non2xx}  (${target})`,
    )
  }
  for (const line of await benchWorkers(baseline.requestsPerSecond, SECONDS, CONNECTIONS)) console.log(line)
  console.log(
    `Product page HTML: ${(Buffer.byteLength(html) / 1024).toFixed(1)} KB raw, ${(brBytes / 1024).toFixed(1)} KB brotli, ${(gzipBytes / 1024).toFixed(1)} KB gzip, as served (target < 14.6 KB compressed)`,
  )
} finally {
  await Promise.all([stop(cached.child), stop(uncached.child), stop(hello.child)])
}

for (const line of await benchCheckout()) console.log(line)
if (process.env.BENCH_DATABASE_URL) for (const line of await benchInstances(process.env.BENCH_DATABASE_URL)) console.log(line)

/** The compressed body's size as sent (fetch would decompress it). */
function bytesOnTheWire(url: string, encoding: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': encoding } }, (res) => {
      if (res.headers['content-encoding'] !== encoding) reject(new Error(`${url} was not sent with ${encoding}`))
      let bytes = 0
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length
      })
      res.on('end', () => resolve(bytes))
    }).on('error', reject)
  })
}

interface LoadResult {
  requestsPerSecond: number
  p99Ms: number
  errors: number
  non2xx: number
}

async function load(
  url: string,
  options: { connections?: number; seconds?: number; headers?: Record<string, string> } = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections ?? 10,
    duration: options.seconds ?? 10,
    headers: options.headers,
  })
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  }
}
