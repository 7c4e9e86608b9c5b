// Names of uploaded product images. Pure, so pages can build a srcset without loading the image library.

/** Limits a vendor's upload must keep (shown on the form too). */
export const IMAGE_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  maxImages: 8,
  /** Larger pictures are refused before decoding: a small file can still claim a huge canvas. */
  maxPixels: 50_000_000,
} as const

/** Widths each upload is stored at; the 800 px file is the product's main URL. */
export const IMAGE_WIDTHS = [400, 800, 1600] as const
export const MAIN_WIDTH = 800

/** <uuid>-<width>.webp: the only names the server will ever serve from the uploads folder. */
export const UPLOAD_FILE_NAME = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-(400|800|1600)\.webp$/

const UPLOAD_URL = /^\/uploads\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-(?:400|800|1600)\.webp$/

/** The upload's id when the URL names an uploaded image; null for the seed's drawn images. */
export function uploadId(url: string): string | null {
  return UPLOAD_URL.exec(url)?.[1] ?? null
}

/** srcset over every stored width of an uploaded image; undefined for other images. */
export function uploadedSrcSet(url: string): string | undefined {
  const id = uploadId(url)
  return id ? IMAGE_WIDTHS.map((width) => `/uploads/${id}-${width}.webp ${width}w`).join(', ') : undefined
}

/**
 * An <img>'s srcset and sizes for an uploaded image, and neither for the seed's drawn ones: `sizes`
 * without `srcset` is invalid HTML (the Nu HTML Checker says so) and tells the browser nothing.
 */
export function responsiveImage(url: string, sizes: string): { srcSet?: string; sizes?: string } {
  const srcSet = uploadedSrcSet(url)
  return srcSet ? { srcSet, sizes } : {}
}

/** The largest stored copy of an image, for zooming in: the 1,600 px file of an upload, the drawing itself otherwise. */
export function largestImageUrl(url: string): string {
  const id = uploadId(url)
  return id ? `/uploads/${id}-${IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]}.webp` : url
}
