import type { Updateable } from 'kysely'
import type { Database } from '#db/database.ts'
import type { PaymentMethodTable } from '#db/schema.ts'

const COLUMNS = ['id', 'name', 'type', 'provider', 'enabled', 'position', 'apiKey', 'apiSecret', 'bankDetails'] as const

export async function findAll(db: Database) {
  return db.selectFrom('paymentMethods').select(COLUMNS).orderBy('position').orderBy('id').execute()
}

export async function findById(db: Database, id: string) {
  return db.selectFrom('paymentMethods').select(COLUMNS).where('id', '=', id).executeTakeFirst()
}

export async function nextPosition(db: Database): Promise<number> {
  const row = await db
    .selectFrom('paymentMethods')
    .select((eb) => eb.fn.max('position').as('last'))
    .executeTakeFirst()
  return Number(row?.last ?? 0) + 1
}

export async function insert(
  db: Database,
  row: {
    id: string
    name: string
    type: 'offline' | 'digital'
    provider: string
    enabled: number
    position: number
    apiKey: string | null
    apiSecret: string | null
    bankDetails: string | null
  },
) {
  await db.insertInto('paymentMethods').values(row).execute()
}

export async function update(db: Database, id: string, changes: Updateable<PaymentMethodTable>) {
  await db.updateTable('paymentMethods').set(changes).where('id', '=', id).execute()
}

export async function remove(db: Database, id: string) {
  await db.deleteFrom('paymentMethods').where('id', '=', id).execute()
}
