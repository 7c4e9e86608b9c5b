import { useEffect, useRef } from 'react'
import { Link, useFetcher, useSubmit } from 'react-router'
import type { CartActionData } from '#app/routes/cart/cart.tsx'
import { formatInr } from '#src/lib/money.ts'
import { QuantityStepper } from './quantity-stepper.tsx'

/**
 * Add to Cart stays on the page (the header's count updates, the result is announced, and focus stays on
 * the button: it is never disabled under the shopper's finger); Buy now goes on to checkout with the item.
 * On phones both buttons sit in a bar fixed to the bottom of the screen. Without JavaScript both are plain
 * form posts: Add to Cart lands on the cart, Buy now on checkout.
 */
export function AddToCart({ productId, stock, pricePaise }: { productId: string; stock: number; pricePaise: number }) {
  const fetcher = useFetcher<CartActionData>()
  const navigate = useSubmit()
  const busy = fetcher.state !== 'idle'
  const adding = busy && fetcher.formData?.get('intent') === 'add'
  const result = fetcher.data
  const soldOut = stock === 0
  const bar = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = bar.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const root = document.documentElement.style
    const observer = new ResizeObserver(() => root.setProperty('--buy-bar-height', `${element.offsetHeight}px`))
    observer.observe(element)
    return () => {
      observer.disconnect()
      root.removeProperty('--buy-bar-height')
    }
  }, [])
  return (
    <fetcher.Form
      method="post"
      action="/cart"
      className="mt-6"
      onSubmit={(event) => {
        if (busy) return event.preventDefault()
        // Buy now leaves the page: a navigation, not a fetch, so the address bar and history follow it
        // even when the cart's live update asks the page to reload at the same moment.
        const submitter = (event.nativeEvent as SubmitEvent).submitter
        if (submitter instanceof HTMLButtonElement && submitter.value === 'buy') {
          event.preventDefault()
          void navigate(submitter)
        }
      }}
    >
      <input type="hidden" name="productId" value={productId} />
      {soldOut ? null : <QuantityStepper max={stock} />}
      {/* The bar's height is reserved at the end of the page on phones (app.css), so it never covers the footer. */}
      <div
        ref={bar}
        data-buy-bar
        className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white px-3 pt-3 pb-1 shadow-[0_-4px_12px_rgb(0_0_0/0.08)] md:static md:mt-4 md:border-0 md:bg-transparent md:p-0 md:shadow-none"
      >
        <div className="flex items-center gap-3">
          {/* The page shows the price higher up; on a phone the bar is what stays in sight. */}
          <p className="min-w-0 shrink-0 leading-tight md:hidden">
            <span className="block text-base font-bold text-slate-900">{formatInr(pricePaise)}</span>
            <span className="block text-xs text-slate-600">incl. GST</span>
          </p>
          <button
            type="submit"
            name="intent"
            value="add"
            className="btn-secondary h-11 flex-1 border-brand-700 px-2 text-brand-800 md:flex-none md:px-8"
            disabled={soldOut}
            aria-disabled={busy || undefined}
          >
            {soldOut ? 'Out of Stock' : adding ? 'Adding...' : 'Add to Cart'}
          </button>
          {soldOut ? null : (
            <button
              type="submit"
              name="intent"
              value="buy"
              className="btn-primary h-11 flex-1 px-2 md:flex-none md:px-8"
              aria-disabled={busy || undefined}
            >
              Buy now
            </button>
          )}
        </div>
        {/* After the buttons, so Tab reaches View Cart next; one line's height is kept for it, so nothing jumps. */}
        <div aria-live="polite" className="flex min-h-7 items-center text-sm md:mt-2">
          {result?.ok ? (
            <p role="status" className="text-green-800">
              {result.message}{' '}
              <Link to="/cart" className="font-semibold text-brand-700 hover:underline">
                View Cart
              </Link>
            </p>
          ) : result ? (
            <p role="alert" className="text-red-700">
              {result.message}
            </p>
          ) : null}
        </div>
      </div>
    </fetcher.Form>
  )
}
