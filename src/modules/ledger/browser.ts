// The ledger module's browser-safe surface: the chart of accounts, the settlement arithmetic, the rate form's schema.
export { ACCOUNTS, sellerAccount } from './accounts.ts'
export { commissionRateSchema } from './commission-rates.schemas.ts'
export { type LineSale, type LineSettlement, settleLine } from './settlement-math.ts'
