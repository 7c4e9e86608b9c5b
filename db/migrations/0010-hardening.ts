import type { Kysely } from 'kysely'

// Hardening: a shared counter of posts per client address and form (so every instance behind a
// load balancer counts the same posts), and the time until which a sign-in pair is held back.
// biome-ignore lint/suspicious/noExplicitAny: a migration is written against the schema of its day, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('window_started_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('rate_limits_window_idx').on('rate_limits').column('window_started_at').execute()

  await db.schema.alterTable('login_attempts').addColumn('blocked_until', 'text').execute()
}
