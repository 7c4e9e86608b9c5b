import { type Failure, fail } from '#src/platform/failure.ts'
import type { LineGiveBack } from '../parcel-line-money.ts'
import { needsEwayBill } from '../parcels/eway-bill.ts'
import * as parcelsRepo from '../parcels/parcels.repository.ts'
import { sellerNames } from '../parcels/parcels.service.ts'
import * as repo from '../records/orders.repository.ts'
import type { LifecycleContext } from './move-context.ts'
import type { OrderState } from './order-state.ts'

// An order as a move reads it: its row, lines and parcels, the lifecycle's view of them, and the checks
// and figures a move works out from them before it applies.

export type OrderRow = NonNullable<Awaited<ReturnType<typeof repo.findOrder>>>
export type ParcelRow = Awaited<ReturnType<typeof parcelsRepo.findParcels>>[number]
export type Lines = Awaited<ReturnType<typeof repo.findLines>>
export interface Loaded {
  order: OrderRow
  lines: Lines
  parcels: ParcelRow[]
  state: OrderState
}

/** The lifecycle's view of an order row and its parcels. */
export function stateOf(order: OrderRow, parcels: readonly ParcelRow[]): OrderState {
  return {
    status: order.status,
    paymentStatus: order.paymentStatus,
    paymentMethod: order.paymentMethod,
    stockHeld: order.stockHeld === 1,
    invoiced: order.invoiceNumber !== null,
    parcels: parcels.map((p) => ({
      id: p.id,
      vendorId: p.vendorId,
      status: p.status,
      invoiced: p.invoiceNumber !== null,
      totalPaise: p.totalPaise,
      storeCreditPaise: p.storeCreditPaise,
      collectedPaise: p.collectedPaise,
      refundedPaise: p.refundedPaise,
    })),
  }
}

export async function load(ctx: LifecycleContext, orderId: string): Promise<Loaded | null> {
  if (!repo.isOrderId(orderId)) return null
  const order = await repo.findOrder(ctx.db, orderId)
  if (!order) return null
  const [lines, parcels] = await Promise.all([repo.findLines(ctx.db, orderId), parcelsRepo.findParcels(ctx.db, [orderId])])
  return { order, lines, parcels, state: stateOf(order, parcels) }
}

/**
 * How a give-back for a parcel splits: money through the provider up to what it took for the parcel and
 * has not given back (refunds take the provider's money first), the rest as the store credit that paid it.
 */
export function splitGiveBack(loaded: Loaded, parcelId: string, amountPaise: number): { providerPaise: number; creditPaise: number } {
  const { order, parcels } = loaded
  const p = parcels.find((x) => x.id === parcelId)
  if (!p) return { providerPaise: 0, creditPaise: 0 }
  const taken = order.paymentMethod === 'online' && order.paymentStatus === 'paid' ? p.totalPaise - p.storeCreditPaise : p.collectedPaise
  const providerLeft = Math.max(0, taken - Math.min(p.refundedPaise, taken))
  const providerPaise = Math.min(amountPaise, providerLeft)
  return { providerPaise, creditPaise: amountPaise - providerPaise }
}

/**
 * Rule 138: a parcel worth more than ₹50,000 ships with its e-way bill's number. One e-way bill covers
 * one invoice, so a move that ships several such parcels at once (an admin shipping a whole order) is
 * refused: each goes out from its own seller's orders, with its own number.
 */
export function ewayBillRefusal(moving: ReadonlyArray<{ totalPaise: number }>, ewayBillNumber: string | undefined): Failure | null {
  const needing = moving.filter(needsEwayBill)
  if (needing.length > 1)
    return fail(
      'invalid_input',
      'Each parcel worth more than ₹50,000 needs its own e-way bill: ship the parcels one at a time, from their sellers’ orders.',
    )
  if (needing.length === 1 && !ewayBillNumber) {
    const message = 'This parcel is worth more than ₹50,000: please enter its e-way bill number'
    return fail('invalid_input', message, { ewayBillNumber: message })
  }
  return null
}

/** Each give-back of a move: its parcel, amount, how it is paid back, and how it falls on the parcel's lines (decision 084). */
export type Splits = ReadonlyArray<{
  parcelId: string
  amountPaise: number
  providerPaise: number
  creditPaise: number
  lines: readonly LineGiveBack[]
}>

/** "Parcel 2 of 2 (SP Road Systems)": the parcels a move is about, when the order has more than one. */
export async function parcelsNamed(ctx: LifecycleContext, loaded: Loaded, ids: readonly string[]): Promise<string | undefined> {
  if (loaded.parcels.length < 2 || ids.length === 0 || ids.length === loaded.parcels.length) return undefined
  const moving = loaded.parcels.filter((p) => ids.includes(p.id))
  const names = await sellerNames(
    ctx,
    moving.map((p) => p.vendorId),
  )
  return moving.map((p) => `Parcel ${p.position} of ${loaded.parcels.length} (${names.get(p.vendorId)})`).join(', ')
}
