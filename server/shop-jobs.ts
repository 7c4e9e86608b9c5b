import { keepSearchTableInShelfOrder } from '#src/modules/catalog/index.ts'
import { escalateOverdueComplaints } from '#src/modules/grievances/index.ts'
import { type ScheduledJob, scheduleOnceOnly } from '#src/modules/jobs/index.ts'
import { correctTdsOnGst, issueCommissionInvoices, runSettlement } from '#src/modules/ledger/index.ts'
import { makeLinesPayable, reconcileYesterday, releaseExpiredHolds } from '#src/modules/orders/index.ts'
import { resumeRefunds } from '#src/modules/payments/index.ts'
import { sendLowStockNotices } from '#src/modules/vendors/index.ts'
import { sendWishlistAlerts } from '#src/modules/wishlist/index.ts'
import type { AppServices } from '#src/platform/context.ts'
import type { Logger } from '#src/platform/logger.ts'

/**
 * The shop's scheduled jobs, in one table: what runs, how often, and why in that order. Every process
 * checks each job; a lease in the database lets one of them, across all workers and instances, run
 * each tick (`scheduleOnceOnly`).
 */
export function shopJobs(services: AppServices, log: Logger): ScheduledJob[] {
  return [
    // Unpaid online orders give their units back after the hold. Every process checks; the lease in the
    // database lets one of them, across all workers and instances, run each minute's sweep.
    {
      name: 'release-expired-holds',
      everyMs: 60_000,
      lockMs: 5 * 60_000,
      run: () => releaseExpiredHolds(services),
    },
    // Refunds written but not confirmed by the gateway (their sender died, or the gateway did not answer) are
    // sent again under their own idempotency keys, by one process a minute (decision 070).
    {
      name: 'resume-refunds',
      everyMs: 60_000,
      lockMs: 5 * 60_000,
      run: async () => {
        const outcome = await resumeRefunds(services)
        if (outcome.sent + outcome.failed + outcome.waiting > 0) log.info(outcome, 'unconfirmed refunds sent again')
      },
    },
    // Yesterday's payments, refunds, fees and settlements (payouts) at each configured gateway, Razorpay and
    // Stripe, matched with the shop's records, once a day by one process (decisions 072, 075): checked
    // hourly, a day already reconciled with a gateway is skipped for it.
    {
      name: 'gateway-reconciliation',
      everyMs: 60 * 60_000,
      lockMs: 30 * 60_000,
      run: async () => {
        await reconcileYesterday(services)
      },
    },
    // Vendors hear once a day which of their products are running out (one process sends it).
    {
      name: 'vendor-low-stock-notices',
      everyMs: 24 * 60 * 60_000,
      lockMs: 30 * 60_000,
      run: () => sendLowStockNotices(services),
    },
    // Sellers' weekly statements (decision 040). Checked hourly by one process; a period already settled is
    // skipped by its unique cut-off, so a late or repeated tick settles nothing twice. Lines whose window
    // closed before the cut-off are made payable first, so each is in the settlement the seller's payouts
    // page promised it to (decision 066), whichever job ticks first on the Monday.
    {
      name: 'weekly-settlement',
      everyMs: 60 * 60_000,
      lockMs: 30 * 60_000,
      run: async () => {
        await makeLinesPayable(services)
        const outcome = await runSettlement(services)
        if (outcome.runId) log.info(outcome, 'weekly settlement made')
      },
    },
    // Delivered lines become payable to their sellers once their return window has closed (decision 040).
    // Checked hourly by one process; a parcel already made payable is skipped, so nothing is posted twice.
    {
      name: 'lines-payable',
      everyMs: 60 * 60_000,
      lockMs: 30 * 60_000,
      run: async () => {
        const outcome = await makeLinesPayable(services)
        if (outcome.parcels > 0) log.info(outcome, 'delivered lines made payable')
      },
    },
    // TDS once deducted on GST is given back to the sellers it was taken from, once per line (decision
    // 076): checked daily by one process; a line corrected already is skipped.
    {
      name: 'tds-194o-correction',
      everyMs: 24 * 60 * 60_000,
      lockMs: 30 * 60_000,
      run: async () => {
        await correctTdsOnGst(services)
      },
    },
    // Complaints past the 48-hour or one-month clock are escalated to the marketplace's Grievance Officer
    // (decision 042): checked every quarter hour by one process; each complaint is escalated once.
    {
      name: 'grievance-escalation',
      everyMs: 15 * 60_000,
      lockMs: 10 * 60_000,
      run: () => escalateOverdueComplaints(services),
    },
    // The store's monthly commission invoices to its sellers (decision 040), for every month that is over.
    // Lines whose window closed in the month are made payable first, so none dated in it is left off its
    // invoice; an invoice is unique by seller and month, so a repeated tick or another instance issues none twice.
    {
      name: 'commission-invoices',
      everyMs: 60 * 60_000,
      lockMs: 30 * 60_000,
      run: async () => {
        await makeLinesPayable(services)
        const outcome = await issueCommissionInvoices(services)
        if (outcome.issued > 0) log.info(outcome, 'commission invoices issued')
      },
    },
    // Wishlist alerts (decision 086): prices that went below a watcher's line and products back in stock,
    // looked at every five minutes by one process; each crossing moves its alert's state once, and the
    // runner that moved it sends the one email.
    {
      name: 'wishlist-alerts',
      everyMs: 5 * 60_000,
      lockMs: 10 * 60_000,
      run: async () => {
        const sent = await sendWishlistAlerts(services)
        if (sent.priceDrops + sent.backInStock > 0) log.info(sent, 'wishlist alerts sent')
      },
    },
    // PostgreSQL's search table drifts from shelf order as products are added (decision 052): checked
    // daily by one process, and written again in order only when it has drifted far enough to matter.
    {
      name: 'search-table-order',
      everyMs: 24 * 60 * 60_000,
      lockMs: 30 * 60_000,
      run: async () => {
        const outcome = await keepSearchTableInShelfOrder(services)
        if (outcome.reordered) log.info(outcome, 'search table put back in shelf order')
      },
    },
  ]
}

/** Starts every job of the shop; returns the stop for all of them. */
export function startShopJobs(services: AppServices, log: Logger): () => void {
  const stops = shopJobs(services, log).map((job) => scheduleOnceOnly(services.db, log, job))
  return () => {
    for (const stop of stops) stop()
  }
}
