import { randomBytes } from 'node:crypto'
import type { Database } from '#db/database.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { fail, type Result } from '#src/platform/failure.ts'
import { requireActor } from '#src/platform/guards.ts'
import { type AlertKind, alertKey, alertToken, readAlertToken } from './alert-token.ts'
import type { ProductWish, SharedWishlistItem, WishlistIntent, WishlistItem, WishlistPage } from './browser.ts'
import * as repo from './wishlist.repository.ts'

const notFound = () => fail('not_found', 'This product is not on sale any more.')

/** Saves a product to the signed-in shopper's wishlist at today's price; saving it again changes nothing. */
export async function saveToWishlist(ctx: ServiceContext, productId: string, now = new Date()): Promise<Result> {
  const actor = requireActor(ctx)
  const product = await repo.findProduct(ctx.db, productId)
  if (!product) return notFound()
  await repo.insertItem(ctx.db, { userId: actor.id, productId, savedAt: now.toISOString(), savedPricePaise: product.sellingPricePaise })
  return { ok: true }
}

/** Removes a product, and with it its alerts. */
export async function removeFromWishlist(ctx: ServiceContext, productId: string): Promise<Result> {
  const actor = requireActor(ctx)
  await repo.deleteItem(ctx.db, actor.id, productId)
  return { ok: true }
}

/**
 * "Tell me when the price drops" (below the price now) or "when it is back" (from out of stock). Asking
 * saves the product too: an alert is about something on the wishlist.
 */
export async function setWishlistAlert(
  ctx: ServiceContext,
  productId: string,
  kind: AlertKind,
  on: boolean,
  now = new Date(),
): Promise<Result> {
  const actor = requireActor(ctx)
  const product = await repo.findProduct(ctx.db, productId)
  if (!product) return on ? notFound() : { ok: true }
  if (on)
    await repo.insertItem(ctx.db, { userId: actor.id, productId, savedAt: now.toISOString(), savedPricePaise: product.sellingPricePaise })
  if (kind === 'price') await repo.setPriceAlert(ctx.db, actor.id, productId, on ? product.sellingPricePaise : null)
  else await repo.setStockAlert(ctx.db, actor.id, productId, on, product.stock <= 0)
  return { ok: true }
}

const toItem = (row: repo.WishlistRow): WishlistItem => ({
  productId: row.productId,
  slug: row.slug,
  name: row.name,
  brand: row.brand,
  category: row.category,
  image: row.imageUrl ? { url: row.imageUrl, alt: row.imageAlt ?? '' } : null,
  pricePaise: row.sellingPricePaise,
  mrpPaise: row.mrpPaise,
  stock: row.stock,
  onSale: row.isPublished === 1,
  savedAt: row.savedAt,
  savedPricePaise: row.savedPricePaise,
  priceAlertPaise: row.priceAlertPaise,
  stockAlert: row.stockAlert === 1,
})

/** The signed-in shopper's wishlist: each product's price now and when saved, its stock and alerts; the share link's token. */
export async function myWishlist(ctx: ServiceContext): Promise<WishlistPage> {
  const actor = requireActor(ctx)
  const [rows, share] = await Promise.all([repo.findItems(ctx.db, actor.id), repo.findShare(ctx.db, actor.id)])
  return { items: rows.map(toItem), shareToken: share?.token ?? null }
}

/** The ids of the products the shopper saved (cards fill their hearts from it after the page loads). */
export async function savedProductIds(ctx: ServiceContext): Promise<string[]> {
  return ctx.actor ? repo.findSavedIds(ctx.db, ctx.actor.id) : []
}

/** On a product page: is it saved, and which alerts are on; null for a visitor who is not signed in. */
export async function productWish(ctx: Pick<ServiceContext, 'db' | 'actor'>, slug: string): Promise<ProductWish | null> {
  if (!ctx.actor) return null
  const row = await repo.findItemBySlug(ctx.db, ctx.actor.id, slug)
  return { saved: Boolean(row), priceAlert: row?.priceAlertPaise != null, stockAlert: row?.stockAlert === 1 }
}

/** A read-only link to the wishlist: a random token, the same one until the shopper stops sharing. */
export async function shareMyWishlist(ctx: ServiceContext, now = new Date()): Promise<Result<{ token: string }>> {
  const actor = requireActor(ctx)
  await repo.insertShare(ctx.db, { userId: actor.id, token: randomBytes(18).toString('base64url'), createdAt: now.toISOString() })
  const share = await repo.findShare(ctx.db, actor.id)
  return share ? { ok: true, token: share.token } : fail('conflict', 'Please try again.')
}

