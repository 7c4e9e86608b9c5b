import { actorNames } from '#src/modules/accounts/index.ts'
import { productStates } from '#src/modules/catalog/index.ts'
import { orderNumbersOf } from '#src/modules/orders/index.ts'
import { auditRows } from '#src/platform/audit/audit.service.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { requireAdminActor } from '#src/platform/guards.ts'

// The audit log as the admin reads it: the platform keeps the records (ids, which stay true when a
// name changes); this names each order by its number and each product by its name.

export const AUDIT_PAGE_SIZE = 50

export interface AuditRecord {
  id: string
  actorEmail: string
  /** Who acted, in words: "Meera Joshi (admin)", "SP Road Systems (seller)", "the payment gateway (Razorpay)". */
  actorName: string
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

/** Who acted (issue 41, decision 067): a seller by its store's name, an admin or a customer by name, the gateway as itself. */
function actorWords(id: string, email: string, person: { name: string; role: string; storeName: string | null } | undefined): string {
  if (id === 'razorpay') return 'the payment gateway (Razorpay)'
  if (id === 'stripe') return 'the payment gateway (Stripe)'
  if (!person) return email
  if (person.role === 'vendor') return `${person.storeName ?? person.name} (seller)`
  return `${person.name} (${person.role === 'admin' ? 'admin' : 'customer'})`
}

/** The newest actions first, optionally for one entity kind. */
export async function listAudit(
  ctx: ServiceContext,
  options: { page?: number; entity?: string } = {},
): Promise<{ records: AuditRecord[]; total: number; page: number; pageCount: number }> {
  requireAdminActor(ctx)
  const page = Math.max(1, Math.floor(options.page ?? 1))
  const { rows, total } = await auditRows(ctx.db, {
    entity: options.entity,
    limit: AUDIT_PAGE_SIZE,
    offset: (page - 1) * AUDIT_PAGE_SIZE,
  })
  const idsOf = (entity: string) => rows.filter((row) => row.entity === entity).map((row) => row.entityId)
  // The log keeps ids, which stay true when a name changes; people read numbers and names.
  const [orderNumbers, products, people] = await Promise.all([
    orderNumbersOf(ctx.db, idsOf('order')),
    productStates(ctx.db, null, idsOf('product')),
    actorNames(
      ctx.db,
      rows.map((row) => row.actorId),
    ),
  ])
  const productNames = new Map(products.map((product) => [product.id, product.name]))
  const records = rows.map(({ beforeJson, afterJson, actorId, ...row }) => ({
    ...row,
    actorName: actorWords(actorId, row.actorEmail, people.get(actorId)),
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
