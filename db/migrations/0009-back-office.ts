import type { Kysely } from 'kysely'

// The back office: an audit trail of admin actions, accounts an admin can disable, and payment
// methods with the credentials or bank details an admin enters for them.
// biome-ignore lint/suspicious/noExplicitAny: a migration is written against the schema of its day, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('actor_id', 'text', (c) => c.notNull())
    .addColumn('actor_email', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'text', (c) => c.notNull())
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('audit_log_created_idx').on('audit_log').column('created_at').execute()
  await db.schema.createIndex('audit_log_entity_idx').on('audit_log').columns(['entity', 'entity_id']).execute()

  await db.schema.alterTable('users').addColumn('disabled_at', 'text').execute()

  await db.schema.alterTable('payment_methods').addColumn('api_key', 'text').execute()
  await db.schema.alterTable('payment_methods').addColumn('api_secret', 'text').execute()
  await db.schema.alterTable('payment_methods').addColumn('bank_details', 'text').execute()
}
