import { type Kysely, sql } from 'kysely'

/**
 * Only an approved seller's products are sold (decision 038). `products.is_published` gains a third
 * value, 2: published by its seller but held while the seller is not approved (or is suspended). The
 * shopper's queries already ask for `is_published = 1` and every listing index begins with it, so a held
 * product leaves the listing, search, counts, sitemap and cart at no cost to the 100,000-product listing.
 *
 * Sellers whose profile is not approved (those migration 0025 gave an empty profile) have their
 * published products held here; approving them puts the products back on sale.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration is written against the schema of its day, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  await sql`update products set is_published = 2
    where is_published = 1
      and not exists (select 1 from seller_profiles sp where sp.vendor_id = products.vendor_id and sp.status = 'approved')`.execute(db)
}
