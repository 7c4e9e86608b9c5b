import type { PayoutStatus } from '#db/schema.ts'
import { UTR } from '#src/lib/utr.ts'
import { recordAudit } from '#src/platform/audit/audit.service.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { fail, type Result } from '#src/platform/failure.ts'
import { requireAdminActor } from '#src/platform/guards.ts'
import { transact } from '#src/platform/transact.ts'
import { ACCOUNTS, ENTRIES } from './accounts.ts'
import { accountBalances } from './ledger.repository.ts'
import { postJournal } from './ledger.service.ts'
import { PAYOUT_STATUS_LABELS } from './payout-status.ts'
import * as repo from './settlement.repository.ts'

/** The payout's lifecycle: which move goes from where to where. Nothing else changes a payout. */
const MOVES = {
  approve: { from: 'pending', to: 'approved' },
  paid: { from: 'approved', to: 'paid' },
  failed: { from: 'approved', to: 'failed' },
} as const satisfies Record<string, { from: PayoutStatus; to: PayoutStatus }>
export type PayoutMove = keyof typeof MOVES

export type PayoutOutcome = Result<{ message: string }>

/**
 * An admin moves a payout: approves it, records the transfer's UTR once the bank has paid it, or
 * records that the transfer failed (the money goes back to the seller's balance for the next
 * settlement). Each move is audited and writes its journal in the same transaction, once.
 */
export async function movePayout(
  ctx: ServiceContext,
  payoutId: string,
  move: PayoutMove,
  input: { utr?: string; reason?: string } = {},
  now = new Date(),
): Promise<PayoutOutcome> {
  const actor = requireAdminActor(ctx)
  const { from, to } = MOVES[move]
  const utr = input.utr?.trim().toUpperCase() ?? ''
  const reason = input.reason?.trim() ?? ''
  if (move === 'paid' && !UTR.test(utr))
    return fail('invalid_input', 'Please correct the highlighted fields.', {
      utr: 'Enter the transfer’s UTR: 16 or 22 letters and digits (NEFT, RTGS) or 12 digits (IMPS)',
    })
  if (move === 'failed' && (reason.length < 3 || reason.length > 200))
    return fail('invalid_input', 'Please correct the highlighted fields.', { reason: 'Say why the transfer failed (3 to 200 characters)' })
  return transact(ctx.db, async (trx): Promise<PayoutOutcome> => {
    const payout = await repo.findPayout(trx, payoutId)
    if (!payout) return fail('not_found', 'No such payout.')
    if (payout.status !== from)
      return fail(
        'illegal_transition',
        `This payout is ${PAYOUT_STATUS_LABELS[payout.status].toLowerCase()}; it cannot be ${move === 'approve' ? 'approved' : `marked ${move}`}.`,
      )
    const at = now.toISOString()
    const moved = await repo.movePayout(trx, payout, {
      status: to,
      updatedAt: at,
      ...(move === 'approve' ? { approvedBy: actor.email, approvedAt: at } : {}),
      ...(move === 'paid' ? { utr, paidAt: at } : {}),
      ...(move === 'failed' ? { failureReason: reason } : {}),
    })
    if (!moved) return fail('conflict', 'This payout changed meanwhile; reload and try again.')
    const amount = Number(payout.amountPaise)
    const vendorId = payout.vendorId
    if (move === 'paid')
      await postJournal(
        trx,
        {
          eventKey: `payout-paid:${payout.id}`,
          kind: 'payout-paid',
          memo: `Paid, UTR ${utr}`,
          vendorId,
          occurredAt: at,
          entries: ENTRIES.payoutPaid(vendorId, amount),
        },
        now,
      )
    if (move === 'failed')
      await postJournal(
        trx,
        {
          eventKey: `payout-failed:${payout.id}`,
          kind: 'payout-failed',
          memo: `Transfer failed: ${reason}`,
          vendorId,
          occurredAt: at,
          entries: ENTRIES.payoutFailed(vendorId, amount),
        },
        now,
      )
    await recordAudit(
      trx,
      actor,
      {
        action: `payout.${move === 'approve' ? 'approved' : move}`,
        entity: 'payout',
        entityId: payout.id,
        before: { status: from },
        after: { status: to, ...(utr ? { utr } : {}), ...(reason ? { reason } : {}) },
      },
      now,
    )
    const message =
      move === 'approve'
        ? 'Payout approved.'
        : move === 'paid'
          ? `Payout marked paid with UTR ${utr}.`
          : 'Payout marked failed; the amount is back in the seller’s balance.'
    return { ok: true, message }
  })
}

/** The admin's payouts page: payouts (of one status, or all), the last runs, and the store's books. */
export async function adminPayouts(ctx: ServiceContext, status?: PayoutStatus) {
  requireAdminActor(ctx)
  const [payouts, runs, balances] = await Promise.all([
    repo.payoutsOf(ctx.db, status ? { status } : {}),
    repo.recentRuns(ctx.db),
    accountBalances(ctx.db),
  ])
  const credit = (account: string) => -(balances.find((row) => row.account === account)?.balancePaise ?? 0)
  const owedToSellers = balances.filter((row) => row.account.startsWith('seller:')).reduce((sum, row) => sum - row.balancePaise, 0)
  return {
    payouts,
    runs: runs.map((run) => ({ ...run, statements: Number(run.statements) })),
    books: {
      commissionPaise: credit(ACCOUNTS.commission),
      commissionGstPaise: credit(ACCOUNTS.commissionGst),
      tcsPaise: credit(ACCOUNTS.tcsCgst) + credit(ACCOUNTS.tcsSgst) + credit(ACCOUNTS.tcsIgst),
      tdsPaise: credit(ACCOUNTS.tds),
      heldForCustomersPaise: credit(ACCOUNTS.customersHeld),
      owedToSellersPaise: owedToSellers + credit(ACCOUNTS.payoutsPending),
    },
  }
}
