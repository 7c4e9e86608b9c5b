import { randomUUID } from 'node:crypto'
import type { Database } from '#db/database.ts'
import type { Actor } from '#src/platform/context.ts'
import * as repo from './audit.repository.ts'

export interface AuditEntry {
  /** What was done: 'user.role-changed', 'order.refunded', 'payment-method.disabled'. */
  action: string
  entity:
    | 'user'
    | 'product'
    | 'order'
    | 'payment-method'
    | 'store-details'
    | 'contact-message'
    | 'delivery-zone'
    | 'review'
    | 'commission-rate'
    | 'payout'
    | 'seller'
    | 'grievance'
    | 'cod-remittance'
    | 'api-key'
    | 'offer'
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
export async function recordAudit(db: Database, actor: Actor, entry: AuditEntry, at = new Date()): Promise<void> {
  await repo.insertAudit(db, {
    id: randomUUID(),
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    beforeJson: entry.before ? JSON.stringify(entry.before) : null,
    afterJson: entry.after ? JSON.stringify(entry.after) : null,
    createdAt: at.toISOString(),
  })
}

/** A page of raw records, newest first, optionally for one entity kind: the admin module names them. */
export function auditRows(db: Database, options: { entity?: string; limit: number; offset: number }) {
  return repo.findAudit(db, options)
}
