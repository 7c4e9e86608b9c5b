import type { Database } from '#db/database.ts'

/** A refund written in its move's transaction, still to be sent (decision 070); false when its claim key was taken. */
export async function insertRefundRecord(
  db: Database,
  row: {
    id: string
    claimKey: string
    orderId: string
    amountPaise: number
    provider: string
    paymentId: string | null
    idempotencyKey: string
    now: string
  },
): Promise<boolean> {
  const { now, ...record } = row
  const inserted = await db
    .insertInto('paymentRefunds')
    .values({ ...record, status: 'pending', reference: null, attempts: 0, createdAt: now, updatedAt: now })
    .onConflict((oc) => oc.column('claimKey').doNothing())
    .executeTakeFirst()
  return (inserted.numInsertedOrUpdatedRows ?? 0n) > 0n
}

export async function findRefund(db: Database, id: string) {
  return db.selectFrom('paymentRefunds').selectAll().where('id', '=', id).executeTakeFirst()
}

/**
 * Takes a pending record for sending until `leaseUntil`: only when no one holds it (a sender that died
 * holds it no longer once its lease ran out). The attempt is counted. False when another has it or it is done.
 */
export async function takeRefund(db: Database, id: string, now: string, leaseUntil: string): Promise<boolean> {
  const taken = await db
    .updateTable('paymentRefunds')
    .set((eb) => ({ leaseUntil, attempts: eb('attempts', '+', 1), updatedAt: now }))
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .where('idempotencyKey', 'is not', null)
    .where((eb) => eb.or([eb('leaseUntil', 'is', null), eb('leaseUntil', '<', now)]))
    .executeTakeFirst()
  return taken.numUpdatedRows > 0n
}

/** Lets go of a record whose sending may be tried again at once (the gateway did not answer, or is busy). */
export async function releaseRefund(db: Database, id: string, now: string): Promise<void> {
  await db
    .updateTable('paymentRefunds')
    .set({ leaseUntil: null, updatedAt: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .execute()
}

/** The gateway made it: its refund id. False when the record was no longer pending (already settled). */
export async function completeRefund(db: Database, id: string, reference: string, now: string): Promise<boolean> {
  const done = await db
    .updateTable('paymentRefunds')
    .set({ status: 'succeeded', reference, leaseUntil: null, failureReason: null, updatedAt: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst()
  return done.numUpdatedRows > 0n
}

/** The gateway refused it, for good: its reason. False when the record was no longer pending. */
export async function failRefund(db: Database, id: string, reason: string, now: string): Promise<boolean> {
  const failed = await db
    .updateTable('paymentRefunds')
    .set({ status: 'failed', failureReason: reason, leaseUntil: null, updatedAt: now })
    .where('id', '=', id)
    .where('status', '=', 'pending')
    .executeTakeFirst()
  return failed.numUpdatedRows > 0n
}

/** A failed record made pending again, under a new key (the gateway answers an old key with its old refusal). */
export async function retryRefund(db: Database, id: string, idempotencyKey: string, now: string): Promise<boolean> {
  const retried = await db
    .updateTable('paymentRefunds')
    .set({ status: 'pending', idempotencyKey, failureReason: null, leaseUntil: null, updatedAt: now })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .where('idempotencyKey', 'is not', null)
    .executeTakeFirst()
  return retried.numUpdatedRows > 0n
}

/** Pending records no one holds that were written before `writtenBefore`, or whose sender's lease ran out: the job's to send. */
export async function refundsToResume(db: Database, now: string, writtenBefore: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('paymentRefunds')
    .select('id')
    .where('status', '=', 'pending')
    .where('idempotencyKey', 'is not', null)
    .where((eb) => eb.or([eb.and([eb('leaseUntil', 'is', null), eb('updatedAt', '<', writtenBefore)]), eb('leaseUntil', '<', now)]))
    .orderBy('createdAt')
    .limit(limit)
    .execute()
  return rows.map((r) => r.id)
}

/** The order's refunds the gateway refused, newest first: for the admin to send again. */
export async function failedRefundsOf(db: Database, orderIds: readonly string[]) {
  if (orderIds.length === 0) return []
  return db
    .selectFrom('paymentRefunds')
    .select(['id', 'orderId', 'amountPaise', 'failureReason', 'updatedAt', 'status', 'attempts'])
    .where('orderId', 'in', orderIds)
    .where((eb) => eb.or([eb('status', '=', 'failed'), eb('status', '=', 'pending')]))
    .where('idempotencyKey', 'is not', null)
    .orderBy('updatedAt', 'desc')
    .execute()
}

/** Refunds not yet settled, by status: being sent or to be sent again by the job (pending), or refused and waiting for an admin (failed). */
export async function countUnsettled(db: Database) {
  const rows = await db
    .selectFrom('paymentRefunds')
    .select((eb) => ['status', eb.fn.countAll<number>().as('count'), eb.fn.sum<number>('amountPaise').as('amountPaise')])
    .where('status', 'in', ['pending', 'failed'])
    .where('idempotencyKey', 'is not', null)
    .groupBy('status')
    .execute()
  return rows.map((row) => ({ status: row.status, count: Number(row.count), amountPaise: Number(row.amountPaise ?? 0) }))
}

/** What has gone back to the order's payer through the provider, other claims than this one. */
export async function refundedPaise(db: Database, orderId: string, exceptClaimKey: string): Promise<number> {
  const row = await db
    .selectFrom('paymentRefunds')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amountPaise'), eb.lit(0)).as('refunded'))
    .where('orderId', '=', orderId)
    .where('status', '!=', 'failed')
    .where('claimKey', '!=', exceptClaimKey)
    // Not the order's payment: a payment refused or paid twice (`payment:<id>`), a bank transfer's excess (`overpaid:<utr>`).
    .where('claimKey', 'not like', 'payment:%')
    .where('claimKey', 'not like', 'overpaid:%')
    .executeTakeFirstOrThrow()
  return Number(row.refunded)
}

/** A refund the provider knows by this reference (its refund id), whichever way it was made. */
export async function findRefundByReference(db: Database, reference: string) {
  return db
    .selectFrom('paymentRefunds')
    .select(['id', 'claimKey', 'orderId', 'status', 'amountPaise', 'reference'])
    .where('reference', '=', reference)
    .executeTakeFirst()
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
