import type { Database } from '#db/database.ts'
import type { OrderStatus } from '#db/schema.ts'
import { formatDate } from '#src/lib/dates.ts'
import { nonReturnableProducts } from '#src/modules/catalog/index.ts'
import * as repo from '../records/returns.repository.ts'
import {
  chosenMove,
  OUTCOME_LABELS,
  REASON_LABELS,
  RETURN_STATUS_LABELS,
  RETURN_WINDOW_DAYS,
  type ReturnMover,
  returnChoices,
  returnWindowEnds,
} from './return-state.ts'
import { arrivedUnits, returnWindowStart } from './returnable.service.ts'

type ReturnRow = Awaited<ReturnType<typeof repo.findReturnsOfOrders>>[number]

/** A return as its pages show it: labels in the customer's words. */
export function describeReturn(row: ReturnRow) {
  return {
    id: row.id,
    rmaNumber: row.rmaNumber,
    orderId: row.orderId,
    productId: row.productId,
    quantity: row.quantity,
    reason: REASON_LABELS[row.reason],
    outcome: OUTCOME_LABELS[row.outcome],
    description: row.description,
    status: row.status,
    statusLabel: RETURN_STATUS_LABELS[row.status],
    pickupInstructions: row.pickupInstructions,
    rejectionReason: row.rejectionReason,
    resaleable: row.resaleable === null ? null : row.resaleable === 1,
    amountPaise: row.amountPaise,
    /** The customer's photos of the item (main image URLs of checked, re-encoded uploads). */
    photos: row.photosJson ? (JSON.parse(row.photosJson) as string[]) : [],
    createdAt: row.createdAt,
  }
}

export type ReturnView = ReturnType<typeof describeReturn>

/**
 * What the order page says about returns: the order's returns, and whether (and until when) more can be
 * asked for, or why not. `now` is passed in so the window's edges are tested with a fixed clock.
 */
export async function returnsOfOrder(
  db: Database,
  order: { id: string; status: OrderStatus },
  items: ReadonlyArray<{ productId: string; name: string; quantity: number }>,
  now: Date = new Date(),
) {
  const returns = (await repo.findReturnsOfOrders(db, [order.id])).map(describeReturn)
  const arrived = await arrivedUnits(db, order.id)
  const firstParcelDelivered = [...arrived.values()].flatMap((a) => (a.deliveredAt ? [a.deliveredAt] : [])).sort()[0] ?? null
  const deliveredAt = await returnWindowStart(db, order, firstParcelDelivered)
  const windowEnds = deliveredAt ? returnWindowEnds(new Date(deliveredAt)) : null
  const open = windowEnds !== null && now.getTime() < windowEnds.getTime()
  const nonReturnable = await nonReturnableProducts(
    db,
    items.map((i) => i.productId),
  )
  const lines = items.map((item) => {
    const returning = returns.filter((r) => r.productId === item.productId && r.status !== 'rejected').reduce((n, r) => n + r.quantity, 0)
    // Only what arrived and was not given back otherwise: never a cancelled, refunded or undelivered unit.
    const units = arrived.get(item.productId)?.units ?? 0
    return {
      productId: item.productId,
      name: item.name,
      left: Math.max(0, units - returning),
      nonReturnable: nonReturnable.has(item.productId),
    }
  })
  // The last day a return can be asked for, as the customer reads it (the window closes at midnight IST after it).
  const lastDay = windowEnds ? formatDate(new Date(windowEnds.getTime() - 1)) : null
  const notice = !deliveredAt
    ? null
    : open
      ? `You can ask to return items until ${lastDay}.`
      : `The ${RETURN_WINDOW_DAYS}-day return window closed on ${lastDay}. Faults are now covered by the manufacturer's warranty.`
  return { returns, canReturn: open && lines.some((l) => l.left > 0), lines, notice }
}

/**
 * Returns a vendor (their own) or the admin (all) acts on, each with the moves allowed from where it
 * stands, and which of them gives the customer what they chose (the pages make it the primary action).
 */
export async function returnsToHandle(db: Database, mover: Extract<ReturnMover, { kind: 'admin' | 'vendor' }>) {
  const rows = await repo.findReturnsToHandle(db, mover.kind === 'vendor' ? mover.vendorId : null)
  return rows.map((row) => ({
    ...describeReturn(row),
    orderNumber: row.orderNumber,
    productName: row.name,
    chosenOutcome: row.outcome,
    chosenMove: chosenMove(row.outcome),
    choices: returnChoices(row, mover),
  }))
}

export { RETURN_FORM_CHOICES } from './return-state.ts'
