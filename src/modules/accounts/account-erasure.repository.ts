import type { Database } from '#db/database.ts'

// An account erased at its owner's request (DPDP Act s.12, decision 042): the row stays (orders, invoices
// and reviews point at its id) under no name and an address that can receive nothing; its sign-ins go.

export async function eraseUserRow(db: Database, userId: string, at: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ name: 'Erased account', email: `erased-${userId}@erased.invalid`, image: null, disabledAt: at, erasedAt: at, updatedAt: at })
    .where('id', '=', userId)
    .execute()
}

/** Sessions, the password (the sign-in library's credential rows) and saved addresses. */
export async function deleteSignInsAndAddresses(db: Database, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('userId', '=', userId).execute()
  await db.deleteFrom('accounts').where('userId', '=', userId).execute()
  await db.deleteFrom('addresses').where('userId', '=', userId).execute()
}

export function findProfile(db: Database, userId: string) {
  return db.selectFrom('users').select(['name', 'email', 'role', 'createdAt', 'erasedAt']).where('id', '=', userId).executeTakeFirst()
}
