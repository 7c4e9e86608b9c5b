import { type Failure, fail } from '#src/platform/failure.ts'
import { type DiscountedLine, type PricedLine, unitsPaidPaise, unitsReturned, unitsWithGstPaise } from '../line-money.ts'
import { RETURN_WINDOW_DAYS, returnWindowEnds } from '../return-window.ts'

export { RETURN_WINDOW_DAYS, returnWindowEnds }

/**
 * Returns, as a sub-machine of the order lifecycle owned by the orders module (decision 018): one row
 * per returned line, moved only through `RETURN_MOVES` by `return-lifecycle.service.ts`, every step on
 * the order's timeline, audited and emailed, exactly as `order-state.ts` does for the order itself.
 */

export const RETURN_REASONS = ['dead_on_arrival', 'defective', 'wrong_item', 'change_of_mind'] as const
export type ReturnReason = (typeof RETURN_REASONS)[number]

export const REASON_LABELS: Record<ReturnReason, string> = {
  dead_on_arrival: 'Dead on arrival',
  defective: 'Defective',
  wrong_item: 'Wrong item',
  change_of_mind: 'Change of mind',
}

/** What the customer asks for. A fault is replaced (or refunded when it cannot be); a change of mind gets store credit or an exchange. */
export const RETURN_OUTCOMES = ['replacement', 'store_credit', 'exchange'] as const
export type ReturnOutcome = (typeof RETURN_OUTCOMES)[number]

export const OUTCOME_LABELS: Record<ReturnOutcome, string> = {
  replacement: 'Replacement',
  store_credit: 'Store credit',
  exchange: 'Exchange for another product',
}

export type ReturnStatus = 'requested' | 'approved' | 'rejected' | 'received' | 'replaced' | 'refunded' | 'credited'

export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: 'Requested',
  approved: 'Approved',
  rejected: 'Rejected',
  received: 'Received',
  replaced: 'Replaced',
  refunded: 'Refunded',
  credited: 'Store credit issued',
}

/** The refund policy's own words (app/routes/content/refund.tsx), so a refusal quotes what the customer agreed to. */
export const NON_RETURNABLE_WORDS =
  'This item is on our list of non-returnable items: it cannot be returned for a change of mind, and is replaced only if it is dead on arrival or defective.'

/** The outcomes the policy lets a customer choose for a reason. */
export function allowedOutcomes(reason: ReturnReason): readonly ReturnOutcome[] {
  return reason === 'change_of_mind' ? ['store_credit', 'exchange'] : ['replacement']
}

/** Why a line cannot be returned now, in the customer's words; null when it can. */
export function windowRefusal(deliveredAt: Date | null, now: Date): Failure | null {
  if (!deliveredAt) return fail('conflict', 'Items can be returned once the order has been delivered.')
  if (now.getTime() >= returnWindowEnds(deliveredAt).getTime())
    return fail(
      'conflict',
      `The ${RETURN_WINDOW_DAYS}-day return window for this order has closed. Faults are now covered by the manufacturer's warranty.`,
    )
  return null
}

export interface ReturnRequest {
  reason: ReturnReason
  outcome: ReturnOutcome
  quantity: number
}

/** Whether this request may be made for this line: window, policy list, outcome, quantity left to return. */
export function eligibility(
  line: { quantity: number; alreadyReturning: number; nonReturnable: boolean },
  request: ReturnRequest,
  deliveredAt: Date | null,
  now: Date,
): Failure | null {
  const window = windowRefusal(deliveredAt, now)
  if (window) return window
  if (line.nonReturnable && request.reason === 'change_of_mind')
    return fail('invalid_input', NON_RETURNABLE_WORDS, { reason: NON_RETURNABLE_WORDS })
  if (!allowedOutcomes(request.reason).includes(request.outcome)) {
    const message = `For ${REASON_LABELS[request.reason].toLowerCase()} our policy offers ${allowedOutcomes(request.reason)
      .map((o) => OUTCOME_LABELS[o].toLowerCase())
      .join(' or ')}.`
    return fail('invalid_input', message, { outcome: message })
  }
  const left = line.quantity - line.alreadyReturning
  if (left <= 0) return fail('conflict', 'All units of this item already have a return request.')
  if (!Number.isInteger(request.quantity) || request.quantity < 1 || request.quantity > left) {
    const message = `Choose a quantity from 1 to ${left}.`
    return fail('invalid_input', message, { quantity: message })
  }
  return null
}

/** A returned line's refund: its price with GST; shipping is never refunded (it is free today, and the policy says so). */
export function refundAmountPaise(line: PricedLine, quantity: number): number {
  return unitsWithGstPaise(line, quantity)
}

/**
 * What a return gives back, within what its parcel took: the units' price and GST, never more than is
 * left of the parcel after its refunds and earlier returns; and the last units of a parcel give back
 * exactly what is left, so a parcel's round-off (its total was rounded to the rupee) is returned with
 * it, neither kept nor paid twice.
 */
export function returnAmountPaise(
  line: PricedLine,
  quantity: number,
  parcel: { totalPaise: number; refundedPaise: number; units: number },
  earlier: { units: number; amountPaise: number },
  /** What the units cost the buyer, when the line carries discounts (decision 083); else their price with GST. */
  unitsPaid = refundAmountPaise(line, quantity),
): number {
  const left = Math.max(0, parcel.totalPaise - parcel.refundedPaise - earlier.amountPaise)
  return earlier.units + quantity >= parcel.units ? left : Math.min(unitsPaid, left)
}

