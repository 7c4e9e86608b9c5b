import { sql } from 'kysely'
import type { Database } from '#db/database.ts'
import { prepared } from '#src/platform/sql/prepared.ts'
import { boundText, literal, withMainImage } from '#src/platform/sql/query-pieces.ts'

// An add to cart runs most of these on every request: they are prepared once (prepared.ts).

const userCart = prepared((db, p: { userId: string }) =>
  db.selectFrom('carts').select(['id', 'updatedAt', 'offerCode']).where('userId', '=', p.userId),
)

const guestCart = prepared((db, p: { cartId: string }) =>
  db.selectFrom('carts').select(['id', 'updatedAt', 'offerCode']).where('id', '=', p.cartId).where('userId', 'is', null),
)

/** The signed-in user's cart, or the visitor's cart of this id (never a user's: a cart id alone does not open one). */
export async function findCart(db: Database, owner: { userId: string } | { cartId: string }) {
  return 'userId' in owner ? userCart.first(db, owner) : guestCart.first(db, owner)
}

export async function insertCart(db: Database, id: string, userId: string | null) {
  const now = new Date().toISOString()
  await db.insertInto('carts').values({ id, userId, createdAt: now, updatedAt: now }).execute()
}

const cartTouched = prepared((db, p: { cartId: string; at: string }) =>
  db.updateTable('carts').set({ updatedAt: p.at }).where('id', '=', p.cartId),
)

export async function touchCart(db: Database, cartId: string) {
  await cartTouched.execute(db, { cartId, at: new Date().toISOString() })
}

/** The offer code applied to the cart (upper case), or none. */
export async function setOfferCode(db: Database, cartId: string, code: string | null) {
  await db.updateTable('carts').set({ offerCode: code }).where('id', '=', cartId).execute()
}

const cartCode = prepared((db, p: { cartId: string }) => db.selectFrom('carts').select('offerCode').where('id', '=', p.cartId))

export async function findOfferCode(db: Database, cartId: string): Promise<string | null> {
  return (await cartCode.first(db, { cartId }))?.offerCode ?? null
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
  'products.brand',
  'products.pricePaise',
  'products.sellingPricePaise',
  'products.mrpPaise',
  'products.stock',
  'mainImage.url as imageUrl',
  'mainImage.alt as imageAlt',
] as const

const cartLines = prepared((db, p: { cartId: string }) =>
  withMainImage(db.selectFrom('cartItems').innerJoin('products', 'products.id', 'cartItems.productId'))
    .select([...LINE_COLUMNS, 'cartItems.quantity'])
    // Bound as boundText: a bare parameter in this join makes SQLite prepare the statement on every run (decision 048).
    .where('cartItems.cartId', '=', boundText(p.cartId))
    .where('products.isPublished', '=', literal(1))
    .orderBy('cartItems.addedAt')
    .orderBy('products.name'),
)

/** Lines with the product's current price and stock; lines of missing or unpublished products are left out. */
export async function findCartLines(db: Database, cartId: string) {
  return cartLines.all(db, { cartId })
}

const cartItems = prepared((db, p: { cartId: string }) =>
  db
    .selectFrom('cartItems')
    .innerJoin('products', 'products.id', 'cartItems.productId')
    .select((eb) => eb.fn.sum<number | null>('cartItems.quantity').as('items'))
    .where('cartItems.cartId', '=', boundText(p.cartId))
    .where('products.isPublished', '=', literal(1)),
)

/** How many items the cart holds: the quantities of the lines findCartLines reads (published products). */
export async function countCartItems(db: Database, cartId: string): Promise<number> {
  const row = await cartItems.first(db, { cartId })
  return Number(row?.items ?? 0)
}

/** One published product with the columns of a cart line, for a Buy now checkout of it alone. */
export async function findProductAsLine(db: Database, productId: string) {
  return withMainImage(db.selectFrom('products'))
    .select(LINE_COLUMNS)
    .where('products.id', '=', productId)
    .where('products.isPublished', '=', literal(1))
    .executeTakeFirst()
}

