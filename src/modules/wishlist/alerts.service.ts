import { wishlistBackInStock, wishlistPriceDropped } from '#src/modules/email/index.ts'
import type { AppServices } from '#src/platform/context.ts'
import * as repo from './alerts.repository.ts'
import { alertStopUrl } from './wishlist.service.ts'

const BATCH = 200
const MAX_BATCHES = 50

/**
 * The scheduled job's tick (decision 086): every alert whose product crossed its line since last looked
 * at moves its state across; a price going below it, or a product coming back into stock, sends one
 * email, by whichever runner moved the state (a conditional update: two runners never both move it).
 * A price back above the line, or a product out of stock again, only re-arms the alert for the next crossing.
 */
export async function sendWishlistAlerts(services: AppServices): Promise<{ priceDrops: number; backInStock: number }> {
  const sent = { priceDrops: 0, backInStock: 0 }
  const productUrl = (slug: string) => `${services.siteUrl}/products/${slug}`
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const prices = await repo.findPriceCrossings(services.db, BATCH)
    for (const row of prices) {
      const alertPaise = row.priceAlertPaise
      if (alertPaise === null || !(await repo.movePriceState(services.db, { ...row, alertPaise }, row.below)) || !row.below) continue
      await services.mail.send(
        wishlistPriceDropped(row.email, {
          name: row.name,
          productName: row.productName,
          productUrl: productUrl(row.slug),
          pricePaise: row.sellingPricePaise,
          alertPaise,
          stopUrl: alertStopUrl(services, row.userId, row.productId, 'price'),
        }),
      )
      sent.priceDrops++
    }
    const stock = await repo.findStockCrossings(services.db, BATCH)
    for (const row of stock) {
      if (!(await repo.moveStockState(services.db, row, row.out)) || row.out) continue
      await services.mail.send(
        wishlistBackInStock(row.email, {
          name: row.name,
          productName: row.productName,
          productUrl: productUrl(row.slug),
          pricePaise: row.sellingPricePaise,
          stopUrl: alertStopUrl(services, row.userId, row.productId, 'stock'),
        }),
      )
      sent.backInStock++
    }
    if (prices.length < BATCH && stock.length < BATCH) break
  }
  return sent
}
