import type { RouteObject, ServerBuild } from 'react-router'
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
  const branches = pageBranches(routeTree(build))
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
    return pageTemplate(branches, pathname)
  }
}

function folderOf(pathname: string): string {
  const slash = pathname.indexOf('/', 1)
  return slash === -1 ? pathname : `${pathname.slice(0, slash)}/*`
}

/** A page's template, `.data` kept for single fetch's requests of a page's data (`/_root.data` for the home page's). */
function pageTemplate(branches: readonly PageBranch[], pathname: string): string {
  if (pathname === '/_root.data') return pathname
  const data = pathname.endsWith('.data')
  const path = data ? pathname.slice(0, -'.data'.length) : pathname
  const branch = branches.find((b) => b.pattern.test(path))
  // The catch-all routes are the not-found pages.
  if (!branch || branch.template.endsWith('*')) return UNMATCHED
  return `${branch.template}${data ? '.data' : ''}`
}

interface PageBranch {
  /** The route's whole path, its parents' joined before it: `/orders/:orderId/invoice`. */
  template: string
  pattern: RegExp
}

/**
 * Every page route as one pattern of its whole path, in the order React Router tries them (its
 * `flattenRoutes`, `computeScore` and `rankRouteBranches`): `matchRoutes` flattens and ranks the whole
 * tree on every call, half a millisecond a request here, so it is done once. The test checks that the
 * two agree on every route of the shop.
 */
export function pageBranches(routes: readonly RouteObject[]): PageBranch[] {
  const branches: Array<PageBranch & { score: number; indexes: number[] }> = []
  const flatten = (nodes: readonly RouteObject[], parentPath: string, parentIndexes: number[]) => {
    nodes.forEach((node, i) => {
      // Joined as React Router joins them (an index route's path ends in a slash, which its score counts).
      const path = `${parentPath}/${node.path ?? ''}`.replace(/\/\/+/g, '/')
      const indexes = [...parentIndexes, i]
      if (node.children?.length) flatten(node.children, path, indexes)
      // A route without a path (a layout) answers no URL by itself; an index route answers its parent's.
      if (node.path == null && !node.index) return
      const template = path.length > 1 ? path.replace(/\/$/, '') : path
      branches.push({ template, pattern: compiled(path, node.caseSensitive === true), score: scoreOf(path, node.index === true), indexes })
    })
  }
  flatten(routes, '', [])
  branches.sort((a, b) => (a.score !== b.score ? b.score - a.score : siblingOrder(a.indexes, b.indexes)))
  return branches.map(({ template, pattern }) => ({ template, pattern }))
}

/** React Router's `computeScore`: static segments outweigh dynamic ones, a splat weighs least. */
function scoreOf(path: string, index: boolean): number {
  const segments = path.split('/')
  let score = segments.length + (segments.includes('*') ? -2 : 0) + (index ? 2 : 0)
  for (const segment of segments) {
    if (segment === '*') continue
    score += /^:[\w-]+$/.test(segment) ? 3 : /^:[\w-]+/.test(segment) ? 3.5 : segment === '' ? 1 : 10
  }
  return score
}

/** React Router's `compareIndexes`: siblings in the order they were declared; others as they came. */
function siblingOrder(a: number[], b: number[]): number {
  return a.length === b.length && a.slice(0, -1).every((n, i) => n === b[i]) ? (a.at(-1) ?? 0) - (b.at(-1) ?? 0) : 0
}

/** React Router's `compilePath` for a whole path (end: true). */
function compiled(path: string, caseSensitive: boolean): RegExp {
  let source = `^${path
    .replace(/\/*\*?$/, '')
    .replace(/^\/*/, '/')
    .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
    .replace(/\/:([\w-]+)(\?)?/g, (_match, _name, optional) => (optional ? '(?:/([^\\/]*))?' : '/([^\\/]+)'))}`
  if (path.endsWith('*')) source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$'
  else source += '\\/*$'
  return new RegExp(source, caseSensitive ? undefined : 'i')
}

/** One capturing group of the API's patterns, optionally named: `([^/]+)`, `(?<slug>[^/]+)`, `(cancel|refund)`. */
const GROUP = /\((\?<(\w+)>)?([^()]*)\)/g
/** A group that takes one of a few words: the word is kept, since it names what the request does. */
const WORDS = /^[\w-]+(\|[\w-]+)+$/

/** The templates of patterns without a group of words, made once each: the table is fixed. */
const plainTemplates = new Map<RegExp, string>()

/** `^\/api\/v1\/orders\/([^/]+)\/cancel$` → `/api/v1/orders/:id/cancel`. */
export function apiTemplate(pattern: RegExp, pathname: string): string {
  const match = pattern.exec(pathname.replace(/\/+$/, ''))
  if (!match) return UNMATCHED
  const plain = plainTemplates.get(pattern)
  if (plain) return plain
  let group = 0
  let words = false
  const template = pattern.source
    .replace(/^\^|\$$/g, '')
    .replace(GROUP, (_whole, _named, name: string | undefined, body: string) => {
      group += 1
      if (name || !WORDS.test(body)) return `:${name ?? 'id'}`
      words = true
      return match[group] ?? UNMATCHED
    })
    .replace(/\\(.)/g, '$1')
  if (!words) plainTemplates.set(pattern, template)
  return template
}
