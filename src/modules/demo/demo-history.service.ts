import { randomUUID } from 'node:crypto'
import { indiaDay } from '#src/lib/dates.ts'
import { DEMO_ACCOUNTS, demoActors, SAMPLE_CUSTOMERS } from '#src/modules/accounts/index.ts'
import { addToCart } from '#src/modules/cart/index.ts'
import { publishedProductId } from '#src/modules/catalog/index.ts'
import { issueCommissionInvoices, movePayout, runSettlement, sellerPayouts, setCommissionRate } from '#src/modules/ledger/index.ts'
import {
  cashWithCouriers,
  completeTestPayment,
  getOrder,
  makeLinesPayable,
  moveOrder,
  placeOrder,
  recordRemittance,
} from '#src/modules/orders/index.ts'
import type { Actor, AppServices, ServiceContext } from '#src/platform/context.ts'

const HOUR_MS = 60 * 60_000
const DAY_MS = 24 * HOUR_MS
const IST_MS = 330 * 60_000

/** A demo order: days before the demo starts, who buys, what (by slug), how they pay, and how far it has got. */
interface HistoryOrder {
  daysAgo: number
  buyer: 'asha' | 'nikhil' | 'priya'
  slugs: readonly string[]
  pay: 'online' | 'cod'
  /** Delivered (the default), still on its way, or not yet dispatched by its sellers. */
  until?: 'shipped' | 'placed'
  /** One seller cannot send its part: that parcel is cancelled before it ships, and refunded. */
  cancel?: { vendorId: string; reason: string }
}

/**
 * Seven weeks of a small marketplace's trade: each seller sells most weeks, online and cash on delivery,
 * some orders from two sellers; one parcel is cancelled by its seller and refunded; the last few orders
 * are still in their return window, on their way, or waiting to be packed.
 */
const ORDERS: readonly HistoryOrder[] = [
  { daysAgo: 49, buyer: 'asha', slugs: ['asus-vivobook-15'], pay: 'online' },
  { daysAgo: 48, buyer: 'nikhil', slugs: ['acer-swift-go-14'], pay: 'cod' },
  { daysAgo: 47, buyer: 'priya', slugs: ['hp-omen-16'], pay: 'online' },
  { daysAgo: 42, buyer: 'nikhil', slugs: ['dell-xps-14', 'msi-katana-15-hx'], pay: 'online' },
  { daysAgo: 41, buyer: 'priya', slugs: ['microsoft-surface-laptop-7'], pay: 'online' },
  { daysAgo: 35, buyer: 'asha', slugs: ['hp-victus-15l-gaming-desktop'], pay: 'cod' },
  { daysAgo: 34, buyer: 'priya', slugs: ['samsung-galaxy-book5-pro'], pay: 'online' },
  { daysAgo: 33, buyer: 'nikhil', slugs: ['deccan-custom-ryzen-5-gaming-pc'], pay: 'online' },
  {
    daysAgo: 28,
    buyer: 'asha',
    slugs: ['asus-vivobook-15', 'acer-swift-go-14'],
    pay: 'online',
    cancel: { vendorId: 'v2', reason: 'The last unit failed our pre-dispatch check' },
  },
  { daysAgo: 27, buyer: 'nikhil', slugs: ['gigabyte-aorus-16x'], pay: 'online' },
  { daysAgo: 21, buyer: 'priya', slugs: ['msi-katana-15-hx'], pay: 'cod' },
  { daysAgo: 20, buyer: 'nikhil', slugs: ['dell-xps-desktop'], pay: 'online' },
  { daysAgo: 19, buyer: 'asha', slugs: ['apple-macbook-air-13-m4'], pay: 'online' },
  { daysAgo: 14, buyer: 'priya', slugs: ['lenovo-thinkpad-x1-carbon-gen-13', 'hp-omen-16'], pay: 'online' },
  { daysAgo: 13, buyer: 'nikhil', slugs: ['apple-imac-24-inch-m4'], pay: 'cod' },
  { daysAgo: 7, buyer: 'asha', slugs: ['microsoft-surface-laptop-7'], pay: 'online' },
  { daysAgo: 6, buyer: 'priya', slugs: ['asus-rog-strix-g16'], pay: 'online' },
  { daysAgo: 5, buyer: 'nikhil', slugs: ['asus-vivobook-15'], pay: 'cod' },
  { daysAgo: 3, buyer: 'priya', slugs: ['dell-xps-14'], pay: 'online', until: 'shipped' },
  { daysAgo: 1, buyer: 'asha', slugs: ['acer-swift-go-14', 'msi-katana-15-hx'], pay: 'online', until: 'placed' },
  { daysAgo: 1, buyer: 'nikhil', slugs: ['asus-vivobook-15'], pay: 'cod', until: 'placed' },
]

