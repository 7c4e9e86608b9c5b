import type { Database } from '#db/database.ts'
import { withMainImage } from '#src/platform/sql/query-pieces.ts'

export async function findCartIdForUser(db: Database, userId: string): Promise<string | undefined> {
  return (await db.selectFrom('carts').select('id').where('userId', '=', userId).executeTakeFirst())?.id
}

export async function guestCartExists(db: Database, cartId: string): Promise<boolean> {
  return (await db.selectFrom('carts').select('id').where('id', '=', cartId).where('userId', 'is', null).executeTakeFirst()) !== undefined
}

export async function insertCart(db: Database, id: string, userId: string | null) {
  const now = new Date().toISOString()
  await db.insertInto('carts').values({ id, userId, createdAt: now, updatedAt: now }).execute()
}

export async function touchCart(db: Database, cartId: string) {
  await db.updateTable('carts').set({ updatedAt: new Date().toISOString() }).where('id', '=', cartId).execute()
}

export async function deleteCart(db: Database, cartId: string) {
  await db.deleteFrom('carts').where('id', '=', cartId).execute()
}

/** What a cart line shows of its product: the cart's lines and a Buy now checkout read the same. */
const LINE_COLUMNS = [
  'products.id as productId',
  'products.vendorId',
  'products.slug',
  'products.name',
  'products.category',
  'products.pricePaise',
  'products.discountPricePaise',
  'products.stock',
  'mainImage.url as imageUrl',
  'mainImage.alt as imageAlt',
] as const

/** Lines with the product's current price and stock; lines of missing or unpublished products are left out. */
export async function findCartLines(db: Database, cartId: string) {
  return withMainImage(db.selectFrom('cartItems').innerJoin('products', 'products.id', 'cartItems.productId'))
    .select([...LINE_COLUMNS, 'cartItems.quantity'])
    .where('cartItems.cartId', '=', cartId)
    .where('products.isPublished', '=', 1)
    .orderBy('cartItems.addedAt')
    .orderBy('products.name')
    .execute()
}

/** How many items the cart holds: the quantities of the lines findCartLines reads (published products). */
export async function countCartItems(db: Database, cartId: string): Promise<number> {
  const row = await db
    .selectFrom('cartItems')
    .innerJoin('products', 'products.id', 'cartItems.productId')
    .select((eb) => eb.fn.sum<number | null>('cartItems.quantity').as('items'))
    .where('cartItems.cartId', '=', cartId)
    .where('products.isPublished', '=', 1)
    .executeTakeFirst()
  return Number(row?.items ?? 0)
}

/** One published product with the columns of a cart line, for a Buy now checkout of it alone. */
export async function findProductAsLine(db: Database, productId: string) {
  return withMainImage(db.selectFrom('products'))
    .select(LINE_COLUMNS)
    .where('products.id', '=', productId)
    .where('products.isPublished', '=', 1)
    .executeTakeFirst()
}

export async function findLineQuantity(db: Database, cartId: string, productId: string): Promise<number> {
  const row = await db
    .selectFrom('cartItems')
    .select('quantity')
    .where('cartId', '=', cartId)
    .where('productId', '=', productId)
    .executeTakeFirst()
  return row?.quantity ?? 0
}

export async function upsertLine(db: Database, cartId: string, productId: string, quantity: number) {
  await db
    .insertInto('cartItems')
    .values({ cartId, productId, quantity, addedAt: new Date().toISOString() })
    .onConflict((oc) => oc.columns(['cartId', 'productId']).doUpdateSet({ quantity }))
    .execute()
}

export async function deleteLine(db: Database, cartId: string, productId: string) {
  await db.deleteFrom('cartItems').where('cartId', '=', cartId).where('productId', '=', productId).execute()
}

export async function findRawLines(db: Database, cartId: string) {
  return db.selectFrom('cartItems').select(['productId', 'quantity']).where('cartId', '=', cartId).execute()
}

export async function findPurchasableProduct(db: Database, productId: string) {
  return db
    .selectFrom('products')
    .select(['id', 'name', 'stock'])
    .where('id', '=', productId)
    .where('isPublished', '=', 1)
    .executeTakeFirst()
}

/** Whether a product is published but held: its seller is not approved or is suspended (decision 038). */
export async function isHeldProduct(db: Database, productId: string): Promise<boolean> {
  const row = await db.selectFrom('products').select('id').where('id', '=', productId).where('isPublished', '=', 2).executeTakeFirst()
  return row !== undefined
}

export async function deleteCartsOfUser(db: Database, userId: string) {
  await db.deleteFrom('carts').where('userId', '=', userId).execute()
}
