// The reviews module's surface: everything outside src/modules/reviews/ imports from here, and only this.

export * from './browser.ts'
export { anonymiseReviewsOf, reviewsOfUser } from './personal-data.service.ts'
export {
  markHelpful,
  reviewStanding,
  reviewStandingOf,
  reviewsForAdmin,
  reviewsOfProduct,
  reviewsOfProducts,
  setReviewHidden,
  submitReview,
} from './reviews.service.ts'
