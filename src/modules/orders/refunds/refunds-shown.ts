import type { PaymentMethod, PaymentStatus } from '#db/schema.ts'

// An order's refunds one by one, where each went, and what the customer paid in the end (issue 41,
// decision 067). Pure: built from the ledger's give-back journals, the credit notes issued with them and
// the order's parcels, so the page, My Orders, the emails and the API say the same, and the ledger agrees.

/** Where money given back went: the card or UPI through the gateway, a bank transfer (cash paid on delivery), store credit; or, for cash on delivery, money never taken. */
export type RefundDestination = 'gateway' | 'bank' | 'store_credit' | 'not_collected'

/** Why a line no longer counts: its parcel was cancelled, or the line was refunded whole. */
export type LineStruck = 'cancelled' | 'refunded'

export const DESTINATION_WORDS: Record<RefundDestination, string> = {
  gateway: 'Card/UPI, through the payment gateway',
  bank: 'Bank transfer',
  store_credit: 'Store credit',
  not_collected: 'Not collected on delivery',
}

export interface RefundShown {
  id: string
  at: string
  /** What it was for: "Parcel 2 of 2 (SP Road Systems) cancelled", "Return RMA-2612-000004: 1 × Mouse". */
  what: string
  /** Given back in money and credit; a cash-on-delivery amount never collected is not in it. */
  amountPaise: number
  to: Array<{ destination: RefundDestination; amountPaise: number }>
  /** The GST credit note issued with it (after the invoice), whose total is this refund's amount. */
  creditNote: { id: string; number: string; totalPaise: number } | null
  /** The parcel it was for, or the return. */
  parcelId: string | null
  returnId: string | null
}

export interface OrderMoney {
  refunds: RefundShown[]
  /** Money and store credit given back, by the ledger. */
  refundedPaise: number
  /** Cash on delivery no longer collected: cancelled parcels' amounts due. */
  notCollectedPaise: number
  /** What the customer has paid in the end: online payment, store credit and cash collected, less what went back. */
  netPaidPaise: number
}

interface GiveBackRow {
  id: string
  eventKey: string
  kind: string
  memo: string
  occurredAt: string
  account: string
  amountPaise: number
}

interface ParcelFacts {
  id: string
  position: number
  sellerName: string
  status: string
  totalPaise: number
  storeCreditPaise: number
  collectedPaise: number
  updatedAt: string
}

export interface OrderMoneyInput {
  order: { paymentMethod: PaymentMethod; paymentStatus: PaymentStatus; totalPaise: number; storeCreditPaise: number }
  parcels: readonly ParcelFacts[]
  giveBacks: readonly GiveBackRow[]
  creditNotes: ReadonlyArray<{
    id: string
    number: string
    parcelId: string | null
    returnId: string | null
    totalPaise: number
    createdAt: string
  }>
  returns: ReadonlyArray<{ id: string; rmaNumber: string; productId: string; quantity: number }>
  items: ReadonlyArray<{ productId: string; name: string }>
}

const DESTINATION_OF: Record<string, RefundDestination> = {
  'cash:gateway': 'gateway',
  'cash:bank': 'bank',
  'customers:store-credit': 'store_credit',
}

/** "Parcel 2 of 2 (SP Road Systems)", or "Order" when it has one parcel. */
const parcelLabel = (p: ParcelFacts | undefined, of: number) => (p && of > 1 ? `Parcel ${p.position} of ${of} (${p.sellerName})` : 'Order')

/** The words of a parcel's give-back, from the reason its journal was posted with (order-lifecycle.service.ts). */
function parcelWhat(reason: string, label: string): string {
  if (/^(Parcel|Order) cancelled/.test(reason)) return `${label} cancelled`
  const item = /^Item refunded: (.+)$/.exec(reason)
  if (item) return `${item[1]} refunded`
  if (reason === 'Part refund') return `Part refund of ${label === 'Order' ? 'the order' : label}`
  if (reason === 'Order refunded' || reason === 'Parcel refunded') return `${label} refunded`
  if (reason.startsWith('Refunded at the payment gateway')) return `${label} refunded at the payment gateway`
  return label === 'Order' ? reason : `${label}: ${reason}`
}

