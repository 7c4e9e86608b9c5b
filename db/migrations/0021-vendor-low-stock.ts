import type { Kysely } from 'kysely'

// A vendor's own low-stock level for the daily notice (issue 16): null keeps the spec's 10.
// biome-ignore lint/suspicious/noExplicitAny: a migration is written against the schema of its day, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('vendors').addColumn('low_stock_threshold', 'integer').execute()
}
