import type { Kysely } from 'kysely'

/**
 * Prices as sellers and shoppers know them (decision 068, issue 41).
 *
 * - `products.selling_price_paise`: the selling price with GST, as the seller enters it.
 * - `products.mrp_paise`: the M.R.P. inclusive of all taxes, as declared on the pack (null: not declared).
 * - `products.price_paise` becomes the taxable value inside the selling price (price × 100/118 to the
 *   paisa), derived by the product editor and never entered; `discount_price_paise` is no longer used
 *   and is null (the listing indexes still read `coalesce(discount_price_paise, price_paise)`, which is
 *   then the taxable value: its order is the selling price's).
 * - `order_items.unit_price_with_gst_paise`: what one unit cost the shopper; null for lines ordered
 *   before, whose GST was worked on the order's subtotal. `order_items.mrp_paise`: the M.R.P. the
 *   listing declared when it was ordered (null before, or when none was declared).
 *
 * Existing products keep what shoppers saw: the selling price is the old price to pay with GST (the
 * discount price's, when set, rounded to whole rupees as the card showed it) and the M.R.P. the old
 * list price with GST (the figure the card showed struck through).
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration is written against the schema of its day, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('products')
    .addColumn('selling_price_paise', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema.alterTable('products').addColumn('mrp_paise', 'integer').execute()
  await db.schema.alterTable('order_items').addColumn('unit_price_with_gst_paise', 'integer').execute()
  await db.schema.alterTable('order_items').addColumn('mrp_paise', 'integer').execute()

  const pairs = await db.selectFrom('products').select(['price_paise as price', 'discount_price_paise as discount']).distinct().execute()
  // Rows are picked by their old prices first (selling_price_paise still 0 marks them), then by their
  // selling price, so an updated row is never picked again by another pair's old prices.
  for (const { price, discount } of pairs as Array<{ price: number; discount: number | null }>) {
    await db
      .updateTable('products')
      .set({ selling_price_paise: withGstThen(discount ?? price), mrp_paise: withGstThen(price) })
      .where('selling_price_paise', '=', 0)
      .where('price_paise', '=', price)
      .where((eb) => (discount === null ? eb('discount_price_paise', 'is', null) : eb('discount_price_paise', '=', discount)))
      .execute()
  }
  const sellingPrices = await db.selectFrom('products').select('selling_price_paise as selling').distinct().execute()
  for (const { selling } of sellingPrices as Array<{ selling: number }>) {
    await db
      .updateTable('products')
      .set({ price_paise: taxableThen(selling), discount_price_paise: null })
      .where('selling_price_paise', '=', selling)
      .execute()
  }
}

/** The old rule for a price with GST (lib/tax.ts withGst as it stood): 18% to the paisa, then whole rupees. */
function withGstThen(preTaxPaise: number): number {
  return Math.round((preTaxPaise + Math.round((preTaxPaise * 18) / 100)) / 100) * 100
}

function taxableThen(withGstPaise: number): number {
  return Math.round((withGstPaise * 100) / 118)
}
