import type { Database } from '#db/database.ts'

export interface AuditRow {
  id: string
  actorId: string
  actorEmail: string
  action: string
  entity: string
  entityId: string
  beforeJson: string | null
  afterJson: string | null
  createdAt: string
}

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
