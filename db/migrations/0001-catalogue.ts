import { type Kysely, sql } from 'kysely'

// Migrations use only types both SQLite and PostgreSQL understand: text, integer, double precision.
// Migrations take Kysely<any>: they must not depend on the schema type of today's code.
// biome-ignore lint/suspicious/noExplicitAny: a migration is written against the schema of its day, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('app_meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('vendors')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('products')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('vendor_id', 'text', (c) => c.notNull().references('vendors.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('brand', 'text', (c) => c.notNull())
    .addColumn('price_paise', 'integer', (c) => c.notNull().check(sql.raw('price_paise > 0')))
    .addColumn('discount_price_paise', 'integer')
    .addColumn('stock', 'integer', (c) => c.notNull().check(sql.raw('stock >= 0')))
    .addColumn('rating', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('review_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_new', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_published', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('specs', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('list_position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('products_category_idx').on('products').columns(['category']).execute()
  await db.schema.createIndex('products_brand_idx').on('products').columns(['brand']).execute()
  await db.schema.createIndex('products_vendor_idx').on('products').columns(['vendor_id']).execute()
  await db.schema.createIndex('products_popularity_idx').on('products').columns(['review_count']).execute()

  await db.schema
    .createTable('product_images')
    .addColumn('product_id', 'text', (c) => c.notNull().references('products.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    .addColumn('alt', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_images_pk', ['product_id', 'position'])
    .execute()

  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('handled_at', 'text')
    .execute()

  await db.schema
    .createTable('newsletter_subscribers')
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
}
