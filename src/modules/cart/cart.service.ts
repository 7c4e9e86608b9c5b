import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import type { Database } from '#db/database.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { cartChanged } from '#src/platform/events/event-bus.ts'
import { type Failure, fail } from '#src/platform/failure.ts'
import { transact } from '#src/platform/transact.ts'
import * as repo from './cart.repository.ts'
import { type CartView, EMPTY_CART, priceLines } from './cart-view.ts'

export { type CartLine, type CartView, EMPTY_CART, priceLines } from './cart-view.ts'

/** The visitor's cart cookie: a random id, useless to anyone who does not hold it. */
export const CART_COOKIE = 'deccan.cart'
export const CART_COOKIE_DAYS = 30
/** Larger numbers are typing mistakes or attacks; within it, the stock decides (refuse on add, cap on set). */
export const MAX_QUANTITY_INPUT = 9_999

/** Refusals carry the cart as it stands, so the page shows it unchanged. */
/** What the visitor's cart cookie must become: a new guest cart's id, or gone. The HTTP layer writes it. */
export type CartCookie = { set: string } | 'clear'

export type CartOutcome =
  | { ok: true; cart: CartView; cartCookie?: CartCookie }
  | (Failure<'invalid_input' | 'not_found' | 'sold_out'> & { cart: CartView })

/** A quantity from a form (digits) or JSON (a whole number); "2" in JSON, 1.5, 1e9 and negatives are refused. */
const quantityValue = z.union([
  z.number().int().min(0).max(MAX_QUANTITY_INPUT),
  z
    .string()
    .regex(/^\d{1,4}$/)
    .transform(Number),
])
/** A quantity in a JSON body: the JSON API documents its cart bodies with it. */
export const quantityFromJson = z.number().int().min(0).max(MAX_QUANTITY_INPUT)

export function parseQuantity(value: unknown, from: 'form' | 'json'): number | null {
  const result = (from === 'json' ? quantityFromJson : quantityValue).safeParse(value)
  return result.success ? result.data : null
}

/** Whose cart this request changes or reads: the signed-in user's, or the visitor's from the cart cookie. */
function cartOwner(ctx: Pick<ServiceContext, 'actor' | 'cartId'>): { userId: string } | { cartId: string } | null {
  if (ctx.actor) return { userId: ctx.actor.id }
  return ctx.cartId ? { cartId: ctx.cartId } : null
}

async function existingCart(ctx: ServiceContext): Promise<{ id: string; offerCode: string | null } | undefined> {
  const owner = cartOwner(ctx)
  return owner ? await repo.findCart(ctx.db, owner) : undefined
}

async function existingCartId(ctx: ServiceContext): Promise<string | undefined> {
  return (await existingCart(ctx))?.id
}

/**
 * A cart's updatedAt is when it last changed, to the hour: an add writes it only when it is older. Most
 * adds then write one page in their commit, not two (decision 054); nothing needs it finer.
 */
const TOUCH_AFTER_MS = 60 * 60 * 1000

/** The cart an add changes, or a new one (with the cookie to set for a visitor). */
async function cartIdForWriting(
  ctx: ServiceContext,
): Promise<{ cartId: string; created: boolean; cartCookie?: CartCookie; offerCode?: string | null }> {
  const owner = cartOwner(ctx)
  const existing = owner && (await repo.findCart(ctx.db, owner))
  if (existing) {
    if (Date.now() - Date.parse(existing.updatedAt) >= TOUCH_AFTER_MS) await repo.touchCart(ctx.db, existing.id)
    return { cartId: existing.id, created: false, offerCode: existing.offerCode }
  }
  const cartId = randomUUID()
  await repo.insertCart(ctx.db, cartId, ctx.actor?.id ?? null)
  return ctx.actor ? { cartId, created: true } : { cartId, created: true, cartCookie: { set: cartId } }
}

/** The live-update topic of this request's cart: the user's, or the visitor's cart cookie. */
export function cartTopic(ctx: Pick<ServiceContext, 'actor' | 'cartId'>): string | null {
  if (ctx.actor) return cartChanged(`user:${ctx.actor.id}`)
  return ctx.cartId ? cartChanged(`guest:${ctx.cartId}`) : null
}

