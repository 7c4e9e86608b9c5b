// Part of `npm run bench`: 200 concurrent buyers of a product with 100 units, over HTTP, against the
// production server; then the raw database transaction rate for the same work, measured in the same run.
import { randomUUID } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { startShop, stop } from './server-process.ts'

const BUYERS = 200
const UNITS = 100
const address = {
  fullName: 'Bench Buyer',
  addressLine1: '1 FC Road',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411004',
  phone: '9876543210',
}

export async function benchCheckout(): Promise<string[]> {
  // 200 buyers sign up from one address: above the default form limit (FORM_RATE_LIMIT).
  const shop = await startShop({ RESPONSE_CACHE_TTL: '0', FORM_RATE_LIMIT: '100000' })
  try {
    const db = new Database(path.join(shop.dataDir, 'deccan-digital.sqlite'))
    const product = db.prepare("select id from products where slug = 'asus-vivobook-15'").get() as { id: string }
    db.prepare('update products set stock = ? where id = ?').run(UNITS, product.id)
    db.close()

    const post = (p: string, body: unknown, cookie = '') =>
      fetch(`${shop.url}${p}`, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) })
    // Buyers sign up and fill their carts first; only placing the order is timed.
    const cookies: string[] = []
    for (let i = 0; i < BUYERS; i++) {
      const signUp = await post('/api/v1/auth/sign-up', {
        name: `Buyer ${i}`,
        email: `bench-${i}-${randomUUID().slice(0, 6)}@example.in`,
        password: 'bench-pass',
        confirmPassword: 'bench-pass',
      })
      const cookie = signUp.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ')
      await post('/api/v1/cart/items', { productId: product.id, quantity: 1 }, cookie)
      cookies.push(cookie)
    }

    const started = performance.now()
    const statuses = await Promise.all(
      cookies.map(
        async (cookie) => (await post('/api/v1/orders', { ...address, paymentMethod: 'cod', idempotencyKey: randomUUID() }, cookie)).status,
      ),
    )
    const seconds = (performance.now() - started) / 1000

    const check = new Database(path.join(shop.dataDir, 'deccan-digital.sqlite'), { readonly: true })
    const orders = (check.prepare('select count(*) as n from order_items where product_id = ?').get(product.id) as { n: number }).n
    const stock = (check.prepare('select stock from products where id = ?').get(product.id) as { stock: number }).stock
    check.close()
    const count = (s: number) => statuses.filter((x) => x === s).length
    const serverErrors = statuses.filter((s) => s >= 500).length
    return [
      `Checkout race: ${BUYERS} buyers, ${UNITS} units → ${orders} orders, stock left ${stock}, ${count(201)} × 201, ${count(409)} × 409 (sold out), ${serverErrors} × 5xx ${orders === UNITS && stock === 0 && serverErrors === 0 ? '(correct)' : '(WRONG)'}`,
      `Orders over HTTP: ${(BUYERS / seconds).toFixed(0)} placements/s (${(count(201) / seconds).toFixed(0)} orders/s) with ${BUYERS} concurrent requests`,
      `Raw SQLite transaction (conditional decrement + order row + item row), same machine, same run: ${rawTransactionRate().toFixed(0)} tx/s`,
    ]
  } finally {
    await stop(shop.child)
  }
}

/** The same writes as placing an order, without HTTP, sessions or the ORM: the floor under the figure above. */
function rawTransactionRate(): number {
  const db = new Database(path.join(mkdtempSync(path.join(tmpdir(), 'deccan-raw-')), 'raw.sqlite'))
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = NORMAL')
  db.exec(
    'create table products (id text primary key, stock integer not null); create table orders (id text primary key, total integer); create table items (order_id text, product_id text, quantity integer)',
  )
  db.prepare('insert into products values (?, ?)').run('p', 1_000_000)
  const take = db.prepare('update products set stock = stock - 1 where id = ? and stock >= 1')
  const order = db.prepare('insert into orders values (?, ?)')
  const item = db.prepare('insert into items values (?, ?, 1)')
  const place = db.transaction((id: string) => {
    if (take.run('p').changes === 0) throw new Error('sold out')
    order.run(id, 4999000)
    item.run(id, 'p')
  })
  const n = 5000
  const started = performance.now()
  for (let i = 0; i < n; i++) place(randomUUID())
  const rate = n / ((performance.now() - started) / 1000)
  db.close()
  return rate
}
