import fc from 'fast-check'
import { matchRoutes, type ServerBuild } from 'react-router'
import { describe, expect, it } from 'vitest'
import routeConfig from '#app/routes.ts'
import { routeTree } from '../page-methods.ts'
import { apiTemplate, pageBranches, routeTemplates, UNMATCHED } from './route-templates.ts'

interface ConfigEntry {
  id?: string
  file: string
  path?: string
  index?: boolean
  children?: ConfigEntry[]
}

/** The shop's own route table (app/routes.ts) as the server build's manifest holds it, under the root route. */
function manifestOf(entries: readonly ConfigEntry[]): ServerBuild['routes'] {
  const routes: ServerBuild['routes'] = { root: { id: 'root', path: '', module: {} } as ServerBuild['routes'][string] }
  const add = (list: readonly ConfigEntry[], parentId: string) => {
    for (const entry of list) {
      const id = entry.id ?? entry.file.replace(/\.tsx$/, '')
      routes[id] = { id, parentId, path: entry.path, index: entry.index, module: {} } as ServerBuild['routes'][string]
      add(entry.children ?? [], id)
    }
  }
  add(entries, 'root')
  return routes
}

const build = { routes: manifestOf(routeConfig as ConfigEntry[]) } as ServerBuild
const templateOf = routeTemplates(build, ['/favicon.ico', '/images/products/hp-omen-16-1.svg', '/assets/entry.client-abc.js'])

describe('route templates for the metrics', () => {
  it.each([
    ['/', '/'],
    ['/products', '/products'],
    ['/products/dell-xps-14', '/products/:slug'],
    ['/products/dell-xps-14.data', '/products/:slug.data'],
    ['/_root.data', '/_root.data'],
    ['/orders/7f3c/credit-notes/cn-9', '/orders/:orderId/credit-notes/:creditNoteId'],
    ['/vendor', '/vendor'],
    ['/vendor/products/p-42/edit', '/vendor/products/:productId/edit'],
    ['/admin/orders/o-1', '/admin/orders/:orderId'],
    ['/admin/orders.csv', '/admin/orders.csv'],
    ['/sitemaps/products-1.xml', '/sitemaps/:file'],
  ])('a page: %s is counted as %s', (path, template) => {
    expect(templateOf(path)).toBe(template)
  })

  it.each([
    ['/api/v1/products', '/api/v1/products'],
    ['/api/v1/products/', '/api/v1/products'],
    ['/api/v1/products/dell-xps-14', '/api/v1/products/:id'],
    ['/api/v1/orders/0b1e', '/api/v1/orders/:id'],
    ['/api/v1/orders/0b1e/cancel', '/api/v1/orders/:id/cancel'],
    ['/api/v1/admin/orders/o-1/parcels/p-2/refund-line', '/api/v1/admin/orders/:id/parcels/:id/refund-line'],
    ['/api/v1/cart/events', '/api/v1/cart/events'],
    ['/api/v1/payments/stripe/webhook', '/api/v1/payments/stripe/webhook'],
  ])('the JSON API: %s is counted as %s', (path, template) => {
    expect(templateOf(path)).toBe(template)
  })

  it.each([
    ['/assets/entry.client-abc.js', '/assets/*'],
    ['/assets/gone-since-the-last-build.js', '/assets/*'],
    ['/images/products/hp-omen-16-1.svg', '/images/*'],
    ['/favicon.ico', '/favicon.ico'],
    ['/uploads/3f2a.webp', '/uploads/*'],
    ['/healthz', '/healthz'],
    ['/metrics', '/metrics'],
  ])('files and the server’s own paths: %s is counted as %s', (path, template) => {
    expect(templateOf(path)).toBe(template)
  })

  it.each(['/no/such/page', '/vendor/no-such-page', '/admin/no-such-page', '/api/v1/no-such-endpoint', '/api/v2/products'])(
    '%s, which no route takes, is counted under the one fixed label',
    (path) => {
      expect(templateOf(path)).toBe(UNMATCHED)
    },
  )

  it('never puts an id or a slug from the path into a label', () => {
    const shapes = [
      (id: string) => `/products/${id}`,
      (id: string) => `/orders/${id}/invoice`,
      (id: string) => `/admin/users/${id}`,
      (id: string) => `/api/v1/orders/${id}`,
      (id: string) => `/api/v1/admin/orders/${id}/parcels/${id}/cancel`,
      (id: string) => `/uploads/${id}.webp`,
      (id: string) => `/assets/${id}.js`,
      (id: string) => `/${id}`,
      (id: string) => `/${id}/${id}`,
    ]
    fc.assert(
      fc.property(fc.stringMatching(/^zq[a-z0-9-]{1,24}$/), fc.constantFrom(...shapes), (id, shape) => {
        expect(templateOf(shape(id))).not.toContain(id)
      }),
    )
  })

  it('picks the route React Router picks, for a URL of every page route of the shop and for paths in between', () => {
    const tree = routeTree(build)
    /** React Router's own answer: its matched routes' paths joined, or the fixed label for the not-found pages. */
    const reactRouters = (path: string) => {
      const matches = matchRoutes(tree, path) ?? []
      if (matches.length === 0 || matches.at(-1)?.route.path?.endsWith('*')) return UNMATCHED
      return `/${matches.flatMap((m) => (m.route.path ? [m.route.path] : [])).join('/')}`
    }
    const urls = pageBranches(tree).flatMap(({ template }) => {
      const filled = template.replace(/:[\w-]+/g, 'x-1').replace(/\*$/, 'some/where')
      return [filled, `${filled}/`, `${filled}/extra`, filled.toUpperCase()]
    })
    expect(urls.length).toBeGreaterThan(300)
    for (const url of urls) expect(templateOf(url), url).toBe(reactRouters(url))
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('vendor', 'admin', 'orders', 'products', 'new', 'edit', 'x-1', 'orders.csv', 'payouts'), { maxLength: 4 }),
        (segments) => {
          const path = `/${segments.join('/')}`
          expect(templateOf(path)).toBe(reactRouters(path))
        },
      ),
    )
  })

  it('names a named group of an API pattern, and keeps the word of a group of words', () => {
    expect(apiTemplate(/^\/api\/v1\/things\/(?<slug>[^/]+)\/(open|close)$/, '/api/v1/things/abc/close')).toBe('/api/v1/things/:slug/close')
    expect(apiTemplate(/^\/api\/v1\/things$/, '/api/v1/other')).toBe(UNMATCHED)
  })
})
