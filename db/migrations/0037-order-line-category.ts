import { type Kysely, sql } from 'kysely'

/**
 * Each order line keeps its product's category as it was ordered (decision 040): the commission rate
 * in force when a line was ordered is the rate of its category then, and a product moved to another
 * category later must not change what its past lines pay. Existing lines take their product's category
 * today, the best that is known of them; a line whose product is gone keeps null (the seller's own rate,
 * or none, applies, as before).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_items').addColumn('category', 'text').execute()
  await sql`update order_items set category = (select products.category from products where products.id = order_items.product_id)`.execute(
    db,
  )
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('order_items').dropColumn('category').execute()
}
