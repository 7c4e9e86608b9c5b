import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import { IMAGE_LIMITS, IMAGE_WIDTHS, MAIN_WIDTH, uploadId } from './image-urls.ts'
import type { UploadStore } from './upload-store.service.ts'

export { IMAGE_LIMITS }

export type ImageKind = 'jpeg' | 'png' | 'webp'

/**
 * The image format by the file's own bytes, never by its name or the browser's type: an SVG or an
 * HTML page renamed .jpg has no JPEG signature and reads as null.
 */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  const starts = (signature: number[], offset = 0) => signature.every((byte, i) => bytes[offset + i] === byte)
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg'
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp'
  return null
}

export interface Upload {
  fileName: string
  bytes: Uint8Array
}

/** Why an upload is refused, in words a vendor can act on; null when it may be processed. */
export function uploadProblem(upload: Upload): string | null {
  const name = upload.fileName || 'The image'
  if (upload.bytes.byteLength > IMAGE_LIMITS.maxBytes) return `${name} is larger than 5 MB. Please choose a smaller image.`
  if (!sniffImage(upload.bytes)) return `${name} is not a JPEG, PNG or WebP image.`
  return null
}

export class UnreadableImageError extends Error {
  override name = 'UnreadableImageError'
}

/**
 * Decodes a checked upload and writes it as WebP at each width (never enlarged), with EXIF stripped.
 * Returns the main URL. A file whose bytes do not decode throws UnreadableImageError and leaves nothing.
 */
export async function storeImage(uploads: UploadStore, upload: Upload): Promise<string> {
  const id = randomUUID()
  const outputs: Array<[string, Buffer]> = []
  try {
    const source = sharp(upload.bytes, { limitInputPixels: IMAGE_LIMITS.maxPixels, failOn: 'error' }).rotate()
    for (const width of IMAGE_WIDTHS) {
      const output = await source.clone().resize({ width, withoutEnlargement: true }).webp({ quality: 80 }).toBuffer()
      outputs.push([`${id}-${width}.webp`, output])
    }
  } catch (error) {
    throw new UnreadableImageError(`${upload.fileName || 'The image'} could not be read as an image.`, { cause: error })
  }
  // Stored only once every size decoded, so a bad file leaves nothing behind.
  const written: string[] = []
  try {
    for (const [name, bytes] of outputs) {
      await uploads.put(name, bytes)
      written.push(name)
    }
  } catch (error) {
    await uploads.remove(written).catch(() => {})
    throw error
  }
  return `/uploads/${id}-${MAIN_WIDTH}.webp`
}

/** Deletes every stored size of uploaded images (seed images under /images are left alone). */
export async function removeStoredImages(uploads: UploadStore, urls: readonly string[]): Promise<void> {
  const names = urls.flatMap((url) => {
    const id = uploadId(url)
    return id ? IMAGE_WIDTHS.map((width) => `${id}-${width}.webp`) : []
  })
  await uploads.remove(names)
}
