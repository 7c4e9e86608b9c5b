import type { Kysely, Updateable } from 'kysely'
import type { DB, PaymentMethodTable } from '#db/schema.ts'

const COLUMNS = ['id', 'name', 'type', 'provider', 'enabled', 'position', 'apiKey', 'apiSecret', 'bankDetails'] as const

export async function findAll(db: Kysely<DB>) {
  return db.selectFrom('paymentMethods').select(COLUMNS).orderBy('position').orderBy('id').execute()
}

export async function findById(db: Kysely<DB>, id: string) {
  return db.selectFrom('paymentMethods').select(COLUMNS).where('id', '=', id).executeTakeFirst()
}

export async function nextPosition(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('paymentMethods')
    .select((eb) => eb.fn.max('position').as('last'))
    .executeTakeFirst()
  return Number(row?.last ?? 0) + 1
}

export async function insert(
  db: Kysely<DB>,
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

export async function update(db: Kysely<DB>, id: string, changes: Updateable<PaymentMethodTable>) {
  await db.updateTable('paymentMethods').set(changes).where('id', '=', id).execute()
}

export async function remove(db: Kysely<DB>, id: string) {
  await db.deleteFrom('paymentMethods').where('id', '=', id).execute()
}
