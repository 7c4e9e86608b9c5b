import { matchRoutes, type ServerBuild } from 'react-router'
import { apiRoutePattern } from '#src/api/v1/router.ts'
import { routeTree } from '../page-methods.ts'
import { isWebhookPath } from '../payment-webhooks.ts'

/**
 * The one label of every request no route takes (the not-found pages, made-up API paths): a scan of
 * random URLs then adds no series to the metrics.
 */
export const UNMATCHED = 'unmatched'

/** Paths the HTTP layer answers itself, before React Router or the API's table. */
const OWN_PATHS = new Set(['/healthz', '/metrics', '/api/v1/cart/events'])

/**
 * What a request is counted under: the template of the route that answers its path (`/products/:slug`,
 * `/api/v1/orders/:id`, `/assets/*`), never the path itself, so the metrics hold one series per route
 * however many products, orders and ids there are. Page templates come from React Router's route
 * manifest in the server build, the API's from its router's patterns, files from the built client.
 */
export function routeTemplates(build: ServerBuild, staticPaths: Iterable<string>): (pathname: string) => string {
  const routes = routeTree(build)
  const staticFiles = new Set(staticPaths)
  return (pathname) => {
    if (OWN_PATHS.has(pathname) || isWebhookPath(pathname)) return pathname
    // A file of the built client: one label per folder (`/assets/*`), or the file at the top (`/favicon.ico`).
    if (staticFiles.has(pathname) || pathname.startsWith('/assets/')) return folderOf(pathname)
    if (pathname.startsWith('/uploads/')) return '/uploads/*'
    if (pathname.startsWith('/api/')) {
      const pattern = apiRoutePattern(pathname)
      return pattern ? apiTemplate(pattern, pathname) : UNMATCHED
    }
    return pageTemplate(routes, pathname)
  }
}

function folderOf(pathname: string): string {
  const slash = pathname.indexOf('/', 1)
  return slash === -1 ? pathname : `${pathname.slice(0, slash)}/*`
}

/** A page's template, `.data` kept for single fetch's requests of a page's data (`/_root.data` for the home page's). */
function pageTemplate(routes: ReturnType<typeof routeTree>, pathname: string): string {
  if (pathname === '/_root.data') return pathname
  const data = pathname.endsWith('.data')
  const matches = matchRoutes(routes, data ? pathname.slice(0, -'.data'.length) : pathname)
  const last = matches?.at(-1)?.route
  // The catch-all routes are the not-found pages.
  if (!matches || !last || last.path?.endsWith('*')) return UNMATCHED
  const segments = matches.map((match) => match.route.path).filter((path): path is string => Boolean(path))
  return `/${segments.join('/')}${data ? '.data' : ''}`
}

/** One capturing group of the API's patterns, optionally named: `([^/]+)`, `(?<slug>[^/]+)`, `(cancel|refund)`. */
const GROUP = /\((\?<(\w+)>)?([^()]*)\)/g
/** A group that takes one of a few words: the word is kept, since it names what the request does. */
const WORDS = /^[\w-]+(\|[\w-]+)+$/

/** `^\/api\/v1\/orders\/([^/]+)\/cancel$` → `/api/v1/orders/:id/cancel`. */
export function apiTemplate(pattern: RegExp, pathname: string): string {
  const match = pattern.exec(pathname.replace(/\/+$/, ''))
  if (!match) return UNMATCHED
  let group = 0
  const template = pattern.source.replace(/^\^|\$$/g, '').replace(GROUP, (_whole, _named, name: string | undefined, body: string) => {
    group += 1
    if (!name && WORDS.test(body)) return match[group] ?? UNMATCHED
    return `:${name ?? 'id'}`
  })
  return template.replace(/\\(.)/g, '$1')
}