export function orderMoney(input: OrderMoneyInput): OrderMoney {
  const { order, parcels } = input
  const byJournal = new Map<string, GiveBackRow[]>()
  for (const row of input.giveBacks) byJournal.set(row.id, [...(byJournal.get(row.id) ?? []), row])
  const refunds: RefundShown[] = []
  for (const [id, rows] of byJournal) {
    const first = rows[0]
    if (!first) continue
    const amountPaise = rows.filter((r) => r.account === 'customers:held').reduce((sum, r) => sum + r.amountPaise, 0)
    if (amountPaise <= 0) continue
    const to = rows
      .filter((r) => DESTINATION_OF[r.account] && r.amountPaise < 0)
      .map((r) => ({ destination: DESTINATION_OF[r.account] as RefundDestination, amountPaise: -r.amountPaise }))
    const [, ref = ''] = first.eventKey.split(':')
    const reason = first.memo.replace(/, order [A-Z0-9-]+$/, '')
    if (first.kind === 'return-refund') {
      const ret = input.returns.find((r) => r.id === ref)
      const name = input.items.find((i) => i.productId === ret?.productId)?.name
      const note = input.creditNotes.find((n) => n.returnId === ref)
      refunds.push({
        id,
        at: first.occurredAt,
        what: ret && name ? `Return ${ret.rmaNumber}: ${ret.quantity} × ${name}` : reason,
        amountPaise,
        to,
        creditNote: note ? { id: note.id, number: note.number, totalPaise: note.totalPaise } : null,
        parcelId: null,
        returnId: ref,
      })
      continue
    }
    const parcel = parcels.find((p) => p.id === ref)
    const note = input.creditNotes.find((n) => n.parcelId === ref && n.createdAt === first.occurredAt)
    refunds.push({
      id,
      at: first.occurredAt,
      what: parcelWhat(reason, parcelLabel(parcel, parcels.length)),
      amountPaise,
      to,
      creditNote: note ? { id: note.id, number: note.number, totalPaise: note.totalPaise } : null,
      parcelId: ref,
      returnId: null,
    })
  }
  const refundedPaise = refunds.reduce((sum, r) => sum + r.amountPaise, 0)

  // Cash on delivery never taken for a parcel cancelled before it arrived: beside its store credit given back, if any.
  let notCollectedPaise = 0
  if (order.paymentMethod === 'cod')
    for (const p of parcels.filter((x) => x.status === 'cancelled')) {
      const uncollected = p.totalPaise - p.storeCreditPaise - p.collectedPaise
      if (uncollected <= 0) continue
      notCollectedPaise += uncollected
      const part = { destination: 'not_collected' as const, amountPaise: uncollected }
      const given = refunds.find((r) => r.parcelId === p.id && r.what.endsWith('cancelled'))
      if (given) given.to.push(part)
      else
        refunds.push({
          id: `not-collected:${p.id}`,
          at: p.updatedAt,
          what: `${parcelLabel(p, parcels.length)} cancelled`,
          amountPaise: 0,
          to: [part],
          creditNote: null,
          parcelId: p.id,
          returnId: null,
        })
    }
  refunds.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0))

  const paidOnline = order.paymentMethod === 'online' && (order.paymentStatus === 'paid' || order.paymentStatus === 'refunded')
  const takenPaise =
    order.storeCreditPaise +
    (paidOnline ? order.totalPaise - order.storeCreditPaise : parcels.reduce((sum, p) => sum + p.collectedPaise, 0))
  return { refunds, refundedPaise, notCollectedPaise, netPaidPaise: Math.max(0, takenPaise - refundedPaise) }
}
