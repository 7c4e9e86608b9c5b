import { Link } from 'react-router'

// The checkout's Buy now (decision 032): one product at the quantity chosen, carried by the checkout's
// address and its forms; the cart is left as it is.

export type BuyNow = { productId: string; quantity: number } | null

/** A Buy now's product and quantity, carried by each step's form so the order is that product alone. */
export function BuyNowFields({ buyNow }: { buyNow: BuyNow }) {
  if (!buyNow) return null
  return (
    <>
      <input type="hidden" name="buy" value={buyNow.productId} />
      <input type="hidden" name="quantity" value={buyNow.quantity} />
    </>
  )
}

/** The checkout's own address with a Buy now kept, and other parameters (a saved address) added. */
export function checkoutHref(buyNow: BuyNow, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({ ...(buyNow ? { buy: buyNow.productId, quantity: String(buyNow.quantity) } : {}), ...extra })
  return `/checkout?${params}`
}

/** A Buy now whose product or quantity cannot be had (sold out meanwhile, unpublished, a changed address). */
export function BuyNowUnavailable({ message }: { message: string }) {
  return (
    <div className="container-page flex flex-col items-center py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Checkout</h1>
      <p role="alert" className="mt-3 max-w-md text-slate-700">
        {message} Nothing has been ordered.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/products" className="btn-primary">
          Browse Products
        </Link>
        <Link to="/cart" className="btn-secondary">
          View Cart
        </Link>
      </div>
    </div>
  )
}

/** Under the checkout's summary: what Buy now orders, and that the cart waits. */
export function BuyNowNote({ cartItems }: { cartItems: number }) {
  return (
    <p className="mt-4 border-t border-slate-200 pt-4 text-sm text-slate-700">
      Buy now: only this item is ordered.
      {cartItems > 0 ? (
        <>
          {' '}
          Your cart keeps its {cartItems === 1 ? 'item' : `${cartItems} items`} for later.{' '}
          <Link to="/checkout" className="font-medium text-brand-700 underline">
            Check out the cart instead
          </Link>
        </>
      ) : null}
    </p>
  )
}