/**
 * A return's money, fixed when it is asked for: what goes back to the buyer (returnAmountPaise, the
 * units' price less their share of the line's discounts), the store's offer behind them (back to the
 * store) and their taxable value; `before` units of the line went back in earlier returns.
 */
export function returnMoneyOf(
  line: DiscountedLine,
  quantity: number,
  before: number,
  parcel: { totalPaise: number; refundedPaise: number; units: number },
  earlier: { units: number; amountPaise: number },
) {
  return unitsReturned(line, quantity, before, returnAmountPaise(line, quantity, parcel, earlier, unitsPaidPaise(line, quantity, before)))
}

export type ReturnMoveName = 'approve' | 'reject' | 'receive' | 'replace' | 'refund' | 'credit'
export type ReturnMover = { kind: 'admin' } | { kind: 'vendor'; vendorId: string } | { kind: 'customer' }

export interface ReturnState {
  status: ReturnStatus
  reason: ReturnReason
  outcome: ReturnOutcome
  vendorId: string
}

export interface ReturnPlan {
  move: ReturnMoveName
  status: ReturnStatus
  /** Money goes back through the provider (or a manual record for cash on delivery) before anything changes. */
  refund: boolean
}

interface ReturnRule {
  from: ReturnStatus
  to: ReturnStatus
  /** Why the policy and the customer's choice do not allow this resolution, or null when they do. */
  refuse?: (s: ReturnState) => string | null
}

const fault = (s: ReturnState) => s.reason !== 'change_of_mind'

/**
 * The final outcomes, from the refund policy and what the customer chose when asking:
 * - a fault (they chose a replacement): replaced, or refunded when it cannot be replaced;
 * - a change of mind, store credit chosen: store credit, nothing else (never cash, never goods instead);
 * - a change of mind, exchange chosen: the exchange sent, or store credit when it cannot be sent.
 */
const REFUSALS = {
  replace: (s: ReturnState) =>
    s.outcome === 'store_credit'
      ? 'The customer chose store credit for this change of mind, and our policy does not send goods instead. Issue the store credit.'
      : null,
  refund: (s: ReturnState) =>
    fault(s)
      ? null
      : `A change of mind ends in store credit or an exchange, not a cash refund. The customer chose ${OUTCOME_LABELS[s.outcome].toLowerCase()}.`,
  credit: (s: ReturnState) =>
    fault(s) ? 'A faulty item is replaced, or refunded when it cannot be replaced: store credit is not an outcome of a fault.' : null,
}

/**
 * The return sub-machine:
 *   requested ─approve─▶ approved ─receive─▶ received ─replace | refund | credit─▶ done
 *   requested ─reject─▶ rejected
 * Which of replace, refund and credit may end a return is the policy's and the customer's (REFUSALS).
 */
export const RETURN_MOVES: Record<ReturnMoveName, ReturnRule> = {
  approve: { from: 'requested', to: 'approved' },
  reject: { from: 'requested', to: 'rejected' },
  receive: { from: 'approved', to: 'received' },
  replace: { from: 'received', to: 'replaced', refuse: REFUSALS.replace },
  refund: { from: 'received', to: 'refunded', refuse: REFUSALS.refund },
  credit: { from: 'received', to: 'credited', refuse: REFUSALS.credit },
}

/** The move that gives the customer what they chose: the primary action on the back-office pages. */
export function chosenMove(outcome: ReturnOutcome): ReturnMoveName {
  return outcome === 'store_credit' ? 'credit' : 'replace'
}

/** Moves that close a return for good: each asks for confirmation on the pages. */
export const FINAL_MOVES: readonly ReturnMoveName[] = ['reject', 'replace', 'refund', 'credit']

/** Decides a return move: who may ask (the line's vendor or the admin), from which status, and whether the policy allows it. */
export function planReturnMove(state: ReturnState, move: ReturnMoveName, mover: ReturnMover): { ok: true; plan: ReturnPlan } | Failure {
  if (mover.kind === 'customer') return fail('forbidden', 'You are not allowed to do that to this return.')
  if (mover.kind === 'vendor' && mover.vendorId !== state.vendorId) return fail('not_found', 'Return not found')
  const rule = RETURN_MOVES[move]
  if (state.status !== rule.from)
    return fail('illegal_transition', `A return cannot go from ${RETURN_STATUS_LABELS[state.status]} to ${RETURN_STATUS_LABELS[rule.to]}.`)
  const refusal = rule.refuse?.(state)
  if (refusal) return fail('conflict', refusal)
  return { ok: true, plan: { move, status: rule.to, refund: move === 'refund' } }
}

/** The moves a vendor or admin can take from this status, for the buttons on their pages. */
export function returnChoices(state: ReturnState, mover: ReturnMover): ReturnMoveName[] {
  return (Object.keys(RETURN_MOVES) as ReturnMoveName[]).filter((move) => planReturnMove(state, move, mover).ok)
}

/** RMA-2611-000123: the month of the request in India (YYMM) and that month's sequence. */
export function formatRma(month: string, sequence: number): string {
  return `RMA-${month}-${String(sequence).padStart(6, '0')}`
}

export function rmaMonth(at: Date): string {
  const ist = new Date(at.getTime() + 330 * 60_000)
  return `${String(ist.getUTCFullYear() % 100).padStart(2, '0')}${String(ist.getUTCMonth() + 1).padStart(2, '0')}`
}

/** The reasons and the outcomes each allows, for the return form. */
export const RETURN_FORM_CHOICES = RETURN_REASONS.map((reason) => ({
  reason,
  label: REASON_LABELS[reason],
  outcomes: allowedOutcomes(reason).map((o) => ({ value: o, label: OUTCOME_LABELS[o] })),
}))
