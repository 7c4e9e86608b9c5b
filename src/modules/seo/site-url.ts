// Absolute addresses for search engines and link previews. Pure, so pages can use it in the browser too.

/** A path (or an already absolute URL, such as an image on another host) made absolute on the site. */
export function absoluteUrl(site: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path
  return `${site}${path.startsWith('/') ? '' : '/'}${path}`
}
