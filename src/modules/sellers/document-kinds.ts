import type { SellerDocumentKindName } from '#db/schema.ts'

/**
 * The documents a seller sends with its profile for review (issue 49, item 12, decision 079), in the
 * order its page and the admin's list them. Pure and browser-safe: the pages take labels from here.
 */
export const SELLER_DOCUMENT_KINDS = {
  gst_certificate: 'GST registration certificate',
  pan_card: 'PAN card',
  cancelled_cheque: 'Cancelled cheque',
} as const satisfies Record<SellerDocumentKindName, string>

export type SellerDocumentKind = keyof typeof SELLER_DOCUMENT_KINDS

export const SELLER_DOCUMENT_ORDER = Object.keys(SELLER_DOCUMENT_KINDS) as SellerDocumentKind[]

export function isSellerDocumentKind(value: unknown): value is SellerDocumentKind {
  return typeof value === 'string' && Object.hasOwn(SELLER_DOCUMENT_KINDS, value)
}

/** What a document's file picker offers; the server still checks the bytes (`documentProblem`). */
export const SELLER_DOCUMENT_ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp,.pdf,.jpg,.jpeg,.png,.webp'

/** A document on file as the seller's page and the admin's review show it: never its storage key. */
export interface SellerDocumentView {
  kind: SellerDocumentKind
  label: string
  fileName: string
  mediaType: string
  sizeBytes: number
  uploadedAt: string
}

/** A file's size as a person reads it: 840 bytes, 126 KB, 2.4 MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
}
