import type { Insertable, Selectable } from 'kysely'
import type { Database } from '#db/database.ts'
import type { GrievanceMessageTable, GrievanceStatus, GrievanceTable } from '#db/schema.ts'

export type GrievanceRow = Selectable<GrievanceTable>
export type MessageRow = Selectable<GrievanceMessageTable>

/** The next ticket of a year's series; the counter row stays locked until the complaint's transaction ends. */
export async function takeTicketNumber(db: Database, year: string): Promise<number> {
  await db
    .insertInto('grievanceCounters')
    .values({ year, lastNumber: 0 })
    .onConflict((oc) => oc.column('year').doNothing())
    .execute()
  const row = await db
    .updateTable('grievanceCounters')
    .set((eb) => ({ lastNumber: eb('lastNumber', '+', 1) }))
    .where('year', '=', year)
    .returning('lastNumber')
    .executeTakeFirstOrThrow()
  return row.lastNumber
}

export async function insertGrievance(db: Database, row: Insertable<GrievanceTable>): Promise<void> {
  await db.insertInto('grievances').values(row).execute()
}

export async function insertMessage(db: Database, row: Insertable<GrievanceMessageTable>): Promise<void> {
  await db.insertInto('grievanceMessages').values(row).execute()
}

export function findByTicket(db: Database, ticketNumber: string): Promise<GrievanceRow | undefined> {
  return db.selectFrom('grievances').selectAll().where('ticketNumber', '=', ticketNumber).executeTakeFirst()
}

export function findMessages(db: Database, grievanceId: string): Promise<MessageRow[]> {
  return db.selectFrom('grievanceMessages').selectAll().where('grievanceId', '=', grievanceId).orderBy('createdAt').orderBy('id').execute()
}

export function findOfUser(db: Database, userId: string): Promise<GrievanceRow[]> {
  return db.selectFrom('grievances').selectAll().where('userId', '=', userId).orderBy('receivedAt', 'desc').execute()
}

/** A queue, newest first: one seller's (`vendorId`), or every complaint (`all`). Unresolved ones first. */
export function findQueue(db: Database, queue: { vendorId: string } | 'all', limit: number): Promise<GrievanceRow[]> {
  let query = db.selectFrom('grievances').selectAll()
  if (queue !== 'all') query = query.where('vendorId', '=', queue.vendorId)
  return query
    .orderBy((eb) => eb.case().when('status', '=', 'resolved').then(1).else(0).end())
    .orderBy('receivedAt', 'desc')
    .limit(limit)
    .execute()
}

/**
 * Moves a complaint's status, only from the status it was read in (so two handlers acting at once
 * cannot both move it); true when this call moved it.
 */
/**
 * Moves a complaint's status, only from `from` and, when `seenMessages` is given, only while its
 * conversation still has that many messages: a handler's answer applies to the conversation it read,
 * not to one the customer has added to since (issue 49, item 21).
 */
export async function setStatus(
  db: Database,
  id: string,
  from: GrievanceStatus,
  change: { status: GrievanceStatus; acknowledgedAt?: string; resolvedAt?: string; updatedAt: string },
  seenMessages?: number,
): Promise<boolean> {
  let query = db.updateTable('grievances').set(change).where('id', '=', id).where('status', '=', from)
  if (seenMessages !== undefined)
    query = query.where(
      (eb) =>
        eb
          .selectFrom('grievanceMessages')
          .select((inner) => inner.fn.countAll<number>().as('count'))
          .where('grievanceMessages.grievanceId', '=', id),
      '=',
      seenMessages,
    )
  const result = await query.executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function countMessages(db: Database, grievanceId: string): Promise<number> {
  const row = await db
    .selectFrom('grievanceMessages')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('grievanceId', '=', grievanceId)
    .executeTakeFirst()
  return Number(row?.count ?? 0)
}

export async function touch(db: Database, id: string, updatedAt: string): Promise<void> {
  await db.updateTable('grievances').set({ updatedAt }).where('id', '=', id).execute()
}

/**
 * Unresolved complaints past a deadline at `now` that nobody has escalated yet: not acknowledged by its
 * deadline, or not resolved by the month's.
 */
export function findDueForEscalation(db: Database, now: string, limit: number): Promise<GrievanceRow[]> {
  return db
    .selectFrom('grievances')
    .selectAll()
    .where('escalatedAt', 'is', null)
    .where('status', '!=', 'resolved')
    .where((eb) => eb.or([eb.and([eb('status', '=', 'open'), eb('acknowledgeBy', '<=', now)]), eb('resolveBy', '<=', now)]))
    .orderBy('receivedAt')
    .limit(limit)
    .execute()
}

/** Stamps the escalation once: true only for the one caller that stamped it. */
export async function markEscalated(db: Database, id: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('grievances')
    .set({ escalatedAt: at, updatedAt: at })
    .where('id', '=', id)
    .where('escalatedAt', 'is', null)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** How many unresolved complaints are past a deadline at `now` (the admin dashboard's flag). */
export async function countOverdue(db: Database, now: string): Promise<number> {
  const row = await db
    .selectFrom('grievances')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('status', '!=', 'resolved')
    .where((eb) => eb.or([eb.and([eb('status', '=', 'open'), eb('acknowledgeBy', '<=', now)]), eb('resolveBy', '<=', now)]))
    .executeTakeFirst()
  return Number(row?.count ?? 0)
}

/** An erased account's complaints keep their ticket and thread, without the person's name and contact. */
export async function anonymiseOfUser(db: Database, userId: string, at: string): Promise<void> {
  await db
    .updateTable('grievances')
    .set({ name: 'Erased account', email: '', phone: null, updatedAt: at })
    .where('userId', '=', userId)
    .execute()
  await db
    .updateTable('grievanceMessages')
    .set({ authorName: 'Customer' })
    .where('author', '=', 'customer')
    .where('grievanceId', 'in', (eb) => eb.selectFrom('grievances').select('id').where('userId', '=', userId))
    .execute()
}
