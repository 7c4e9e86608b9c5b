// The email module's surface: everything outside src/modules/email/ imports from here, and only this.

export * from './browser.ts'
export {
  type ComplaintNotice,
  complaintEscalated,
  complaintForSeller,
  complaintReceived,
  complaintUpdated,
} from './complaint-templates.ts'
export { createMailer, type Mailer } from './mailer.service.ts'
export { listOutbox } from './outbox.service.ts'
export { newsletterWelcome, signInGuessing } from './templates.ts'
export { type WishlistAlert, wishlistBackInStock, wishlistPriceDropped } from './wishlist-templates.ts'
