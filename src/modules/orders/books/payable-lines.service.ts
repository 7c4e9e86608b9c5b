import type { Database } from '#db/database.ts'
import { payableEntries, postJournal, settleLine } from '#src/modules/ledger/index.ts'
import { transact } from '#src/platform/transact.ts'
import { RETURN_WINDOW_DAYS, returnWindowEnds } from '../returns/return-state.ts'
import { findDeliveredAt } from '../returns/returns.repository.ts'
import * as repo from './books.repository.ts'
import { keptGross, partOfLine } from './line-money.ts'
import { parcelBooks } from './order-books.service.ts'

const DAY_MS = 86_400_000
/** Parcels looked at per run; the rest wait for the next (hourly) run. */
const BATCH = 500
const OPEN_RETURNS = new Set(['requested', 'approved', 'received'])
const MONEY_RETURNS = new Set(['refunded', 'credited'])

/**
 * The job that makes delivered lines payable to their sellers (decision 040): a parcel's lines once it
 * is delivered, its return window has closed (7 days, as the returns module counts them, from the later
 * of the parcel's delivery and the order's), and no return of its lines is still open. Each parcel in
 * its own transaction, marked payable once (a second runner finds it marked and writes nothing).
 */
export async function makeLinesPayable(ctx: { db: Database }, now = new Date()): Promise<{ parcels: number }> {
  // Delivered at least the window's days ago: every parcel whose window can have closed, and a few more.
  const candidates = await repo.parcelsToMakePayable(ctx.db, new Date(now.getTime() - RETURN_WINDOW_DAYS * DAY_MS).toISOString(), BATCH)
  let parcels = 0
  for (const { id } of candidates) if (await makeParcelPayable(ctx.db, id, now)) parcels += 1
  return { parcels }
}

async function makeParcelPayable(db: Database, parcelId: string, now: Date): Promise<boolean> {
  return transact(db, async (trx) => {
    const parcel = await repo.parcelForBooks(trx, parcelId)
    if (!parcel?.deliveredAt || parcel.status !== 'delivered' || parcel.payableAt) return false
    const orderDelivered = await findDeliveredAt(trx, parcel.orderId)
    const closes = returnWindowEnds(new Date(orderDelivered && orderDelivered > parcel.deliveredAt ? orderDelivered : parcel.deliveredAt))
    if (now.getTime() < closes.getTime()) return false
    const returns = await repo.returnsOfParcel(trx, parcel.orderId, parcel.vendorId)
    if (returns.some((r) => OPEN_RETURNS.has(r.status))) return false
    // Payable when the window closed, or when the last return of its lines ended after that.
    const ended = returns.map((r) => r.updatedAt).filter((at) => at > closes.toISOString())
    const at = ended.length > 0 ? ended.sort().at(-1) : closes.toISOString()
    if (!at || !(await repo.markPayable(trx, parcel.id, at))) return false
    // Read again after the mark locked the row: a refund that got in first is counted.
    const locked = await repo.parcelForBooks(trx, parcelId)
    if (!locked) return false
    const books = await parcelBooks(trx, locked)
    const returned = new Map<string, number>()
    for (const r of returns.filter((x) => MONEY_RETURNS.has(x.status)))
      returned.set(r.productId, (returned.get(r.productId) ?? 0) + Number(r.amountPaise))
    const kept = keptGross(books.lines, returned, locked.refundedPaise)
    // The parcel's fixed fee rides on its first line still sold.
    const feeLine = kept.findIndex((k) => k > 0)
    for (const [i, line] of books.lines.entries()) {
      const gross = kept[i] ?? 0
      if (gross <= 0) continue
      const part = partOfLine(line, gross)
      const feePaise = i === feeLine && !books.facts.isStore ? line.fixedFeePaise : 0
      const settled = settleLine({ ...part, ...books.facts, commissionBp: line.commissionBp, fixedFeePaise: feePaise })
      await postJournal(trx, {
        eventKey: `payable:${parcel.id}:${line.productId}`,
        kind: 'payable',
        memo: `${line.quantity} × ${line.name}, order ${parcel.orderNumber}`,
        orderId: parcel.orderId,
        vendorId: books.payee,
        taxablePaise: books.facts.isStore ? null : part.taxablePaise,
        feePaise: feePaise || null,
        occurredAt: at,
        entries: payableEntries(parcel.vendorId, books.facts.isStore, settled),
      })
    }
    return true
  })
}
