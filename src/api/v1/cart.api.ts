import * as cart from '#src/modules/cart/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { cartCookieHeader } from '../cookies.ts'
import { type ApiResult, apiError, apiFailure, ok } from './api-result.ts'

// The cart over JSON: same service, same rules as the /cart page. Quantities must be JSON numbers.

function cartJson(view: cart.CartView) {
  return {
    items: view.lines.map((l) => ({
      productId: l.productId,
      slug: l.slug,
      name: l.name,
      quantity: l.quantity,
      // With GST, as the cart page shows them; the M.R.P. as declared; the taxable value inside, as the
      // breakdown's subtotal adds them up (decision 068).
      mrp: l.mrpPaise === null ? null : l.mrpPaise / 100,
      unitPriceWithGst: l.sellingPricePaise / 100,
      lineTotalWithGst: l.lineTotalWithGstPaise / 100,
      unitTaxableValue: l.unitPricePaise / 100,
      lineTaxableValue: l.lineTotalPaise / 100,
    })),
    itemCount: view.itemCount,
    subtotal: view.subtotalPaise / 100,
    tax: view.taxPaise / 100,
    roundOff: view.roundOffPaise / 100,
    total: view.totalPaise / 100,
    currency: 'INR',
  }
}

function respond(ctx: ServiceContext, outcome: cart.CartOutcome): ApiResult {
  if (!outcome.ok) return apiFailure(outcome)
  return ok(
    { cart: cartJson(outcome.cart) },
    { 'cache-control': 'private, no-store', 'set-cookie': cartCookieHeader(outcome.cartCookie, ctx.secureCookies) },
  )
}

const field = (body: unknown, name: string): unknown =>
  body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined

export async function getCartApi(ctx: ServiceContext): Promise<ApiResult> {
  return ok({ cart: cartJson(await cart.getCart(ctx)) }, { 'cache-control': 'private, no-store' })
}

export async function addCartItemApi(ctx: ServiceContext, body: unknown): Promise<ApiResult> {
  const productId = field(body, 'productId')
  if (typeof productId !== 'string') return apiError(400, 'invalid_input', 'productId is required.')
  return respond(ctx, await cart.addToCart(ctx, productId, field(body, 'quantity') ?? 1, 'json'))
}

export async function setCartItemApi(ctx: ServiceContext, productId: string, body: unknown): Promise<ApiResult> {
  return respond(ctx, await cart.setCartQuantity(ctx, productId, field(body, 'quantity'), 'json'))
}

export async function removeCartItemApi(ctx: ServiceContext, productId: string): Promise<ApiResult> {
  return respond(ctx, await cart.removeFromCart(ctx, productId))
}

export async function clearCartApi(ctx: ServiceContext): Promise<ApiResult> {
  return respond(ctx, await cart.clearCart(ctx))
}
