import type { Database } from '#db/database.ts'
import * as repo from './grievances.repository.ts'

/**
 * What the privacy module takes from here for a person's data (DPDP Act ss.11–12): their complaints for
 * the export, and their erasure. An erased account's complaints keep their ticket, clock and thread
 * (the record of how each was handled) without the person's name, email or phone.
 */
export async function complaintsOfUser(db: Database, userId: string) {
  const rows = await repo.findOfUser(db, userId)
  return Promise.all(
    rows.map(async (row) => ({
      ticketNumber: row.ticketNumber,
      about: row.about,
      subject: row.subjectLabel,
      description: row.description,
      status: row.status,
      receivedAt: row.receivedAt,
      acknowledgedAt: row.acknowledgedAt,
      resolvedAt: row.resolvedAt,
      phone: row.phone,
      messages: (await repo.findMessages(db, row.id)).map(({ author, authorName, body, createdAt }) => ({
        author,
        authorName,
        body,
        createdAt,
      })),
    })),
  )
}

export const anonymiseComplaintsOf = (db: Database, userId: string, at: string) => repo.anonymiseOfUser(db, userId, at)
