import type { IncomingMessage, ServerResponse } from 'node:http'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { UPLOAD_FILE_NAME } from '#src/modules/catalog/index.ts'
import { addVary } from './privacy-headers.ts'
import type { BodyKind } from './request-body.ts'
import type { CachedResponse } from './response-cache.ts'
import { STRICT_CSP } from './security-headers.ts'
import type { StaticFile } from './static-files.ts'

export type Encoding = 'br' | 'gzip'

export function acceptedEncoding(req: IncomingMessage): Encoding | null {
  const accept = req.headers['accept-encoding']
  if (typeof accept !== 'string') return null
  if (/\bbr\b/.test(accept)) return 'br'
  if (/\bgzip\b/.test(accept)) return 'gzip'
  return null
}

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml))/
const MIN_COMPRESS_BYTES = 1024

/** A whole response held in memory (pages, data and JSON are small), compressed if the client can take it. */
export function sendBuffered(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  headers: Record<string, string | string[]>,
  body: Buffer,
) {
  const encoding = acceptedEncoding(req)
  const type = String(headers['content-type'] ?? '')
  if (encoding && body.length >= MIN_COMPRESS_BYTES && COMPRESSIBLE.test(type)) {
    // Quality 4 brotli is as fast as gzip level 6 and smaller.
    const payload =
      encoding === 'br' ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }) : gzipSync(body, { level: 6 })
    return sendEncoded(req, res, status, headers, payload, encoding)
  }
  headers['content-length'] = String(body.length)
  res.writeHead(status, headers)
  res.end(req.method === 'HEAD' ? undefined : body)
}

/** Whether the client takes gzip (browsers all do, alongside br). */
export const acceptsGzip = (req: IncomingMessage) => /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))

/** A body compressed already. */
export function sendEncoded(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  headers: Record<string, string | string[]>,
  payload: Buffer,
  encoding: Encoding,
) {
  headers['content-encoding'] = encoding
  headers.vary = addVary(headers.vary, 'Accept-Encoding')
  headers['content-length'] = String(payload.length)
  res.writeHead(status, headers)
  res.end(req.method === 'HEAD' ? undefined : payload)
}

export function sendCached(req: IncomingMessage, res: ServerResponse, entry: CachedResponse) {
  const encoding = acceptedEncoding(req)
  const payload = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : entry.body
  res.writeHead(entry.status, {
    ...entry.headers,
    ...(encoding ? { 'content-encoding': encoding } : {}),
    vary: addVary(entry.headers.vary, 'Accept-Encoding'),
    'content-length': String(payload.length),
    'x-cache': 'HIT',
  })
  res.end(req.method === 'HEAD' ? undefined : payload)
}

export function sendStatic(req: IncomingMessage, res: ServerResponse, file: StaticFile) {
  res.setHeader('Content-Security-Policy', STRICT_CSP)
  res.setHeader('Cache-Control', file.cacheControl)
  res.setHeader('ETag', file.etag)
  res.setHeader('Content-Type', file.contentType)
  if (file.br || file.gzip) res.setHeader('Vary', 'Accept-Encoding')
  if (req.headers['if-none-match'] === file.etag) {
    res.statusCode = 304
    return res.end()
  }
  const encoding = acceptedEncoding(req)
  const body = (encoding === 'br' && file.br) || (encoding === 'gzip' && file.gzip) || file.body
  if (body !== file.body) res.setHeader('Content-Encoding', encoding as string)
  res.setHeader('Content-Length', body.length)
  res.end(req.method === 'HEAD' ? undefined : body)
}

export function sendPlain(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Content-Security-Policy': STRICT_CSP,
    ...headers,
  })
  res.end(text)
}

export function jsonHeaders(extra: Record<string, string | string[]> = {}): Record<string, string | string[]> {
  return { 'content-type': 'application/json; charset=utf-8', 'content-security-policy': STRICT_CSP, ...extra }
}

/** Response headers as a plain object, with every Set-Cookie kept. */
export function headersOf(response: Response): Record<string, string | string[]> {
  const headers: Record<string, string | string[]> = {}
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) headers['set-cookie'] = cookies
  return headers
}

/**
 * An uploaded product image from the uploads folder. Names are unique per upload and never reused,
 * so browsers and CDNs may keep them for a year.
 */
export async function sendUpload(req: IncomingMessage, res: ServerResponse, read: (name: string) => Promise<Buffer | null>, name: string) {
  if (!UPLOAD_FILE_NAME.test(name)) return sendPlain(res, 404, 'Not Found')
  // A picture is at most a few hundred KB of WebP, so it is read whole, from a folder or the database.
  const bytes = await read(name)
  if (!bytes) return sendPlain(res, 404, 'Not Found')
  res.writeHead(200, {
    'Content-Type': 'image/webp',
    'Content-Length': bytes.length,
    'Cache-Control': 'public, max-age=31536000, immutable',
    'Content-Security-Policy': STRICT_CSP,
  })
  res.end(req.method === 'HEAD' ? undefined : bytes)
}

/** A 4xx for a request the HTTP layer refuses, in the shape its route answers in: plain text for pages, JSON for the API. */
export function sendRefusal(
  res: ServerResponse,
  kind: BodyKind,
  refusal: { status: number; code: string; message: string },
  headers: Record<string, string> = {},
) {
  if (kind === 'page') return sendPlain(res, refusal.status, refusal.message, headers)
  const body = JSON.stringify({ error: { code: refusal.code, message: refusal.message } })
  res.writeHead(refusal.status, jsonHeaders({ 'content-length': String(Buffer.byteLength(body)), 'cache-control': 'no-store', ...headers }))
  res.end(body)
}