function announce(ctx: ServiceContext, cartId?: string) {
  const topic = ctx.actor ? cartChanged(`user:${ctx.actor.id}`) : cartId ? cartChanged(`guest:${cartId}`) : cartTopic(ctx)
  if (topic) ctx.events.publish(topic)
}

export async function getCart(ctx: ServiceContext): Promise<CartView> {
  const cart = await existingCart(ctx)
  return cart ? readCart(ctx, cart.id, cart.offerCode) : EMPTY_CART
}

/**
 * The header's count, the cart view's itemCount without reading and pricing every line: every
 * rendered page of a shopper with a cart asks for it (decision 044).
 */
export async function cartItemCount(ctx: ServiceContext): Promise<number> {
  const cartId = await existingCartId(ctx)
  return cartId ? repo.countCartItems(ctx.db, cartId) : 0
}

/** The cart's lines priced; its offer code read unless the caller has it already. */
async function readCart(ctx: ServiceContext, cartId: string, offerCode?: string | null): Promise<CartView> {
  const code = offerCode === undefined ? await repo.findOfferCode(ctx.db, cartId) : offerCode
  return { ...priceLines(await repo.findCartLines(ctx.db, cartId)), offerCode: code }
}

/**
 * Adds to the cart. Adding a product already there increases its quantity; a total above the stock is
 * refused and the cart stays as it was.
 */
export async function addToCart(
  ctx: ServiceContext,
  productId: string,
  rawQuantity: unknown,
  from: 'form' | 'json' = 'form',
): Promise<CartOutcome> {
  const quantity = parseQuantity(rawQuantity, from)
  if (quantity === null || quantity < 1) return refuse(ctx, 'invalid_input', 'Please choose a quantity of at least 1.')
  // One transaction, mostly of two statements: the cart found, then the line added only while the
  // product is on sale and within its stock, so an add at the same moment waits for this one instead of
  // overwriting it, and a new cart and its line share one commit (decision 044). Why an add was refused
  // is found out afterwards: refusals are rare, and every add would otherwise pay for the reads (decision 054).
  const added = await transact(ctx.db, async (trx) => {
    const { cartId, created, cartCookie, offerCode } = await cartIdForWriting({ ...ctx, db: trx })
    const lineQuantity = await repo.addToLine(trx, cartId, productId, quantity)
    // A cart made for this add is not kept when nothing went in it.
    if (lineQuantity === undefined && created) await repo.deleteCart(trx, cartId)
    return { cartId, created, cartCookie, offerCode, written: lineQuantity !== undefined }
  })
  if (!added.written) return refuseAdd(ctx, productId, quantity, added.created ? undefined : added.cartId)
  announce(ctx, added.cartId)
  return { ok: true, cart: await readCart(ctx, added.cartId, added.offerCode ?? null), cartCookie: added.cartCookie }
}

/** Why an add put nothing in the cart (the shopper's, if they had one): the product is gone, held, or short of stock. */
async function refuseAdd(ctx: ServiceContext, productId: string, quantity: number, cartId: string | undefined): Promise<CartOutcome> {
  const product = await repo.findPurchasableProduct(ctx.db, productId)
  if (!product)
    return refuse(
      ctx,
      'not_found',
      (await repo.isHeldProduct(ctx.db, productId))
        ? 'This product is not on sale at the moment: its seller is not selling now.'
        : 'This product is no longer available.',
    )
  const current = cartId ? await repo.findLineQuantity(ctx.db, cartId, productId) : 0
  ctx.log.warn({ productId, requested: current + quantity, stock: product.stock }, 'add to cart refused: above stock')
  const message =
    product.stock === 0
      ? `${product.name} is out of stock.`
      : `Only ${product.stock} of ${product.name} in stock${current > 0 ? `, and ${current} already in your cart` : ''}.`
  return { ...fail('sold_out', message), cart: cartId ? await readCart(ctx, cartId) : EMPTY_CART }
}

