// Absolute addresses for search engines and link previews. Pure, so pages can use it in the browser too.

/**
 * The shop's public base URL: PUBLIC_URL when it is configured (behind a proxy the request's own host
 * may be an internal one), otherwise the origin the request came to. No trailing slash.
 */
export function siteOrigin(configured: string | null, requestUrl: string): string {
  return (configured ?? new URL(requestUrl).origin).replace(/\/+$/, '')
}

/** A path (or an already absolute URL, such as an image on another host) made absolute on the site. */
export function absoluteUrl(site: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path
  return `${site}${path.startsWith('/') ? '' : '/'}${path}`
}
