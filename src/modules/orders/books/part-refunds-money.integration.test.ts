import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { completeSampleSellers, seedCatalogueOnce } from '#db/seed/seed.ts'
import { createStoreOffer } from '#src/modules/admin/index.ts'
import { addToCart } from '#src/modules/cart/index.ts'
import { ACCOUNTS, setCommissionRate } from '#src/modules/ledger/index.ts'
import { applyOfferCode } from '#src/modules/offers/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { insertProduct } from '#tests/fixtures/catalog.ts'
import { SHIPPING, signedInAdmin, signedInShopper } from '#tests/fixtures/context.ts'
import { expectBooksToReconcile, ledgerRows } from '#tests/fixtures/reconciliation.ts'
import { testShopOn } from '#tests/fixtures/test-shop.ts'
import { TEST_DIALECTS } from '#tests/test-database.ts'
import type { CreditNoteLine } from '../invoicing/credit-notes.service.ts'
import { refundLine } from '../lifecycle/line-refund.service.ts'
import { moveOrder } from '../lifecycle/order-lifecycle.service.ts'
import { completeTestPayment } from '../payment/order-payments.service.ts'
import { placeOrder } from '../placement/place-order.service.ts'
import { makeLinesPayable } from './payable-lines.service.ts'

/** 10:00 (or another hour) in India on a day of December 2026. */
const ist = (day: number, hour = 10) => new Date(Date.UTC(2026, 11, day, hour, 0) - 330 * 60_000)
const at = (moment: Date) => vi.setSystemTime(moment)

