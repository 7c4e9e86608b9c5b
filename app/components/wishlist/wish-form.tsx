import { type ReactNode, useEffect, useState } from 'react'
import { useFetcher, useLocation } from 'react-router'
import type { WishlistIntent } from '#src/modules/wishlist/browser.ts'

/** What POST /wishlist answers a fetcher (without JavaScript it redirects back instead). */
export type WishActionData = { ok: boolean; intent: WishlistIntent | ''; productId: string; message: string }

/** One fetcher per product: its heart on a card and on its page, and its alerts, answer together. */
export const wishFetcherKey = (productId: string) => `wish-${productId}`

/**
 * A small form posting to /wishlist. Without JavaScript an ordinary post that comes back to this page
 * (`back`), or goes to sign in first for a visitor; once the page is interactive it says so (`js`) and
 * the answer is data for the fetcher.
 */
export function WishForm({
  intent,
  productId = '',
  className,
  children,
}: {
  intent: WishlistIntent
  productId?: string
  className?: string
  children: ReactNode
}) {
  const fetcher = useFetcher<WishActionData>({ key: wishFetcherKey(productId) })
  const location = useLocation()
  const [interactive, setInteractive] = useState(false)
  useEffect(() => setInteractive(true), [])
  return (
    <fetcher.Form method="post" action="/wishlist" className={className} preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      {productId ? <input type="hidden" name="productId" value={productId} /> : null}
      <input type="hidden" name="back" value={`${location.pathname}${location.search}`} />
      {interactive ? <input type="hidden" name="js" value="1" /> : null}
      {children}
    </fetcher.Form>
  )
}

/** The intent a product's fetcher is sending now, if any: what the page shows before the answer comes. */
export function usePendingWish(productId: string): WishlistIntent | null {
  const fetcher = useFetcher<WishActionData>({ key: wishFetcherKey(productId) })
  return (fetcher.formData?.get('intent') as WishlistIntent | null) ?? null
}

export function useWishAnswer(productId: string): WishActionData | undefined {
  const fetcher = useFetcher<WishActionData>({ key: wishFetcherKey(productId) })
  return fetcher.state === 'idle' ? fetcher.data : undefined
}
