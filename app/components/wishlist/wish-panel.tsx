import { Link } from 'react-router'
import type { ProductWish, WishlistIntent } from '#src/modules/wishlist/browser.ts'
import { HeartIcon } from '../icons.tsx'
import { usePendingWish, useWishAnswer, WishForm } from './wish-form.tsx'

const toggle =
  'inline-flex min-h-10 items-center gap-2 rounded-md border px-3 py-1.5 text-sm font-medium hover:border-brand-600 hover:text-brand-700'

/** The state the page shows: the server's, or what a request on its way will make it. */
function shown(wish: ProductWish | null, pending: WishlistIntent | null): ProductWish {
  const now = { saved: wish?.saved ?? false, priceAlert: wish?.priceAlert ?? false, stockAlert: wish?.stockAlert ?? false }
  switch (pending) {
    case 'add':
      return { ...now, saved: true }
    case 'remove':
      return { saved: false, priceAlert: false, stockAlert: false }
    case 'price-alert-on':
    case 'price-alert-off':
      return { ...now, saved: now.saved || pending === 'price-alert-on', priceAlert: pending === 'price-alert-on' }
    case 'stock-alert-on':
    case 'stock-alert-off':
      return { ...now, saved: now.saved || pending === 'stock-alert-on', stockAlert: pending === 'stock-alert-on' }
    default:
      return now
  }
}

/**
 * A product page's wishlist controls (decision 086): the heart, "Tell me when the price drops", and,
 * while it is out of stock, "Tell me when it is back". Each a toggle that works as a plain form post
 * without JavaScript; a visitor is asked to sign in and comes back with it done.
 */
export function WishPanel({ productId, inStock, wish }: { productId: string; inStock: boolean; wish: ProductWish | null }) {
  const state = shown(wish, usePendingWish(productId))
  const answer = useWishAnswer(productId)
  const on = (pressed: boolean) => (pressed ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-slate-300 bg-white text-slate-800')
  return (
    <section aria-label="Wishlist" className="mt-3">
      <div className="flex flex-wrap items-center gap-2">
        <WishForm intent={state.saved ? 'remove' : 'add'} productId={productId}>
          <button type="submit" aria-pressed={state.saved} className={`${toggle} ${on(state.saved)}`}>
            <HeartIcon filled={state.saved} className={state.saved ? 'text-red-600' : undefined} />
            Save to wishlist
          </button>
        </WishForm>
        <WishForm intent={state.priceAlert ? 'price-alert-off' : 'price-alert-on'} productId={productId}>
          <button type="submit" aria-pressed={state.priceAlert} className={`${toggle} ${on(state.priceAlert)}`}>
            Tell me when the price drops
          </button>
        </WishForm>
        {!inStock || state.stockAlert ? (
          <WishForm intent={state.stockAlert ? 'stock-alert-off' : 'stock-alert-on'} productId={productId}>
            <button type="submit" aria-pressed={state.stockAlert} className={`${toggle} ${on(state.stockAlert)}`}>
              Tell me when it is back
            </button>
          </WishForm>
        ) : null}
      </div>
      <p role="status" className={`mt-2 text-sm ${answer && !answer.ok ? 'text-red-700' : 'text-slate-700'}`}>
        {answer?.message}
        {answer?.ok && state.saved ? (
          <>
            {' '}
            <Link to="/wishlist" className="font-semibold text-brand-700 underline">
              View wishlist
            </Link>
          </>
        ) : null}
      </p>
    </section>
  )
}
