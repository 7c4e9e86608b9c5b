import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { DB } from '#db/schema.ts'
import type { Actor, ServiceContext } from '#src/context.ts'
import { productStates } from '#src/modules/catalog/product-admin.service.ts'
import { orderNumbersOf } from '#src/modules/orders/order-access.service.ts'
import { requireAdminActor } from './admin-guard.ts'
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
 * Records an action of an admin, or of a seller on their own products and orders (and a customer's
 * return request). Pass the transaction that made the change so the change and its record
 * land together or not at all.
 */
export async function recordAudit(db: Kysely<DB>, actor: Actor, entry: AuditEntry): Promise<void> {
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
  /** What a person calls the entity: an order's number, a product's name; null when unknown. */
  entityLabel: string | null
  /** Whether the entity is still there to open (a deleted product is not). */
  entityFound: boolean
}

/** The newest actions first, optionally for one entity kind. */
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
  const idsOf = (entity: string) => rows.filter((row) => row.entity === entity).map((row) => row.entityId)
  // The log keeps ids, which stay true when a name changes; people read numbers and names.
  const [orderNumbers, products] = await Promise.all([
    orderNumbersOf(ctx.db, idsOf('order')),
    productStates(ctx.db, null, idsOf('product')),
  ])
  const productNames = new Map(products.map((product) => [product.id, product.name]))
  const records = rows.map(({ beforeJson, afterJson, actorId: _actorId, ...row }) => ({
    ...row,
    before: beforeJson ? (JSON.parse(beforeJson) as Record<string, unknown>) : null,
    after: afterJson ? (JSON.parse(afterJson) as Record<string, unknown>) : null,
  }))
  // A deleted product is still named by the records that carry its name (its creation, its deletion).
  const namedInLog = new Map<string, string>()
  for (const { entity, entityId, before, after } of records) {
    const name = after?.name ?? before?.name
    if (entity === 'product' && typeof name === 'string' && !namedInLog.has(entityId)) namedInLog.set(entityId, name)
  }
  return {
    records: records.map((record) => {
      const found =
        record.entity === 'order'
          ? orderNumbers.get(record.entityId)
          : record.entity === 'product'
            ? productNames.get(record.entityId)
            : undefined
      return { ...record, entityLabel: found ?? namedInLog.get(record.entityId) ?? null, entityFound: found !== undefined }
    }),
    total,
    page,
    pageCount: Math.max(1, Math.ceil(total / AUDIT_PAGE_SIZE)),
  }
}
