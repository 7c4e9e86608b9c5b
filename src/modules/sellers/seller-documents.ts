import { IMAGE_LIMITS } from '#src/modules/catalog/browser.ts'
import { type Upload, uploadProblem } from '#src/modules/catalog/index.ts'

/**
 * The documents a seller sends with its profile for review (issue 49, item 12): the first step, their
 * check. Each is an image (the same checks as product pictures) or a PDF, known by its own first bytes
 * (`%PDF-`), never by its name or the browser's type, and at most 5 MB.
 */
export const SELLER_DOCUMENT_KINDS = {
  gst_certificate: 'GST registration certificate',
  pan_card: 'PAN card',
  cancelled_cheque: 'Cancelled cheque',
} as const

export type SellerDocumentKind = keyof typeof SELLER_DOCUMENT_KINDS

const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d] // %PDF-

export function isPdf(bytes: Uint8Array): boolean {
  return PDF_SIGNATURE.every((byte, i) => bytes[i] === byte)
}

/** Why a document is refused, in words a seller can act on; null when it may be kept. */
export function documentProblem(kind: SellerDocumentKind, upload: Upload): string | null {
  const label = SELLER_DOCUMENT_KINDS[kind]
  if (upload.bytes.byteLength === 0) return `${label}: please choose a file.`
  if (upload.bytes.byteLength > IMAGE_LIMITS.maxBytes) return `${label}: the file is larger than 5 MB. Please send a smaller scan.`
  if (isPdf(upload.bytes)) return null
  return uploadProblem(upload) ? `${label}: please send a PDF, or a JPEG, PNG or WebP image.` : null
}