const lineQuantity = prepared((db, p: { cartId: string; productId: string }) =>
  db.selectFrom('cartItems').select('quantity').where('cartId', '=', p.cartId).where('productId', '=', p.productId),
)

export async function findLineQuantity(db: Database, cartId: string, productId: string): Promise<number> {
  return (await lineQuantity.first(db, { cartId, productId }))?.quantity ?? 0
}

const lineSet = prepared((db, p: { cartId: string; productId: string; quantity: number; at: string }) =>
  db
    .insertInto('cartItems')
    .values({ cartId: p.cartId, productId: p.productId, quantity: p.quantity, addedAt: p.at })
    .onConflict((oc) => oc.columns(['cartId', 'productId']).doUpdateSet({ quantity: p.quantity })),
)

export async function upsertLine(db: Database, cartId: string, productId: string, quantity: number) {
  await lineSet.execute(db, { cartId, productId, quantity, at: new Date().toISOString() })
}

/** The product if it is on sale: published, and its seller selling (a held product is 2, decision 038). */
const onSale = (db: Database, productId: string) =>
  db.selectFrom('products').where('products.id', '=', productId).where('products.isPublished', '=', literal(1))

const lineAdded = prepared((db, p: { cartId: string; productId: string; quantity: number; at: string }) =>
  db
    .insertInto('cartItems')
    .columns(['cartId', 'productId', 'quantity', 'addedAt'])
    .expression(
      onSale(db, p.productId)
        .select([
          sql<string>`cast(${p.cartId} as text)`.as('cartId'),
          'products.id',
          sql<number>`cast(${p.quantity} as integer)`.as('quantity'),
          sql<string>`cast(${p.at} as text)`.as('addedAt'),
        ])
        .where('products.stock', '>=', p.quantity),
    )
    .onConflict((oc) =>
      oc
        .columns(['cartId', 'productId'])
        .doUpdateSet((eb) => ({ quantity: eb('cartItems.quantity', '+', eb.ref('excluded.quantity')) }))
        .where((eb) =>
          eb(eb('cartItems.quantity', '+', eb.ref('excluded.quantity')), '<=', onSale(db, p.productId).select('products.stock')),
        ),
    )
    .returning('quantity'),
)

/**
 * Adds to a line, in one statement: a new line, or more of one already there, only while the product
 * is on sale and the new quantity is within its stock. The line's quantity after it, or undefined when
 * nothing was added (the caller finds out why).
 */
export async function addToLine(db: Database, cartId: string, productId: string, quantity: number): Promise<number | undefined> {
  return (await lineAdded.first(db, { cartId, productId, quantity, at: new Date().toISOString() }))?.quantity
}

export async function deleteLine(db: Database, cartId: string, productId: string) {
  await db.deleteFrom('cartItems').where('cartId', '=', cartId).where('productId', '=', productId).execute()
}

export async function findRawLines(db: Database, cartId: string) {
  return db.selectFrom('cartItems').select(['productId', 'quantity']).where('cartId', '=', cartId).execute()
}

const purchasable = prepared((db, p: { productId: string }) =>
  onSale(db, p.productId).select(['products.id', 'products.name', 'products.stock']),
)

export async function findPurchasableProduct(db: Database, productId: string) {
  return purchasable.first(db, { productId })
}

/** Whether a product is published but held: its seller is not approved or is suspended (decision 038). */
export async function isHeldProduct(db: Database, productId: string): Promise<boolean> {
  const row = await db
    .selectFrom('products')
    .select('id')
    .where('id', '=', productId)
    .where('isPublished', '=', literal(2))
    .executeTakeFirst()
  return row !== undefined
}

export async function deleteCartsOfUser(db: Database, userId: string) {
  await db.deleteFrom('carts').where('userId', '=', userId).execute()
}
