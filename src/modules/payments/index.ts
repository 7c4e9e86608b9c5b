// The payments module's surface: everything outside src/modules/payments/ imports from here, and only this.

export { gatewayEventHandled, rememberGatewayEvent } from './gateway-events.service.ts'
export {
  createRazorpay,
  type Razorpay,
  RazorpayError,
  type RazorpayListedPayment,
  type RazorpayListedRefund,
  type RazorpayPayment,
  type RazorpaySettlement,
} from './razorpay.ts'
export {
  gatewayRefundKey,
  providerShare,
  type RefundToSend,
  recordGatewayRefund,
  recordRefund,
  refundedThroughProvider,
  refundKnown,
  refundRecordOf,
  refundsWaiting,
  refundUnderWay,
  resumeRefunds,
  type SendOutcome,
  sendRefund,
  sendRefundAgain,
  settleFromGateway,
  unsettledRefunds,
} from './refunds.service.ts'
export {
  createStripe,
  STRIPE_WEBHOOK_TOLERANCE,
  type Stripe,
  type StripeBalanceTransaction,
  type StripeCharge,
  StripeError,
  type StripePaymentIntent,
  type StripePayout,
  type StripeRefund,
} from './stripe.ts'
