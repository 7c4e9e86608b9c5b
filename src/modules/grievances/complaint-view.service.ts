import type { Database } from '#db/database.ts'
import { listStores } from '#src/modules/accounts/index.ts'
import type { ComplaintLine, ComplaintView } from './browser.ts'
import { clockOf } from './grievance-clock.ts'
import * as repo from './grievances.repository.ts'

/** The names of the sellers whose queues these complaints are in. */
export async function sellerNames(db: Database, rows: ReadonlyArray<{ vendorId: string | null }>): Promise<Map<string, string>> {
  if (!rows.some((row) => row.vendorId)) return new Map()
  return new Map((await listStores(db)).map((store) => [store.id, store.name]))
}

export function lineOf(row: repo.GrievanceRow, names: Map<string, string>, now: Date): ComplaintLine {
  const clock = clockOf(row, now)
  return {
    ticketNumber: row.ticketNumber,
    about: row.about,
    subjectLabel: row.subjectLabel,
    sellerName: row.vendorId ? (names.get(row.vendorId) ?? 'A seller') : null,
    name: row.name,
    email: row.email,
    phone: row.phone,
    status: row.status,
    receivedAt: row.receivedAt,
    acknowledgeBy: row.acknowledgeBy,
    resolveBy: row.resolveBy,
    acknowledgedAt: row.acknowledgedAt,
    resolvedAt: row.resolvedAt,
    escalatedAt: row.escalatedAt,
    clock: { ...clock, dueAt: clock.dueAt?.toISOString() ?? null },
  }
}

export async function viewOf(db: Database, row: repo.GrievanceRow, now: Date): Promise<ComplaintView> {
  const [names, messages] = await Promise.all([sellerNames(db, [row]), repo.findMessages(db, row.id)])
  return {
    ...lineOf(row, names, now),
    description: row.description,
    messages: messages.map(({ id, author, authorName, body, createdAt }) => ({ id, author, authorName, body, createdAt })),
  }
}

export async function linesOf(db: Database, rows: repo.GrievanceRow[], now: Date): Promise<ComplaintLine[]> {
  const names = await sellerNames(db, rows)
  return rows.map((row) => lineOf(row, names, now))
}
