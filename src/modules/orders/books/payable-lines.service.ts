import type { Database } from '#db/database.ts'
import { type LineSettlement, payableEntries, postJournal } from '#src/modules/ledger/index.ts'
import { transact } from '#src/platform/transact.ts'
import { findDeliveredAt } from '../records/returns.repository.ts'
import { RETURN_WINDOW_DAYS, returnWindowEnds } from '../return-window.ts'
import * as repo from './books.repository.ts'
import { type BookLine, keptLines, type ParcelBooks, parcelBooks, settlePart } from './parcel-books.service.ts'

const DAY_MS = 86_400_000
/** Parcels looked at per run; the rest wait for the next (hourly) run. */
const BATCH = 500
const OPEN_RETURNS = new Set(['requested', 'approved', 'received'])

type ParcelRow = NonNullable<Awaited<ReturnType<typeof repo.parcelForBooks>>>
type ReturnRow = Awaited<ReturnType<typeof repo.returnsOfParcel>>[number]

/**
 * When a delivered parcel's lines become payable: its return window closes 7 days (as the returns module
 * counts them) after the later of the parcel's delivery and the order's; a return of its lines still
 * open holds it (`at` null), and one that ended after the window moves it to when it ended.
 */
export async function payableWhen(
  db: Database,
  parcel: ParcelRow & { deliveredAt: string },
): Promise<{ closes: Date; at: string | null; returns: ReturnRow[] }> {
  const orderDelivered = await findDeliveredAt(db, parcel.orderId)
  const delivered = parcel.deliveredAt
  const closes = returnWindowEnds(new Date(orderDelivered && orderDelivered > delivered ? orderDelivered : delivered))
  const returns = await repo.returnsOfParcel(db, parcel.orderId, parcel.vendorId)
  if (returns.some((r) => OPEN_RETURNS.has(r.status))) return { closes, at: null, returns }
  const ended = returns.map((r) => r.updatedAt).filter((at) => at > closes.toISOString())
  return { closes, at: ended.length > 0 ? (ended.sort().at(-1) ?? null) : closes.toISOString(), returns }
}

export interface PayableLine {
  line: BookLine
  /** The part of the line's taxable value and GST still sold, and what the store's offers paid of it (decision 083). */
  part: { taxablePaise: number; gstPaise: number; storeDiscountPaise: number }
  feePaise: number
  settled: LineSettlement
}

/**
 * What each line of the parcel pays its seller, as things stand: the line less what its returns took
 * back and what its parcel's give-backs took of it, by the rule the credit notes use (`keptPart`,
 * decision 084), so the payable journals and the credit notes add up to the invoice to the paisa;
 * settled at its rate with the seller's facts; the parcel's fixed fee rides on its first line still
 * sold. The job posts exactly these; the seller's payouts page shows them before it does.
 */
export async function payableLines(
  db: Database,
  parcel: ParcelRow,
  returns: readonly ReturnRow[],
): Promise<{ books: ParcelBooks; lines: PayableLine[] }> {
  const books = await parcelBooks(db, parcel)
  const { kept } = keptLines(books, returns)
  const parts = books.lines.map((line) => kept(line))
  const feeLine = parts.findIndex((k) => k.paidPaise > 0)
  const lines: PayableLine[] = []
  for (const [i, line] of books.lines.entries()) {
    const part = parts[i]
    if (!part || part.paidPaise <= 0) continue
    const feePaise = i === feeLine && !books.facts.isStore ? line.fixedFeePaise : 0
    lines.push({ line, part, feePaise, settled: settlePart(books, line, part, feePaise) })
  }
  return { books, lines }
}

/**
 * The job that makes delivered lines payable to their sellers (decision 040): a parcel's lines once it
 * is delivered, its return window has closed, and no return of its lines is still open. Each parcel in
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
    const { closes, at, returns } = await payableWhen(trx, { ...parcel, deliveredAt: parcel.deliveredAt })
    if (now.getTime() < closes.getTime() || !at || !(await repo.markPayable(trx, parcel.id, at))) return false
    // Read again after the mark locked the row: a refund that got in first is counted.
    const locked = await repo.parcelForBooks(trx, parcelId)
    if (!locked) return false
    const { books, lines } = await payableLines(trx, locked, returns)
    for (const { line, part, feePaise, settled } of lines)
      await postJournal(trx, {
        eventKey: `payable:${parcel.id}:${line.productId}`,
        kind: 'payable',
        memo: `${line.quantity} × ${line.name}, order ${parcel.orderNumber}`,
        orderId: parcel.orderId,
        vendorId: books.payee,
        taxablePaise: books.facts.isStore ? null : part.taxablePaise,
        feePaise: feePaise || null,
        occurredAt: at,
        entries: payableEntries(parcel.vendorId, books.facts.isStore, settled, part.storeDiscountPaise),
      })
    return true
  })
}
