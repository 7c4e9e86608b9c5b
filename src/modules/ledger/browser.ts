// The ledger module's browser-safe surface: the chart of accounts, the settlement arithmetic, the rate form's schema.
export { ACCOUNTS, sellerAccount } from './accounts.ts'
export { COMMISSION_GST_PERCENT, COMMISSION_LINES } from './commission-invoice.ts'
export { commissionRateSchema } from './commission-rates.schemas.ts'
export { PAYOUT_STATUS_LABELS, type PayoutStatus } from './payout-status.ts'
export { nextSettlement, settlementCutoff } from './settlement-calendar.ts'
export { type LineSale, type LineSettlement, settleLine } from './settlement-math.ts'
