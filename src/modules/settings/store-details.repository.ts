import type { Database } from '#db/database.ts'

/** The store's details live as one JSON value in app_meta, under their key. */
export async function findSetting(db: Database, key: string): Promise<string | undefined> {
  return (await db.selectFrom('appMeta').select('value').where('key', '=', key).executeTakeFirst())?.value
}

export async function saveSetting(db: Database, key: string, value: string): Promise<void> {
  await db
    .insertInto('appMeta')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute()
}
