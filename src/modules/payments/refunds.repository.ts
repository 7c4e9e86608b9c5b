import type { Database } from '#db/database.ts'

export type RefundClaim = { status: 'pending' | 'succeeded' | 'failed'; reference: string | null }

/**
 * Claims the right to send one refund. Returns the claim as it stands: 'pending' and `created` for the
 * caller who made it (or who took a failed one over), otherwise whatever another caller left.
 */
export async function claimRefund(
  db: Database,
  claim: { id: string; claimKey: string; orderId: string; amountPaise: number; provider: string; now: string },
): Promise<RefundClaim & { created: boolean }> {
  const inserted = await db
    .insertInto('paymentRefunds')
    .values({
      id: claim.id,
      claimKey: claim.claimKey,
      orderId: claim.orderId,
      amountPaise: claim.amountPaise,
      provider: claim.provider,
      status: 'pending',
      reference: null,
      createdAt: claim.now,
      updatedAt: claim.now,
    })
    .onConflict((oc) => oc.column('claimKey').doNothing())
    .executeTakeFirst()
  if ((inserted.numInsertedOrUpdatedRows ?? 0n) > 0n) return { status: 'pending', reference: null, created: true }
  // A refund that failed at the provider may be tried again: by one caller at a time.
  const retaken = await db
    .updateTable('paymentRefunds')
    .set({ status: 'pending', updatedAt: claim.now })
    .where('claimKey', '=', claim.claimKey)
    .where('status', '=', 'failed')
    .executeTakeFirst()
  if (retaken.numUpdatedRows > 0n) return { status: 'pending', reference: null, created: true }
  const row = await db
    .selectFrom('paymentRefunds')
    .select(['status', 'reference'])
    .where('claimKey', '=', claim.claimKey)
    .executeTakeFirstOrThrow()
  return { ...row, created: false }
}

export async function settleRefund(db: Database, claimKey: string, outcome: { status: 'succeeded' | 'failed'; reference: string | null }) {
  await db
    .updateTable('paymentRefunds')
    .set({ ...outcome, updatedAt: new Date().toISOString() })
    .where('claimKey', '=', claimKey)
    .execute()
}

/** What has gone back to the order's payer through the provider, other claims than this one. */
export async function refundedPaise(db: Database, orderId: string, exceptClaimKey: string): Promise<number> {
  const row = await db
    .selectFrom('paymentRefunds')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amountPaise'), eb.lit(0)).as('refunded'))
    .where('orderId', '=', orderId)
    .where('status', '!=', 'failed')
    .where('claimKey', '!=', exceptClaimKey)
    .executeTakeFirstOrThrow()
  return Number(row.refunded)
}

/** A refund the provider knows by this reference (its refund id), whichever way it was made. */
export async function findRefundByReference(db: Database, reference: string) {
  return db.selectFrom('paymentRefunds').select(['claimKey', 'orderId', 'status']).where('reference', '=', reference).executeTakeFirst()
}

/** Whether a refund of the order is being sent by the shop at this moment (its provider reference not yet known). */
export async function hasPendingRefund(db: Database, orderId: string): Promise<boolean> {
  const row = await db
    .selectFrom('paymentRefunds')
    .select('id')
    .where('orderId', '=', orderId)
    .where('status', '=', 'pending')
    .executeTakeFirst()
  return row !== undefined
}

/** A refund that already happened at the provider, recorded once per claim key; false when it was already there. */
export async function insertSettledRefund(
  db: Database,
  row: { id: string; claimKey: string; orderId: string; amountPaise: number; provider: string; reference: string; now: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('paymentRefunds')
    .values({
      id: row.id,
      claimKey: row.claimKey,
      orderId: row.orderId,
      amountPaise: row.amountPaise,
      provider: row.provider,
      status: 'succeeded',
      reference: row.reference,
      createdAt: row.now,
      updatedAt: row.now,
    })
    .onConflict((oc) => oc.column('claimKey').doNothing())
    .executeTakeFirst()
  return (inserted.numInsertedOrUpdatedRows ?? 0n) > 0n
}
