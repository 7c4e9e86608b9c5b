import { type ChildProcess, execFileSync } from 'node:child_process'
import { createHmac, randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PRODUCTION_ENV, spawnShop, waitFor } from '#scripts/server-process.ts'
import { fakeRazorpay } from '#tests/fixtures/fake-razorpay.ts'
import { PG_URL } from './instances.ts'
import { type KillStore, pgKillStore, razorpayOnLoopback, sqliteKillStore, waitUntil } from './refund-kill-fixtures.ts'

// Issue 42: a refund is a record before it is money (decision 070), and that must hold when the shop's
// process is killed (kill -9), not only when a test makes a call never return. A storm of admin refunds
// (whole orders, single parcels cancelled, parts of parcels) goes to Razorpay's API, a fake on loopback,
// which kills the shop at one point of one refund. After a restart on the same database every refund is
// done exactly once: Razorpay's refunds are the records', each credit note is its refund, no customer
// gets back more than they paid, and the books sum to zero.

const KEY_SECRET = 'kill-test-razorpay-secret'
const ADMIN = { email: 'refunds@kill.test', name: 'Refund Admin', password: 'kill-admin-password-9' }
const ADDRESS = { fullName: 'Asha Kulkarni', addressLine1: '12 Prabhat Road', city: 'Pune', state: 'Maharashtra', pincode: '411004' }
const SHOP_ENV = {
  RAZORPAY_KEY_ID: 'rzp_test_kill',
  RAZORPAY_KEY_SECRET: KEY_SECRET,
  // Razorpay takes real money, so the shop refuses a test shop's light password hashes.
  PASSWORD_HASH_COST: '',
  RESPONSE_CACHE_TTL: '0',
}
/** The refund request the shop dies on: the second, so the storm has refunds done, on their way, and not yet sent. */
const VICTIM = 2
const ORDERS_PER_STORM = 6
const POINTS = ['before Razorpay acts', 'after Razorpay made the refund', 'after Razorpay answered'] as const
type Point = (typeof POINTS)[number]

interface Shop {
  url: string
  child: ChildProcess
  exited: Promise<unknown>
}

const dialects = [['SQLite', sqliteKillStore] as const, ...(PG_URL ? [['PostgreSQL', pgKillStore] as const] : [])]

