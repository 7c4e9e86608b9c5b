import { createHash } from 'node:crypto'
import type { PaymentMethod, PaymentStatus } from '#db/schema.ts'
import { getCart } from '#src/modules/cart/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { fail, type Result } from '#src/platform/failure.ts'
import * as repo from '../records/orders.repository.ts'
import type { CheckoutInput } from './checkout.schemas.ts'

// A checkout request that comes again with its idempotency key (a double click, a retry): the first
// order, never a second (decision 013).

export type PlaceOrderOutcome = Result<{
  orderId: string
  paymentMethod: PaymentMethod
  paymentProvider: string
  paymentStatus: PaymentStatus
}>

export const IDEMPOTENCY_MISMATCH =
  'This checkout was already submitted with different details. Please reload the checkout page and place your order again.'

/**
 * What a checkout request asked for, as a hash: the same idempotency key may come again only with the
 * same request (a double click, a retry), never with another address or payment method.
 */
export function fingerprintOf(request: Omit<CheckoutInput, 'idempotencyKey'>): string {
  const canonical = Object.entries(request)
    .filter(([, value]) => value !== undefined && value !== '')
    .sort(([a], [b]) => (a < b ? -1 : 1))
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex')
}

/**
 * A repeated request with a key already used: the first order, if it is the same request and the cart
 * is empty (as that order left it) or still holds exactly what it ordered; otherwise a refusal, and
 * nothing is ordered. A Buy now never touched the cart: its product and quantity are in the fingerprint.
 */
export async function repeated(
  ctx: ServiceContext,
  earlier: NonNullable<Awaited<ReturnType<typeof repo.findOrderByIdempotencyKey>>>,
  fingerprint: string,
  buyNow: boolean,
): Promise<PlaceOrderOutcome> {
  const mismatch = fail('idempotency_mismatch', IDEMPOTENCY_MISMATCH)
  if (earlier.requestFingerprint && earlier.requestFingerprint !== fingerprint) return mismatch
  if (buyNow)
    return {
      ok: true,
      orderId: earlier.id,
      paymentMethod: earlier.paymentMethod,
      paymentProvider: earlier.paymentProvider,
      paymentStatus: earlier.paymentStatus,
    }
  const cart = await getCart(ctx)
  if (cart.lines.length > 0) {
    const ordered = await repo.findItems(ctx.db, [earlier.id])
    const same =
      ordered.length === cart.lines.length &&
      cart.lines.every((line) => ordered.some((item) => item.productId === line.productId && item.quantity === line.quantity))
    if (!same) return mismatch
  }
  return {
    ok: true,
    orderId: earlier.id,
    paymentMethod: earlier.paymentMethod,
    paymentProvider: earlier.paymentProvider,
    paymentStatus: earlier.paymentStatus,
  }
}
