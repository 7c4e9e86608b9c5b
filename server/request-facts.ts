import type { IncomingMessage } from 'node:http'

// What the HTTP layer reads off a request before deciding how to answer it.

/** Only requests that carry no identity may share a cached answer. */
export function isAnonymous(req: IncomingMessage): boolean {
  return req.headers.cookie === undefined && req.headers.authorization === undefined
}

export function isCacheable(status: number, headers: Record<string, string | string[]>): boolean {
  if (status !== 200 && status !== 404 && status !== 400) return false
  if (headers['set-cookie'] !== undefined) return false
  return !/private|no-store/.test(String(headers['cache-control'] ?? ''))
}

export function parseUrl(raw: string | undefined): URL | null {
  if (!raw?.startsWith('/') || raw.startsWith('//')) return null
  // A NUL in a path or query is no name of anything here, and PostgreSQL refuses it in text: a query
  // or slug of %00 was a 500 on PostgreSQL (issue 49, item 18).
  if (/%00/.test(raw)) return null
  try {
    const url = new URL(raw, 'http://localhost')
    decodeURIComponent(url.pathname) // malformed percent-encoding is a bad request, not a crash later
    return url
  } catch {
    return null
  }
}

export function isCrossSite(req: IncomingMessage): boolean {
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

const CART_ID = /(?:^|;\s*)deccan\.cart=([0-9a-f-]{36})(?:;|$)/

export function cartIdFrom(cookie: string | undefined): string | null {
  return cookie ? (CART_ID.exec(cookie)?.[1] ?? null) : null
}

export function clientIp(req: IncomingMessage, trustProxy: boolean): string {
  const forwarded = trustProxy
    ? String(req.headers['x-forwarded-for'] ?? '')
        .split(',')[0]
        ?.trim()
    : ''
  return forwarded || req.socket.remoteAddress || 'unknown'
}
