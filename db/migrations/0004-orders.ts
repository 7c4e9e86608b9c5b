import { type Kysely, sql } from 'kysely'

// Orders keep a snapshot of what was bought (name, price, image) so later catalogue edits never
// rewrite history. Amounts are paise in BIGINT: a large order can pass the 32-bit limit of ₹2.1 crore.
// biome-ignore lint/suspicious/noExplicitAny: a migration is written against the schema of its day, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('user_email', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'processing', 'shipped', 'delivered', 'cancelled')`))
    .addColumn('payment_method', 'text', (c) => c.notNull().check(sql`payment_method in ('online', 'cod')`))
    .addColumn('payment_provider', 'text', (c) => c.notNull())
    .addColumn('payment_status', 'text', (c) => c.notNull().check(sql`payment_status in ('pending', 'paid', 'failed', 'refunded')`))
    .addColumn('payment_reference', 'text')
    .addColumn('subtotal_paise', 'bigint', (c) => c.notNull())
    .addColumn('tax_paise', 'bigint', (c) => c.notNull())
    .addColumn('total_paise', 'bigint', (c) => c.notNull())
    .addColumn('ship_full_name', 'text', (c) => c.notNull())
    .addColumn('ship_address_line1', 'text', (c) => c.notNull())
    .addColumn('ship_address_line2', 'text')
    .addColumn('ship_city', 'text', (c) => c.notNull())
    .addColumn('ship_state', 'text', (c) => c.notNull())
    .addColumn('ship_pincode', 'text', (c) => c.notNull())
    .addColumn('ship_phone', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('orders_user_idempotency_key', ['user_id', 'idempotency_key'])
    .execute()
  await db.schema.createIndex('orders_user_created_idx').on('orders').columns(['user_id', 'created_at']).execute()

  await db.schema
    .createTable('order_items')
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('vendor_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text')
    .addColumn('unit_price_paise', 'bigint', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('line_total_paise', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('order_items_pk', ['order_id', 'product_id'])
    .execute()

  // The timeline a customer sees: one row per change of status.
  await db.schema
    .createTable('order_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('order_events_order_idx').on('order_events').columns(['order_id', 'created_at']).execute()

  // Checkout offers only enabled methods; admins toggle them (issue 6 adds the screen).
  await db.schema
    .createTable('payment_methods')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('offline', 'digital')`))
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute()
  await db
    .insertInto('payment_methods')
    .values([
      { id: 'online', name: 'Online Payment', type: 'digital', provider: 'test', enabled: 1, position: 1 },
      { id: 'cod', name: 'Cash on Delivery', type: 'offline', provider: 'cod', enabled: 1, position: 2 },
    ])
    .execute()
}
