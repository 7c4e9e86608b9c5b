import { randomUUID } from 'node:crypto'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  api,
  cookieOf,
  createPgDatabase,
  type Instance,
  PG_URL,
  startInstance,
  startTcpProxy,
  stopInstance,
  terminateConnections,
  withDatabase,
} from './instances.ts'

// The database going away must never crash or hang the shop: it answers 503 (with Retry-After),
// /healthz says so, and it carries on by itself when the database is back. Needs TEST_DATABASE_URL.

const ADDRESS = {
  fullName: 'Away Buyer',
  addressLine1: '1 FC Road',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411004',
  phone: '9876543210',
}

describe.skipIf(!PG_URL)('PostgreSQL restarts and outages', () => {
  let database: Awaited<ReturnType<typeof createPgDatabase>>
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>
  let shop: Instance

  beforeAll(async () => {
    database = await createPgDatabase()
    const target = new URL(PG_URL as string)
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) })
    // The shop reaches PostgreSQL only through the proxy, which the test can close and open again.
    const viaProxy = new URL(withDatabase(PG_URL as string, database.name))
    viaProxy.host = `127.0.0.1:${proxy.port}`
    shop = await startInstance({ DATABASE_URL: viaProxy.toString(), TRUST_PROXY: 'true' })
  })
  afterAll(async () => {
    if (shop) await stopInstance(shop)
    await proxy?.close()
    await database?.drop()
  })

  const health = async () => {
    const response = await fetch(`${shop.url}/healthz`)
    return { status: response.status, body: await response.json() }
  }

  it('survives the database ending its connections (57P01), idle or not, and serves again', async () => {
    // Fill the pool, so connections sit idle when they are ended (the case that used to kill the process).
    await Promise.all(Array.from({ length: 6 }, () => fetch(`${shop.url}/products`, { headers: { cookie: 'x=1' } })))
    await terminateConnections(database.query, database.name)
    const statuses = await Promise.all(Array.from({ length: 6 }, async () => (await fetch(`${shop.url}/api/v1/products`)).status))
    for (const status of statuses) expect([200, 503]).toContain(status)
    await expect.poll(async () => (await health()).status, { timeout: 10_000 }).toBe(200)
    expect((await fetch(`${shop.url}/products`, { headers: { cookie: 'x=1' } })).status).toBe(200)
    expect(shop.child.exitCode).toBeNull()
    expect(shop.output()).toContain('terminating connection due to administrator command')
  })

  it('answers 503 at once while the database is away, says so on /healthz, and recovers by itself', async () => {
    const signUp = await api(shop.url, '', '10.88.0.1')('POST', '/api/v1/auth/sign-up', {
      name: 'Away Buyer',
      email: `away-${randomUUID().slice(0, 8)}@example.in`,
      password: 'away-pass-1',
      confirmPassword: 'away-pass-1',
    })
    const buyer = api(shop.url, cookieOf(signUp), '10.88.0.1')
    const { products } = (await (await fetch(`${shop.url}/api/v1/products`)).json()) as { products: Array<{ id: string; stock: number }> }
    const product = products.find((p) => p.stock > 2) as { id: string }
    expect((await buyer('POST', '/api/v1/cart/items', { productId: product.id, quantity: 1 })).status).toBeLessThan(300)

    await proxy.close()
    // Never a hang: each of these gets its answer well within the client's own patience.
    const patience = { signal: AbortSignal.timeout(10_000), headers: { cookie: 'x=1' } }
    const page = await fetch(`${shop.url}/products?away=1`, patience)
    expect([page.status, page.headers.get('retry-after')]).toEqual([503, '5'])
    expect((await fetch(`${shop.url}/api/v1/products?away=1`, { signal: AbortSignal.timeout(10_000) })).status).toBe(503)
    const key = randomUUID()
    expect((await buyer('POST', '/api/v1/orders', { ...ADDRESS, paymentMethod: 'cod', idempotencyKey: key })).status).toBe(503)
    expect(await health()).toEqual({ status: 503, body: expect.objectContaining({ status: 'unavailable', database: 'unavailable' }) })
    expect(shop.child.exitCode).toBeNull()

    await proxy.open()
    await expect.poll(async () => (await health()).status, { timeout: 15_000 }).toBe(200)
    expect((await fetch(`${shop.url}/products?away=2`, { headers: { cookie: 'x=1' } })).status).toBe(200)
    // The refused order was never written; the same request now places it, once.
    expect(await database.query("select id from orders where payment_method = 'cod'")).toEqual([])
    const placed = await buyer('POST', '/api/v1/orders', { ...ADDRESS, paymentMethod: 'cod', idempotencyKey: key })
    expect(placed.status).toBe(201)
    expect(await database.query("select id from orders where payment_method = 'cod'")).toHaveLength(1)
  }, 45_000)

  it('writes each order whole or not at all while the database keeps ending connections mid-stream', async () => {
    const { products } = (await (await fetch(`${shop.url}/api/v1/products`)).json()) as { products: Array<{ id: string }> }
    const productId = products[0]?.id as string
    await database.query('update products set stock = 1000 where id = $1', [productId])
    const held = async () =>
      (
        await database.query<{ n: number }>(
          'select coalesce(sum(i.quantity), 0)::int as n from order_items i join orders o on o.id = i.order_id where i.product_id = $1 and o.stock_held = 1',
          [productId],
        )
      )[0]?.n as number
    const heldBefore = await held()
    const acknowledged: string[] = []
    const statuses = new Set<number>()
    const buyers = await Promise.all(
      [1, 2, 3].map(async (n) => {
        const ip = `10.88.1.${n}`
        const signUp = await api(shop.url, '', ip)('POST', '/api/v1/auth/sign-up', {
          name: 'Stream Buyer',
          email: `stream-${randomUUID().slice(0, 8)}@example.in`,
          password: 'stream-pass-1',
          confirmPassword: 'stream-pass-1',
        })
        return api(shop.url, cookieOf(signUp), ip)
      }),
    )
    // Fifteen rounds of ended connections, a quarter second apart, while the buyers order.
    const killer = (async () => {
      for (let round = 0; round < 15; round++) {
        await terminateConnections(database.query, database.name).catch(() => {})
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
    })()
    // Each buyer keeps at it (as a client honouring Retry-After would, only sooner) until 6 orders are in.
    await Promise.all(
      buyers.map(async (buyer) => {
        let placedHere = 0
        for (let attempt = 0; placedHere < 6 && attempt < 1000; attempt++) {
          const step = async () => {
            const cleared = await buyer('DELETE', '/api/v1/cart')
            if (cleared.status >= 300) return cleared
            const added = await buyer('POST', '/api/v1/cart/items', { productId, quantity: 1 })
            if (added.status >= 300) return added
            return buyer('POST', '/api/v1/orders', { ...ADDRESS, paymentMethod: 'online', idempotencyKey: randomUUID() })
          }
          const response = await step()
          statuses.add(response.status)
          if (response.status === 201) {
            acknowledged.push(((await response.json()) as { order: { id: string } }).order.id)
            placedHere += 1
          } else await new Promise((resolve) => setTimeout(resolve, 100))
        }
      }),
    )
    await killer
    // Refusals, when they happen, are 503s: never a 500, never a dead process.
    expect([...statuses].filter((status) => status !== 201 && status !== 503)).toEqual([])
    expect(shop.child.exitCode).toBeNull()
    expect(acknowledged).toHaveLength(18)
    const stored = await database.query<{ id: string }>('select order_id as id from order_items where order_id = any($1)', [acknowledged])
    expect(new Set(stored.map((row) => row.id))).toEqual(new Set(acknowledged))
    expect(await database.query('select id from orders o where not exists (select 1 from order_items i where i.order_id = o.id)')).toEqual(
      [],
    )
    const [row] = await database.query<{ stock: number }>('select stock from products where id = $1', [productId])
    expect((row?.stock as number) + (await held()) - heldBefore).toBe(1000)
  }, 60_000)
})

