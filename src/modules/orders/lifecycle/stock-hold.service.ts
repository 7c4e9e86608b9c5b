import * as templates from '#src/modules/email/index.ts'
import { TRANSFER_HOLD_DAYS } from '../bank-transfer-terms.ts'
import * as repo from '../records/orders.repository.ts'
import { transferDetails, transferInstructions } from '../records/transfer-instructions.service.ts'
import type { LifecycleContext } from './order-lifecycle.service.ts'
import { moveOrder } from './order-lifecycle.service.ts'

const DAY_MS = 24 * 60 * 60_000

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
  const transferCutoff = new Date(now.getTime() - TRANSFER_HOLD_DAYS * DAY_MS).toISOString()
  let released = 0
  for (const order of await repo.findExpiredHolds(services.db, cutoff, transferCutoff)) {
    const byTransfer = order.paymentProvider === 'bank'
    const note = byTransfer
      ? `No bank transfer matched within ${TRANSFER_HOLD_DAYS} days: the items were released. A transfer that arrives later reserves them again if they are still in stock.`
      : `No payment within ${STOCK_HOLD_MINUTES} minutes: the items were released. Paying now reserves them again if they are still in stock.`
    const moved = await moveOrder(services, order.id, 'release_hold', { kind: 'system' }, { note })
    if (!moved.ok) continue
    released += 1
    // A bank transfer takes days and the shopper was promised the items until a date: they hear it passed.
    if (byTransfer) {
      const instructions = await transferInstructions(services, order)
      await services.mail.send(
        templates.transferHoldEnded(
          order.userEmail,
          { number: order.orderNumber, fullName: order.shipFullName },
          transferDetails(instructions),
        ),
      )
    }
  }
  if (released > 0) services.log.info({ released }, 'released stock of unpaid online orders')
  return released
}
