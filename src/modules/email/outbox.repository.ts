import type { Database } from '#db/database.ts'

export async function insertEmail(
  db: Database,
  email: { id: string; toAddress: string; subject: string; textBody: string; kind: string; createdAt: string },
) {
  await db.insertInto('emailOutbox').values(email).execute()
}

export async function markSent(db: Database, id: string) {
  await db.updateTable('emailOutbox').set({ sentAt: new Date().toISOString() }).where('id', '=', id).execute()
}

export async function markFailed(db: Database, id: string, error: string) {
  await db.updateTable('emailOutbox').set({ error }).where('id', '=', id).execute()
}

const count = async (query: Promise<{ count: number | string } | undefined>) => Number((await query)?.count ?? 0)

export interface OutboxRow {
  id: string
  toAddress: string
  subject: string
  kind: string
  textBody: string
  createdAt: string
  sentAt: string | null
  error: string | null
}

export function findOutbox(db: Database, options: { limit: number; offset: number }): Promise<[OutboxRow[], number]> {
  return Promise.all([
    db
      .selectFrom('emailOutbox')
      .select(['id', 'toAddress', 'subject', 'kind', 'textBody', 'createdAt', 'sentAt', 'error'])
      .orderBy('createdAt', 'desc')
      .orderBy('id')
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    count(
      db
        .selectFrom('emailOutbox')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirst(),
    ),
  ])
}
