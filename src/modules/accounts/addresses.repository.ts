import type { Database } from '#db/database.ts'
import type { AddressInput } from './accounts.schemas.ts'

// The addresses table (accounts module). Every query is scoped to its owner's user id.

export async function findDefaultPincode(db: Database, userId: string): Promise<string | undefined> {
  return (await db.selectFrom('addresses').select('pincode').where('userId', '=', userId).where('isDefault', '=', 1).executeTakeFirst())
    ?.pincode
}

export function listAddressRows(db: Database, userId: string) {
  return db
    .selectFrom('addresses')
    .select([
      'id',
      'fullName',
      'addressLine1',
      'addressLine2',
      'city',
      'state',
      'stateCode',
      'pincode',
      'phone',
      'gstin',
      'businessName',
      'isDefault',
      'createdAt',
    ])
    .where('userId', '=', userId)
    .orderBy('isDefault', 'desc')
    .orderBy('createdAt', 'asc')
    .execute()
}

export function findAddressDefault(db: Database, userId: string, id: string) {
  return db.selectFrom('addresses').select(['id', 'isDefault']).where('id', '=', id).where('userId', '=', userId).executeTakeFirst()
}

/** The user's oldest saved address, if any. */
export function findOldestAddress(db: Database, userId: string) {
  return db.selectFrom('addresses').select('id').where('userId', '=', userId).orderBy('createdAt').executeTakeFirst()
}

export async function insertAddress(
  db: Database,
  row: AddressInput & { id: string; userId: string; isDefault: number; createdAt: string; updatedAt: string },
) {
  await db.insertInto('addresses').values(row).execute()
}

/** Whether a row of this user's was changed. */
export async function updateAddressRow(db: Database, userId: string, id: string, values: AddressInput & { updatedAt: string }) {
  const result = await db.updateTable('addresses').set(values).where('id', '=', id).where('userId', '=', userId).executeTakeFirst()
  return result.numUpdatedRows > 0n
}

export async function clearDefaultAddress(db: Database, userId: string) {
  await db.updateTable('addresses').set({ isDefault: 0 }).where('userId', '=', userId).execute()
}

export async function markDefaultAddress(db: Database, id: string) {
  await db.updateTable('addresses').set({ isDefault: 1 }).where('id', '=', id).execute()
}

export async function deleteAddressRow(db: Database, id: string) {
  await db.deleteFrom('addresses').where('id', '=', id).execute()
}