/** The old link stops working; sharing again makes a new one. */
export async function stopSharingMyWishlist(ctx: ServiceContext): Promise<Result> {
  const actor = requireActor(ctx)
  await repo.deleteShare(ctx.db, actor.id)
  return { ok: true }
}

/**
 * A shared wishlist as anyone with its link sees it: what is on it, the price now and the stock, and
 * nothing of its owner (not their name, nor what they paid attention to: saved prices and alerts).
 */
export async function sharedWishlist(ctx: Pick<ServiceContext, 'db'>, token: string): Promise<SharedWishlistItem[] | null> {
  if (!/^[\w-]{24}$/.test(token)) return null
  const owner = await repo.findShareOwner(ctx.db, token)
  if (!owner) return null
  return (await repo.findItems(ctx.db, owner.userId))
    .filter((row) => row.isPublished === 1)
    .map((row) => {
      const { savedAt: _at, savedPricePaise: _saved, priceAlertPaise: _price, stockAlert: _stock, ...item } = toItem(row)
      return item
    })
}

/** One of the wishlist forms' requests (a heart, an alert's toggle, sharing), as the page and a pending save after sign-in make it. */
export async function applyWishlistIntent(ctx: ServiceContext, intent: WishlistIntent, productId: string): Promise<Result> {
  switch (intent) {
    case 'add':
      return saveToWishlist(ctx, productId)
    case 'remove':
      return removeFromWishlist(ctx, productId)
    case 'price-alert-on':
    case 'price-alert-off':
      return setWishlistAlert(ctx, productId, 'price', intent === 'price-alert-on')
    case 'stock-alert-on':
    case 'stock-alert-off':
      return setWishlistAlert(ctx, productId, 'stock', intent === 'stock-alert-on')
    case 'share':
      return shareMyWishlist(ctx)
    case 'unshare':
      return stopSharingMyWishlist(ctx)
  }
}

/** The stop link of an alert email, for its page: which product and which alert. */
export async function readAlertLink(
  ctx: ServiceContext,
  token: string,
): Promise<Result<{ userId: string; productId: string; kind: AlertKind; productName: string }>> {
  const read = readAlertToken(alertKey(ctx.auth.options.secret ?? ''), token)
  if (!read)
    return fail('not_found', 'This link is not valid. Please use the link from the latest email, or sign in and open your wishlist.')
  const product = await repo.findProduct(ctx.db, read.productId)
  return { ok: true, ...read, productName: product?.name ?? 'this product' }
}

/** The one step: the alert the link names is turned off, with no sign-in. Doing it twice is harmless. */
export async function stopAlertByLink(ctx: ServiceContext, token: string): Promise<Result<{ productName: string; kind: AlertKind }>> {
  const link = await readAlertLink(ctx, token)
  if (!link.ok) return link
  if (link.kind === 'price') await repo.setPriceAlert(ctx.db, link.userId, link.productId, null)
  else await repo.setStockAlert(ctx.db, link.userId, link.productId, false, false)
  return { ok: true, productName: link.productName, kind: link.kind }
}

/** The address of an alert's stop link. */
export function alertStopUrl(
  services: Pick<ServiceContext, 'auth' | 'siteUrl'>,
  userId: string,
  productId: string,
  kind: AlertKind,
): string {
  return `${services.siteUrl}/wishlist/alerts/stop?token=${alertToken(alertKey(services.auth.options.secret ?? ''), userId, productId, kind)}`
}

/** A person's wishlist and alerts for their data export (decision 042): every field kept about them. */
export async function wishlistOfPerson(db: Database, userId: string) {
  const [rows, share] = await Promise.all([repo.findItems(db, userId), repo.findShare(db, userId)])
  return {
    items: rows.map((row) => ({
      product: row.name,
      savedAt: row.savedAt,
      savedPricePaise: row.savedPricePaise,
      priceAlertBelowPaise: row.priceAlertPaise,
      backInStockAlert: row.stockAlert === 1,
    })),
    sharedSince: share?.createdAt ?? null,
  }
}

/** Erases a person's wishlist, alerts and share link, in their erasure's transaction. */
export const eraseWishlistOf = (db: Database, userId: string) => repo.deleteAllOf(db, userId)
