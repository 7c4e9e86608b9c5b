import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { completeSampleSellers, seedCatalogueOnce } from '#db/seed/seed.ts'
import { formatInrExact } from '#src/lib/money.ts'
import { addToCart } from '#src/modules/cart/index.ts'
import { ACCOUNTS, trialBalance } from '#src/modules/ledger/index.ts'
import { addPaymentMethod } from '#src/modules/settings/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { insertProduct } from '#tests/fixtures/catalog.ts'
import { SHIPPING, signedInAdmin, signedInShopper } from '#tests/fixtures/context.ts'
import { expectBooksToReconcile } from '#tests/fixtures/reconciliation.ts'
import { testShopOn } from '#tests/fixtures/test-shop.ts'
import { TEST_DIALECTS } from '#tests/test-database.ts'
import { transferReference } from '../bank-transfer-terms.ts'
import { releaseExpiredHolds } from '../lifecycle/stock-hold.service.ts'
import { enabledPaymentMethods } from '../placement/payment-offers.service.ts'
import { placeOrder } from '../placement/place-order.service.ts'
import { bankTransfersPage, recordStatementLine } from './bank-transfers.service.ts'

/** 11:00 in India on a day of December 2026. */
const ist = (day: number, hour = 11) => new Date(Date.UTC(2026, 11, day, hour, 0) - 330 * 60_000)
const ACCOUNT = 'Deccan Digital Pvt Ltd\nHDFC Bank, FC Road, Pune\nA/c 50200012345678\nIFSC HDFC0000123'

