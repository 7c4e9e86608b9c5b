// The ledger module's browser-safe surface: the chart of accounts, the settlement arithmetic, the rate form's schema.
export { ACCOUNTS, sellerAccount } from './accounts.ts'
export { COMMISSION_GST_PERCENT, COMMISSION_LINES } from './commission-invoice.ts'
export { commissionRateSchema } from './commission-rates.schemas.ts'
export { PAYOUT_STATUS_LABELS, type PayoutStatus } from './payout-status.ts'
export { nextSettlement, settlementCutoff, settlementFor } from './settlement-calendar.ts'
export {
  COMMISSION_GST_BP,
  type LineSale,
  type LineSettlement,
  settledDifference,
  settleLine,
  TCS_BP,
  TDS_BP,
  TDS_WITHOUT_PAN_BP,
} from './settlement-math.ts'
