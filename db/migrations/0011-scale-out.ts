import { type Kysely, PostgresAdapter } from 'kysely'

// Scale-out (decision 010): uploaded pictures kept in the database every instance shares, and the
// leases that let a scheduled job run once across all workers and machines. Times are ISO text, as
// everywhere else (decision 001), so comparisons are the same on SQLite and PostgreSQL.
// biome-ignore lint/suspicious/noExplicitAny: a migration is written against the schema of its day, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter
  await db.schema
    .createTable('uploaded_files')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('bytes', postgres ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('job_leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    // Who holds the lease while a tick runs (process and random id), and until when at most.
    .addColumn('holder', 'text')
    .addColumn('locked_until', 'text', (c) => c.notNull())
    // No runner may start the next tick before this.
    .addColumn('next_run_at', 'text', (c) => c.notNull())
    .addColumn('ticks', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
}
