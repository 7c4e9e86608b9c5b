import type { Kysely } from 'kysely'

/**
 * A shopper's wishlist and its alerts (issue 45, decision 086).
 *
 * `wishlist_items` is one row per saved product, with what it cost (GST included) when saved. An alert is
 * state on its row: `price_alert_paise` is the price the shopper asked to hear of a drop below (null: no
 * alert), and `price_alert_below` whether the price was below it when last looked at; `stock_alert` asks
 * to hear when the product is back, and `stock_alert_out` says it was out of stock when last looked at.
 * An email goes only when a look finds the other side of the line from the state, and the state's change
 * is what decides who sends it: one email per crossing, however often the price moves or jobs run.
 *
 * `wishlist_shares` holds the one read-only link a shopper may give out: a random token, replaced when
 * they stop sharing and share again.
 *
 * Rows go with their user or product (cascade), as cart lines do.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration is written against the schema of its day, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('wishlist_items')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('saved_at', 'text', (c) => c.notNull())
    .addColumn('saved_price_paise', 'integer', (c) => c.notNull())
    .addColumn('price_alert_paise', 'integer')
    .addColumn('price_alert_below', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('stock_alert', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('stock_alert_out', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('wishlist_items_pk', ['user_id', 'product_id'])
    .execute()
  await db.schema.createIndex('wishlist_items_product').on('wishlist_items').column('product_id').execute()

  await db.schema
    .createTable('wishlist_shares')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('wishlist_shares').execute()
  await db.schema.dropTable('wishlist_items').execute()
}
