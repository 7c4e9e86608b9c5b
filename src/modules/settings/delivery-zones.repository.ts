import type { Insertable, Updateable } from 'kysely'
import type { Database } from '#db/database.ts'
import type { DeliveryZoneTable } from '#db/schema.ts'

export async function findZones(db: Database) {
  return db.selectFrom('deliveryZones').selectAll().orderBy('position').orderBy('id').execute()
}

export async function findZone(db: Database, id: string) {
  return db.selectFrom('deliveryZones').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function insertZone(db: Database, zone: Insertable<DeliveryZoneTable>) {
  await db.insertInto('deliveryZones').values(zone).execute()
}

export async function updateZone(db: Database, id: string, zone: Updateable<DeliveryZoneTable>) {
  await db.updateTable('deliveryZones').set(zone).where('id', '=', id).execute()
}

export async function deleteZone(db: Database, id: string) {
  return (await db.deleteFrom('deliveryZones').where('id', '=', id).executeTakeFirst()).numDeletedRows > 0n
}

export async function nextZonePosition(db: Database): Promise<number> {
  const row = await db
    .selectFrom('deliveryZones')
    .select((eb) => eb.fn.max('position').as('max'))
    .executeTakeFirst()
  return Number(row?.max ?? -1) + 1
}
