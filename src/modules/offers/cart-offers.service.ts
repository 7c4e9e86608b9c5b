import { formatInr } from '#src/lib/money.ts'
import { type CartView, getCart, setCartOfferCode } from '#src/modules/cart/index.ts'
import { nowFor, type ServiceContext } from '#src/platform/context.ts'
import { type Failure, fail } from '#src/platform/failure.ts'
import { fieldErrors } from '#src/platform/validation.ts'
import type { OfferLine, OfferPricing } from './offer-pricing.ts'
import type { RefusalReason } from './offer-terms.ts'
import { priceWithOffers, pricingInputs } from './offer-uses.service.ts'
import { findSharedCodeOffers } from './offers.repository.ts'
import { applyCodeSchema } from './offers.schemas.ts'
import { termsOf } from './offers.service.ts'
import { type OfferWithinReach, offersWithinReach } from './offers-within-reach.ts'

/**
 * A cart priced with its offers (decision 083): the lines at their prices, each offer and what it takes
 * off, and what the shopper pays. Seller-funded discounts lower the taxable value and the GST on it;
 * store-funded ones are paid to the seller by the store and change neither.
 */
export interface OfferedCart {
  cart: CartView
  pricing: OfferPricing
  /** The taxable value after the sellers' own discounts. */
  subtotalPaise: number
  /** GST on it: what the lines' prices less the sellers' discounts hold beyond their taxable value. */
  taxPaise: number
  /** What the shopper pays: the lines' prices less every discount. */
  payablePaise: number
}

export const offerLinesOf = (cart: Pick<CartView, 'lines'>): OfferLine[] =>
  cart.lines.map((l) => ({
    productId: l.productId,
    vendorId: l.vendorId,
    category: l.category,
    brand: l.brand,
    pricePaise: l.lineTotalWithGstPaise,
  }))

/** The cart with its offers, as the signed-in customer (or the visitor) would get them now. */
export async function offeredCart(ctx: ServiceContext, given?: CartView, code?: string | null): Promise<OfferedCart> {
  const cart = given ?? (await getCart(ctx))
  const pricing = await priceWithOffers(ctx.db, offerLinesOf(cart), {
    userId: ctx.actor?.id ?? null,
    code: code === undefined ? cart.offerCode : code,
    now: nowFor(ctx),
  })
  return withPricing(cart, pricing)
}

/**
 * The offers the cart could still get, each with what it would add to the saving (decision 088): the
 * automatic ones it falls short of, and the shared codes it could use (when it has no code of its own),
 * worked by the cart's own pricing for this customer now.
 */
export async function cartOffersWithinReach(ctx: ServiceContext, offered: OfferedCart): Promise<OfferWithinReach[]> {
  if (offered.cart.lines.length === 0) return []
  const now = nowFor(ctx)
  const shared = (await findSharedCodeOffers(ctx.db, now.toISOString())).map((row) => ({ offer: termsOf(row), code: row.code }))
  const inputs = await pricingInputs(
    ctx.db,
    { userId: ctx.actor?.id ?? null, code: offered.cart.offerCode, now },
    shared.map((s) => s.offer.id),
  )
  return offersWithinReach(offerLinesOf(offered.cart), inputs.automatic, shared, inputs.code, inputs.facts, offered.pricing)
}

/** The cart's figures after these offers. */
export function withPricing(cart: CartView, pricing: OfferPricing): OfferedCart {
  const byLine = new Map(pricing.lines.map((l) => [l.productId, l]))
  let subtotalPaise = 0
  let invoicedPaise = 0
  for (const line of cart.lines) {
    const d = byLine.get(line.productId)
    subtotalPaise += line.lineTotalPaise - (d?.taxableDiscountPaise ?? 0)
    invoicedPaise += line.lineTotalWithGstPaise - ((d?.discountPaise ?? 0) - (d?.storeDiscountPaise ?? 0))
  }
  return { cart, pricing, subtotalPaise, taxPaise: invoicedPaise - subtotalPaise, payablePaise: cart.totalPaise - pricing.discountPaise }
}

export type CodeOutcome =
  | { ok: true; offered: OfferedCart; message: string }
  | (Failure<'invalid_input' | 'offer_refused'> & { reason?: RefusalReason; offered: OfferedCart })

/**
 * "Apply coupon": the code is checked against the cart as it is, for this customer, now; a code that
 * gives nothing is refused with why (and the cart keeps what it had), one that applies is kept on the
 * cart (replacing any other: one code per order) and checked again whenever the cart is priced.
 */
export async function applyOfferCode(ctx: ServiceContext, input: unknown): Promise<CodeOutcome> {
  const cart = await getCart(ctx)
  const parsed = applyCodeSchema.safeParse(input)
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error)
    return { ...fail('invalid_input', errors.code ?? 'Please enter a code.', errors), offered: await offeredCart(ctx, cart) }
  }
  const { code } = parsed.data
  if (cart.lines.length === 0) {
    const message = 'Your cart is empty: add the items first, then apply the code.'
    return { ...fail('invalid_input', message, { code: message }), offered: await offeredCart(ctx, cart) }
  }
  const tried = await offeredCart(ctx, cart, code)
  if (tried.pricing.refusal) {
    const { reason, message } = tried.pricing.refusal
    return { ...fail('offer_refused', message, { code: message }), reason, offered: await offeredCart(ctx, cart) }
  }
  await setCartOfferCode(ctx, code)
  const saved = tried.pricing.applied.find((a) => a.code === code)?.amountPaise ?? 0
  ctx.log.info({ code, savedPaise: saved }, 'offer code applied')
  return { ok: true, offered: { ...tried, cart: { ...cart, offerCode: code } }, message: `${code} applied: you save ${formatInr(saved)}.` }
}

/** Takes the code off the cart. */
export async function removeOfferCode(ctx: ServiceContext): Promise<{ ok: true; offered: OfferedCart; message: string }> {
  await setCartOfferCode(ctx, null)
  const cart = await getCart(ctx)
  return { ok: true, offered: await offeredCart(ctx, cart), message: 'Code removed.' }
}
