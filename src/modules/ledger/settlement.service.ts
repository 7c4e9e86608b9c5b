import { randomUUID } from 'node:crypto'
import type { ServiceContext } from '#src/platform/context.ts'
import { transact } from '#src/platform/transact.ts'
import { ENTRIES, sellerAccount } from './accounts.ts'
import { postJournal } from './ledger.service.ts'
import * as repo from './settlement.repository.ts'
import { cutoffStamp, settlementCutoff } from './settlement-calendar.ts'

export interface SettlementOutcome {
  /** Null when this period was already settled (by an earlier run or another instance). */
  runId: string | null
  statements: number
  payouts: number
}

/**
 * The weekly settlement (decision 040): for the week that closed at the last cut-off, each seller with
 * new lines gets a statement of them. What the store owes the seller then (its whole balance before the
 * cut-off, so a negative left by a return after a payout is taken off) becomes a payout waiting for an
 * admin's approval, and moves from the seller's account to `payouts:pending`; a balance of zero or less
 * carries forward. One transaction, and the run is unique by its cut-off: a second run, or one on
 * another instance at the same moment, settles nothing twice.
 */
export async function runSettlement(ctx: Pick<ServiceContext, 'db'>, now = new Date()): Promise<SettlementOutcome> {
  const cutoff = settlementCutoff(now).toISOString()
  return transact(ctx.db, async (trx) => {
    const run = await repo.openRun(trx, { id: randomUUID(), cutoff, startedAt: now.toISOString() })
    if (!run) return { runId: null, statements: 0, payouts: 0 }
    const bySeller = new Map<string, string[]>()
    for (const journal of await repo.unsettledJournals(trx, cutoff)) {
      const vendorId = journal.vendorId as string
      bySeller.set(vendorId, [...(bySeller.get(vendorId) ?? []), journal.id])
    }
    let payouts = 0
    for (const [vendorId, journalIds] of bySeller) {
      const account = sellerAccount(vendorId)
      // Credits are negative: what is owed is the account's credit balance.
      const owed = -(await repo.sellerAccountSum(trx, account, { before: cutoff }))
      const fromLines = -(await repo.sellerAccountSum(trx, account, { journalIds }))
      const id = randomUUID()
      const at = now.toISOString()
      await repo.insertPayout(trx, {
        id,
        runId: run.id,
        vendorId,
        statementNumber: `ST/${cutoffStamp(new Date(cutoff))}/${id.slice(0, 8).toUpperCase()}`,
        cutoff,
        amountPaise: owed,
        broughtForwardPaise: owed - fromLines,
        status: owed > 0 ? 'pending' : 'carried',
        createdAt: at,
        updatedAt: at,
      })
      await repo.linkJournals(trx, id, journalIds)
      if (owed > 0) {
        payouts += 1
        await postJournal(
          trx,
          {
            eventKey: `payout-due:${id}`,
            kind: 'payout-due',
            memo: 'Settled for payout',
            vendorId,
            occurredAt: cutoff,
            entries: ENTRIES.payoutDue(vendorId, owed),
          },
          now,
        )
      }
    }
    await repo.finishRun(trx, run.id, now.toISOString())
    return { runId: run.id, statements: bySeller.size, payouts }
  })
}
