import type { Database } from '#db/database.ts'
import type { PaymentMethod } from '#db/schema.ts'
import {
  ENTRIES,
  type LineSettlement,
  type PaidWay,
  payableEntries,
  postJournal,
  reversed,
  settledDifference,
} from '#src/modules/ledger/index.ts'
import type { LineGiveBack } from '../parcel-line-money.ts'
import * as repo from './books.repository.ts'
import { keptLines, type ParcelBooks, parcelBooks, settlePart } from './parcel-books.service.ts'

/**
 * The order lifecycle's money in the ledger (decision 040), each posted in the transaction of the event
 * it records and at most once: every journal's key names its event, and the ledger writes a key once.
 *
 *   store credit spent at checkout  customers:store-credit → customers:held   credit-spent:<order>
 *   paid online                     cash:gateway → customers:held              payment:<order>
 *   cash collected on delivery      cash:cod → customers:held                  cod:<parcel>
 *   given back for a parcel         customers:held → cash:gateway (online), cash:bank (cash on delivery,
 *                                   paid back by transfer), customers:store-credit (as it was paid)
 *                                                                             refund:<parcel>:v<order version>
 *   a return's refund or credit     the same, for the return                   return-refund:<return>
 *   a line payable                  customers:held → the seller and the store  payable:<parcel>:<product>
 *   either of those two after the line was payable: the seller is debited back (the payable entries
 *   reversed for the part), which a statement carries forward as a negative when nothing else covers it.
 */

export async function postCreditSpent(
  trx: Database,
  order: { id: string; orderNumber: string; storeCreditPaise: number },
  at: string,
): Promise<void> {
  if (order.storeCreditPaise <= 0) return
  await postJournal(trx, {
    eventKey: `credit-spent:${order.id}`,
    kind: 'store-credit-spent',
    memo: `Store credit spent on order ${order.orderNumber}`,
    orderId: order.id,
    occurredAt: at,
    entries: ENTRIES.creditSpent(order.storeCreditPaise),
  })
}

/**
 * What was due online was paid: the order's total less the store credit spent on it, taken by the gateway,
 * or applied out of the bank transfers received for the order (decision 074).
 */
export async function postPayment(
  trx: Database,
  order: { id: string; orderNumber: string; totalPaise: number; storeCreditPaise: number; paymentProvider: string },
  at: string,
): Promise<void> {
  const due = order.totalPaise - order.storeCreditPaise
  if (due <= 0) return
  const byTransfer = order.paymentProvider === 'bank'
  await postJournal(trx, {
    eventKey: `payment:${order.id}`,
    kind: 'payment',
    memo: `${byTransfer ? 'Paid by bank transfer' : 'Paid online'} for order ${order.orderNumber}`,
    orderId: order.id,
    occurredAt: at,
    entries: byTransfer ? ENTRIES.paidByTransfer(due) : ENTRIES.paidOnline(due),
  })
}

const wayOf = (order: { paymentMethod: PaymentMethod; paymentProvider: string }): PaidWay => ({
  method: order.paymentMethod,
  provider: order.paymentProvider,
})

export async function postCollected(
  trx: Database,
  order: { id: string; orderNumber: string },
  collected: { parcelId: string; amountPaise: number },
  at: string,
): Promise<void> {
  if (collected.amountPaise <= 0) return
  await postJournal(trx, {
    eventKey: `cod:${collected.parcelId}`,
    kind: 'cod',
    memo: `Cash collected on delivery for order ${order.orderNumber}`,
    orderId: order.id,
    occurredAt: at,
    entries: ENTRIES.cashCollected(collected.amountPaise),
  })
}

/**
 * Money and store credit given back to a customer, under the key given: for opening entries, which post
 * what went back before the books were kept (opening-entries.service.ts). Nothing is debited back from
 * a seller: a line made payable after it was given back was settled without it.
 */
export async function postGivenBack(
  trx: Database,
  given: { eventKey: string; kind: 'refund' | 'return-refund'; memo: string; orderId: string; way: PaidWay },
  amountPaise: number,
  creditPaise: number,
  at: string,
): Promise<void> {
  if (amountPaise <= 0) return
  const { way, ...journal } = given
  await postJournal(trx, { ...journal, occurredAt: at, entries: ENTRIES.givenBack(way, amountPaise, creditPaise) })
}

/**
 * Something given back for a parcel (its cancellation, a refund, a part refund, one made at the
 * gateway): `creditPaise` of it as store credit, the rest the way it was paid. Called after the parcel's
 * row was updated in the same transaction, so the job making it payable and this wait for each other;
 * a parcel already payable has its seller debited back for the part, line by line, each line's part
 * worked by the rule its credit note uses (`givenBackPart`, decision 084).
 */
