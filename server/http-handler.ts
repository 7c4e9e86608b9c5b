import { randomUUID } from 'node:crypto'
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http'
import { createHeaders, createRequest } from '@remix-run/node-fetch-server'
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router'
import { servicesContext } from '#app/context.ts'
import type { PersonalParts } from '#app/lib/personal.ts'
import { isSharedPagePath, sharedPageVariant } from '#app/lib/shared-pages.server.ts'
import { isDatabaseUnavailable, isPoolSaturated } from '#db/unavailable.ts'
import { bearerKey, handleKeyedApiRequest } from '#src/api/v1/api-keys.ts'
import { allowedApiMethods, handleApiRequest } from '#src/api/v1/router.ts'
import { resolveActor } from '#src/modules/accounts/index.ts'
import type { AppServices, ServiceContext } from '#src/platform/context.ts'
import { cartEventStreams } from './cart-events.ts'
import { answerHealthz, type DatabaseHealth, unavailable } from './database-health.ts'
import type { HttpMetrics } from './metrics/http-metrics.ts'
import { pageMethods } from './page-methods.ts'
import { answerWebhook, isWebhookPath } from './payment-webhooks.ts'
import { applyPrivacy, HSTS, redactUrl } from './privacy-headers.ts'
import { bodyPolicy, checkedRequest, checkHead, MAX_BODY_BYTES, readCheckedBody } from './request-body.ts'
import { cartIdFrom, clientIp, isAnonymous, isCacheable, isCrossSite, parseUrl } from './request-facts.ts'
import type { ResponseCache } from './response-cache.ts'
import { BASE_SECURITY_HEADERS, cspAllowing, pageCsp, STRICT_CSP } from './security-headers.ts'
import {
  acceptsGzip,
  headersOf,
  jsonHeaders,
  sendBuffered,
  sendCached,
  sendEncoded,
  sendPlain,
  sendRefusal,
  sendStatic,
  sendUpload,
} from './send.ts'
import { fillTemplate, type PageTemplate, type SharedPages, templateOf } from './shared-pages.ts'
import type { StaticFile } from './static-files.ts'