/** The buyers' delivery addresses (real PIN codes in their states). */
const ADDRESSES = {
  asha: {
    fullName: 'Asha Kulkarni',
    addressLine1: '12 Prabhat Road, Erandwane',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: '411004',
    phone: '9876543210',
  },
  nikhil: {
    fullName: 'Nikhil Gokhale',
    addressLine1: 'Flat 7, Sai Darshan, Linking Road',
    city: 'Mumbai',
    state: 'Maharashtra',
    pincode: '400050',
    phone: '9823012345',
  },
  priya: {
    fullName: 'Priya Menon',
    addressLine1: '44 Residency Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560025',
    phone: '9845098450',
  },
} as const

const COURIERS = ['Delhivery', 'Blue Dart', 'Ekart'] as const

/** The store's commission while the history runs: what an admin would set on the Commission page. */
const RATES = [
  { subject: 'category', category: 'Laptop', percent: 5, fixedFeeRupees: 20 },
  { subject: 'category', category: 'Gaming Laptop', percent: 4.5, fixedFeeRupees: 20 },
  { subject: 'category', category: 'Desktop', percent: 6, fixedFeeRupees: 0 },
] as const

/** One step of the history at its moment, run with the shop's clock set to it. */
interface Step {
  at: number
  what: string
  run: () => Promise<unknown>
}

/**
 * The demo shop's money history (issue 41): seven weeks of orders placed, paid, packed, shipped,
 * delivered and once cancelled, through the same services real sales use, each at its moment in the
 * past; the jobs run as the scheduler would have run them (lines made payable daily, the weekly
 * settlement each Monday, commission invoices on the 1st); and an admin paying the payouts with their
 * UTRs, one of them returned by the bank and paid with the next week's. A fresh demo so shows every money
 * screen filled, and consistent with the ledger. Run once, just after the demo sign-ins are made; the
 * services' mailer keeps the emails it sends.
 */
