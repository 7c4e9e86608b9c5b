// The payments module's surface: everything outside src/modules/payments/ imports from here, and only this.
export { createRazorpay, type Razorpay, RazorpayError, type RazorpayPayment } from './razorpay.ts'
export { providerShare, refundOnce } from './refunds.service.ts'
