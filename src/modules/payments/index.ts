// The payments module's surface: everything outside src/modules/payments/ imports from here, and only this.
export { createRazorpay, type Razorpay, RazorpayError, type RazorpayPayment } from './razorpay.ts'
export {
  gatewayRefundKey,
  providerShare,
  recordGatewayRefund,
  refundedThroughProvider,
  refundKnown,
  refundOnce,
  refundUnderWay,
} from './refunds.service.ts'
