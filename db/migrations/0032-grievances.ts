import type { Kysely } from 'kysely'

/**
 * Grievances (issue 26, decision 042; Consumer Protection (E-Commerce) Rules 2020, rules 4(4)–(5) and
 * 6(4)(b)). A complaint gets its ticket number (GRV-<year>-NNNNNN) from a per-year counter row taken in
 * the complaint's own transaction, so numbers are unique and have no gaps. `vendor_id` is the queue: the
 * seller it is about, or null for the store's own. The clock's two deadlines are stored as computed at
 * receipt, so a late job or a changed rule never moves a promise already made.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration is written against the schema of its day, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('grievances')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('ticket_number', 'text', (c) => c.notNull().unique())
    .addColumn('about', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text')
    .addColumn('parcel_id', 'text')
    .addColumn('product_id', 'text')
    .addColumn('vendor_id', 'text')
    .addColumn('subject_label', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addColumn('acknowledge_by', 'text', (c) => c.notNull())
    .addColumn('resolve_by', 'text', (c) => c.notNull())
    .addColumn('acknowledged_at', 'text')
    .addColumn('resolved_at', 'text')
    .addColumn('escalated_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('grievances_queue').on('grievances').columns(['vendor_id', 'status', 'received_at']).execute()
  await db.schema.createIndex('grievances_user').on('grievances').columns(['user_id', 'received_at']).execute()
  await db.schema.createIndex('grievances_open').on('grievances').columns(['status', 'escalated_at', 'resolve_by']).execute()
  await db.schema
    .createTable('grievance_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('grievance_id', 'text', (c) => c.notNull().references('grievances.id'))
    // customer, seller, store (the marketplace's Grievance Officer) or system (the clock's escalation).
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('grievance_messages_thread').on('grievance_messages').columns(['grievance_id', 'created_at']).execute()
  await db.schema
    .createTable('grievance_counters')
    .addColumn('year', 'text', (c) => c.primaryKey())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .execute()
}
