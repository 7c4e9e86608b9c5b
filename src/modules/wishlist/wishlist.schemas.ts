import { z } from 'zod'
import { WISHLIST_INTENTS } from './browser.ts'

/** What the wishlist's forms post: one schema for the page's action and the pending save after sign-in. */
export const wishlistForm = z.object({
  intent: z.enum(WISHLIST_INTENTS),
  productId: z.string().trim().max(64).optional().default(''),
})
