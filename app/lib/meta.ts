const SITE = 'Deccan Digital'

/** Title and description tags for a page; the site name is appended to every title. */
export function pageMeta(title: string, description?: string) {
  return [{ title: title === SITE ? SITE : `${title} | ${SITE}` }, ...(description ? [{ name: 'description', content: description }] : [])]
}
