import type { Database } from '#db/database.ts'
import type { OrderStatus as ParcelStatus, PaymentMethod } from '#db/schema.ts'
import type { PaidWith } from '#src/modules/offers/index.ts'
import type { RefundToSend } from '#src/modules/payments/index.ts'
import type { DiscountedLine } from '../line-money.ts'
import type { LineGiveBack } from '../parcel-line-money.ts'

// What a move of an order or of a return does besides changing its own row, as data (issue 42). The
// lifecycle plans a move and lists its effects; each part of orders supplies the steps that carry out
// its kind of effect (`Steps`), and the lifecycle's executor runs them in the move's one transaction,
// in the order listed. No part calls back up into the lifecycle.

/** The order a move acts on, as it was read when the move was planned. */
export interface EffectOrder {
  id: string
  orderNumber: string
  userId: string
  paymentMethod: PaymentMethod
  /** Who took the payment: a gateway, bank transfer, cash on delivery, store credit. */
  paymentProvider: string
  /** The version the move was planned from: a give-back's journal and store credit are keyed by it. */
  version: number
  totalPaise: number
  storeCreditPaise: number
  invoiceNumber: string | null
}

/** A parcel as the move read it, before the move changed it. */
export interface EffectParcel {
  id: string
  vendorId: string
  invoiceNumber: string | null
  sellerJson: string | null
  subtotalPaise: number
  taxPaise: number
  roundOffPaise: number
  totalPaise: number
  refundedPaise: number
  /** What the store's offers pay of its value for the buyer (decision 083). */
  storeDiscountPaise: number
}

export interface Units {
  productId: string
  quantity: number
  name: string
}

/** A return settled in money: refunded (through the provider, the rest as store credit) or credited whole. */
export interface ReturnSettled {
  kind: 'return-settled'
  as: 'refunded' | 'credited'
  ret: {
    id: string
    rmaNumber: string
    productId: string
    vendorId: string
    quantity: number
    amountPaise: number
    /** The store's offer behind these units: back to the store, not to the buyer (decision 083). */
    storeDiscountPaise: number
  }
  line: DiscountedLine & { name: string; hsnCode: string }
  /** What goes back as store credit: all of it when credited, the part paid with store credit when refunded. */
  creditPaise: number
}

export type Effect =
  /** The refund owed through the provider, as a record before it is money (decision 070). */
  | { kind: 'refund-owed'; refund: RefundToSend }
  /** A refund the gateway already made (in its dashboard), recorded once by its id. */
  | { kind: 'refunded-at-gateway'; refundId: string; amountPaise: number; provider: string }
  | {
      kind: 'parcels-moved'
      parcelIds: readonly string[]
      vendorIds: readonly string[]
      to: ParcelStatus
      shipment?: { courier: string; trackingNumber: string; ewayBillNumber?: string }
      cancelled?: { reason: string | null; by: string }
    }
  | { kind: 'stock-taken'; units: readonly Units[] }
  | { kind: 'stock-back'; units: readonly Units[] }
  | { kind: 'paid-online' }
  | { kind: 'cash-collected'; parcelId: string; amountPaise: number }
  /** Money and store credit given back for a parcel, and how it falls on the parcel's lines (decision 084). */
  | {
      kind: 'given-back'
      parcel: EffectParcel
      amountPaise: number
      creditPaise: number
      lines: readonly LineGiveBack[]
      reason: string
    }
  | { kind: 'invoices-due'; parcels: ReadonlyArray<{ id: string; vendorId: string }> }
  /** The order's uses of its offers go back (cancelled before payment, payment failed, hold lapsed, decision 083). */
  | { kind: 'offer-uses-back' }
  /**
   * The order is paid: uses that went back are taken again, and the payment must meet its bank offers'
   * conditions (`paidWith`, as the gateway reported it), or the payment is refused.
   */
  | { kind: 'offer-uses-again'; paidWith: PaidWith | null }
  | ReturnSettled

export type EffectKind = Effect['kind']
export type EffectOf<K extends EffectKind> = Extract<Effect, { kind: K }>

/** What every step is told of the move besides its effect. */
export interface MoveFacts {
  order: EffectOrder
  at: Date
}

/**
 * A part's steps: for each kind of effect it carries out, how, inside the move's transaction. A step
 * that issues a document (a credit note) resolves to its number, for the timeline; any other to nothing.
 */
export type Steps = {
  [K in EffectKind]?: (trx: Database, effect: EffectOf<K>, move: MoveFacts) => Promise<unknown>
}

/** The refund's claim was made by another move meanwhile: the whole move rolls back. */
export class RefundClaimed extends Error {}
/** The gateway's refund id was recorded by a delivery that got in first: the whole move rolls back. */
export class GatewayRefundRecorded extends Error {}
