// npm run bench: throughput of the listing page and the products API against a plain node:http
// hello-world measured in the same run, with the anonymous response cache on (as deployed) and off
// (every request rendered), pages rendered for a signed-in shopper, a signed-in shopper's listing and
// add-to-cart with WORKERS=1 and 2, client JavaScript per page, and the product page's compressed size;
// then each worker's resident memory over a sustained mixed load (BENCH_MEMORY_MINUTES, default 10).
// Needs `npm run build`. Ends by comparing each figure with bench/results.json (issue 27): BENCH_SAVE=1 saves the run.
// BENCH_LARGE=1 (or BENCH_LARGE=<count>) adds listing and search at 100,000 generated products on
// SQLite and PostgreSQL (BENCH_PG_URL, default the local server): a minute or two of generation.
import { execFileSync } from 'node:child_process'
import { get } from 'node:http'
import { benchLargeCatalogue, benchSignedIn } from './bench-catalogue.ts'
import { benchCheckout } from './bench-checkout.ts'
import { benchInstances } from './bench-instances.ts'
import { type LoadResult, load, measuredFigures, reportLine } from './bench-load.ts'
import { benchMemory } from './bench-memory.ts'
import { compareWithCommitted } from './bench-results.ts'
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
  for (const [name, r, target] of results) console.log(reportLine(name, r, baseline, target))
  for (const line of await benchWorkers(baseline.requestsPerSecond, SECONDS, CONNECTIONS)) console.log(line)
  console.log(
    `Product page HTML: ${(Buffer.byteLength(html) / 1024).toFixed(1)} KB raw, ${(brBytes / 1024).toFixed(1)} KB brotli, ${(gzipBytes / 1024).toFixed(1)} KB gzip, as served (target < 14.6 KB compressed)`,
  )
  await Promise.all([stop(cached.child), stop(uncached.child)])
  for (const line of await benchSignedIn(baseline, SECONDS)) console.log(line)
} finally {
  await Promise.all([stop(cached.child), stop(uncached.child), stop(hello.child)])
}

const large = process.env.BENCH_LARGE
if (large) for (const line of await benchLargeCatalogue(large === '1' ? 100_000 : Number(large), SECONDS)) console.log(line)

for (const line of await benchCheckout()) console.log(line)
if (process.env.BENCH_DATABASE_URL) for (const line of await benchInstances(process.env.BENCH_DATABASE_URL)) console.log(line)
// What moved since the committed results (bench/results.json); BENCH_SAVE=1 on a quiet machine makes
// this run the new results, to commit with the change that moved them.
const commit = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim()
for (const line of compareWithCommitted(measuredFigures(), { file: 'bench/results.json', save: process.env.BENCH_SAVE === '1', commit }))
  console.log(line)

// Last and longest: whether each worker's memory levels off under a sustained mixed load (issue 28).
await benchMemory()

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
