import type { MetaDescriptor } from 'react-router'
import { absoluteUrl } from '#src/modules/seo/browser.ts'

const SITE = 'Deccan Digital'

/** Title and description tags for a page; the site name is appended to every title. */
export function pageMeta(title: string, description?: string): MetaDescriptor[] {
  return [{ title: title === SITE ? SITE : `${title} | ${SITE}` }, ...(description ? [{ name: 'description', content: description }] : [])]
}

/** Asks search engines to leave a page out of their results (they still follow its links). */
export const NOINDEX: MetaDescriptor = { name: 'robots', content: 'noindex' }

/**
 * A page search engines must not list: one person's pages, sign-in forms, searches, the vendor and
 * admin areas, 404s. It has no canonical link: a canonical asks for a page to be listed.
 */
export function noindexMeta(title: string, description?: string): MetaDescriptor[] {
  return [...pageMeta(title, description), NOINDEX]
}

/** The matches a meta function receives, as far as finding the root loader's data needs them. */
type MetaMatches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>

/** The shop's public base URL, which the root loader reads once (PUBLIC_URL, or the request's origin). */
export function siteOf(matches: MetaMatches): string {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as { site?: unknown } | undefined
  return typeof root?.site === 'string' ? root.site : ''
}

export interface ListedPage {
  title: string
  description?: string
  /** The page's canonical path (its own path, minus anything that does not change what it shows). */
  path: string
  /** Open Graph type: a product page, or anything else. */
  type?: 'website' | 'product'
  /** The main image, for link previews; a path or an absolute URL. */
  image?: { url: string; alt: string }
}

/** A page search engines should list: title, description, canonical link and Open Graph tags, all absolute. */
export function listedPageMeta(matches: MetaMatches, page: ListedPage): MetaDescriptor[] {
  const site = siteOf(matches)
  const url = absoluteUrl(site, page.path)
  const tags: MetaDescriptor[] = [
    ...pageMeta(page.title, page.description),
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: SITE },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:title', content: page.title },
    { property: 'og:url', content: url },
  ]
  if (page.description) tags.push({ property: 'og:description', content: page.description })
  if (page.image) {
    tags.push(
      { property: 'og:image', content: absoluteUrl(site, page.image.url) },
      { property: 'og:image:alt', content: page.image.alt },
      { name: 'twitter:card', content: 'summary_large_image' },
    )
  }
  return tags
}