// Part refunds of lines the store's offer paid part of (decision 084): a ₹1,18,000 laptop and a ₹2,999
// bag from one seller, the store's 10% coupon capped at ₹10,000 shared over them to the paisa. The
// parcel is refunded in awkward parts, before and after its lines became payable, until nothing is
// left; at every step its credit notes and its ledger entries add up to its invoice to the paisa, and
// the books reconcile.
describe.each(TEST_DIALECTS)('part refunds of lines with the store’s offer on %s', (dialect) => {
  const shop = testShopOn(dialect)
  let admin: ServiceContext
  let laptop: string
  let bag: string
  let orderId: string
  const db = () => shop.database.db
  const parcel = () => db().selectFrom('parcels').selectAll().where('orderId', '=', orderId).executeTakeFirstOrThrow()
  const items = () => db().selectFrom('orderItems').selectAll().where('orderId', '=', orderId).execute()
  const refundPart = async (amountPaise: number) =>
    expect(await moveOrder(admin, orderId, 'refund_part', { kind: 'admin' }, { parcelId: (await parcel()).id, amountPaise })).toMatchObject(
      {
        ok: true,
      },
    )

  /** What the parcel's credit notes gave back, in all and by line, and what its ledger entries settled. */
  async function documentsAndBooks() {
    const p = await parcel()
    const notes = await db().selectFrom('creditNotes').selectAll().where('parcelId', '=', p.id).execute()
    const sum = (f: (n: (typeof notes)[number]) => number) => notes.reduce((s, n) => s + f(n), 0)
    const noteLine = (name: string) =>
      notes.flatMap((n) => JSON.parse(n.linesJson) as CreditNoteLine[]).reduce((s, l) => s + (l.name === name ? l.taxablePaise : 0), 0)
    const rows = (await ledgerRows(shop.services)).filter(
      (r) => r.eventKey.startsWith(`payable:${p.id}:`) || r.eventKey.startsWith(`payable-back:${p.id}:`),
    )
    const journals = [...new Set(rows.map((r) => r.eventKey))].map((key) => rows.find((r) => r.eventKey === key))
    const settledTaxable = (productId: string) =>
      journals.filter((j) => j?.eventKey.endsWith(`:${productId}`)).reduce((s, j) => s + (j?.taxablePaise ?? 0), 0)
    const amountOn = (account: string) => rows.filter((r) => r.account === account).reduce((s, r) => s + r.amountPaise, 0)
    const promotions = amountOn(ACCOUNTS.promotions)
    return {
      p,
      notes: {
        taxable: sum((n) => Number(n.taxablePaise)),
        taxAndRoundOff: sum((n) => Number(n.taxPaise) + Number(n.roundOffPaise)),
        storeDiscount: sum((n) => Number(n.storeDiscountPaise)),
        paid: sum((n) => Number(n.totalPaise) - Number(n.storeDiscountPaise)),
        laptop: noteLine('ThinkPad X1 Carbon'),
        bag: noteLine('Laptop Sleeve'),
        balanced: notes.every((n) => Number(n.taxablePaise) + Number(n.taxPaise) + Number(n.roundOffPaise) === Number(n.totalPaise)),
      },
      books: {
        laptop: settledTaxable(laptop),
        bag: settledTaxable(bag),
        taxable: settledTaxable(laptop) + settledTaxable(bag),
        // What the settled lines were sold for: the buyer's money held and the store's offer.
        gross: amountOn(ACCOUNTS.customersHeld) + promotions,
        storeDiscount: promotions,
      },
    }
  }

  /** The parcel's credit notes and its ledger entries add up to its invoice, to the paisa, line by line. */
  async function expectNotesAndBooksToMakeTheInvoice() {
    const { p, notes, books } = await documentsAndBooks()
    const lines = await items()
    const lineTotal = (id: string) => lines.find((l) => l.productId === id)?.lineTotalPaise ?? 0
    expect(notes.balanced).toBe(true)
    expect(notes.paid).toBe(p.refundedPaise)
    expect(notes.taxable + books.taxable).toBe(p.subtotalPaise)
    expect(notes.laptop + books.laptop).toBe(lineTotal(laptop))
    expect(notes.bag + books.bag).toBe(lineTotal(bag))
    expect(notes.taxAndRoundOff + books.gross - books.taxable).toBe(p.taxPaise + p.roundOffPaise)
    expect(notes.storeDiscount + books.storeDiscount).toBe(Number(p.storeDiscountPaise))
    return { p, notes, books }
  }

  beforeAll(async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    at(ist(1, 9))
    await seedCatalogueOnce(db())
    await completeSampleSellers(db())
    admin = await signedInAdmin(shop.services)
    const shopper = await signedInShopper(shop.services)
    laptop = (
      await insertProduct(db(), { name: 'ThinkPad X1 Carbon', sellingPrice: 1_18_000, vendorId: 'v1', category: 'Laptop', brand: 'Lenovo' })
    ).id
    bag = (await insertProduct(db(), { name: 'Laptop Sleeve', sellingPrice: 2_999, vendorId: 'v1', category: 'Laptop', brand: 'Lenovo' }))
      .id
    const laptops = { subject: 'category', category: 'Laptop', percent: 5, fixedFeeRupees: 0, effectiveFrom: '2026-12-01' }
    expect(await setCommissionRate(admin, laptops)).toMatchObject({ ok: true })
    const coupon = {
      name: 'Diwali 10% off',
      kind: 'code',
      code: 'DIWALI10',
      discountType: 'percent',
      percent: '10',
      capRupees: '10000',
      appliesTo: 'order',
      startsOn: '2026-12-01',
    }
    expect(await createStoreOffer(admin, coupon)).toMatchObject({ ok: true })
    await addToCart(shopper, laptop, '1')
    await addToCart(shopper, bag, '1')
    expect(await applyOfferCode(shopper, { code: 'DIWALI10' })).toMatchObject({ ok: true })
    const placed = await placeOrder(shopper, { ...SHIPPING, paymentMethod: 'online', idempotencyKey: randomUUID() })
    if (!placed.ok) throw new Error(placed.message)
    orderId = placed.orderId
    expect(await completeTestPayment(shopper, orderId, true)).toMatchObject({ ok: true, paid: true })
    const parcelId = (await parcel()).id
    const shipment = { courier: 'Delhivery', trackingNumber: 'DLV1', ewayBillNumber: '341012345678' }
    at(ist(2))
    for (const move of ['process', 'ship', 'deliver'] as const)
      expect(await moveOrder(admin, orderId, move, { kind: 'admin' }, { parcelId, shipment })).toMatchObject({ ok: true })
  })
  afterAll(() => {
    vi.useRealTimers()
  })

  it('shares the store’s ₹10,000 over both lines to the paisa', async () => {
    const lines = await items()
    expect(lines.reduce((s, l) => s + Number(l.storeDiscountPaise), 0)).toBe(10_000_00)
    expect(lines.every((l) => Number(l.storeDiscountPaise) % 100 !== 0)).toBe(true)
    expect(Number((await parcel()).storeDiscountPaise)).toBe(10_000_00)
  })

  it('before the lines are payable: awkward part refunds and a line refund, each credit note the rule’s split', async () => {
    at(ist(3))
    await refundPart(12_345_67)
    await refundPart(777_77)
    const lines = await items()
    // Each line keeps what went back of it; together, what went back of the parcel.
    expect(lines.reduce((s, l) => s + Number(l.refundedPaise), 0)).toBe(12_345_67 + 777_77)
    // The bag's line refund gives back what is left of it, not its price again.
    const bagLine = lines.find((l) => l.productId === bag)
    expect(await refundLine(admin, orderId, (await parcel()).id, bag)).toMatchObject({ ok: true })
    expect(await refundLine(admin, orderId, (await parcel()).id, bag)).toMatchObject({ ok: false, code: 'conflict' })
    const { p, notes } = await documentsAndBooks()
    expect(p.refundedPaise).toBeGreaterThan(12_345_67 + 777_77)
    expect(notes.paid).toBe(p.refundedPaise)
    // The bag went back whole: its notes credit exactly its taxable value.
    expect(notes.bag).toBe(bagLine?.lineTotalPaise)
    expect(notes.balanced).toBe(true)
  })

  it('makes the rest payable: the credit notes and the payable entries make the invoice', async () => {
    at(ist(10, 1))
    expect(await makeLinesPayable(shop.services, ist(10, 1))).toEqual({ parcels: 1 })
    const { books } = await expectNotesAndBooksToMakeTheInvoice()
    expect(books.bag).toBe(0)
    expect(books.laptop).toBeGreaterThan(0)
  })

  it('after payable: a part refund, then the laptop’s rest; every step adds up, and at the end nothing is left anywhere', async () => {
    at(ist(11))
    await refundPart(5_000_01)
    await expectNotesAndBooksToMakeTheInvoice()
    await refundPart(1)
    await expectNotesAndBooksToMakeTheInvoice()
    expect(await refundLine(admin, orderId, (await parcel()).id, laptop)).toMatchObject({ ok: true })
    const { p, notes, books } = await expectNotesAndBooksToMakeTheInvoice()
    // All of it went back: the notes credit the invoice exactly and the seller's sale is reversed whole.
    expect(p.refundedPaise).toBe(p.totalPaise)
    expect(notes).toMatchObject({ taxable: p.subtotalPaise, taxAndRoundOff: p.taxPaise + p.roundOffPaise, storeDiscount: 10_000_00 })
    expect(books).toMatchObject({ taxable: 0, gross: 0, storeDiscount: 0 })
    const { balance, held, storeFunded } = await expectBooksToReconcile(shop.services, admin, ist(11, 12))
    expect(held).toBe(0)
    expect(storeFunded).toBe(0)
    expect(
      [ACCOUNTS.commission, ACCOUNTS.commissionGst, ACCOUNTS.tcsCgst, ACCOUNTS.tcsSgst, ACCOUNTS.tcsIgst, ACCOUNTS.tds].map(balance),
    ).toEqual([0, 0, 0, 0, 0, 0])
    expect(balance('seller:v1')).toBe(0)
    // Each refund's email names the offer taken off the order's price.
    const refundMails = await db().selectFrom('emailOutbox').select('textBody').where('kind', '=', 'order-refunded').execute()
    expect(refundMails.length).toBeGreaterThanOrEqual(6)
    for (const mail of refundMails) expect(mail.textBody).toContain('- Diwali 10% off (code DIWALI10): −₹10,000')
  })
})
