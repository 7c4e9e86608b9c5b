/**
 * A seller's document as its one reader (the seller, or an admin) opens it (decision 079): shown in the
 * browser under a name reduced to safe characters, typed from its bytes and never sniffed, and kept by no
 * cache on the way or in the browser.
 */
export function documentResponse(file: { bytes: Uint8Array; mediaType: string; downloadName: string }): Response {
  return new Response(new Uint8Array(file.bytes), {
    headers: {
      'content-type': file.mediaType,
      'content-disposition': `inline; filename="${file.downloadName}"`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    },
  })
}
