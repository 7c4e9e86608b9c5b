import { sql } from 'kysely'
import type { Database } from '#db/database.ts'
import { literal } from '#src/platform/sql/query-pieces.ts'

// The alerts' crossings (decision 086): which rows are on the other side of their line from their state,
// and the state moved across it, once, by whoever gets there first.

export interface DueAlert {
  userId: string
  productId: string
  email: string
  name: string
  productName: string
  slug: string
  sellingPricePaise: number
  stock: number
  priceAlertPaise: number | null
}

const due = (db: Database) =>
  db
    .selectFrom('wishlistItems')
    .innerJoin('products', 'products.id', 'wishlistItems.productId')
    .innerJoin('users', 'users.id', 'wishlistItems.userId')
    .select([
      'wishlistItems.userId',
      'wishlistItems.productId',
      'users.email',
      'users.name',
      'products.name as productName',
      'products.slug',
      'products.sellingPricePaise',
      'products.stock',
      'wishlistItems.priceAlertPaise',
    ])
    .where('products.isPublished', '=', literal(1))
    .where('users.erasedAt', 'is', null)
    .where('users.disabledAt', 'is', null)

/** Price alerts whose price has crossed their line since last looked at: `below` says which way. */
export async function findPriceCrossings(db: Database, limit: number): Promise<Array<DueAlert & { below: boolean }>> {
  const rows = await due(db)
    .select(sql<number>`case when products.selling_price_paise < wishlist_items.price_alert_paise then 1 else 0 end`.as('below'))
    .where('wishlistItems.priceAlertPaise', 'is not', null)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('products.sellingPricePaise', '<', eb.ref('wishlistItems.priceAlertPaise')),
          eb('wishlistItems.priceAlertBelow', '=', 0),
        ]),
        eb.and([
          eb('products.sellingPricePaise', '>=', eb.ref('wishlistItems.priceAlertPaise')),
          eb('wishlistItems.priceAlertBelow', '=', 1),
        ]),
      ]),
    )
    .limit(limit)
    .execute()
  return rows.map((row) => ({ ...row, below: Number(row.below) === 1 }))
}

/** Stock alerts whose product went out of stock or came back since last looked at: `out` says which. */
export async function findStockCrossings(db: Database, limit: number): Promise<Array<DueAlert & { out: boolean }>> {
  const rows = await due(db)
    .where('wishlistItems.stockAlert', '=', 1)
    .where((eb) =>
      eb.or([
        eb.and([eb('products.stock', '<=', 0), eb('wishlistItems.stockAlertOut', '=', 0)]),
        eb.and([eb('products.stock', '>', 0), eb('wishlistItems.stockAlertOut', '=', 1)]),
      ]),
    )
    .limit(limit)
    .execute()
  return rows.map((row) => ({ ...row, out: row.stock <= 0 }))
}

/** Moves a price alert's state across its line; true for the one caller that moved it. */
export async function movePriceState(db: Database, row: { userId: string; productId: string; alertPaise: number }, below: boolean) {
  const result = await db
    .updateTable('wishlistItems')
    .set({ priceAlertBelow: below ? 1 : 0 })
    .where('userId', '=', row.userId)
    .where('productId', '=', row.productId)
    .where('priceAlertPaise', '=', row.alertPaise)
    .where('priceAlertBelow', '=', below ? 0 : 1)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** Moves a stock alert's state; true for the one caller that moved it. */
export async function moveStockState(db: Database, row: { userId: string; productId: string }, out: boolean) {
  const result = await db
    .updateTable('wishlistItems')
    .set({ stockAlertOut: out ? 1 : 0 })
    .where('userId', '=', row.userId)
    .where('productId', '=', row.productId)
    .where('stockAlert', '=', 1)
    .where('stockAlertOut', '=', out ? 0 : 1)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}
