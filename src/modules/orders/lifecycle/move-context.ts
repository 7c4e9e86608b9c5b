import type { PaidWith } from '#src/modules/offers/index.ts'
import type { RefundToSend } from '#src/modules/payments/index.ts'
import type { Actor, AppServices } from '#src/platform/context.ts'

/** What a move needs of the running shop; `actor` is who acts (none for the gateway and the shop itself). */
export type LifecycleContext = Pick<AppServices, 'db' | 'log' | 'events' | 'mail' | 'razorpay' | 'stripe' | 'clock'> & {
  actor?: Actor | null
}

/** What a caller adds to a move: the parcel, a payment reference, the shipment, a reason, a timeline note of its own. */
export interface MoveDetail {
  /** The one parcel the move is about; none for the whole order (a vendor's move is about its own parcel). */
  parcelId?: string
  /** A part refund's amount. */
  amountPaise?: number
  /** A part refund that is one line given back whole: its credit note names that line alone. */
  line?: { productId: string; name: string }
  /** Why a parcel is cancelled, as the customer reads it. */
  reason?: string
  paymentReference?: string
  /** How a payment was made, as the gateway reports it: a bank offer's condition is checked against it (decision 083). */
  paidWith?: PaidWith | null
  shipment?: { courier: string; trackingNumber: string; ewayBillNumber?: string }
  /** The timeline's words, where the caller knows better (which gateway, which vendor). */
  note?: string
  /** A refund the gateway already made (in its dashboard): recorded once, by its id, with the move. */
  gatewayRefund?: { id: string; amountPaise: number; provider: string }
}

/** What the executor adds: the refund the move owes through the provider, written with it. */
export type Applying = MoveDetail & { refund?: RefundToSend }
