import { randomBytes, randomUUID } from 'node:crypto'
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { constants, createBrotliCompress, createGzip } from 'node:zlib'
import { createRequest } from '@remix-run/node-fetch-server'
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router'
import { servicesContext } from '#app/context.ts'
import { handleApiRequest } from '#src/api/v1/router.ts'
import type { ServiceContext } from '#src/context.ts'
import { BASE_SECURITY_HEADERS, pageCsp, STRICT_CSP } from './security-headers.ts'
import type { StaticFile } from './static-files.ts'

export interface HttpHandlerDeps {
  build: ServerBuild
  ctx: ServiceContext
  staticFiles: Map<string, StaticFile>
  mode: string
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'])
const MAX_BODY_BYTES = 1024 * 1024

export function createHttpHandler(deps: HttpHandlerDeps): RequestListener {
  const { ctx, staticFiles } = deps
  const log = ctx.log
  const handleDocument = createRequestHandler(deps.build, deps.mode)

  return async (req, res) => {
    const started = performance.now()
    const requestId = randomUUID()
    res.on('finish', () => {
      const ms = Math.round((performance.now() - started) * 10) / 10
      log.info({ requestId, method: req.method, url: req.url, status: res.statusCode, ms }, 'request')
    })
    for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) res.setHeader(name, value)

    try {
      const method = req.method ?? 'GET'
      const url = parseUrl(req.url)
      if (!url) return sendPlain(res, 400, 'Bad Request')
      if (!METHODS.has(method)) return sendPlain(res, 405, 'Method Not Allowed', { Allow: [...METHODS].join(', ') })
      if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) return sendPlain(res, 413, 'Payload Too Large')

      if (url.pathname === '/healthz') return await health(ctx, res)

      const file = (method === 'GET' || method === 'HEAD') && staticFiles.get(url.pathname)
      if (file) return sendStatic(req, res, file)

      if (url.pathname.startsWith('/api/')) {
        if (isCrossSite(req)) return sendJson(res, 403, { error: { code: 'cross_site', message: 'Cross-site requests are refused.' } })
        const result = await handleApiRequest(ctx, method, url)
        return sendJson(res, result.status, result.body, result.headers, method === 'HEAD')
      }

      // Browsers send Origin (and Sec-Fetch-Site) with every form POST, so a state change coming
      // from another site is refused before any action runs.
      if (method !== 'GET' && method !== 'HEAD' && isCrossSite(req)) return sendPlain(res, 403, 'Forbidden: cross-site request')

      const nonce = randomBytes(16).toString('base64')
      const context = new RouterContextProvider()
      context.set(servicesContext, { ctx, nonce })
      const response = await handleDocument(createRequest(req, res), context)
      if (response.headers.get('content-type')?.startsWith('text/html')) {
        response.headers.set('Content-Security-Policy', pageCsp(nonce))
      } else if (!response.headers.has('Content-Security-Policy')) {
        response.headers.set('Content-Security-Policy', STRICT_CSP)
      }
      await sendResponse(req, res, response)
    } catch (error) {
      log.error({ err: error, requestId, method: req.method, url: req.url }, 'request failed')
      if (!res.headersSent) sendPlain(res, 500, 'Something went wrong on our side. Please try again.')
      else res.destroy()
    }
  }
}

function parseUrl(raw: string | undefined): URL | null {
  if (!raw?.startsWith('/') || raw.startsWith('//')) return null
  try {
    const url = new URL(raw, 'http://localhost')
    decodeURIComponent(url.pathname) // malformed percent-encoding is a bad request, not a crash later
    return url
  } catch {
    return null
  }
}

function isCrossSite(req: IncomingMessage): boolean {
  if (req.headers['sec-fetch-site'] === 'cross-site') return true
  const origin = req.headers.origin
  if (!origin) return false
  if (origin === 'null') return true
  try {
    return new URL(origin).host !== req.headers.host
  } catch {
    return true
  }
}

async function health(ctx: ServiceContext, res: ServerResponse) {
  try {
    await ctx.db.selectFrom('appMeta').select('key').limit(1).execute()
    sendJson(res, 200, { status: 'ok' }, { 'Cache-Control': 'no-store' })
  } catch (error) {
    ctx.log.error({ err: error }, 'health check failed')
    sendJson(res, 503, { status: 'unavailable' }, { 'Cache-Control': 'no-store' })
  }
}

function acceptedEncoding(req: IncomingMessage): 'br' | 'gzip' | null {
  const accept = req.headers['accept-encoding']
  if (typeof accept !== 'string') return null
  if (/\bbr\b/.test(accept)) return 'br'
  if (/\bgzip\b/.test(accept)) return 'gzip'
  return null
}

function sendStatic(req: IncomingMessage, res: ServerResponse, file: StaticFile) {
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

function sendJson(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}, headOnly = false) {
  const text = JSON.stringify(body)
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Content-Security-Policy': STRICT_CSP,
    ...headers,
  })
  res.end(headOnly ? undefined : text)
}

function sendPlain(res: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
    'Content-Security-Policy': STRICT_CSP,
    ...headers,
  })
  res.end(text)
}

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml))/

async function sendResponse(req: IncomingMessage, res: ServerResponse, response: Response) {
  const headers: Record<string, string | string[]> = {}
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) headers['set-cookie'] = cookies

  const encoding = acceptedEncoding(req)
  const compress = response.body !== null && encoding !== null && COMPRESSIBLE.test(response.headers.get('content-type') ?? '')
  if (compress) {
    headers['content-encoding'] = encoding
    headers.vary = 'Accept-Encoding'
    delete headers['content-length']
  }
  if (response.statusText) res.writeHead(response.status, response.statusText, headers)
  else res.writeHead(response.status, headers)
  if (!response.body || req.method === 'HEAD') return void res.end()

  const body = Readable.fromWeb(response.body as import('node:stream/web').ReadableStream)
  if (!compress) return pipeline(body, res)
  // Quality 4 brotli is as fast as gzip -6 and smaller: pages are compressed per request.
  const compressor =
    encoding === 'br' ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }) : createGzip({ level: 6 })
  return pipeline(body, compressor, res)
}
