import type { Database } from '#db/database.ts'

export interface CreditEntry {
  id: string
  userId: string
  amountPaise: number
  returnId?: string | null
  reference: string
  note: string
  createdAt: string
}

/** Whether an entry with this reference was written already (a spend or its restoring happens once). */
export async function hasEntry(db: Database, reference: string): Promise<boolean> {
  const row = await db.selectFrom('storeCreditEntries').select('id').where('reference', '=', reference).executeTakeFirst()
  return row !== undefined
}

/** Adds credit: the ledger entry and the balance, in the caller's transaction. */
export async function addCredit(db: Database, entry: CreditEntry): Promise<void> {
  await db.insertInto('storeCreditEntries').values(entry).execute()
  await db
    .insertInto('storeCreditBalances')
    .values({ userId: entry.userId, balancePaise: entry.amountPaise })
    .onConflict((oc) =>
      oc.column('userId').doUpdateSet((eb) => ({ balancePaise: eb('storeCreditBalances.balancePaise', '+', entry.amountPaise) })),
    )
    .execute()
}

/**
 * Spends credit only if the balance still covers it: the guarded update locks the balance row, so of two
 * checkouts spending the same credit at once the second finds it gone and spends nothing.
 */
export async function spendCredit(db: Database, entry: CreditEntry): Promise<boolean> {
  const spent = await db
    .updateTable('storeCreditBalances')
    .set((eb) => ({ balancePaise: eb('balancePaise', '-', entry.amountPaise) }))
    .where('userId', '=', entry.userId)
    .where('balancePaise', '>=', entry.amountPaise)
    .executeTakeFirst()
  if (spent.numUpdatedRows === 0n) return false
  await db
    .insertInto('storeCreditEntries')
    .values({ ...entry, amountPaise: -entry.amountPaise })
    .execute()
  return true
}

export async function balanceOf(db: Database, userId: string): Promise<number> {
  const row = await db.selectFrom('storeCreditBalances').select('balancePaise').where('userId', '=', userId).executeTakeFirst()
  return row?.balancePaise ?? 0
}

export async function entriesOf(db: Database, userId: string) {
  return db
    .selectFrom('storeCreditEntries')
    .select(['id', 'amountPaise', 'note', 'createdAt'])
    .where('userId', '=', userId)
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .limit(50)
    .execute()
}
