import type { ServiceContext } from '#src/platform/context.ts'
import { putSearchTableInShelfOrder, searchTableOrder } from './search-table.repository.ts'

/**
 * PostgreSQL's search table is put back in shelf order when its rows have drifted from it this far
 * (PostgreSQL's correlation of the rows' order with shelf order; 1 is in order). New products land at
 * the table's end; edits mostly stay on their page (decision 052).
 */
export const SHELF_ORDER_MIN = 0.9

/** How long the rewrite waits for the table's lock before giving up until the next check. */
const LOCK_WAIT_MS = 2000

/**
 * The search-table job: measures how far the table has drifted from shelf order and, past
 * SHELF_ORDER_MIN, rewrites it in order. SQLite has no such table.
 */
export async function keepSearchTableInShelfOrder(
  ctx: Pick<ServiceContext, 'db' | 'dialect'>,
): Promise<{ order: number | null; reordered: boolean }> {
  if (ctx.dialect !== 'postgres') return { order: null, reordered: false }
  const order = await searchTableOrder(ctx.db)
  if (order === null || order >= SHELF_ORDER_MIN) return { order, reordered: false }
  await putSearchTableInShelfOrder(ctx.db, LOCK_WAIT_MS)
  return { order, reordered: true }
}
