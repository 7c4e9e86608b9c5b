import { IMAGE_LIMITS } from '#src/modules/catalog/browser.ts'
import { sniffImage, type Upload, uploadProblem } from '#src/modules/catalog/index.ts'
import { SELLER_DOCUMENT_KINDS, type SellerDocumentKind } from './document-kinds.ts'

// The check of a document a seller sends for review (issue 49, item 12). Each is an image (the same
// checks as product pictures) or a PDF, known by its own first bytes (`%PDF-`), never by its name or the
// browser's type, and at most 5 MB.

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

/** The media type a checked document is served with, from its bytes; null for bytes `documentProblem` refuses. */
export function documentMediaType(bytes: Uint8Array): string | null {
  if (isPdf(bytes)) return 'application/pdf'
  const image = sniffImage(bytes)
  return image ? `image/${image}` : null
}

/**
 * The name a document is offered under when opened: the seller's own name reduced to letters, digits,
 * dots, hyphens and underscores (no quotes, slashes or line breaks can reach a header), with the
 * extension its bytes call for.
 */
export function safeDownloadName(fileName: string, mediaType: string): string {
  const extension = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' }[mediaType] ?? 'bin'
  const stem = fileName
    .replace(/\.[A-Za-z0-9]{1,8}$/, '')
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 80)
  return `${stem || 'document'}.${extension}`
}
