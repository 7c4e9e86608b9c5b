import type { Database } from '#db/database.ts'
import { type LineGiveBack, linesMoney, refundedByLine, shareGiveBack } from '../parcel-line-money.ts'
import { findItems } from '../records/orders.repository.ts'
import { findReturnsOfOrders } from '../records/returns.repository.ts'

const MONEY_RETURNS = new Set(['refunded', 'credited'])

interface ParcelFigures {
  id: string
  vendorId: string
  taxPaise: number
  roundOffPaise: number
  refundedPaise: number
}

/** A parcel's lines as the give-back rule reads them: their money, what went back of each, what their returns gave back. */
async function parcelLines(db: Database, orderId: string, parcel: ParcelFigures) {
  const items = (await findItems(db, [orderId])).filter((i) => i.vendorId === parcel.vendorId)
  const returns = (await findReturnsOfOrders(db, [orderId])).filter((r) => r.vendorId === parcel.vendorId && MONEY_RETURNS.has(r.status))
  const returned = new Map<string, number>()
  for (const r of returns) returned.set(r.productId, (returned.get(r.productId) ?? 0) + Number(r.amountPaise))
  const lines = linesMoney(parcel, items)
  const recorded = new Map(items.map((i) => [i.productId, Number(i.refundedPaise)]))
  return { lines, returned, refunded: refundedByLine(lines, recorded, returned, parcel.refundedPaise) }
}

/**
 * How each give-back of a move falls on its parcel's lines (decision 084), worked once from the order as
 * the move read it: the credit note and the books of the move both take each line's part from this.
 */
export async function giveBackLines<S extends { parcelId: string; amountPaise: number }>(
  db: Database,
  orderId: string,
  parcels: readonly ParcelFigures[],
  splits: readonly S[],
  lineProductId?: string,
): Promise<Array<S & { lines: LineGiveBack[] }>> {
  const out: Array<S & { lines: LineGiveBack[] }> = []
  for (const split of splits) {
    const parcel = parcels.find((p) => p.id === split.parcelId)
    if (!parcel) {
      out.push({ ...split, lines: [] })
      continue
    }
    const { lines, returned, refunded } = await parcelLines(db, orderId, parcel)
    out.push({ ...split, lines: shareGiveBack(lines, refunded, returned, split.amountPaise, lineProductId) })
  }
  return out
}

/** What is left of one line of a parcel to give back: what its buyer paid, less its returns and what went back of it. */
export async function lineLeftPaise(db: Database, orderId: string, parcel: ParcelFigures, productId: string): Promise<number> {
  const { lines, returned, refunded } = await parcelLines(db, orderId, parcel)
  const line = lines.find((l) => l.productId === productId)
  if (!line) return 0
  return Math.max(0, line.paidPaise - (returned.get(productId) ?? 0) - (refunded.get(productId) ?? 0))
}
