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
