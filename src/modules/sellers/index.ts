// The sellers module's surface: everything outside src/modules/sellers/ imports from here, and only this.
// It owns sellers of record (decision 038): their legal details, approval, and who invoices a parcel.
export * from './browser.ts'
export type { ProfileChange, ProfileDetail } from './profile-details.ts'
export { type SellerBadge, type SellerPage, sellerBadges, sellerPage } from './seller-page.service.ts'
export {
  listSellers,
  SELLERS_PAGE_SIZE,
  type SellerProfileOutcome,
  type SellerProfileView,
  sellerGrievanceEmail,
  sellerProfile,
  submitSellerProfile,
} from './seller-profiles.service.ts'
export { type ProfileChangedFailure, type ReviewOutcome, reviewSeller, sellerForReview } from './seller-review.service.ts'
export { sellerOfRecord, sellersOfRecord } from './sellers.service.ts'
export { shippingRecordLine } from './shipping-record.ts'