// Issue 48: an order paid by bank transfer (decision 074). Checkout offers it once the admin's bank method
// has its account; the shopper gets the account, the reference and the date; the admin's statement line is
// matched by reference and amount (a wrong amount refused with the reason, a part payment waiting for the
// rest, an over-payment paid and its excess sent back); an unpaid order gives its units back after its
// date; the money is at the bank in the books, which reconcile.
describe.each(TEST_DIALECTS)('orders paid by bank transfer on %s', (dialect) => {
  const shop = testShopOn(dialect)
  let admin: ServiceContext
  let product: string
  const db = () => shop.database.db

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(ist(2))
    await seedCatalogueOnce(db())
    await completeSampleSellers(db())
    admin = await signedInAdmin(shop.services)
    product = (await insertProduct(db(), { name: 'Office Desktop', price: 60_000, stock: 10, vendorId: 'v1' })).id
  })
  afterAll(() => {
    vi.useRealTimers()
  })

  async function placedByTransfer() {
    const shopper = await signedInShopper(shop.services)
    await addToCart(shopper, product, '1')
    const placed = await placeOrder(shopper, { ...SHIPPING, paymentMethod: 'bank', idempotencyKey: randomUUID() })
    if (!placed.ok) throw new Error(placed.message)
    const order = await db()
      .selectFrom('orders')
      .select(['orderNumber', 'totalPaise', 'userEmail', 'paymentMethod', 'paymentProvider', 'paymentStatus', 'stockHeld'])
      .where('id', '=', placed.orderId)
      .executeTakeFirstOrThrow()
    return { id: placed.orderId, ...order, totalPaise: Number(order.totalPaise) }
  }
  const rupees = (paise: number) => (paise / 100).toFixed(2)
  const stock = async () =>
    Number((await db().selectFrom('products').select('stock').where('id', '=', product).executeTakeFirstOrThrow()).stock)
  /** The latest email of a kind to this address (a frozen clock gives every email the same time). */
  const lastEmail = async (to: string, kind: string) =>
    (
      await db()
        .selectFrom('emailOutbox')
        .select(['subject', 'textBody as text'])
        .where('toAddress', '=', to)
        .where('kind', '=', kind)
        .execute()
    ).at(-1)

  it('is offered at checkout only once the bank method has its account', async () => {
    expect((await enabledPaymentMethods(admin)).map((o) => o.id)).not.toContain('bank')
    expect(
      await placeOrder(await signedInShopper(shop.services), { ...SHIPPING, paymentMethod: 'bank', idempotencyKey: randomUUID() }),
    ).toMatchObject({
      ok: false,
    })
    expect(
      await addPaymentMethod(admin, { provider: 'bank', name: 'Bank transfer (NEFT, RTGS, IMPS)', bankDetails: ACCOUNT }),
    ).toMatchObject({ ok: true })
    expect((await enabledPaymentMethods(admin)).map((o) => o.id)).toContain('bank')
  })

  it('tells the shopper where, how much and by when, holds the units, and is paid by the statement line that matches', async () => {
    const before = await stock()
    const order = await placedByTransfer()
    expect(order).toMatchObject({ paymentMethod: 'online', paymentProvider: 'bank', paymentStatus: 'pending', stockHeld: 1 })
    expect(await stock()).toBe(before - 1)
    const placedMail = await lastEmail(order.userEmail, 'order-placed')
    expect(placedMail?.text).toContain(`Write this reference in the transfer's remarks: ${transferReference(order.orderNumber)}`)
    expect(placedMail?.text).toContain('IFSC HDFC0000123')
    expect(placedMail?.text).toContain('by 5 December 2026')

    const line = { narration: `NEFT-ACME TRADERS-${transferReference(order.orderNumber)}`, receivedOn: '2026-12-02' }
    // Refused with the reason: a paisa short, a line naming no order, a bad UTR; nothing is recorded.
    const short = await recordStatementLine(admin, { ...line, utr: 'HDFCN52026120201', amount: rupees(order.totalPaise - 1) })
    expect(short).toMatchObject({ ok: false, code: 'conflict', message: expect.stringContaining('is less than the') })
    expect(
      await recordStatementLine(admin, {
        ...line,
        narration: 'NEFT ACME TRADERS laptops',
        utr: 'HDFCN52026120201',
        amount: rupees(order.totalPaise),
      }),
    ).toMatchObject({
      ok: false,
      errors: { narration: expect.stringContaining('No order paid by bank transfer') },
    })
    expect(await recordStatementLine(admin, { ...line, utr: 'X1', amount: rupees(order.totalPaise) })).toMatchObject({
      ok: false,
      errors: { utr: expect.any(String) },
    })
    expect(await db().selectFrom('bankTransfers').selectAll().execute()).toEqual([])

    // A part payment, said so: recorded, the customer asked for the rest; then the rest pays the order.
    const part = await recordStatementLine(admin, { ...line, utr: 'HDFCN52026120201', amount: '50000', accept: 'part' })
    expect(part).toMatchObject({ ok: true, message: expect.stringContaining('part payment') })
    expect((await lastEmail(order.userEmail, 'transfer-rest-requested'))?.text).toContain(
      `Please pay ${formatInrExact(order.totalPaise - 50_000_00)} by bank transfer`,
    )
    expect((await bankTransfersPage(admin)).waiting.find((w) => w.id === order.id)).toMatchObject({ receivedPaise: 50_000_00 })
    expect(
      await recordStatementLine(admin, { ...line, utr: 'HDFCN52026120201', amount: rupees(order.totalPaise - 50_000_00) }),
    ).toMatchObject({
      ok: false,
      message: expect.stringContaining('recorded already'),
    })
    const rest = await recordStatementLine(admin, { ...line, utr: 'HDFCN52026120299', amount: rupees(order.totalPaise - 50_000_00) })
    expect(rest).toMatchObject({ ok: true, message: `Order ${order.orderNumber} is paid.` })
    const paid = await db()
      .selectFrom('orders')
      .select(['paymentStatus', 'paymentReference'])
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow()
    expect(paid).toEqual({ paymentStatus: 'paid', paymentReference: 'HDFCN52026120299' })
    const parcel = await db().selectFrom('parcels').select('invoiceNumber').where('orderId', '=', order.id).executeTakeFirstOrThrow()
    expect(parcel.invoiceNumber).not.toBeNull()
    // A transfer for an order no longer waiting is refused.
    expect(await recordStatementLine(admin, { ...line, utr: 'HDFCN52026120300', amount: '10' })).toMatchObject({
      ok: false,
      code: 'conflict',
    })
  })

  it('pays an over-paid order and sends the excess back, at the bank in the books', async () => {
    const order = await placedByTransfer()
    const line = { narration: `RTGS ${order.orderNumber}`, receivedOn: '2026-12-02', utr: 'SBINR52026120200000001' }
    const over = await recordStatementLine(admin, { ...line, amount: rupees(order.totalPaise + 1_000_00) })
    expect(over).toMatchObject({ ok: false, message: expect.stringContaining('is more than the') })
    expect(await recordStatementLine(admin, { ...line, amount: rupees(order.totalPaise + 1_000_00), accept: 'over' })).toMatchObject({
      ok: true,
      message: expect.stringContaining('the ₹1,000 over-paid goes back'),
    })
    const refunds = await db()
      .selectFrom('paymentRefunds')
      .select(['amountPaise', 'status', 'provider'])
      .where('orderId', '=', order.id)
      .execute()
    expect(refunds.map((r) => [Number(r.amountPaise), r.provider])).toEqual([[1_000_00, 'bank']])
    const books = await trialBalance(admin)
    const balance = (account: string) => books.accounts.find((a) => a.account === account)?.balancePaise ?? 0
    expect(balance(ACCOUNTS.transfersUnapplied)).toBe(0)
    await expectBooksToReconcile(shop.services, admin, ist(2))
  })

  it('gives the units back after its date when no transfer came, and tells the shopper', async () => {
    const order = await placedByTransfer()
    const held = await stock()
    vi.setSystemTime(ist(5, 12))
    expect(await releaseExpiredHolds(shop.services, ist(5, 10))).toBe(0)
    expect(await releaseExpiredHolds(shop.services, ist(5, 12))).toBe(1)
    expect(await stock()).toBe(held + 1)
    const mail = await lastEmail(order.userEmail, 'transfer-hold-ended')
    expect(mail?.subject).toBe(`Order ${order.orderNumber}: we no longer hold your items`)
    expect((await bankTransfersPage(admin)).waiting.find((w) => w.id === order.id)).toMatchObject({ held: false, overdue: true })
  })
})
