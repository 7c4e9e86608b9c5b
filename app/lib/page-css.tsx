import { createContext, useContext } from 'react'
import pageCssHref from '../app.css?url'

/**
 * The shop's one stylesheet, written into every page's head as a `<style>` (decision 047) rather than
 * linked: a linked stylesheet blocks the first paint until it has arrived, and on a phone it queued
 * behind the page's module scripts. The server gives its text through this context (read once at
 * startup, `page-css.server.ts`); without it (no built file: tests, the dev server) the page links it.
 */
export const PageCssText = createContext<string | null>(null)

const ID = 'page-css'

// In the browser the text is the one the server wrote: read back from the page, so a render on the
// client (after a hydration error, say) writes the same rules instead of an empty element.
const textInPage = typeof document === 'undefined' ? null : (document.getElementById(ID)?.textContent ?? null)

export function PageStyles() {
  const css = useContext(PageCssText) ?? textInPage
  // React compares the inner HTML's text, so this never rewrites the element while the text is the same.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the shop's own built stylesheet, read from its build (never "</style")
  if (css !== null) return <style id={ID} dangerouslySetInnerHTML={{ __html: css }} />
  return <link rel="stylesheet" href={pageCssHref} />
}

export { pageCssHref }
