import { randomUUID } from 'node:crypto'
import type { Database } from '#db/database.ts'
import type { AppServices } from '#src/context.ts'
import { SHOP_EVENTS } from '#src/lib/event-bus.ts'
import * as repo from '#src/modules/orders/orders.repository.ts'

/** How long an online order keeps its units while waiting for the payment. */
export const STOCK_HOLD_MINUTES = 15

/**
 * Gives back the units of online orders whose payment has not arrived within the hold, so an
 * abandoned payment page cannot keep a product out of stock. The order stays open: paying later takes
 * the units again if they are still there. Safe to run from several processes at once (each release is
 * a conditional update).
 */
export async function releaseExpiredHolds(services: Pick<AppServices, 'db' | 'log' | 'events'>, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - STOCK_HOLD_MINUTES * 60_000).toISOString()
  const expired = await services.db
    .selectFrom('orders')
    .select('id')
    .where('paymentMethod', '=', 'online')
    .where('status', '=', 'pending')
    .where('paymentStatus', 'in', ['pending', 'failed'])
    .where('stockHeld', '=', 1)
    .where('createdAt', '<', cutoff)
    .execute()
  let released = 0
  for (const { id } of expired) {
    const done = await services.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('orders')
        .set({ stockHeld: 0, updatedAt: now.toISOString() })
        .where('id', '=', id)
        .where('stockHeld', '=', 1)
        .where('paymentStatus', '!=', 'paid')
        .executeTakeFirst()
      if (result.numUpdatedRows === 0n) return false
      for (const item of await repo.findItems(trx, [id])) await repo.returnStock(trx, item.productId, item.quantity)
      await repo.insertEvent(trx, {
        id: randomUUID(),
        orderId: id,
        status: 'pending',
        note: `No payment within ${STOCK_HOLD_MINUTES} minutes: the items were released. Paying now reserves them again if they are still in stock.`,
        createdAt: now.toISOString(),
      })
      return true
    })
    if (done) released += 1
  }
  if (released > 0) {
    services.events.publish(SHOP_EVENTS.productChanged)
    services.log.info({ released }, 'released stock of unpaid online orders')
  }
  return released
}

/**
 * Before an order without held units is paid, takes its units again, all or none.
 * Returns false (and changes nothing) when any of them has sold out meanwhile.
 */
export async function reserveAgain(db: Database, orderId: string): Promise<boolean> {
  const items = await repo.findItems(db, [orderId])
  for (const item of items) {
    if (!(await repo.takeStock(db, item.productId, item.quantity))) throw new SoldOutMeanwhile(item.name)
  }
  await db.updateTable('orders').set({ stockHeld: 1 }).where('id', '=', orderId).execute()
  return true
}

export class SoldOutMeanwhile extends Error {
  override name = 'SoldOutMeanwhile'
}
