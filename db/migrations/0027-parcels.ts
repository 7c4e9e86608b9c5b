import type { Kysely } from 'kysely'

/**
 * An order is its sellers' parcels (issue 24, decision 039). One parcel per seller in an order, with its
 * own status, courier and tracking, its share of the order's money (subtotal, GST, round off, store
 * credit), what was collected or refunded, and its own tax invoice in its seller's series.
 *
 * Existing orders get one parcel per seller, their money split the way placement now splits it. Their
 * single invoice stays the order's own (orders.invoice_number, issued by the store): history is not
 * rewritten, and their parcels carry no invoice of their own.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration is written against the schema of its day, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('parcels')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('vendor_id', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('courier', 'text')
    .addColumn('tracking_number', 'text')
    .addColumn('shipped_at', 'text')
    .addColumn('delivered_at', 'text')
    .addColumn('cancel_reason', 'text')
    .addColumn('cancelled_by', 'text')
    .addColumn('subtotal_paise', 'integer', (c) => c.notNull())
    .addColumn('tax_paise', 'integer', (c) => c.notNull())
    .addColumn('round_off_paise', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_paise', 'integer', (c) => c.notNull())
    .addColumn('store_credit_paise', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('collected_paise', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refunded_paise', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('invoice_number', 'text', (c) => c.unique())
    .addColumn('invoiced_at', 'text')
    .addColumn('seller_json', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('parcels_order_vendor').unique().on('parcels').columns(['order_id', 'vendor_id']).execute()
  await db.schema.createIndex('parcels_vendor_status').on('parcels').columns(['vendor_id', 'status']).execute()

  // Each seller's own numbering of its tax invoices and credit notes, per financial year.
  await db.schema
    .createTable('seller_document_counters')
    .addColumn('vendor_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('financial_year', 'text', (c) => c.notNull())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('seller_document_counters_pk', ['vendor_id', 'kind', 'financial_year'])
    .execute()

  await db.schema.alterTable('credit_notes').addColumn('parcel_id', 'text').execute()

  await backfill(db)
}

// biome-ignore lint/suspicious/noExplicitAny: as above
async function backfill(db: Kysely<any>): Promise<void> {
  const orders = await db
    .selectFrom('orders')
    .select([
      'id',
      'status',
      'payment_method',
      'payment_status',
      'tax_paise',
      'total_paise',
      'store_credit_paise',
      'created_at',
      'updated_at',
    ])
    .execute()
  for (const order of orders) {
    const items = await db
      .selectFrom('order_items')
      .select(['vendor_id', 'line_total_paise', 'fulfilment', 'courier', 'tracking_number'])
      .where('order_id', '=', order.id)
      .orderBy('vendor_id')
      .execute()
    const vendors = [...new Set(items.map((i) => String(i.vendor_id)))]
    const subtotals = vendors.map((v) => items.filter((i) => i.vendor_id === v).reduce((s, i) => s + Number(i.line_total_paise), 0))
    const taxes = shares(Number(order.tax_paise), subtotals)
    const exact = subtotals.map((s, i) => s + (taxes[i] ?? 0))
    const totals = exact.map((e) => Math.round(e / 100) * 100)
    totals[totals.length - 1] = Number(order.total_paise) - totals.slice(0, -1).reduce((a, b) => a + b, 0)
    const credit = Number(order.store_credit_paise)
    const credits = shares(Math.floor(credit / 100), totals).map((rupees) => rupees * 100)
    if (credits.length > 0) credits[credits.length - 1] = (credits.at(-1) ?? 0) + (credit % 100)
    for (const [index, vendorId] of vendors.entries()) {
      const lines = items.filter((i) => i.vendor_id === vendorId)
      const shipped = lines.find((l) => l.courier && l.tracking_number)
      const fulfilment = lines.every((l) => l.fulfilment === 'shipped')
        ? 'shipped'
        : lines.some((l) => l.fulfilment !== 'pending')
          ? 'processing'
          : 'pending'
      const status = order.status === 'cancelled' || order.status === 'delivered' ? order.status : fulfilment
      const total = totals[index] ?? 0
      const credit = credits[index] ?? 0
      await db
        .insertInto('parcels')
        .values({
          id: `${order.id}:${index + 1}`,
          order_id: order.id,
          vendor_id: vendorId,
          position: index + 1,
          status,
          courier: shipped?.courier ?? null,
          tracking_number: shipped?.tracking_number ?? null,
          shipped_at: shipped ? order.updated_at : null,
          delivered_at: status === 'delivered' ? order.updated_at : null,
          subtotal_paise: subtotals[index] ?? 0,
          tax_paise: taxes[index] ?? 0,
          round_off_paise: total - (exact[index] ?? 0),
          total_paise: total,
          store_credit_paise: credit,
          collected_paise: order.payment_method === 'cod' && order.payment_status !== 'pending' ? total - credit : 0,
          refunded_paise: order.payment_status === 'refunded' ? total : 0,
          created_at: order.created_at,
          updated_at: order.updated_at,
        })
        .execute()
    }
  }
}

/** `amount` shared over `weights` in paise, by largest remainder so the shares add up exactly. */
function shares(amount: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0)
  const exact = weights.map((w) => (sum > 0 ? (amount * w) / sum : 0))
  const out = exact.map(Math.floor)
  let left = amount - out.reduce((a, b) => a + b, 0)
  const order = exact.map((v, i) => ({ i, rest: v - Math.floor(v) })).sort((a, b) => b.rest - a.rest || a.i - b.i)
  for (const { i } of order) {
    if (left <= 0) break
    out[i] = (out[i] ?? 0) + 1
    left -= 1
  }
  return out
}
