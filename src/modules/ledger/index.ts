// The ledger module's surface: everything outside src/modules/ledger/ imports from here, and only this.
// It owns the marketplace's books (decision 040): an append-only double-entry ledger, commission
// rates, weekly settlements and payouts.
export { balanced, ENTRIES, type Entry, type Journal, type PaidWay, payableEntries, reversed, UnbalancedJournal } from './accounts.ts'
export * from './browser.ts'
export {
  adminCommissionInvoice,
  adminCommissionInvoices,
  type CommissionInvoiceSummary,
  type CommissionInvoiceView,
  issueCommissionInvoices,
  sellerCommissionInvoice,
  sellerCommissionInvoices,
} from './commission-invoices.service.ts'
export {
  commissionFor,
  listCommissionRates,
  NO_RATE,
  type RateOutcome,
  type SellerRate,
  sellerRates,
  setCommissionRate,
} from './commission-rates.service.ts'
export { ledgerImbalance, postJournal, sellerBalance, trialBalance } from './ledger.service.ts'
export { adminPayouts, movePayout, type PayoutMove, type PayoutOutcome } from './payouts.service.ts'
export { runSettlement, type SettlementOutcome } from './settlement.service.ts'
export {
  type StatementLine,
  sellerPayouts,
  sellerStatement,
  sellerUnsettled,
  statementCsv,
  withheldByMonth,
} from './statements.service.ts'
export { monthRange, type TcsRow, type TdsRow, tcsCsv, tcsReport, tdsCsv, tdsReport } from './statutory-reports.service.ts'
export { correctTdsOnGst } from './tds-correction.service.ts'
