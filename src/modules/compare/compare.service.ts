import type { ProductImage, ProductWithSpecs } from '#src/modules/catalog/index.ts'
import { productsByRefs } from '#src/modules/catalog/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { fail, type Result } from '#src/platform/failure.ts'
import { addToCompareList, COMPARE_MAX, type ComparisonRow, comparisonRows, isProductRef, removeFromCompareList } from './compare-rules.ts'

/** A product in the tray: enough for a thumbnail, a link and a remove button. */
export interface TrayItem {
  id: string
  slug: string
  name: string
  image: ProductImage | null
}

/**
 * The tray for the ids in the visitor's cookie: one catalogue call for at most four products. Ids
 * of products since removed or unpublished drop out (and out of the cookie at its next change).
 */
export async function compareTray(ctx: ServiceContext, ids: readonly string[]): Promise<TrayItem[]> {
  if (ids.length === 0) return []
  const products = await productsByRefs(ctx, ids.slice(0, COMPARE_MAX))
  return products.map(({ id, slug, name, image }) => ({ id, slug, name, image }))
}

export type CompareIntent = 'add' | 'remove' | 'clear'

export const isCompareIntent = (value: string): value is CompareIntent => value === 'add' || value === 'remove' || value === 'clear'

/**
 * The compare list after one change. Only a published product can be added; the list is first
 * cleaned of ids that no longer name one, so a stale id never blocks the fourth place.
 */
export async function changeCompareList(
  ctx: ServiceContext,
  ids: readonly string[],
  intent: CompareIntent,
  productId: string,
): Promise<Result<{ ids: string[]; message: string }>> {
  if (intent === 'clear') return { ok: true, ids: [], message: 'Compare list cleared.' }
  if (!isProductRef(productId)) return fail('invalid_input', 'Choose a product to compare.')
  const products = await productsByRefs(ctx, [...ids, productId])
  const product = products.find((p) => p.id === productId)
  const current = ids.filter((id) => products.some((p) => p.id === id))
  if (intent === 'remove') {
    return { ok: true, ids: removeFromCompareList(current, productId), message: `${product?.name ?? 'Product'} removed from compare.` }
  }
  if (!product) return fail('not_found', 'Product Not Found')
  const added = addToCompareList(current, productId)
  if (!added.ok) return added
  return { ok: true, ids: added.ids, message: `${product.name} added to compare (${added.ids.length} of ${COMPARE_MAX}).` }
}

/** One column of the comparison. */
export type ComparedProduct = Omit<ProductWithSpecs, 'keySpecs' | 'isFeatured'>

export interface Comparison {
  products: ComparedProduct[]
  rows: ComparisonRow[]
  /** References asked for that name no published product (unknown, or withdrawn from sale). */
  skipped: string[]
}

/** The comparison of up to four products named by slug or id (the shareable `/compare?ids=`). */
export async function compareProducts(ctx: ServiceContext, refs: readonly string[]): Promise<Comparison> {
  const wanted = refs.slice(0, COMPARE_MAX)
  const found = await productsByRefs(ctx, wanted)
  const products = found.map(({ keySpecs: _line, isFeatured: _flag, ...product }) => product)
  const skipped = wanted.filter((ref) => !found.some((p) => p.id === ref || p.slug === ref))
  return { products, rows: comparisonRows(products), skipped }
}
