import type { ServiceContext } from '#src/platform/context.ts'
import { type Failure, fail } from '#src/platform/failure.ts'
import * as repo from './cart.repository.ts'
import { type CartView, parseQuantity, priceLines } from './cart.service.ts'

/**
 * Buy now (decision 032): one product at the quantity chosen, checked out on its own. The choice travels
 * in the checkout's address (`/checkout?buy=<product id>&quantity=<n>`) and in its forms; the cart is
 * neither read nor changed, so its other lines wait there for later. What the choice costs is decided
 * here, from the database, exactly as a cart's lines are: nothing the browser says about prices counts.
 */
export interface BuyNowChoice {
  productId: string
  quantity: number
}

export type BuyNowOutcome = ({ ok: true; cart: CartView } & BuyNowChoice) | Failure<'invalid_input' | 'not_found' | 'sold_out'>

/** Where Buy now goes on: the checkout of that product alone. */
export function buyNowPath(choice: BuyNowChoice): string {
  return `/checkout?${new URLSearchParams({ buy: choice.productId, quantity: String(choice.quantity) })}`
}

/** The Buy now in a checkout address or form, when there is one: `buy` and `quantity` as sent, not yet checked. */
export function buyNowAsked(values: { get(name: string): string | null | undefined }): { productId: string; quantity: string } | null {
  const productId = values.get('buy')
  return productId ? { productId, quantity: values.get('quantity') ?? '' } : null
}

/** The product, priced as a one-line cart, if it can be bought now in that quantity; otherwise why not. */
export async function buyNowSelection(ctx: ServiceContext, productId: string, rawQuantity: unknown): Promise<BuyNowOutcome> {
  const quantity = parseQuantity(rawQuantity, typeof rawQuantity === 'number' ? 'json' : 'form')
  if (quantity === null || quantity < 1) return fail('invalid_input', 'Please choose a quantity of at least 1.')
  const row = await repo.findProductAsLine(ctx.db, productId)
  if (!row) return fail('not_found', 'This product is no longer available.')
  if (quantity > row.stock) {
    return fail('sold_out', row.stock === 0 ? `${row.name} is out of stock.` : `Only ${row.stock} of ${row.name} in stock.`)
  }
  return { ok: true, productId: row.productId, quantity, cart: priceLines([{ ...row, quantity }]) }
}