export interface HttpHandlerDeps {
  build: ServerBuild
  services: AppServices
  /** Read the client address from X-Forwarded-For (only behind a proxy that sets it). */
  trustProxy: boolean
  /** The Host headers that name this shop (config.publicHosts): only their answers are cached. */
  publicHosts: readonly string[]
  staticFiles: Map<string, StaticFile>
  cache: ResponseCache
  /** Catalogue pages as shoppers share them, with holes for each one's header (decision 045). */
  sharedPages: SharedPages
  /** Whether the database answers: while it does not, requests that need it get a fast 503. */
  health: DatabaseHealth
  /** Reads an uploaded picture by file name (the shared database or a directory); null when there is none. */
  readUpload: (name: string) => Promise<Buffer | null>
  mode: string
  /**
   * Each open tab holds a socket, a response and two bus listeners in the worker that took it. Past this
   * many, a tab gets no live updates (204, which EventSource takes as "do not reconnect"); its cart
   * still shows the truth on the next page.
   */
  maxLiveStreams: number
  /** Requests counted by route, and GET /metrics answered (METRICS_TOKEN); null: neither, and /metrics is an unknown page. */
  metrics: HttpMetrics | null
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'])

export function createHttpHandler(deps: HttpHandlerDeps): RequestListener & { closeStreams(): void } {
  const { services, staticFiles, cache, sharedPages, health } = deps
  const publicHosts = new Set(deps.publicHosts.map((host) => host.toLowerCase()))
  const log = services.log
  const liveCarts = cartEventStreams(services.events, deps.maxLiveStreams)
  // Only a production shop whose public address is https: a browser then refuses plain http for it.
  const hsts = deps.mode === 'production' && services.secureCookies

  /** Who is asking: the session cookie, when there is one, is checked against the database. */
  async function contextFor(req: IncomingMessage): Promise<ServiceContext> {
    const headers = createHeaders(req)
    const actor = req.headers.cookie ? await resolveActor(services, headers) : null
    return { ...services, actor, headers, clientIp: clientIp(req, deps.trustProxy), cartId: cartIdFrom(req.headers.cookie) }
  }
  const handleDocument = createRequestHandler(deps.build, deps.mode)
  const methodsOfPage = pageMethods(deps.build)

  /**
   * Renders through React Router. A shopper's catalogue page is filled into the page shoppers like
   * them share when there is one, and rendered with placeholders to become it when there is not
   * (decision 045); `sharedKey` names the page's URL then.
   */
  async function appResponse(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    key: string | null,
    requestBody: Buffer | undefined,
    sharedKey: string | null,
  ): Promise<void> {
    const version = cache.version
    const ctx = await contextFor(req)
    const variant = sharedKey ? await sharedPageVariant(ctx, url, req.headers.cookie) : null
    const kept = variant ? sharedPages.get(`${sharedKey}\n${variant.key}`, version) : undefined
    if (variant && kept) return sendFilled(req, res, kept, variant.personal, 'hit')

    const context = new RouterContextProvider()
    context.set(servicesContext, { ctx, personal: variant?.rendering })
    const response = await handleDocument(requestBody ? checkedRequest(req, res, requestBody) : createRequest(req, res), context)
    // The visitor left (a dropped upload, a closed tab): whatever the render made of it is nobody's answer.
    if (clientLeft(req, res)) return leftEarly(req)
    // A loader or action that failed because the database went away rendered the error page: say
    // 503 instead, so browsers, proxies and monitors know it is temporary. Whether it went away is
    // the database check's word, not a guess from this one failure.
    if (response.status >= 500) {
      await health.settled()
      if (!health.available || health.failedRecently()) return unavailable(res)
    }
    const headers = headersOf(response)
    applyPrivacy(headers, { path: url.pathname, signedIn: ctx.actor !== null })
    if (!String(headers['content-type']).startsWith('text/html')) {
      // Placeholders are for pages: anything else is rendered again for this shopper alone.
      if (variant) return appResponse(req, res, url, key, requestBody, null)
      const body = Buffer.from(await response.arrayBuffer())
      headers['content-security-policy'] = STRICT_CSP
      if (key && isCacheable(response.status, headers))
        cache.set(key, { status: response.status, headers: headers as Record<string, string>, body }, version)
      return sendBuffered(req, res, response.status, headers, body)
    }
    const html = await response.text()
    if (variant) {
      const template = templateOf({ status: response.status, headers, html })
      // A placeholder where its form is unknown: this shopper's page is rendered for them alone.
      if (!template) return appResponse(req, res, url, key, requestBody, null)
      // Kept only if what the key stands for did not change while the page rendered.
      if (response.status === 200 && headers['set-cookie'] === undefined) {
        const after = await sharedPageVariant(ctx, url, req.headers.cookie)
        if (after?.key === variant.key) sharedPages.set(`${sharedKey}\n${variant.key}`, template, version)
      }
      return sendFilled(req, res, template, variant.personal, 'miss')
    }
    headers['content-security-policy'] = pageCsp(html, gateways)
    const body = Buffer.from(html)
    if (key && isCacheable(response.status, headers))
      cache.set(key, { status: response.status, headers: headers as Record<string, string>, body }, version)
    sendBuffered(req, res, response.status, headers, body)
  }

  const gateways = { razorpay: services.razorpay !== null, stripeJs: services.stripe?.jsUrl }
  /** A shared page with this shopper's parts in it, and the CSP naming its scripts as filled. */
  function sendFilled(req: IncomingMessage, res: ServerResponse, template: PageTemplate, personal: PersonalParts, sharing: 'hit' | 'miss') {
    const { body, scriptHashes, gzip } = fillTemplate(template, personal)
    const headers = { ...template.headers, 'content-security-policy': cspAllowing(scriptHashes, gateways), 'x-shared-page': sharing }
    // Gzip made from parts compressed once, for any client that takes it (every browser does).
    if (acceptsGzip(req)) sendEncoded(req, res, template.status, headers, gzip(), 'gzip')
    else sendBuffered(req, res, template.status, headers, body)
  }

  async function apiResponse(req: IncomingMessage, res: ServerResponse, method: string, url: URL, key: string | null, json: unknown) {
    const version = cache.version
    const ctx = await contextFor(req)
    const request = { method, url, body: async () => json }
    // A seller's API key speaks for the seller alone, whatever cookie came with it.
    const bearer = bearerKey(req.headers.authorization)
    const result = bearer ? await handleKeyedApiRequest({ ...ctx, actor: null }, request, bearer) : await handleApiRequest(ctx, request)
    const headers = jsonHeaders(result.headers)
    applyPrivacy(headers, { path: url.pathname, signedIn: ctx.actor !== null })
    const body = result.status === 204 ? Buffer.alloc(0) : Buffer.from(result.text ?? JSON.stringify(result.body))
    if (key && isCacheable(result.status, headers))
      cache.set(key, { status: result.status, headers: headers as Record<string, string>, body }, version)
    sendBuffered(req, res, result.status, headers, body)
  }

  const listener: RequestListener = async (req, res) => {
    const started = performance.now()
    const requestId = randomUUID()
    let pathname: string | null = null
    res.on('finish', () => {
      const elapsed = performance.now() - started
      log.info(
        { requestId, method: req.method, url: redactUrl(req.url), status: res.statusCode, ms: Math.round(elapsed * 10) / 10 },
        'request',
      )
      deps.metrics?.observe(req.method, pathname, res.statusCode, elapsed / 1000)
    })
    for (const [name, value] of Object.entries(BASE_SECURITY_HEADERS)) res.setHeader(name, value)
    if (hsts) res.setHeader('Strict-Transport-Security', HSTS)

    try {
      const method = req.method ?? 'GET'
      const url = parseUrl(req.url)
      if (!url) return sendPlain(res, 400, 'Bad Request')
      pathname = url.pathname
      // Nothing may build a URL from a Host that is not one (`localhost@evil.example`, port 99999).
      if (!isWellFormedHost(req.headers.host)) return sendPlain(res, 400, 'Bad Request: malformed Host header')
      if (!METHODS.has(method)) return sendPlain(res, 405, 'Method Not Allowed', { Allow: [...METHODS].join(', ') })
      const reading = method === 'GET' || method === 'HEAD'
      if (reading && Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) return sendPlain(res, 413, 'Payload Too Large')
      // A body's method, size and type are checked from the head alone, before anything is read.
      const policy = reading ? null : bodyPolicy(method, url.pathname)
      if (policy) {
        const allowed = policy.kind === 'page' ? methodsOfPage(url.pathname, url.search) : allowedApiMethods(url.pathname)
        if (allowed && !allowed.includes(method))
          return sendRefusal(
            res,
            policy.kind,
            { status: 405, code: 'method_not_allowed', message: `Method Not Allowed: use ${allowed.join(', ')}.` },
            { Allow: allowed.join(', ') },
          )
        const early = checkHead(req, policy)
        if (early && !early.ok) return sendRefusal(res, policy.kind, early)
      }
      if (url.pathname === '/healthz') return await answerHealthz(health, res)
      // Before the response cache, and answered with no-store: figures are never kept or shared.
      if (url.pathname === '/metrics' && deps.metrics) return await deps.metrics.answer(req, res)

      const file = reading && staticFiles.get(url.pathname)
      if (file) return sendStatic(req, res, file)
      // Everything past here needs the database: while it is away, answer at once rather than queue.
      if (!health.available) return unavailable(res)
      if (reading && url.pathname.startsWith('/uploads/'))
        return await sendUpload(req, res, deps.readUpload, url.pathname.slice('/uploads/'.length))

      // Browsers send Origin (and Sec-Fetch-Site) with every cross-site POST, so a state change
      // coming from another site is refused before any action runs.
      if (!reading && isCrossSite(req)) return sendPlain(res, 403, 'Forbidden: cross-site request')
      // The one read of the body: what an action or handler gets is these checked bytes.
      const body = policy ? await readCheckedBody(req, policy) : undefined
      if (policy && body && !body.ok) return sendRefusal(res, policy.kind, body, { Connection: 'close' })
      const bytes = body?.ok ? body.bytes : undefined

      if (url.pathname === '/api/v1/cart/events' && method === 'GET') return liveCarts.open(req, res, await contextFor(req))
      if (isWebhookPath(url.pathname) && method === 'POST') return await answerWebhook(services, req, res, url.pathname, bytes)

      // Only a request for the shop's own address shares answers, and the key names the host anyway:
      // a copy rendered for `Host: evil.example` must never reach an ordinary visitor.
      const host = (req.headers.host ?? '').toLowerCase()
      const shareable = reading && cache.enabled && isAnonymous(req) && publicHosts.has(host)
      const key = shareable ? `${host}${url.pathname}${url.search}` : null
      const hit = key ? cache.get(key, cache.version) : undefined
      if (hit) return sendCached(req, res, hit)
      if (key) res.setHeader('X-Cache', 'MISS')
      // A HEAD answer has no body, so only a GET may fill the cache.
      const storeKey = method === 'GET' ? key : null

      if (url.pathname.startsWith('/api/')) return await apiResponse(req, res, method, url, storeKey, body?.ok ? body.json : undefined)
      // A shopper's catalogue page (a cookie, so never the anonymous cache) may be one shoppers share.
      const shared =
        method === 'GET' &&
        !isAnonymous(req) &&
        sharedPages.enabled &&
        isSharedPagePath(url.pathname) &&
        !req.headers.authorization &&
        publicHosts.has(host)
      await appResponse(req, res, url, storeKey, bytes, shared ? `${host}${url.pathname}${url.search}` : null)
    } catch (error) {
      // A client that closed its connection mid-request (an aborted upload reads as ECONNRESET) ends
      // its own request and nobody else's: it is not a fault of the shop, nor of the database.
      if (clientLeft(req, res, error)) return leftEarly(req, error)
      const lookedLikeTheDatabase = isDatabaseUnavailable(error)
      // A suspicion only: the database is asked, and the shop marked away only if it does not answer.
      if (lookedLikeTheDatabase) health.reportUnavailable(error as Error)
      const databaseTrouble = lookedLikeTheDatabase || isPoolSaturated(error) || !health.available || health.failedRecently()
      if (databaseTrouble && !res.headersSent) {
        log.warn({ err: error, requestId, method: req.method, url: redactUrl(req.url) }, 'request refused: the database is unavailable')
        return unavailable(res)
      }
      log.error({ err: error, requestId, method: req.method, url: redactUrl(req.url) }, 'request failed')
      if (!res.headersSent) sendPlain(res, 500, 'Something went wrong on our side. Please try again.')
      else res.destroy()
    }
  }
  /** Logged, not counted against the shop: the client chose to leave. */
  function leftEarly(req: IncomingMessage, error?: unknown) {
    log.info({ method: req.method, url: redactUrl(req.url), reason: (error as Error | undefined)?.message }, 'client closed the request')
    if (!req.destroyed) req.destroy()
  }

  return Object.assign(listener, {
    closeStreams: liveCarts.closeAll,
  })
}

/**
 * Whether the client went away before its answer: its connection closed, or reading its body failed
 * because it stopped sending (Node's `aborted` / ECONNRESET on the request stream).
 */
export function clientLeft(req: IncomingMessage, res: ServerResponse, error?: unknown): boolean {
  if (req.socket?.destroyed && !res.writableFinished) return true
  const e = error as { code?: unknown; message?: unknown; name?: unknown } | undefined
  if (e?.code === 'ECONNRESET' && e.message === 'aborted') return true
  return (req.destroyed && !req.complete) || (e?.name === 'AbortError' && res.destroyed)
}

/**
 * A Host header a URL can be built from: a DNS name or IPv4 address, or a bracketed IPv6 address, and
 * an optional port up to 65535. Absent (HTTP/1.0) is allowed; the URL then says localhost.
 */
export function isWellFormedHost(host: string | undefined): boolean {
  if (host === undefined) return true
  const match =
    /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i.exec(host)
  return match !== null && (match[1] === undefined || Number(match[1]) <= 65_535) && host.length <= 255
}
