// Part of `npm run bench` when BENCH_DATABASE_URL names a PostgreSQL server: two shop instances on one
// new database, and how long a cart change made through A takes to reach an event stream open on B
// (LISTEN/NOTIFY), over 30 changes. The database is dropped afterwards.
import { randomBytes } from 'node:crypto'
import { get } from 'node:http'
import pg from 'pg'
import { shopperCookie, startShop, stop } from './server-process.ts'

const CHANGES = 30

export async function benchInstances(serverUrl: string): Promise<string[]> {
  const name = `deccan_bench_${randomBytes(4).toString('hex')}`
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: serverUrl })
    await client.connect()
    await client.query(text).finally(() => client.end())
  }
  await admin(`create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const env = { DATABASE_URL: url.toString() }
  const a = await startShop(env)
  const b = await startShop(env)
  try {
    const cookie = await shopperCookie(a.url)
    const { products } = (await (await fetch(`${a.url}/api/v1/products`)).json()) as { products: Array<{ id: string }> }
    const productId = products[0]?.id as string

    // The event stream on B: each 'event: cart' resolves the change that is waiting for it.
    let arrived: (() => void) | null = null
    const stream = get(`${b.url}/api/v1/cart/events`, { headers: { cookie } }, (res) => {
      res.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('event: cart')) arrived?.()
      })
    })
    await new Promise((resolve) => setTimeout(resolve, 500)) // the stream is open and subscribed
    const samples: number[] = []
    const json = { 'content-type': 'application/json', cookie }
    await fetch(`${a.url}/api/v1/cart/items`, { method: 'POST', headers: json, body: JSON.stringify({ productId, quantity: 1 }) })
    await new Promise((resolve) => setTimeout(resolve, 200)) // that first event has passed
    for (let i = 0; i < CHANGES; i++) {
      const heard = new Promise<void>((resolve) => {
        arrived = resolve
      })
      const started = performance.now()
      // Between 2 and 1 in turn: every request is a change.
      const changed = await fetch(`${a.url}/api/v1/cart/items/${productId}`, {
        method: 'PATCH',
        headers: json,
        body: JSON.stringify({ quantity: 2 - (i % 2) }),
      })
      if (changed.status >= 300) throw new Error(`PATCH cart item: ${changed.status}`)
      await heard
      samples.push(performance.now() - started)
    }
    stream.destroy()
    samples.sort((x, y) => x - y)
    const ms = (n: number) => `${n.toFixed(1)} ms`
    return [
      `\nTwo instances on PostgreSQL: a cart change through A reaches B's event stream (${CHANGES} changes, request included):`,
      `median ${ms(samples[Math.floor(CHANGES / 2)] as number)}, p90 ${ms(samples[Math.floor(CHANGES * 0.9)] as number)}, max ${ms(samples[CHANGES - 1] as number)} (target: within 500 ms)`,
    ]
  } finally {
    await Promise.all([stop(a.child), stop(b.child)])
    await admin(`drop database if exists ${name} with (force)`)
  }
}
