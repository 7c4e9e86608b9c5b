// The wishlist module's surface: everything outside src/modules/wishlist/ imports from here, and only this.
// It owns shoppers' saved products, their price and stock alerts, and the read-only share link (decision 086).

export { sendWishlistAlerts } from './alerts.service.ts'
export * from './browser.ts'
export { wishlistForm } from './wishlist.schemas.ts'
export {
  applyWishlistIntent,
  eraseWishlistOf,
  myWishlist,
  productWish,
  readAlertLink,
  removeFromWishlist,
  savedProductIds,
  saveToWishlist,
  setWishlistAlert,
  sharedWishlist,
  shareMyWishlist,
  stopAlertByLink,
  stopSharingMyWishlist,
  wishlistOfPerson,
} from './wishlist.service.ts'
