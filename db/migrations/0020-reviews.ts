import { type Kysely, sql } from 'kysely'

// Reviews (issue 13, decision 024): one per product per customer, verified by a delivered order, hidden
// by an admin with a reason rather than deleted; a helpful vote once per shopper per review.
// biome-ignore lint/suspicious/noExplicitAny: a migration is written against the schema of its day, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('product_reviews')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text')
    .addColumn('rating', 'integer', (c) => c.notNull().check(sql`rating between 1 and 5`))
    .addColumn('title', 'text')
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('helpful_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hidden_reason', 'text')
    .addColumn('hidden_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('product_reviews_one_per_customer', ['product_id', 'user_id'])
    .execute()
  await db.schema
    .createIndex('product_reviews_product_idx')
    .on('product_reviews')
    .columns(['product_id', 'hidden_at', 'created_at'])
    .execute()
  await db.schema
    .createTable('review_votes')
    .addColumn('review_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('review_votes_pk', ['review_id', 'user_id'])
    .execute()
}
