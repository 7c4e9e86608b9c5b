// npm run bench: throughput of the listing page and the products API against a plain node:http
// hello-world measured in the same run, with the anonymous response cache on (as deployed) and off
// (every request rendered), pages rendered for a signed-in shopper, a signed-in shopper's listing and
// add-to-cart with WORKERS=1 and 2, client JavaScript per page, and the product page's compressed size;
// then each worker's resident memory over a sustained mixed load (BENCH_MEMORY_MINUTES, default 10).
// Needs `npm run build`. Ends by comparing each figure with bench/results.json (issue 27): BENCH_SAVE=1 saves the run.
// BENCH_LARGE=1 (or BENCH_LARGE=<count>) adds listing and search at 100,000 generated products on
// SQLite and PostgreSQL (BENCH_PG_URL, default the local server): a minute or two of generation.
// BENCH_ONLY=<parts> runs only some parts, comma-separated: cache (listing and API, cached and not),
// workers (a shopper with a cart: listing, product page, add-to-cart), signed-in, checkout, memory;
// BENCH_WORKERS=1 measures the workers part with one worker only. The hello-world always runs.
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
const PARTS = ['cache', 'workers', 'signed-in', 'checkout', 'memory'] as const
const only = process.env.BENCH_ONLY?.split(',').map((part) => part.trim())
const unknown = only?.filter((part) => !(PARTS as readonly string[]).includes(part)) ?? []
if (unknown.length > 0) throw new Error(`BENCH_ONLY: no part named ${unknown.join(', ')} (the parts: ${PARTS.join(', ')})`)
const runs = (part: (typeof PARTS)[number]) => !only || only.includes(part)
const workerCounts = (process.env.BENCH_WORKERS ?? '1,2').split(',').map(Number)

const hello = await startHelloWorld()
try {
  const baseline = await load(hello.url, { seconds: SECONDS, connections: CONNECTIONS })
  console.log(`\nDeccan Digital benchmark: ${CONNECTIONS} connections, ${SECONDS} s each, ${new Date().toISOString()}`)
  console.log(reportLine('node:http hello-world', baseline, baseline, 'baseline'))
  if (runs('cache')) for (const line of await benchCache(baseline)) console.log(line)
  if (runs('workers')) for (const line of await benchWorkers(baseline, SECONDS, CONNECTIONS, workerCounts)) console.log(line)
  if (runs('signed-in')) for (const line of await benchSignedIn(baseline, SECONDS)) console.log(line)
} finally {
  await stop(hello.child)
}

const large = process.env.BENCH_LARGE
if (large) for (const line of await benchLargeCatalogue(large === '1' ? 100_000 : Number(large), SECONDS)) console.log(line)

if (runs('checkout')) for (const line of await benchCheckout()) console.log(line)
if (process.env.BENCH_DATABASE_URL) for (const line of await benchInstances(process.env.BENCH_DATABASE_URL)) console.log(line)
// What moved since the committed results (bench/results.json); BENCH_SAVE=1 on a quiet machine makes
// this run the new results, to commit with the change that moved them.
// Only a whole run is saved: a part left out would drop its figures from the results.
const commit = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim()
const save = process.env.BENCH_SAVE === '1' && !only
if (process.env.BENCH_SAVE === '1' && only) console.log('\nBENCH_SAVE=1 is ignored with BENCH_ONLY: only a whole run is saved.')
for (const line of compareWithCommitted(measuredFigures(), { file: 'bench/results.json', save, commit })) console.log(line)

// Last and longest: whether each worker's memory levels off under a sustained mixed load (issue 28).
if (runs('memory')) await benchMemory()

/** The listing page and the products API from a shop with the anonymous response cache on and off. */
async function benchCache(baseline: LoadResult): Promise<string[]> {
  const cached = await startShop()
  const uncached = await startShop({ RESPONSE_CACHE_TTL: '0' })
  try {
    for (const shop of [cached, uncached]) {
      // Warm up the JIT and the database's page cache before measuring.
      await load(`${shop.url}/products`, { seconds: 2, connections: CONNECTIONS })
      await load(`${shop.url}/api/v1/products`, { seconds: 2, connections: CONNECTIONS })
    }
    const results: Array<[string, LoadResult, string]> = [
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
    return [
      ...results.map(([name, r, target]) => reportLine(name, r, baseline, target)),
      `Product page HTML: ${(Buffer.byteLength(html) / 1024).toFixed(1)} KB raw, ${(brBytes / 1024).toFixed(1)} KB brotli, ${(gzipBytes / 1024).toFixed(1)} KB gzip, as served (target < 14.6 KB compressed)`,
    ]
  } finally {
    await Promise.all([stop(cached.child), stop(uncached.child)])
  }
}

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
