import { type Kysely, sql } from 'kysely'

// Rating and review count are only ever what the visible reviews say (issue 13, decision 024). Until now
// the sample products carried the spec's figures ("4.5 (2,380 reviews)") until their first real review,
// and the large-catalogue generator invented figures of its own. Every product is recomputed here from
// its visible reviews, 0 and 0 where it has none, rounded as the reviews module rounds (one decimal,
// computed in JavaScript so SQLite's floats and PostgreSQL's numerics cannot disagree on a half).
// biome-ignore lint/suspicious/noExplicitAny: a migration is written against the schema of its day, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`update products set rating = 0, review_count = 0 where rating <> 0 or review_count <> 0`.execute(db)
  // Single-word aliases: the result reads the same with or without the camel-case plugin.
  const figures = await sql<{ product: string; total: number | string; reviews: number | string }>`
    select product_id as product, sum(rating) as total, count(*) as reviews
    from product_reviews where hidden_at is null group by product_id`.execute(db)
  for (const row of figures.rows) {
    const count = Number(row.reviews)
    const rating = Math.round((Number(row.total) / count) * 10) / 10
    await sql`update products set rating = ${rating}, review_count = ${count} where id = ${row.product}`.execute(db)
  }
}
