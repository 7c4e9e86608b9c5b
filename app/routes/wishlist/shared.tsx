import { data, Link } from 'react-router'
import { SharedItems } from '#app/components/wishlist/wishlist-items.tsx'
import { services } from '#app/context.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { sharedWishlist } from '#src/modules/wishlist/index.ts'
import type { Route } from './+types/shared'

export const meta = () => noindexMeta('A shared wishlist')

/** A wishlist someone shared: read-only, with today's prices and stock, nothing of who shared it. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const items = await sharedWishlist(services(context), params.token)
  return items ? { items } : data({ items: null }, { status: 404 })
}

export default function SharedWishlist({ loaderData }: Route.ComponentProps) {
  const { items } = loaderData
  return (
    <div className="container-page max-w-4xl py-10">
      <h1 className="text-3xl font-bold text-slate-900">A shared wishlist</h1>
      {items === null ? (
        <div className="card mt-6 p-8 text-center">
          <p className="text-slate-700">This link no longer works: its owner stopped sharing, or it was mistyped.</p>
          <Link to="/products" className="btn-primary mt-5 inline-flex">
            Browse Products
          </Link>
        </div>
      ) : (
        <>
          <p className="mt-1 text-slate-700">
            {items.length === 0
              ? 'Nothing on it yet.'
              : `${items.length} ${items.length === 1 ? 'product' : 'products'}, at today's prices including GST.`}
          </p>
          <SharedItems items={items} />
        </>
      )}
    </div>
  )
}
