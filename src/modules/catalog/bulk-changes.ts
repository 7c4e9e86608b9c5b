import { z } from 'zod'
import { MAX_STOCK } from './product-input.schemas.ts'

/** How many products one bulk change may touch: a page of the admin list, and then some. */
export const MAX_BULK = 100

export const BULK_ACTIONS = ['publish', 'unpublish', 'feature', 'unfeature', 'set-stock'] as const
export type BulkAction = (typeof BULK_ACTIONS)[number]

/** A bulk change as the products pages send it: the ticked rows, what to do, and the stock for set-stock. */
export const bulkChangeSchema = z
  .object({
    productIds: z
      .array(z.string().regex(/^[0-9a-f-]{36}$/, 'Unknown product'))
      .min(1, 'Please tick at least one product.')
      .max(MAX_BULK, `Please change at most ${MAX_BULK} products at a time.`)
      .transform((ids) => [...new Set(ids)]),
    action: z.enum(BULK_ACTIONS, { error: 'Please choose what to do with the ticked products.' }),
    stock: z.string().trim().optional(),
  })
  .transform((value, ctx) => {
    if (value.action !== 'set-stock') return { productIds: value.productIds, action: value.action, stock: null }
    const stock = /^\d+$/.test(value.stock ?? '') ? Number(value.stock) : Number.NaN
    if (!Number.isInteger(stock) || stock > MAX_STOCK) {
      ctx.addIssue({ code: 'custom', path: ['stock'], message: 'Stock must be a whole number from 0 to 1,00,000.' })
      return z.NEVER
    }
    return { productIds: value.productIds, action: value.action, stock }
  })
export type BulkChange = z.output<typeof bulkChangeSchema>

/** The column a bulk action sets, and its value. */
export function bulkColumns(change: BulkChange): { isPublished?: number; isFeatured?: number; stock?: number } {
  switch (change.action) {
    case 'publish':
      return { isPublished: 1 }
    case 'unpublish':
      return { isPublished: 0 }
    case 'feature':
      return { isFeatured: 1 }
    case 'unfeature':
      return { isFeatured: 0 }
    case 'set-stock':
      return { stock: change.stock ?? 0 }
  }
}

/** "3 products published." */
export function bulkMessage(change: BulkChange, count: number): string {
  const what = `${count} ${count === 1 ? 'product' : 'products'}`
  const done: Record<BulkAction, string> = {
    publish: 'published',
    unpublish: 'unpublished',
    feature: 'featured on the home page',
    unfeature: 'no longer featured',
    'set-stock': `set to ${change.stock} in stock`,
  }
  return `${what} ${done[change.action]}.`
}
