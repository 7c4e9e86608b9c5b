import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { pageCssHref } from './page-css.tsx'

/**
 * The built stylesheet's text, read once when the server starts. The server bundle is
 * build/server/index.js and the browser's files are in build/client/ (served by server/start.ts), so the
 * file is found beside it; anywhere else (unit tests, the dev server) there is none and pages link it.
 */
export const pageCssText: string | null = (() => {
  try {
    const text = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', 'client', pageCssHref), 'utf8')
    // Inside a <style> element only "</style" could end it early; a stylesheet never holds it, but if one did, link it.
    return /<\/style/i.test(text) ? null : text
  } catch {
    return null
  }
})()
