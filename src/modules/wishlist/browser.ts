// The wishlist module's browser-safe surface: types and the forms' intents (decision 086). The form's
// schema is in wishlist.schemas.ts, so Zod does not ship with every card's heart.

export interface WishlistItem {
  productId: string
  slug: string
  name: string
  brand: string
  category: string
  image: { url: string; alt: string } | null
  /** What one unit costs now, GST included. */
  pricePaise: number
  mrpPaise: number | null
  stock: number
  /** False once its seller has taken it off sale: it stays on the list, marked, until removed. */
  onSale: boolean
  savedAt: string
  /** What it cost, GST included, when saved. */
  savedPricePaise: number
  /** The price a drop below which is told; null: no price alert. */
  priceAlertPaise: number | null
  stockAlert: boolean
}

export type SharedWishlistItem = Omit<WishlistItem, 'savedAt' | 'savedPricePaise' | 'priceAlertPaise' | 'stockAlert'>

export interface WishlistPage {
  items: WishlistItem[]
  /** The read-only link's token while the shopper shares the list. */
  shareToken: string | null
}

/** A product page's own wishlist state for the signed-in shopper. */
export interface ProductWish {
  saved: boolean
  priceAlert: boolean
  stockAlert: boolean
}

export const WISHLIST_INTENTS = [
  'add',
  'remove',
  'price-alert-on',
  'price-alert-off',
  'stock-alert-on',
  'stock-alert-off',
  'share',
  'unshare',
] as const
export type WishlistIntent = (typeof WISHLIST_INTENTS)[number]

/** What an answered wishlist form says, for the live region and the pressed state. */
export const WISHLIST_MESSAGES: Record<WishlistIntent, string> = {
  add: 'Saved to your wishlist.',
  remove: 'Removed from your wishlist.',
  'price-alert-on': 'We will email you when the price drops.',
  'price-alert-off': 'Price drop emails are off.',
  'stock-alert-on': 'We will email you when it is back in stock.',
  'stock-alert-off': 'Back in stock emails are off.',
  share: 'Anyone with the link can now see your wishlist.',
  unshare: 'The link no longer works.',
}
