// The sellers module's browser-safe surface: types, labels and pure rules pages may ship.
// index.ts re-exports it; server code imports index.ts.
export {
  formatFileSize,
  isSellerDocumentKind,
  SELLER_DOCUMENT_ACCEPT,
  SELLER_DOCUMENT_KINDS,
  SELLER_DOCUMENT_ORDER,
  type SellerDocumentKind,
  type SellerDocumentView,
} from './document-kinds.ts'
export { SELLER_STATUS_LABELS, type SellerOfRecord, type SellerStatus, sellerCanSell } from './seller-of-record.ts'
export {
  reviewNoteSchema,
  reviewReasonSchema,
  SELLER_PROFILE_FIELDS,
  SELLER_STATES,
  sellerProfileSchema,
} from './seller-profile.schemas.ts'
export { ADMIN_SELLER_MOVES, type AdminSellerMove, adminMovesFrom, SELLER_MOVES } from './seller-status.ts'
