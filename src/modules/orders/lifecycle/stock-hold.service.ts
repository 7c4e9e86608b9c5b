import * as repo from '../records/orders.repository.ts'
import type { LifecycleContext } from './order-lifecycle.service.ts'
import { moveOrder } from './order-lifecycle.service.ts'

/** How long an online order keeps its units while waiting for the payment. */
export const STOCK_HOLD_MINUTES = 15

/**
 * Gives back the units of online orders whose payment has not arrived within the hold, so an
 * abandoned payment page cannot keep a product out of stock. The order stays open: paying later takes
 * the units again if they are still there (the lifecycle's `pay`). Safe to run from several processes at
 * once: each release is a lifecycle move, which applies once.
 */
export async function releaseExpiredHolds(services: LifecycleContext, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - STOCK_HOLD_MINUTES * 60_000).toISOString()
  let released = 0
  for (const { id } of await repo.findExpiredHolds(services.db, cutoff)) {
    const moved = await moveOrder(
      services,
      id,
      'release_hold',
      { kind: 'system' },
      {
        note: `No payment within ${STOCK_HOLD_MINUTES} minutes: the items were released. Paying now reserves them again if they are still in stock.`,
      },
    )
    if (moved.ok) released += 1
  }
  if (released > 0) services.log.info({ released }, 'released stock of unpaid online orders')
  return released
}
