// The payments module's surface: everything outside src/modules/payments/ imports from here, and only this.
export { createRazorpay, type Razorpay, RazorpayError, type RazorpayPayment } from './razorpay.ts'
export {
  gatewayRefundKey,
  providerShare,
  type RefundToSend,
  recordGatewayRefund,
  recordRefund,
  refundedThroughProvider,
  refundKnown,
  refundUnderWay,
  resumeRefunds,
  type SendOutcome,
  sendRefund,
  sendRefundAgain,
  settleFromGateway,
  unsettledRefunds,
} from './refunds.service.ts'
