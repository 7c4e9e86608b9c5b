import { services } from '#app/context.ts'
import { savedProductIds } from '#src/modules/wishlist/index.ts'
import type { Route } from './+types/saved'

/** The signed-in shopper's saved products' ids, for the hearts on shared pages' cards (decision 086). */
export async function loader({ context }: Route.LoaderArgs) {
  const ids = await savedProductIds(services(context))
  return Response.json({ ids }, { headers: { 'Cache-Control': 'private, no-store' } })
}
