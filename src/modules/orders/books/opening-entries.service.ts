import type { Database } from '#db/database.ts'
import { transact } from '#src/platform/transact.ts'
import * as repo from './opening.repository.ts'
import { postCollected, postCreditSpent, postGivenBack, postPayment } from './order-books.service.ts'

const BATCH = 200

/**
 * Opening entries for orders from before the order lifecycle posted its money to the ledger (decision
 * 040). Without them, the payable job would pay their sellers out of `customers:held` money the books
 * never received. For each order that took money the books lack, it posts what the lifecycle would have
 * posted, under the same event keys, so nothing is posted twice (by this step run again, or by the
 * lifecycle): store credit spent (`credit-spent:<order>`), the online payment (`payment:<order>`), cash
 * collected for each parcel (`cod:<parcel>`); and what went back before the books were kept: a return's
 * refund or credit (`return-refund:<return>`), and what a parcel gave back beyond its refund journals
 * (`refund:<parcel>:opening`: the lifecycle's key carries the order's version at the time, not kept).
 * The store credit in what went back is read from the store-credit ledger's references.
 *
 * Nothing of a seller's is posted: a line made payable after money went back was settled without it,
 * and lines not yet payable are settled by the job as any other. Run at every start, before serving;
 * once the books have everything it finds nothing. Each order in its own transaction.
 */
export async function postOpeningEntries(ctx: { db: Database }): Promise<{ orders: number }> {
  let orders = 0
  let after = ''
  for (;;) {
    const ids = await repo.ordersMissingFromBooks(ctx.db, after, BATCH)
    for (const id of ids) {
      await transact(ctx.db, (trx) => openOrder(trx, id))
      orders += 1
    }
    if (ids.length < BATCH) return { orders }
    after = ids.at(-1) ?? after
  }
}

async function openOrder(trx: Database, orderId: string): Promise<void> {
  const order = await repo.orderForOpening(trx, orderId)
  if (!order) return
  const money = { ...order, totalPaise: Number(order.totalPaise), storeCreditPaise: Number(order.storeCreditPaise) }
  if (!Number(order.creditPosted)) await postCreditSpent(trx, money, order.createdAt)
  const paidOnline = order.paymentMethod === 'online' && (order.paymentStatus === 'paid' || order.paymentStatus === 'refunded')
  if (paidOnline && !Number(order.paymentPosted)) await postPayment(trx, money, order.invoicedAt ?? order.createdAt)
  for (const parcel of await repo.parcelsForOpening(trx, orderId)) {
    if (order.paymentMethod === 'cod' && !parcel.codPosted)
      await postCollected(trx, money, { parcelId: parcel.id, amountPaise: parcel.collectedPaise }, parcel.deliveredAt ?? parcel.updatedAt)
    const unposted = parcel.refundedPaise - parcel.refundsPosted
    if (unposted <= 0) continue
    // The parcel's store credit given back: by its own references, or its share of the whole order's.
    const restored = parcel.creditRestored + (parcel.orderCreditRestored ? parcel.storeCreditPaise : 0)
    const credit = Math.min(unposted, Math.max(0, restored - parcel.creditPosted))
    await postGivenBack(
      trx,
      {
        eventKey: `refund:${parcel.id}:opening`,
        kind: 'refund',
        memo: `Given back before the books were kept, order ${order.orderNumber}`,
        orderId,
        way: { method: order.paymentMethod, provider: order.paymentProvider },
      },
      unposted,
      credit,
      parcel.updatedAt,
    )
  }
  for (const ret of await repo.returnsForOpening(trx, orderId))
    await postGivenBack(
      trx,
      {
        eventKey: `return-refund:${ret.id}`,
        kind: 'return-refund',
        memo: `Return ${ret.rmaNumber}, order ${order.orderNumber}`,
        orderId,
        way: { method: order.paymentMethod, provider: order.paymentProvider },
      },
      ret.amountPaise,
      Math.min(ret.amountPaise, ret.creditPaise),
      ret.updatedAt,
    )
}
