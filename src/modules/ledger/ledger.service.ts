import type { Database } from '#db/database.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { requireAdminActor } from '#src/platform/guards.ts'
import { balanced, type Journal, sellerAccount } from './accounts.ts'
import * as repo from './ledger.repository.ts'

/**
 * Writes one money event's entries, in the caller's transaction (the event's own), exactly once: a
 * retried or raced event finds its key taken and writes nothing. False when it was already written.
 * A journal that does not balance is a programming error, never written.
 */
export async function postJournal(db: Database, journal: Journal, now = new Date()): Promise<boolean> {
  return repo.insertJournalOnce(db, balanced(journal), now.toISOString())
}

/** What the store owes one seller now: the credit balance of its account, as a positive amount. */
export async function sellerBalance(ctx: Pick<ServiceContext, 'db'>, vendorId: string): Promise<number> {
  const [row] = await repo.accountBalances(ctx.db, { account: sellerAccount(vendorId) })
  return row ? -row.balancePaise : 0
}

/** The sum of every entry ever written, in paise: 0 while the books balance (each journal sums to 0); for /metrics. */
export function ledgerImbalance(ctx: Pick<ServiceContext, 'db'>): Promise<number> {
  return repo.ledgerTotal(ctx.db)
}

/** Every account's balance, for the admin's books; and the ledger's grand total, which is zero. */
export async function trialBalance(
  ctx: ServiceContext,
): Promise<{ accounts: Array<{ account: string; balancePaise: number }>; totalPaise: number }> {
  requireAdminActor(ctx)
  const accounts = await repo.accountBalances(ctx.db)
  return { accounts: accounts.sort((a, b) => a.account.localeCompare(b.account)), totalPaise: await repo.ledgerTotal(ctx.db) }
}
