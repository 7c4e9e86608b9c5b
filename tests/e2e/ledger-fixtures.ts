import path from 'node:path'
import { inject } from 'vitest'
import { openDatabase } from '#db/database.ts'
import { ACCOUNTS, issueCommissionInvoices, payableEntries, postJournal, runSettlement, settleLine } from '#src/modules/ledger/index.ts'

/** A ₹1,00,000 (taxable) laptop at 5% + ₹20 per parcel, sold within Maharashtra: commission ₹5,020, GST on it ₹903.60. */
export const OCTOBER_LAPTOP = settleLine({
  taxablePaise: 1_00_000_00,
  gstPaise: 18_000_00,
  commissionBp: 500,
  fixedFeePaise: 20_00,
  intraState: true,
  sellerHasPan: true,
  isStore: false,
})

/**
 * For each seller, a laptop paid for and made payable on 7 October 2026 (the journals the order
 * lifecycle and the payable job write), written to the shared shop's database; then the week settled
 * on a Monday in October and October's commission invoices made on 1 November, as the jobs would.
 */
export async function octoberSales(
  vendorIds: readonly string[],
  /**
   * The Monday whose settlement takes them: a settlement runs once per cut-off in the shared shop, so each
   * test file settles its own week and never finds its week already settled by another file's run.
   */
  settleOn = '2026-10-12',
): Promise<void> {
  const database = openDatabase({ sqliteFile: path.join(inject('dataDir'), 'deccan-digital.sqlite') })
  const line = OCTOBER_LAPTOP
  try {
    for (const vendorId of vendorIds) {
      const key = `${vendorId}-october`
      const occurredAt = '2026-10-07T10:00:00.000Z'
      await postJournal(database.db, {
        eventKey: `payment:${key}`,
        kind: 'payment',
        memo: 'Paid online',
        orderId: key,
        occurredAt,
        entries: [
          { account: ACCOUNTS.gateway, amountPaise: line.grossPaise },
          { account: ACCOUNTS.customersHeld, amountPaise: -line.grossPaise },
        ],
      })
      await postJournal(database.db, {
        eventKey: `payable:${key}`,
        kind: 'payable',
        memo: 'Laptop delivered',
        orderId: key,
        vendorId,
        taxablePaise: 1_00_000_00,
        feePaise: 20_00,
        occurredAt,
        entries: payableEntries(vendorId, false, line),
      })
    }
    await runSettlement({ db: database.db }, new Date(`${settleOn}T02:00:00Z`))
    await issueCommissionInvoices({ db: database.db }, new Date('2026-11-01T00:00:00Z'))
  } finally {
    await database.close()
  }
}
