import { randomUUID } from 'node:crypto'
import type { Database } from '#db/database.ts'
import type { Actor, ServiceContext } from '#src/platform/context.ts'
import { requireAdminActor } from '#src/platform/guards.ts'
import * as repo from './audit.repository.ts'

export interface AuditEntry {
  /** What was done: 'user.role-changed', 'order.refunded', 'payment-method.disabled'. */
  action: string
  entity: 'user' | 'product' | 'order' | 'payment-method' | 'store-details' | 'contact-message' | 'delivery-zone' | 'review'
  entityId: string
  /** The changed fields before and after; omit secrets. */
  before?: Record<string, unknown> | null
  after?: Record<string, unknown> | null
}

/**
 * Records an admin action. Pass the transaction that made the change so the change and its record
 * land together or not at all.
 */
export async function recordAudit(db: Database, actor: Actor, entry: AuditEntry): Promise<void> {
  await repo.insertAudit(db, {
    id: randomUUID(),
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    beforeJson: entry.before ? JSON.stringify(entry.before) : null,
    afterJson: entry.after ? JSON.stringify(entry.after) : null,
    createdAt: new Date().toISOString(),
  })
}

export const AUDIT_PAGE_SIZE = 50

export interface AuditRecord {
  id: string
  actorEmail: string
  action: string
  entity: string
  entityId: string
  before: Record<string, unknown> | null
  after: Record<string, unknown> | null
  createdAt: string
}

/** The newest admin actions first, optionally for one entity kind. */
export async function listAudit(
  ctx: ServiceContext,
  options: { page?: number; entity?: string } = {},
): Promise<{ records: AuditRecord[]; total: number; page: number; pageCount: number }> {
  requireAdminActor(ctx)
  const page = Math.max(1, Math.floor(options.page ?? 1))
  const { rows, total } = await repo.findAudit(ctx.db, {
    entity: options.entity,
    limit: AUDIT_PAGE_SIZE,
    offset: (page - 1) * AUDIT_PAGE_SIZE,
  })
  return {
    records: rows.map(({ beforeJson, afterJson, actorId: _actorId, ...row }) => ({
      ...row,
      before: beforeJson ? JSON.parse(beforeJson) : null,
      after: afterJson ? JSON.parse(afterJson) : null,
    })),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)),
  }
}
