import { vendorContacts } from '#src/modules/accounts/index.ts'
import { LOW_STOCK_THRESHOLD, lowStockByVendor } from '#src/modules/catalog/index.ts'
import * as templates from '#src/modules/email/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'

/** A notice lists this many products at most; the rest are on the vendor's products page. */
const LISTED = 50

/** The most a vendor may set their low-stock level to. */
export const MAX_LOW_STOCK_THRESHOLD = 1_000

/**
 * The daily low-stock notice: each vendor with published products at or below their low-stock level
 * (their own, or the spec's 10) gets one email listing them. Run once a day by one process
 * (server/start.ts); returns how many vendors were told.
 */
export async function sendLowStockNotices(ctx: Pick<ServiceContext, 'db' | 'mail' | 'log'>): Promise<number> {
  const contacts = await vendorContacts(ctx.db)
  const levelOf = (contact: { lowStockThreshold: number | null }) => contact.lowStockThreshold ?? LOW_STOCK_THRESHOLD
  const low = await lowStockByVendor(ctx.db, Math.max(LOW_STOCK_THRESHOLD, ...contacts.map(levelOf)))
  let told = 0
  for (const contact of contacts) {
    const threshold = levelOf(contact)
    const products = low.filter((p) => p.vendorId === contact.vendorId && p.stock <= threshold).slice(0, LISTED)
    if (products.length === 0) continue
    await ctx.mail.send(templates.vendorLowStock(contact.email, { storeName: contact.storeName, threshold, products }))
    told += 1
  }
  ctx.log.info({ vendors: told }, 'low-stock notices sent')
  return told
}
