import { randomUUID } from 'node:crypto'
import type { Database } from '#db/database.ts'
import * as repo from './store-credit.repository.ts'

/**
 * Store credit (decision 022): issued by returns settled as credit, spent at checkout, and given back
 * when an order it paid for is cancelled or refunded. The ledger says where it came from; the balance
 * row is what checkout spends from, guarded so it never goes below zero.
 */
export async function storeCreditOf(db: Database, userId: string) {
  const [balancePaise, entries] = await Promise.all([repo.balanceOf(db, userId), repo.entriesOf(db, userId)])
  return { balancePaise, entries }
}

export const storeCreditBalance = repo.balanceOf

/** Credit for a return, once per return (its reference is unique). */
export async function creditForReturn(
  trx: Database,
  credit: { userId: string; returnId: string; amountPaise: number; note: string; at: string },
): Promise<void> {
  await repo.addCredit(trx, {
    id: randomUUID(),
    userId: credit.userId,
    amountPaise: credit.amountPaise,
    returnId: credit.returnId,
    reference: `return:${credit.returnId}`,
    note: credit.note,
    createdAt: credit.at,
  })
}

/** Spends credit on an order being placed; false when the balance no longer covers it. */
export async function spendOnOrder(
  trx: Database,
  spend: { userId: string; orderId: string; orderNumber: string; amountPaise: number; at: string },
): Promise<boolean> {
  return repo.spendCredit(trx, {
    id: randomUUID(),
    userId: spend.userId,
    amountPaise: spend.amountPaise,
    reference: `spend:${spend.orderId}`,
    note: `Spent on order ${spend.orderNumber}`,
    createdAt: spend.at,
  })
}

/** Gives back the credit an order spent, when it is cancelled or refunded: once, however often asked. */
export async function restoreForOrder(
  trx: Database,
  order: { id: string; userId: string; orderNumber: string; storeCreditPaise: number },
  at: string,
): Promise<void> {
  if (order.storeCreditPaise <= 0) return
  const reference = `restore:${order.id}`
  if (await repo.hasEntry(trx, reference)) return
  await repo.addCredit(trx, {
    id: randomUUID(),
    userId: order.userId,
    amountPaise: order.storeCreditPaise,
    reference,
    note: `Returned from order ${order.orderNumber}`,
    createdAt: at,
  })
}

/** The part of a return's refund paid back as store credit, where the order was partly paid with it. */
export async function refundAsCredit(
  trx: Database,
  credit: { userId: string; returnId: string; amountPaise: number; rmaNumber: string; orderNumber: string; at: string },
): Promise<void> {
  if (credit.amountPaise <= 0) return
  await repo.addCredit(trx, {
    id: randomUUID(),
    userId: credit.userId,
    amountPaise: credit.amountPaise,
    returnId: credit.returnId,
    reference: `refund:${credit.returnId}`,
    note: `Refund for return ${credit.rmaNumber} (order ${credit.orderNumber}), to store credit as it was paid`,
    createdAt: credit.at,
  })
}

/** Gives back part of an order's store credit (a parcel cancelled or refunded): once per reference. */
export async function restorePart(
  trx: Database,
  order: { userId: string; orderNumber: string },
  amountPaise: number,
  reference: string,
  at: string,
): Promise<void> {
  if (amountPaise <= 0 || (await repo.hasEntry(trx, reference))) return
  await repo.addCredit(trx, {
    id: randomUUID(),
    userId: order.userId,
    amountPaise,
    reference,
    note: `Returned from order ${order.orderNumber}`,
    createdAt: at,
  })
}