describe('SQLite held by another writer', () => {
  let shop: Instance
  beforeAll(async () => {
    shop = await startInstance({ TRUST_PROXY: 'true' })
  })
  afterAll(async () => {
    if (shop) await stopInstance(shop)
  })

  it('answers a write that cannot get the lock with 503 and Retry-After, not 500, and writes again once it is free', async () => {
    const signUp = await api(shop.url, '', '10.89.0.1')('POST', '/api/v1/auth/sign-up', {
      name: 'Locked Out',
      email: `locked-${randomUUID().slice(0, 8)}@example.in`,
      password: 'locked-pass-1',
      confirmPassword: 'locked-pass-1',
    })
    const buyer = api(shop.url, cookieOf(signUp), '10.89.0.1')
    const { products } = (await (await fetch(`${shop.url}/api/v1/products`)).json()) as { products: Array<{ id: string; stock: number }> }
    const product = products.find((p) => p.stock > 2) as { id: string }

    // Another process (a backup, an operator's shell) holds the write lock past the shop's busy_timeout.
    const other = new Database(path.join(shop.dataDir, 'deccan-digital.sqlite'))
    try {
      other.prepare('begin immediate').run()
      const refused = await buyer('POST', '/api/v1/cart/items', { productId: product.id, quantity: 1 })
      expect([refused.status, refused.headers.get('retry-after')]).toEqual([503, '5'])
      // Reads go on in WAL mode, so the shop is soon healthy again for them.
      await expect.poll(async () => (await fetch(`${shop.url}/healthz`)).status, { timeout: 10_000 }).toBe(200)
    } finally {
      other.prepare('rollback').run()
      other.close()
    }
    expect((await buyer('POST', '/api/v1/cart/items', { productId: product.id, quantity: 1 })).status).toBeLessThan(300)
    expect(shop.child.exitCode).toBeNull()
  })
})
