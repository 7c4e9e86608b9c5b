import { formatInr } from '#src/lib/money.ts'
import { compose } from './compose.ts'

/** What a wishlist alert tells (decision 086): the product, its price now, and the one-step way to stop. */
export interface WishlistAlert {
  name: string
  productName: string
  productUrl: string
  /** What one unit costs now, GST included. */
  pricePaise: number
  stopUrl: string
}

const stopLine = (alert: WishlistAlert, what: string) => `To stop ${what} for ${alert.productName}, open ${alert.stopUrl}`

/** Once per crossing: the price went below the one the shopper asked about. */
export const wishlistPriceDropped = (to: string, alert: WishlistAlert & { alertPaise: number }) =>
  compose(to, 'wishlist-price-drop', `Price drop: ${alert.productName} is now ${formatInr(alert.pricePaise)}`, [
    `Hello ${alert.name},`,
    `${alert.productName}, on your wishlist, now costs ${formatInr(alert.pricePaise)} including GST: ${formatInr(alert.alertPaise - alert.pricePaise)} less than the ${formatInr(alert.alertPaise)} it cost when you asked us to tell you.`,
    `See it: ${alert.productUrl}`,
    stopLine(alert, 'these price emails'),
  ])

/** Once per crossing: the product was out of stock and has units again. */
export const wishlistBackInStock = (to: string, alert: WishlistAlert) =>
  compose(to, 'wishlist-back-in-stock', `Back in stock: ${alert.productName}`, [
    `Hello ${alert.name},`,
    `${alert.productName}, on your wishlist, is back in stock at ${formatInr(alert.pricePaise)} including GST.`,
    `See it: ${alert.productUrl}`,
    stopLine(alert, 'these stock emails'),
  ])