export async function postGiveBack(
  trx: Database,
  order: { id: string; orderNumber: string; paymentMethod: PaymentMethod; paymentProvider: string; version: number },
  giveBack: { parcelId: string; amountPaise: number; creditPaise: number; reason: string; lines: readonly LineGiveBack[] },
  at: string,
): Promise<void> {
  if (giveBack.amountPaise <= 0) return
  const key = `${giveBack.parcelId}:v${order.version}`
  await postJournal(trx, {
    eventKey: `refund:${key}`,
    kind: 'refund',
    memo: `${giveBack.reason}, order ${order.orderNumber}`,
    orderId: order.id,
    occurredAt: at,
    entries: ENTRIES.givenBack(wayOf(order), giveBack.amountPaise, giveBack.creditPaise),
  })
  const parcel = await repo.parcelForBooks(trx, giveBack.parcelId)
  if (!parcel?.payableAt) return
  const books = await parcelBooks(trx, parcel)
  const { kept } = keptLines(books, await repo.returnsOfParcel(trx, parcel.orderId, parcel.vendorId))
  for (const given of giveBack.lines) {
    const line = books.lines.find((l) => l.productId === given.productId)
    if (!line || given.paidPaise <= 0) continue
    // What was settled for the line before the part went and what is settled after: the difference goes back.
    const before = kept(line, given.beforePaise)
    const after = kept(line, given.beforePaise + given.paidPaise)
    await postBack(
      trx,
      books,
      {
        taxablePaise: before.taxablePaise - after.taxablePaise,
        storeDiscountPaise: before.storeDiscountPaise - after.storeDiscountPaise,
      },
      settledDifference(settlePart(books, line, before), settlePart(books, line, after)),
      {
        eventKey: `payable-back:${key}:${line.productId}`,
        memo: `${giveBack.reason} after it was payable: ${line.name}, order ${parcel.orderNumber}`,
        occurredAt: at,
      },
    )
  }
}

/**
 * A return that ended in money (refunded: through the provider up to what it took, the rest as store
 * credit; credited: all as store credit). When its line was already payable, the seller is debited back.
 */
export async function postReturnMoney(
  trx: Database,
  order: { id: string; orderNumber: string; paymentMethod: PaymentMethod; paymentProvider: string },
  ret: {
    id: string
    rmaNumber: string
    productId: string
    vendorId: string
    amountPaise: number
    /** The store's offer behind the units (decision 083): its part of the sale comes back too. */
    storeDiscountPaise: number
    /** The sale's value the return takes back (the buyer's money and the store's offer) and its taxable value. */
    valuePaise: number
    taxablePaise: number
  },
  creditPaise: number,
  at: string,
): Promise<void> {
  await postJournal(trx, {
    eventKey: `return-refund:${ret.id}`,
    kind: 'return-refund',
    memo: `Return ${ret.rmaNumber}, order ${order.orderNumber}`,
    orderId: order.id,
    occurredAt: at,
    entries: ENTRIES.givenBack(wayOf(order), ret.amountPaise, creditPaise),
  })
  const parcelId = await repo.parcelIdOf(trx, order.id, ret.vendorId)
  const parcel = parcelId ? await repo.parcelForBooks(trx, parcelId) : undefined
  if (!parcel?.payableAt) return
  const books = await parcelBooks(trx, parcel)
  const line = books.lines.find((l) => l.productId === ret.productId)
  if (!line) return
  const part = { paidPaise: ret.amountPaise, taxablePaise: ret.taxablePaise, gstPaise: ret.valuePaise - ret.taxablePaise }
  await postBack(
    trx,
    books,
    { taxablePaise: ret.taxablePaise, storeDiscountPaise: ret.storeDiscountPaise },
    settlePart(books, line, { ...part, storeDiscountPaise: ret.storeDiscountPaise }),
    {
      eventKey: `return:${ret.id}`,
      memo: `Return ${ret.rmaNumber} after it was payable: ${line.name}, order ${parcel.orderNumber}`,
      occurredAt: at,
    },
  )
}

/**
 * A part of a line coming back after it was payable: its payable entries reversed for `settled` (what the
 * line's settlement comes to less with the part gone), the store's offer behind it going back to the store.
 */
async function postBack(
  trx: Database,
  books: ParcelBooks,
  part: { taxablePaise: number; storeDiscountPaise: number },
  settled: LineSettlement,
  journal: { eventKey: string; memo: string; occurredAt: string },
) {
  await postJournal(trx, {
    ...journal,
    kind: 'payable-back',
    orderId: books.parcel.orderId,
    vendorId: books.payee,
    taxablePaise: books.facts.isStore ? null : -part.taxablePaise,
    entries: reversed(payableEntries(books.parcel.vendorId, books.facts.isStore, settled, part.storeDiscountPaise)),
  })
}
