import { services } from '#app/context.ts'
import { robotsTxt } from '#src/modules/seo/browser.ts'
import type { Route } from './+types/robots'

/** GET /robots.txt: what crawlers may read, and where the sitemap is. */
export function loader({ context }: Route.LoaderArgs) {
  const ctx = services(context)
  return new Response(robotsTxt(ctx.siteUrl), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  })
}
