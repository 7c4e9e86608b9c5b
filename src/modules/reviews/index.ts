// The reviews module's surface: everything outside src/modules/reviews/ imports from here, and only this.
export { REVIEW_BODY, REVIEW_TITLE_MAX } from './review-limits.ts'
export {
  markHelpful,
  reviewStanding,
  reviewsForAdmin,
  reviewsOfProduct,
  reviewsOfProducts,
  setReviewHidden,
  submitReview,
} from './reviews.service.ts'