describe.each(dialects)('refunds when the shop is killed in the middle of one, on %s', (_dialect, openStore) => {
  const fake = fakeRazorpay()
  let razorpay: Awaited<ReturnType<typeof razorpayOnLoopback>>
  let store: KillStore
  let shop: Shop
  let admin = ''
  const orders: Array<{ id: string; parcels: string[] }> = []

  /** The production build on the store's database; a restart is the same call after a kill. One process (WORKERS=1). */
  async function startShop(): Promise<Shop> {
    const { child, url, output } = await spawnShop({ ...SHOP_ENV, RAZORPAY_API_URL: razorpay.url, ...store.env }, store.dataDir)
    const exited = new Promise((resolve) => child.once('exit', resolve))
    await waitFor(`${url}/healthz`, child, 60_000).catch((error: Error) => {
      child.kill('SIGKILL')
      throw new Error(`${error.message}\n${output()}`)
    })
    return { url, child, exited }
  }
  const send = (method: string, urlPath: string, cookie: string, body?: object, form = false) =>
    fetch(`${shop.url}${urlPath}`, {
      method,
      redirect: 'manual',
      headers: { cookie, 'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json' },
      body: body === undefined ? undefined : form ? new URLSearchParams(body as Record<string, string>) : JSON.stringify(body),
    })
  /** The answer, when it has the status the step needs; else what the shop said instead. */
  async function expectStatus(response: Promise<Response>, status: number) {
    const answer = await response
    if (answer.status !== status) throw new Error(`${answer.url} answered ${answer.status}: ${(await answer.text()).slice(0, 300)}`)
    return answer
  }
  const cookieOf = (response: Response) =>
    response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ')

  /** A two-seller order, paid as Checkout pays it: the payment page makes Razorpay's order, the handler confirms the payment. */
  async function paidOrder(customer: string, products: string[]) {
    for (const productId of products) await expectStatus(send('POST', '/api/v1/cart/items', customer, { productId, quantity: 1 }), 200)
    const placing = { ...ADDRESS, phone: '9876543210', paymentMethod: 'online', idempotencyKey: randomUUID() }
    const placed = await expectStatus(send('POST', '/api/v1/orders', customer, placing), 201)
    const { id } = ((await placed.json()) as { order: { id: string } }).order
    await expectStatus(send('GET', `/pay/${id}`, customer), 200)
    const gatewayOrder = fake.orders.find((o) => o.notes.orderId === id)
    if (!gatewayOrder) throw new Error(`The payment page made no Razorpay order for ${id}`)
    const paymentId = `pay_${randomUUID().replaceAll('-', '').slice(0, 14)}`
    fake.pay({
      id: paymentId,
      order_id: gatewayOrder.id,
      amount: gatewayOrder.amount,
      fee: 0,
      tax: 0,
      created_at: Math.floor(Date.now() / 1000),
    })
    const signature = createHmac('sha256', KEY_SECRET).update(`${gatewayOrder.id}|${paymentId}`).digest('hex')
    const fields = { intent: 'razorpay', razorpay_order_id: gatewayOrder.id, razorpay_payment_id: paymentId, razorpay_signature: signature }
    await expectStatus(send('POST', `/pay/${id}`, customer, fields, true), 302)
    const parcels = await store.query<{ id: string }>('select id from parcels where order_id = ? order by position', id)
    return { id, parcels: parcels.map((p) => p.id) }
  }

  beforeAll(async () => {
    razorpay = await razorpayOnLoopback(fake)
    store = await openStore()
    shop = await startShop()
    const adminArgs = ['--email', ADMIN.email, '--name', ADMIN.name, '--password', ADMIN.password]
    execFileSync(process.execPath, ['scripts/admin-create.ts', ...adminArgs], {
      env: { ...process.env, ...PRODUCTION_ENV, ...SHOP_ENV, PUBLIC_URL: shop.url, DATA_DIR: store.dataDir, ...store.env },
      stdio: 'pipe',
    })
    admin = cookieOf(await expectStatus(send('POST', '/api/v1/auth/sign-in', '', { email: ADMIN.email, password: ADMIN.password }), 200))
    const customers: string[] = []
    for (const name of ['Asha Kulkarni', 'Ravi Deshpande']) {
      const signUp = { name, email: `${randomUUID().slice(0, 8)}@kill.test`, password: 'kothrud-9', confirmPassword: 'kothrud-9' }
      customers.push(cookieOf(await expectStatus(send('POST', '/api/v1/auth/sign-up', '', signUp), 201)))
    }
    // The two best-stocked products of two sellers: every order is two parcels.
    const stocked = await store.query<{ id: string; vendor_id: string }>(
      'select id, vendor_id from products where is_published = 1 order by stock desc, id',
    )
    const products = [stocked[0]?.id ?? '', stocked.find((p) => p.vendor_id !== stocked[0]?.vendor_id)?.id ?? '']
    for (let i = 0; i < POINTS.length * ORDERS_PER_STORM; i += 1) orders.push(await paidOrder(customers[i % 2] ?? '', products))
  }, 240_000)

  afterAll(async () => {
    if (shop && shop.child.exitCode === null && shop.child.signalCode === null) shop.child.kill('SIGTERM')
    await shop?.exited
    await store?.close()
    razorpay?.close()
  })

  /**
   * All at once: whole orders refunded; one seller's parcel cancelled while part of the other's is
   * refunded; and a whole refund racing a parcel's cancellation on the same order.
   */
  const storm = (batch: typeof orders) =>
    batch.flatMap(({ id, parcels: [first, second] }, i) => {
      const whole = () => send('POST', `/api/v1/admin/orders/${id}/refund`, admin)
      const cancel = () =>
        send('POST', `/api/v1/admin/orders/${id}/parcels/${second}/cancel`, admin, { reason: 'Damaged in our warehouse' })
      const part = () => send('POST', `/api/v1/admin/orders/${id}/parcels/${first}/refund`, admin, { amount: 1500 })
      return [[whole], [cancel, part], [whole, cancel]][i % 3]?.map((move) => move()) ?? []
    })

  it.each(POINTS)(
    'does every refund exactly once after the shop is killed %s',
    async (point: Point) => {
      // The victim is chosen as its request reaches Razorpay; the kill comes at the point under test.
      let arrivals = 0
      let victim = ''
      let release = async () => {}
      const kill = () => shop.child.kill('SIGKILL')
      const never = new Promise<never>(() => {})
      fake.setRefundHooks({
        arrived(request) {
          arrivals += 1
          if (arrivals !== VICTIM) return
          victim = request.notes.refund_record ?? ''
          if (point !== 'before Razorpay acts') return
          kill()
          return never
        },
        async made(refund) {
          if (refund.notes.refund_record !== victim) return
          // Razorpay will answer, but the shop will not be able to store the answer before it dies.
          if (point === 'after Razorpay answered') release = await store.hold(victim)
          if (point !== 'after Razorpay made the refund') return
          kill()
          return never
        },
      })
      razorpay.answered = async (text) => {
        if (point !== 'after Razorpay answered' || JSON.parse(text).notes?.refund_record !== victim) return
        await store.blocked()
        kill()
      }
      const at = POINTS.indexOf(point) * ORDERS_PER_STORM
      await Promise.allSettled(storm(orders.slice(at, at + ORDERS_PER_STORM)))
      expect(victim, `the storm sent Razorpay ${arrivals} refunds`).not.toBe('')
      await shop.exited
      expect(shop.child.signalCode).toBe('SIGKILL')
      await store.afterKill()
      await release()

      // The kill landed where it was meant to: the record is written and unanswered; Razorpay made the refund or not.
      const victimRecord = await store.query('select status, reference from payment_refunds where id = ?', victim)
      expect(victimRecord).toEqual([{ status: 'pending', reference: null }])
      expect(fake.refunds.filter((r) => r.notes.refund_record === victim)).toHaveLength(point === 'before Razorpay acts' ? 0 : 1)

      // The restart comes long after the kill, as far as the shop can tell: the dead sender's lease (two
      // minutes) has run out and the resume job is due. Waiting that out for real would add minutes a kill.
      const longAgo = new Date(Date.now() - 10 * 60_000).toISOString()
      await store.query("update payment_refunds set lease_until = ?, updated_at = ? where status = 'pending'", longAgo, longAgo)
      const jobDue = "update job_leases set holder = null, locked_until = ?, next_run_at = ? where name = 'resume-refunds'"
      await store.query(jobDue, longAgo, longAgo)
      fake.setRefundHooks({})
      razorpay.answered = () => undefined
      shop = await startShop()
      const pending = "select count(*) as n from payment_refunds where status = 'pending'"
      await waitUntil(
        async () => Number((await store.query<{ n: number }>(pending))[0]?.n) === 0,
        'the restarted shop to send every refund',
      )
      await expectEveryRefundDoneOnce()
    },
    240_000,
  )

  async function expectEveryRefundDoneOnce() {
    type Refund = { id: string; order_id: string; payment_id: string; amount_paise: number; status: string; reference: string }
    const records = await store.query<Refund>('select id, order_id, payment_id, amount_paise, status, reference from payment_refunds')
    expect(records.filter((r) => r.status !== 'succeeded')).toEqual([])
    // Razorpay made one refund per record, for its amount, to its payment, and no other.
    expect(fake.refunds).toHaveLength(records.length)
    for (const r of records)
      expect(fake.refunds.filter((made) => made.notes.refund_record === r.id)).toEqual([
        expect.objectContaining({ id: r.reference, paymentId: r.payment_id, amount: Number(r.amount_paise) }),
      ])
    // Each parcel's credit notes are what went back for it; each order's refunds at Razorpay are its
    // records' and its parcels', and no more than its customer paid.
    const parcels = await store.query<{ id: string; order_id: string; refunded_paise: number; notes: number | null }>(
      'select p.id, p.order_id, p.refunded_paise, (select sum(c.total_paise) from credit_notes c where c.parcel_id = p.id) as notes from parcels p',
    )
    for (const p of parcels) expect(Number(p.notes ?? 0), `credit notes of parcel ${p.id}`).toBe(Number(p.refunded_paise))
    const paid = await store.query<{ id: string; user_id: string; payment_reference: string; total_paise: number }>(
      "select id, user_id, payment_reference, total_paise from orders where payment_provider = 'razorpay'",
    )
    const sum = (values: number[]) => values.reduce((s, v) => s + Number(v), 0)
    for (const order of paid) {
      const atRazorpay = sum(fake.refunds.filter((r) => r.paymentId === order.payment_reference).map((r) => r.amount))
      expect(atRazorpay, `order ${order.id}`).toBe(sum(records.filter((r) => r.order_id === order.id).map((r) => r.amount_paise)))
      expect(atRazorpay, `order ${order.id}`).toBe(sum(parcels.filter((p) => p.order_id === order.id).map((p) => p.refunded_paise)))
      expect(atRazorpay, `customer ${order.user_id}, order ${order.id}`).toBeLessThanOrEqual(Number(order.total_paise))
    }
    // The books sum to zero, every journal on its own; the gateway's account holds what Razorpay kept.
    expect(await store.query('select journal_id from ledger_entries group by journal_id having sum(amount_paise) <> 0')).toEqual([])
    const accounts = await store.query<{ account: string; balance: number }>(
      'select account, sum(amount_paise) as balance from ledger_entries group by account',
    )
    const balance = (account: string) => Number(accounts.find((a) => a.account === account)?.balance ?? 0)
    expect(sum(accounts.map((a) => a.balance))).toBe(0)
    expect(balance('customers:refunds-due')).toBe(0)
    expect(balance('cash:gateway')).toBe(sum([...fake.captured.values()]) - sum(fake.refunds.map((r) => r.amount)))
  }
})
