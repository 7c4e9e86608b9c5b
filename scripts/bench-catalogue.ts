import { mkdtempSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { openDatabase } from '#db/database.ts'
import { migrateToLatest } from '#db/migrate.ts'
import { insertGeneratedProducts } from '#db/seed/large-catalogue.ts'
import { seedCatalogueOnce } from '#db/seed/seed.ts'
import { type LoadResult, load, reportLine } from './bench-load.ts'
import { clientJsBytes } from './client-js.ts'
import { addCartLine, shopperCookie, startHelloWorld, startShop, stop } from './server-process.ts'

const CONNECTIONS = 10

/**
 * A signed-in shopper's pages rendered in full for them at the 18-product seed: no response cache and
 * no shared page (SHARED_PAGE_TTL=0), what each such page cost before decision 045 and still costs a
 * seller or an admin. The workers part measures them as shoppers get them (shared pages on).
 */
export async function benchSignedIn(baseline: LoadResult, seconds: number): Promise<string[]> {
  const shop = await startShop({ RESPONSE_CACHE_TTL: '0', SHARED_PAGE_TTL: '0' })
  try {
    const cookie = await shopperCookie(shop.url)
    const headers = { cookie }
    for (const p of ['/products', '/products/razer-blade-16']) await load(`${shop.url}${p}`, { seconds: 2, headers })
    const lines = ['', 'Signed-in shopper (cookie), 18-product seed, every page rendered in full (SHARED_PAGE_TTL=0):']
    lines.push(
      reportLine('GET /products with cookie, in full', await load(`${shop.url}/products`, { seconds, headers }), baseline, 'rendered'),
    )
    lines.push(
      reportLine(
        'GET /products/razer-blade-16 with cookie, in full',
        await load(`${shop.url}/products/razer-blade-16`, { seconds, headers }),
        baseline,
        'rendered',
      ),
    )
    lines.push('', 'Client JavaScript on a first visit (gzip -9, target <= 130 KB):')
    for (const p of ['/', '/products', '/products/razer-blade-16']) {
      const { files, gzipBytes } = await clientJsBytes(shop.url, p)
      lines.push(`${p.padEnd(28)} ${(gzipBytes / 1024).toFixed(1).padStart(6)} KB in ${files} files`)
    }
    return lines
  } finally {
    await stop(shop.child)
  }
}

const LARGE_PATHS: Array<[string, string]> = [
  ['listing (API)', '/api/v1/products'],
  ['search "gaming" (API)', '/api/v1/products?search=gaming'],
  ['search "thinkpad x1" (API)', '/api/v1/products?search=thinkpad+x1'],
  ['filtered listing (API)', '/api/v1/products?category=Gaming+Laptop&brand=ASUS&maxPrice=150000&sort=price-asc'],
  ['page 40 (API)', '/api/v1/products?page=40'],
  ['spec filters (API)', '/api/v1/products?category=Laptop&ramMin=16&cpu=Core+i7,Ryzen+7'],
  ['facet counts (API)', '/api/v1/products/facets?category=Gaming+Laptop'],
  ['listing page, rendered', '/products'],
  ['search page, rendered', '/products?search=gaming'],
]

/** The same pages as a signed-in shopper with a cart gets them: the shared page, their own header filled in (decision 045). */
const SHOPPER_PATHS: Array<[string, string]> = [
  ['listing page, shopper with a cart', '/products'],
  ['search page, shopper with a cart', '/products?search=gaming'],
]

/**
 * Listing, search and filtered listing at `count` generated products, response cache off, on SQLite
 * and (when BENCH_PG_URL or a local PostgreSQL answers) on a PostgreSQL database made for the run.
 */
export async function benchLargeCatalogue(count: number, seconds: number): Promise<string[]> {
  const lines = ['', `Large catalogue: ${count.toLocaleString('en-IN')} generated products, cache off, target p99 <= 50 ms:`]
  const dataDir = mkdtempSync(path.join(tmpdir(), 'deccan-large-'))
  lines.push(
    ...(await measureLarge('SQLite', count, seconds, { sqliteFile: path.join(dataDir, 'deccan-digital.sqlite') }, { DATA_DIR: dataDir })),
  )
  const adminUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
  const name = `deccan_bench_${Date.now()}`
  const admin = new pg.Client({ connectionString: adminUrl })
  try {
    await admin.connect()
  } catch (error) {
    lines.push(`PostgreSQL: not measured (${adminUrl} did not answer: ${(error as Error).message})`)
    return lines
  }
  try {
    await admin.query(`create database ${name}`)
    const url = new URL(adminUrl)
    url.pathname = `/${name}`
    lines.push(...(await measureLarge('PostgreSQL', count, seconds, { databaseUrl: url.toString() }, { DATABASE_URL: url.toString() })))
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.end()
  }
  return lines
}

async function measureLarge(
  label: string,
  count: number,
  seconds: number,
  target: { sqliteFile?: string; databaseUrl?: string },
  env: Record<string, string>,
): Promise<string[]> {
  const database = openDatabase(target)
  const started = performance.now()
  try {
    await migrateToLatest(database.db)
    await seedCatalogueOnce(database.db)
    await insertGeneratedProducts(database.db, count)
  } finally {
    await database.close()
  }
  const lines = [`${label}: generated in ${((performance.now() - started) / 1000).toFixed(1)} s`]
  const hello = await startHelloWorld()
  try {
    const baseline = await load(hello.url, { seconds, connections: CONNECTIONS })
    lines.push(reportLine(`${label} node:http hello-world`, baseline, baseline, 'baseline'))
    // One process, then the shop's default of a worker per core (the cores are shared with the load
    // generator and, for PostgreSQL, the database server).
    for (const workers of [1, availableParallelism()]) {
      const shop = await startShop({ RESPONSE_CACHE_TTL: '0', WORKERS: String(workers), ...env }, env.DATA_DIR)
      try {
        for (const [, p] of LARGE_PATHS) await load(`${shop.url}${p}`, { seconds: 1, connections: CONNECTIONS })
        for (const [name, p] of LARGE_PATHS) {
          const result = await load(`${shop.url}${p}`, { seconds, connections: CONNECTIONS })
          lines.push(reportLine(`${label} ${name}, WORKERS=${workers}`, result, baseline, p))
        }
        const headers = { cookie: await shopperWithACart(shop.url) }
        for (const [, p] of SHOPPER_PATHS) await load(`${shop.url}${p}`, { seconds: 1, connections: CONNECTIONS, headers })
        for (const [name, p] of SHOPPER_PATHS) {
          const result = await load(`${shop.url}${p}`, { seconds, connections: CONNECTIONS, headers })
          lines.push(reportLine(`${label} ${name}, WORKERS=${workers}`, result, baseline, p))
        }
      } finally {
        await stop(shop.child)
      }
    }
    return lines
  } finally {
    await stop(hello.child)
  }
}

/** A new shopper's session cookie, with the listing's first product in their cart. */
async function shopperWithACart(baseUrl: string): Promise<string> {
  const cookie = await shopperCookie(baseUrl)
  const listing = (await (await fetch(`${baseUrl}/api/v1/products`)).json()) as { products: Array<{ id: string }> }
  const first = listing.products[0]
  if (!first) throw new Error('the large catalogue lists no product')
  await addCartLine(baseUrl, cookie, first.id)
  return cookie
}
