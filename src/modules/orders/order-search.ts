import type { OrderStatus, PaymentStatus } from '#db/schema.ts'

/** What the back office searches orders by (admin lists, exports, reports). */
export interface OrderSearch {
  status?: OrderStatus
  paymentStatus?: PaymentStatus
  /** Placed at or after this instant (ISO), and before `before`. */
  from?: string
  before?: string
  /** Matches the order number, the order id's start, the customer's name or email. */
  q?: string
}
