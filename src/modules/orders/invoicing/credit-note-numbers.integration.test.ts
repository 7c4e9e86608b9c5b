import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { addToCart } from '#src/modules/cart/index.ts'
import { completeTestPayment } from '#src/modules/orders/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { insertProduct, insertVendor } from '#tests/fixtures/catalog.ts'
import { SHIPPING, signedInAdmin, signedInShopper } from '#tests/fixtures/context.ts'
import { testShopOn } from '#tests/fixtures/test-shop.ts'
import { TEST_DIALECTS } from '#tests/test-database.ts'
import { moveOrder } from '../lifecycle/order-lifecycle.service.ts'
import { placeOrder } from '../placement/place-order.service.ts'
import { issueCreditNote } from './credit-notes.service.ts'
import { shortFinancialYear } from './document-numbers.ts'
import { financialYear } from './tax-rules.ts'

// Credit notes have their own series per financial year, 000001, 000002, … with no gaps and no repeats
// however many are issued at once, and never take a number from the invoices' series (decision 018).
describe.each(TEST_DIALECTS)('credit-note numbers on %s', (dialect) => {
  const shop = testShopOn(dialect)
  let admin: ServiceContext
  let product: string

  beforeAll(async () => {
    admin = await signedInAdmin(shop.services)
    await insertVendor(shop.database.db, 'v1')
    product = (await insertProduct(shop.database.db, { name: 'Numbered Laptop', price: 30_000, stock: 100, vendorId: 'v1' })).id
  })

  async function paidOrder() {
    const ctx = await signedInShopper(shop.services)
    await addToCart(ctx, product, '1')
    const placed = await placeOrder(ctx, { ...SHIPPING, paymentMethod: 'online', idempotencyKey: randomUUID() })
    if (!placed.ok) throw new Error(placed.message)
    await completeTestPayment(ctx, placed.orderId, true)
    return placed.orderId
  }
  // Each order here is one parcel whose seller has no complete profile: the store issues its documents.
  const invoiceOf = async (orderId: string) =>
    (await shop.database.db.selectFrom('parcels').select('invoiceNumber').where('orderId', '=', orderId).executeTakeFirstOrThrow())
      .invoiceNumber

  it('run 0001, 0002, … in the seller’s series for the financial year, apart from its invoices, and start again in the next year', async () => {
    const fy = financialYear(new Date())
    const short = shortFinancialYear(fy)
    const orders = [await paidOrder(), await paidOrder(), await paidOrder()]
    expect(await Promise.all(orders.map(invoiceOf))).toEqual([`DD/${short}/00001`, `DD/${short}/00002`, `DD/${short}/00003`])

    // Three cancellations at once: three numbers, none repeated, none skipped.
    const cancelled = await Promise.all(orders.map((id) => moveOrder(admin, id, 'cancel', { kind: 'admin' })))
    expect(cancelled.every((c) => c.ok)).toBe(true)
    const notes = await shop.database.db.selectFrom('creditNotes').select(['number', 'orderId', 'invoiceNumber']).execute()
    expect(notes.map((n) => n.number).sort()).toEqual([`DD/C${short}/0001`, `DD/C${short}/0002`, `DD/C${short}/0003`])
    for (const note of notes) expect(note.invoiceNumber).toBe(await invoiceOf(note.orderId))

    // The invoices' series went on from where it was: credit notes took none of its numbers.
    expect(await invoiceOf(await paidOrder())).toBe(`DD/${short}/00004`)

    // A credit note against an order the store invoiced whole before parcels is in the store's series too;
    // in the next financial year (from 1 April, India's time) it starts that year's series.
    const nextYear = new Date(`20${fy.slice(-2)}-04-01T00:00:00+05:30`)
    const next = await shop.database.db
      .transaction()
      .execute((trx) =>
        issueCreditNote(
          trx,
          { orderId: orders[0] ?? '', returnId: null, invoiceNumber: `DD/${fy}/000001`, lines: [], reason: 'Test of the series' },
          nextYear,
        ),
      )
    expect(next).toBe(`DD/C${shortFinancialYear(financialYear(nextYear))}/0001`)
    expect(financialYear(nextYear)).not.toBe(fy)
  })
})
