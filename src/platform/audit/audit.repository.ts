import type { Insertable } from 'kysely'
import type { Database } from '#db/database.ts'
import type { AuditLogTable } from '#db/schema.ts'

export type AuditRow = Insertable<AuditLogTable>

export async function insertAudit(db: Database, row: AuditRow): Promise<void> {
  await db.insertInto('auditLog').values(row).execute()
}

export async function findAudit(db: Database, options: { entity?: string; limit: number; offset: number }) {
  let query = db.selectFrom('auditLog')
  if (options.entity) query = query.where('entity', '=', options.entity)
  const [rows, counted] = await Promise.all([
    query.selectAll().orderBy('createdAt', 'desc').orderBy('id').limit(options.limit).offset(options.offset).execute(),
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst(),
  ])
  return { rows, total: Number(counted?.count ?? 0) }
}
