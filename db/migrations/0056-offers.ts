import type { Kysely } from 'kysely'

/**
 * Offers (issue 43, decision 083): promotions run by the store or by a seller, their codes, and every
 * use of one as a row. The counters a use is taken against live on the offer's row (`uses_count`,
 * `given_paise`), its code's row and the customer's row, so a use is one conditional UPDATE inside the
 * order's own transaction on either database. Each order line carries its share of the discounts, and
 * the part of it the store funds; parcels, orders, returns and credit notes carry their sums.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('offers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    // null: the store's own offer, funded by the store; else the seller's, on its own products, funded by it.
    .addColumn('vendor_id', 'text', (c) => c.references('vendors.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('discount_type', 'text', (c) => c.notNull())
    .addColumn('percent', 'integer')
    .addColumn('amount_paise', 'bigint')
    .addColumn('cap_paise', 'bigint')
    .addColumn('min_order_paise', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('applies_to', 'text', (c) => c.notNull())
    .addColumn('targets_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text')
    .addColumn('use_limit', 'integer')
    .addColumn('per_customer_limit', 'integer')
    .addColumn('budget_paise', 'bigint')
    .addColumn('combinable', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('uses_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('given_paise', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('offers_live').on('offers').columns(['kind', 'starts_at']).execute()
  await db.schema
    .createTable('offer_codes')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('offer_id', 'text', (c) => c.notNull().references('offers.id'))
    // Upper case, as typed codes are compared.
    .addColumn('code', 'text', (c) => c.notNull().unique())
    // null: a shared code (the offer's limits alone); 1 for each code of a batch of single-use codes.
    .addColumn('use_limit', 'integer')
    .addColumn('uses_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('offer_codes_offer').on('offer_codes').column('offer_id').execute()
  await db.schema
    .createTable('offer_customer_uses')
    .addColumn('offer_id', 'text', (c) => c.notNull().references('offers.id'))
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('uses_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('offer_customer_uses_pk', ['offer_id', 'user_id'])
    .execute()
  await db.schema
    .createTable('offer_uses')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('offer_id', 'text', (c) => c.notNull().references('offers.id'))
    .addColumn('code_id', 'text')
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('parcel_id', 'text', (c) => c.notNull())
    .addColumn('product_id', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text', (c) => c.notNull())
    // Who pays the discount: 'store', or the seller's vendor id.
    .addColumn('funded_by', 'text', (c) => c.notNull())
    .addColumn('amount_paise', 'bigint', (c) => c.notNull())
    .addColumn('taken_at', 'text', (c) => c.notNull())
    .addColumn('given_back_at', 'text')
    .execute()
  await db.schema.createIndex('offer_uses_order').on('offer_uses').column('order_id').execute()
  await db.schema.createIndex('offer_uses_offer').on('offer_uses').column('offer_id').execute()

  for (const table of ['order_items', 'parcels', 'orders', 'order_returns', 'credit_notes']) {
    if (table !== 'credit_notes' && table !== 'order_returns')
      await db.schema
        .alterTable(table)
        .addColumn('discount_paise', 'bigint', (c) => c.notNull().defaultTo(0))
        .execute()
    await db.schema
      .alterTable(table)
      .addColumn('store_discount_paise', 'bigint', (c) => c.notNull().defaultTo(0))
      .execute()
  }
  await db.schema.alterTable('carts').addColumn('offer_code', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('carts').dropColumn('offer_code').execute()
  for (const table of ['order_items', 'parcels', 'orders', 'order_returns', 'credit_notes']) {
    await db.schema.alterTable(table).dropColumn('store_discount_paise').execute()
    if (table !== 'credit_notes' && table !== 'order_returns') await db.schema.alterTable(table).dropColumn('discount_paise').execute()
  }
  for (const table of ['offer_uses', 'offer_customer_uses', 'offer_codes', 'offers']) await db.schema.dropTable(table).execute()
}