/** Sets a line's quantity: 0 or less removes it, more than the stock is capped at the stock. */
export async function setCartQuantity(
  ctx: ServiceContext,
  productId: string,
  rawQuantity: unknown,
  from: 'form' | 'json' = 'form',
): Promise<CartOutcome> {
  const negative = typeof rawQuantity === 'number' && Number.isInteger(rawQuantity) && rawQuantity < 0
  const quantity = negative ? 0 : parseQuantity(rawQuantity, from)
  if (quantity === null) return refuse(ctx, 'invalid_input', 'Please enter a whole number.')
  const cartId = await existingCartId(ctx)
  if (!cartId) return refuse(ctx, 'not_found', 'Your cart is empty.')
  // The line and the cart's time are written in one transaction: one commit (decision 044).
  const inCart = await transact(ctx.db, async (trx) => {
    if (quantity === 0) {
      await repo.deleteLine(trx, cartId, productId)
    } else {
      const product = await repo.findPurchasableProduct(trx, productId)
      if (!product || (await repo.findLineQuantity(trx, cartId, productId)) === 0) return false
      await repo.upsertLine(trx, cartId, productId, Math.min(quantity, product.stock))
    }
    await repo.touchCart(trx, cartId)
    return true
  })
  if (!inCart) return refuse(ctx, 'not_found', 'That product is not in your cart.')
  announce(ctx, cartId)
  return { ok: true, cart: await readCart(ctx, cartId) }
}

export async function removeFromCart(ctx: ServiceContext, productId: string): Promise<CartOutcome> {
  return setCartQuantity(ctx, productId, 0, 'json')
}

/** Clear All: the stored cart itself is deleted. */
export async function clearCart(ctx: ServiceContext): Promise<CartOutcome> {
  const cartId = await existingCartId(ctx)
  if (cartId) await repo.deleteCart(ctx.db, cartId)
  announce(ctx, cartId)
  return ctx.actor || !cartId ? { ok: true, cart: EMPTY_CART } : { ok: true, cart: EMPTY_CART, cartCookie: 'clear' }
}

/**
 * After sign-in or sign-up, the visitor's cart joins the user's: quantities add up, capped at the stock,
 * and the visitor's cart and cookie go away. Nothing the visitor chose is lost.
 */
export async function mergeGuestCart(ctx: ServiceContext, userId: string): Promise<CartCookie | undefined> {
  if (!ctx.cartId || !(await repo.findCart(ctx.db, { cartId: ctx.cartId }))) return ctx.cartId ? 'clear' : undefined
  const guestCartId = ctx.cartId
  await transact(ctx.db, async (trx) => {
    let userCartId = (await repo.findCart(trx, { userId }))?.id
    if (!userCartId) {
      userCartId = randomUUID()
      await repo.insertCart(trx, userCartId, userId)
    }
    for (const line of await repo.findRawLines(trx, guestCartId)) {
      const product = await repo.findPurchasableProduct(trx, line.productId)
      if (!product || product.stock === 0) continue
      const current = await repo.findLineQuantity(trx, userCartId, line.productId)
      await repo.upsertLine(trx, userCartId, line.productId, Math.min(current + line.quantity, product.stock))
    }
    await repo.deleteCart(trx, guestCartId)
    await repo.touchCart(trx, userCartId)
  })
  ctx.events.publish(cartChanged(`user:${userId}`))
  return 'clear'
}

async function refuse(ctx: ServiceContext, code: 'invalid_input' | 'not_found', message: string): Promise<CartOutcome> {
  return { ...fail(code, message), cart: await getCart(ctx) }
}

/**
 * Keeps an offer code on the shopper's cart, or takes it off (null), and tells the shopper's other tabs.
 * The offers module checks the code first; the cart only remembers it. False when there is no cart.
 */
export async function setCartOfferCode(ctx: ServiceContext, code: string | null): Promise<boolean> {
  const cartId = await existingCartId(ctx)
  if (!cartId) return false
  await repo.setOfferCode(ctx.db, cartId, code)
  announce(ctx, cartId)
  return true
}

/** Empties a user's cart inside the transaction that ordered it (the order and the empty cart land together). */
export async function emptyCartOfUser(trx: Database, userId: string): Promise<void> {
  await repo.deleteCartsOfUser(trx, userId)
}
