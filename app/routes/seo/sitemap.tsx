import { services } from '#app/context.ts'
import { sitemapDocument } from '#src/modules/seo/index.ts'
import type { Route } from './+types/sitemap'

/** Crawlers come back for it often; ten minutes keeps a new product waiting no longer than that. */
export const SITEMAP_CACHE_CONTROL = 'public, max-age=600'

/** GET /sitemap.xml (all the URLs, or an index) and /sitemaps/:file (a numbered child, "2.xml"). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const ctx = services(context)
  let part: number | undefined
  if (params.file !== undefined) {
    const number = /^([1-9]\d{0,5})\.xml$/.exec(params.file)?.[1]
    if (!number) return notFound()
    part = Number(number)
  }
  const result = await sitemapDocument(ctx, { site: ctx.siteUrl, part })
  if (!result.ok) return notFound()
  return new Response(result.xml, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': SITEMAP_CACHE_CONTROL },
  })
}

function notFound() {
  return new Response('Not Found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } })
}
