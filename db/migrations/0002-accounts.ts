import { type Kysely, PostgresAdapter, sql } from 'kysely'

// The users, sessions, accounts and verifications tables are the shape better-auth reads and writes
// (src/modules/accounts/auth.server.ts). better-auth stores booleans and dates natively on PostgreSQL
// and as integers and ISO text on SQLite, so those columns take the matching type per database.
// Our own tables keep the portable conventions of 0001 (docs/decisions/001-portable-schema.md).
// biome-ignore lint/suspicious/noExplicitAny: a migration is written against the schema of its day, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter
  const bool = postgres ? 'boolean' : 'integer'
  const instant = postgres ? 'timestamptz' : 'date'

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('email_verified', bool, (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('customer').check(sql`role in ('customer', 'vendor', 'admin')`))
    .addColumn('created_at', instant, (c) => c.notNull())
    .addColumn('updated_at', instant, (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', instant, (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', instant, (c) => c.notNull())
    .addColumn('updated_at', instant, (c) => c.notNull())
    .addColumn('ip_address', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .execute()
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute()

  await db.schema
    .createTable('accounts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('account_id', 'text', (c) => c.notNull())
    .addColumn('provider_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('access_token', 'text')
    .addColumn('refresh_token', 'text')
    .addColumn('id_token', 'text')
    .addColumn('access_token_expires_at', instant)
    .addColumn('refresh_token_expires_at', instant)
    .addColumn('scope', 'text')
    .addColumn('password', 'text')
    .addColumn('created_at', instant, (c) => c.notNull())
    .addColumn('updated_at', instant, (c) => c.notNull())
    .execute()
  await db.schema.createIndex('accounts_user_id_idx').on('accounts').column('user_id').execute()

  await db.schema
    .createTable('verifications')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('identifier', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('expires_at', instant, (c) => c.notNull())
    .addColumn('created_at', instant, (c) => c.notNull())
    .addColumn('updated_at', instant, (c) => c.notNull())
    .execute()
  await db.schema.createIndex('verifications_identifier_idx').on('verifications').column('identifier').execute()

  // A vendor's store belongs to the user who runs it (seeded stores have none until a demo user claims them).
  await db.schema
    .alterTable('vendors')
    .addColumn('user_id', 'text', (c) => c.references('users.id').onDelete('set null'))
    .execute()
  await db.schema.createIndex('vendors_user_id_idx').on('vendors').column('user_id').unique().execute()

  await db.schema
    .createTable('addresses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('full_name', 'text', (c) => c.notNull())
    .addColumn('address_line1', 'text', (c) => c.notNull())
    .addColumn('address_line2', 'text')
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('pincode', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('addresses_user_id_idx').on('addresses').column('user_id').execute()

  await db.schema
    .createTable('email_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('error', 'text')
    .execute()
  await db.schema.createIndex('email_outbox_created_idx').on('email_outbox').column('created_at').execute()

  // Failed sign-ins per account and per client address, for slowing down password guessing.
  await db.schema
    .createTable('login_attempts')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', 'text', (c) => c.notNull())
    .execute()
}
