import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { listedPageMeta, NOINDEX, noindexMeta, siteOf } from './meta.ts'

const matches = [{ id: 'root', loaderData: { site: 'https://shop.example', testPayments: false } }]

describe('listed page meta', () => {
  it('keeps the title as given and adds canonical and Open Graph tags with absolute URLs', () => {
    const tags = listedPageMeta(matches, { title: 'About Us', description: 'Who we are.', path: '/about' })
    expect(tags).toContainEqual({ title: 'About Us | Deccan Digital' })
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://shop.example/about' })
    expect(tags).toContainEqual({ property: 'og:url', content: 'https://shop.example/about' })
    expect(tags).toContainEqual({ property: 'og:type', content: 'website' })
    expect(tags).toContainEqual({ property: 'og:description', content: 'Who we are.' })
    expect(tags).not.toContainEqual(NOINDEX)
  })

  it('gives a product its image as an absolute URL and a large-image card', () => {
    const tags = listedPageMeta(matches, {
      title: 'Razer Blade 16',
      path: '/products/razer-blade-16',
      type: 'product',
      image: { url: '/images/razer-blade-16-1.svg', alt: 'Razer Blade 16' },
    })
    expect(tags).toContainEqual({ property: 'og:type', content: 'product' })
    expect(tags).toContainEqual({ property: 'og:image', content: 'https://shop.example/images/razer-blade-16-1.svg' })
    expect(tags).toContainEqual({ name: 'twitter:card', content: 'summary_large_image' })
  })

  it('reads the site from the root match only', () => {
    expect(siteOf([{ id: 'routes/storefront/home', loaderData: { site: 'https://evil.example' } }, ...matches])).toBe(
      'https://shop.example',
    )
    expect(siteOf([])).toBe('')
  })

  it('marks an unlisted page noindex, without a canonical link', () => {
    const tags = noindexMeta('Shopping Cart')
    expect(tags).toEqual([{ title: 'Shopping Cart | Deccan Digital' }, { name: 'robots', content: 'noindex' }])
  })
})

// Every page of these areas belongs to one person, is a sign-in form or is a back office: none may
// be listed. Reading the route files catches a new page that forgets it (RR uses the deepest meta).
const UNLISTED_AREAS = ['account', 'admin', 'auth', 'cart', 'checkout', 'orders', 'vendor']
const UNLISTED_PAGES = ['storefront/search.tsx', 'storefront/not-found.tsx', 'content/newsletter.tsx']

describe('unlisted pages', () => {
  const routes = path.resolve(import.meta.dirname, '../routes')
  const files = [
    ...UNLISTED_AREAS.flatMap((area) => readdirSync(path.join(routes, area)).map((file) => `${area}/${file}`)),
    ...UNLISTED_PAGES,
  ]
  // Pages with a screen; layouts, redirects and downloads render none of their own.
  const pages = files.filter((file) => {
    const text = readFileSync(path.join(routes, file), 'utf8')
    return /export default function/.test(text) && !/\/layout\.tsx$/.test(file)
  })

  it.each(pages)('%s says noindex and nothing else about listing', (file) => {
    const text = readFileSync(path.join(routes, file), 'utf8')
    expect(text).toMatch(/export (const meta|function meta)/)
    expect(text).toContain('noindexMeta(')
    expect(text).not.toMatch(/\b(pageMeta|listedPageMeta)\(/)
  })

  it('covers the pages it should', () => {
    expect(pages.length).toBeGreaterThan(30)
    expect(pages).toContain('admin/not-found.tsx')
  })
})
