import type { Database } from '#db/database.ts'
import type { ContactInput } from './content.schemas.ts'

export async function insertContactMessage(db: Database, id: string, input: ContactInput, createdAt: string) {
  await db
    .insertInto('contactMessages')
    .values({ id, ...input, createdAt, handledAt: null })
    .execute()
}

/** Adding an address twice is harmless: the second insert changes nothing. */
export async function insertSubscriber(db: Database, email: string, createdAt: string) {
  await db
    .insertInto('newsletterSubscribers')
    .values({ email, createdAt })
    .onConflict((oc) => oc.column('email').doNothing())
    .execute()
}

const count = async (query: Promise<{ count: number | string } | undefined>) => Number((await query)?.count ?? 0)

export function findMessages(db: Database, options: { unhandledOnly: boolean; limit: number; offset: number }) {
  let query = db.selectFrom('contactMessages')
  if (options.unhandledOnly) query = query.where('handledAt', 'is', null)
  return Promise.all([
    query
      .select(['id', 'name', 'email', 'subject', 'message', 'createdAt', 'handledAt'])
      .orderBy('createdAt', 'desc')
      .orderBy('id')
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    count(query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst()),
  ])
}

export function findMessage(db: Database, id: string) {
  return db.selectFrom('contactMessages').select(['id', 'subject', 'handledAt']).where('id', '=', id).executeTakeFirst()
}

export async function setHandledAt(db: Database, id: string, handledAt: string | null) {
  await db.updateTable('contactMessages').set({ handledAt }).where('id', '=', id).execute()
}

export function findSubscribers(db: Database, options: { limit: number; offset: number }) {
  return Promise.all([
    db
      .selectFrom('newsletterSubscribers')
      .select(['email', 'createdAt'])
      .orderBy('createdAt', 'desc')
      .orderBy('email')
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    count(
      db
        .selectFrom('newsletterSubscribers')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirst(),
    ),
  ])
}

export function allSubscribers(db: Database) {
  return db.selectFrom('newsletterSubscribers').select(['email', 'createdAt']).orderBy('createdAt').orderBy('email').execute()
}

export async function countUnhandledAndSubscribers(db: Database): Promise<{ unreadMessages: number; subscribers: number }> {
  const [unread, subscribers] = await Promise.all([
    db
      .selectFrom('contactMessages')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('handledAt', 'is', null)
      .executeTakeFirst(),
    db
      .selectFrom('newsletterSubscribers')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirst(),
  ])
  return { unreadMessages: Number(unread?.count ?? 0), subscribers: Number(subscribers?.count ?? 0) }
}

export async function deleteSubscriber(db: Database, email: string): Promise<boolean> {
  const result = await db.deleteFrom('newsletterSubscribers').where('email', '=', email).executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

/** An erased account's messages to the shop go with it (decision 042). */
export async function deleteMessagesFrom(db: Database, email: string): Promise<void> {
  await db.deleteFrom('contactMessages').where('email', '=', email).execute()
}

export function findMessagesFrom(db: Database, email: string) {
  return db
    .selectFrom('contactMessages')
    .select(['subject', 'message', 'createdAt', 'handledAt'])
    .where('email', '=', email)
    .orderBy('createdAt')
    .execute()
}