export async function seedDemoHistory(services: AppServices, now = new Date()): Promise<{ orders: number }> {
  const people = await demoActors(services)
  const person = (email: string): Actor => {
    const actor = people.get(email)
    if (!actor) throw new Error(`demo history: no account ${email}`)
    return actor
  }
  const sellerOf = (vendorId: string) => person(DEMO_ACCOUNTS.find((a) => 'vendorId' in a && a.vendorId === vendorId)?.email ?? vendorId)
  const start = istMoment(now, ORDERS[0]?.daysAgo ?? 0, 9) - DAY_MS
  let clock = start
  // The test gateway takes the history's online payments, whatever gateway the shop uses for real ones.
  const shop: AppServices = { ...services, clock: () => new Date(clock), testGateway: true, razorpay: null, stripe: null }
  const as = (actor: Actor): ServiceContext => ({ ...shop, actor, headers: new Headers(), clientIp: '127.0.0.1', cartId: null })
  const admin = as(person('admin@deccandigital.test'))
  const [nikhil, priya] = SAMPLE_CUSTOMERS.map((c) => as(person(c.email)))
  const buyers = { asha: as(person('customer@deccandigital.test')), nikhil, priya } as Record<HistoryOrder['buyer'], ServiceContext>

  const steps: Step[] = []
  const add = (at: number, what: string, run: () => Promise<unknown>) => {
    if (at < now.getTime()) steps.push({ at, what, run })
  }
  add(start, 'commission rates', async () => {
    const effectiveFrom = indiaDay(new Date(start))
    for (const rate of RATES) expectOk(await setCommissionRate(admin, { ...rate, effectiveFrom }, new Date(start)), 'commission rate')
  })
  for (const [index, order] of ORDERS.entries()) addOrderSteps(index, order)
  for (let day = start; day < now.getTime(); day += DAY_MS) addJobs(istMoment(new Date(day), 0, 1))

  let failedOne = false
  let transfers = 0
  /** Each seller's pending payout approved and paid the next day, one returned by the bank the first time. */
  function addPayouts(settledAt: number) {
    add(settledAt + 34 * HOUR_MS, 'payouts', async () => {
      for (const vendorId of ['v1', 'v2', 'v3']) {
        const pending = (await sellerPayouts(shop, vendorId, new Date(clock))).payouts.filter((p) => p.status === 'pending')
        for (const payout of pending) {
          expectOk(await movePayout(admin, payout.id, 'approve', {}, new Date(clock)), 'payout approval')
          const at = new Date(clock + 2 * HOUR_MS)
          if (!failedOne && vendorId === 'v3') {
            failedOne = true
            const reason = 'Returned by the beneficiary bank: account number and name do not match'
            expectOk(await movePayout(admin, payout.id, 'failed', { reason }, at), 'payout failure')
          } else expectOk(await movePayout(admin, payout.id, 'paid', { utr: utrOf(at, ++transfers) }, at), 'payout')
        }
      }
    })
  }

  /** Each Friday the couriers' cash-on-delivery remittances reach the bank: each for what it delivered by Tuesday. */
  function addRemittances(oneAm: number) {
    add(oneAm + 14 * HOUR_MS, 'cash on delivery remitted', async () => {
      const { parcels } = await cashWithCouriers(admin)
      const receivedOn = indiaDay(new Date(clock))
      const due = parcels.filter((p) => p.daysOut >= 3)
      for (const courier of new Set(due.map((p) => p.courier))) {
        const own = due.filter((p) => p.courier === courier)
        const paise = own.reduce((sum, p) => sum + p.collectedPaise, 0)
        const utr = `UTIBR5${receivedOn.slice(2).replaceAll('-', '')}${String(++transfers).padStart(4, '0')}`
        const input = { courier, utr, receivedOn, amount: (paise / 100).toFixed(2), parcelIds: own.map((p) => p.parcelId) }
        expectOk(await recordRemittance(admin, input), `remittance from ${courier}`)
      }
    })
  }

  function addJobs(oneAm: number) {
    const local = new Date(oneAm + IST_MS)
    if (local.getUTCDay() === 5) addRemittances(oneAm)
    add(oneAm, 'payable lines', () => makeLinesPayable(shop, new Date(oneAm)))
    if (local.getUTCDay() === 1) {
      add(oneAm + 60_000, 'weekly settlement', () => runSettlement(shop, new Date(oneAm + 60_000)))
      addPayouts(oneAm)
    }
    if (local.getUTCDate() === 1)
      add(oneAm + 2 * 60_000, 'commission invoices', () => issueCommissionInvoices(shop, new Date(oneAm + 2 * 60_000)))
  }

  function addOrderSteps(index: number, order: HistoryOrder) {
    const buyer = buyers[order.buyer]
    const placedAt = istMoment(now, order.daysAgo, 10 + (index % 5))
    let orderId = ''
    add(placedAt, `order ${index + 1}`, async () => {
      for (const slug of order.slugs) {
        const productId = await publishedProductId(shop, slug)
        if (!productId) throw new Error(`demo history: no product ${slug}`)
        expectOk(await addToCart(buyer, productId, '1'), `cart ${slug}`)
      }
      const placed = await placeOrder(buyer, { ...ADDRESSES[order.buyer], paymentMethod: order.pay, idempotencyKey: randomUUID() })
      orderId = expectOk(placed, 'order').orderId
      if (order.pay === 'online') expectOk(await completeTestPayment(buyer, orderId, true), 'payment')
    })
    if (order.cancel) {
      const { vendorId, reason } = order.cancel
      add(placedAt + 3 * HOUR_MS, 'parcel cancelled', async () =>
        expectOk(await moveOrder(as(sellerOf(vendorId)), orderId, 'cancel', { kind: 'vendor', vendorId }, { reason }), 'cancel'),
      )
    }
    if (order.until === 'placed') return
    const sellers = order.slugs.length
    add(placedAt + 2 * HOUR_MS + 30 * 60_000, 'packed', () => sellerMoves(orderId, 'process'))
    add(placedAt + DAY_MS, 'shipped', () => sellerMoves(orderId, 'ship', index))
    if (order.until === 'shipped') return
    add(placedAt + (2 + sellers) * DAY_MS, 'delivered', async () =>
      expectOk(await moveOrder(admin, orderId, 'deliver', { kind: 'admin' }), 'delivery'),
    )
  }

  /** Each seller with a parcel still open packs or ships it, as the seller, from its own orders page. */
  async function sellerMoves(orderId: string, move: 'process' | 'ship', index = 0) {
    const order = await getOrder(admin, orderId)
    for (const parcel of order?.parcels ?? []) {
      if (parcel.status === 'cancelled') continue
      const seller = as(sellerOf(parcel.vendorId))
      const courier = COURIERS[(index + parcel.position) % COURIERS.length] as string
      const shipment = {
        courier,
        trackingNumber: `${courier.slice(0, 3).toUpperCase()}${String(index).padStart(3, '0')}${orderId.slice(0, 6).toUpperCase()}`,
        ewayBillNumber: `3410${String(index * 10 + parcel.position).padStart(8, '0')}`,
      }
      expectOk(
        await moveOrder(seller, orderId, move, { kind: 'vendor', vendorId: parcel.vendorId }, move === 'ship' ? { shipment } : {}),
        `${move} by ${parcel.vendorId}`,
      )
    }
  }

  steps.sort((a, b) => a.at - b.at)
  for (const step of steps) {
    clock = step.at
    try {
      await step.run()
    } catch (error) {
      throw new Error(`demo history: ${step.what} at ${new Date(step.at).toISOString()} failed`, { cause: error })
    }
  }
  return { orders: ORDERS.filter((o) => istMoment(now, o.daysAgo, 10) < now.getTime()).length }
}

/** `daysAgo` days before `now`'s day in India, at `hour`:00 there. */
function istMoment(now: Date, daysAgo: number, hour: number): number {
  const local = new Date(now.getTime() + IST_MS)
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() - daysAgo, hour) - IST_MS
}

/** A NEFT UTR: the bank's code, the date and a serial, 16 letters and digits. */
function utrOf(at: Date, serial: number): string {
  const date = indiaDay(at).slice(2).replaceAll('-', '')
  return `HDFCN5${date}${String(serial).padStart(4, '0')}`
}

function expectOk<T extends { ok: boolean }>(outcome: T, what: string): Extract<T, { ok: true }> {
  if (!outcome.ok) throw new Error(`${what} refused: ${JSON.stringify(outcome)}`)
  return outcome as Extract<T, { ok: true }>
}
