import { useEffect } from 'react'
import { useRouteLoaderData } from 'react-router'
import { HeartIcon } from '../icons.tsx'
import { markSaved, useSavedIds } from './saved-ids.ts'
import { usePendingWish, useWishAnswer, WishForm } from './wish-form.tsx'

/** Whether someone is signed in, from the storefront layout's loader (guest or not is part of a shared page's key). */
export function useSignedIn(): boolean {
  const layout = useRouteLoaderData('routes/storefront/layout') as { user?: unknown } | undefined
  return Boolean(layout?.user)
}

/**
 * The heart on a product card: a toggle (aria-pressed) that saves the product or takes it off the
 * wishlist. Drawn empty on the shared page and filled once the shopper's saved products are known;
 * a visitor is taken to sign in, and comes back with the product saved.
 */
export function CardHeart({ productId, name }: { productId: string; name: string }) {
  const signedIn = useSignedIn()
  const ids = useSavedIds(signedIn)
  const pending = usePendingWish(productId)
  const answer = useWishAnswer(productId)
  const saved = pending ? pending === 'add' : (ids?.has(productId) ?? false)
  useEffect(() => {
    if (answer?.ok && (answer.intent === 'add' || answer.intent === 'remove')) markSaved(productId, answer.intent === 'add')
  }, [answer, productId])
  return (
    <WishForm intent={saved ? 'remove' : 'add'} productId={productId} className="absolute top-2 right-2 z-10">
      <button
        type="submit"
        aria-pressed={saved}
        className={`flex h-9 w-9 items-center justify-center rounded-full bg-white/95 shadow-sm ring-1 ring-slate-200 hover:text-red-600 ${
          saved ? 'text-red-600' : 'text-slate-600'
        }`}
      >
        <HeartIcon filled={saved} />
        <span className="sr-only">Save to wishlist: {name}</span>
      </button>
    </WishForm>
  )
}
