import { createHash } from 'node:crypto'

/** Headers every response carries. */
export const BASE_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(self)',
}

/** For JSON, files and plain errors: nothing may run or be framed. */
export const STRICT_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'"

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g

/** The page's inline scripts that run (JSON and JSON-LD blocks are data), with where each one's text is. */
export function* inlineScripts(html: string): Generator<{ start: number; end: number; text: string }> {
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const [whole, attributes = '', text = ''] = match
    if (/type=["']application\/(ld\+)?json["']/.test(attributes)) continue // data, never executed
    const end = match.index + whole.length - '</script>'.length
    yield { start: end - text.length, end, text }
  }
}

export const scriptHash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`

/**
 * The CSP for a page. Scripts run only from this origin or when their exact text is one of this
 * page's own inline scripts (React Router's hydration data), named by SHA-256 hash. Hashes rather
 * than nonces, because a nonce must never be reused and cached pages are served many times.
 * Inline style attributes are allowed: they cannot run code.
 */
export function pageCsp(html: string, options: { razorpay?: boolean } = {}): string {
  return cspAllowing(
    Array.from(inlineScripts(html), (script) => scriptHash(script.text)),
    options,
  )
}

/** The page CSP allowing the inline scripts of these hashes. */
export function cspAllowing(hashes: readonly string[], options: { razorpay?: boolean } = {}): string {
  return [
    "default-src 'self'",
    // Razorpay Checkout is a script and frames from Razorpay's own origins, allowed only when configured.
    `script-src 'self' ${[...new Set(hashes)].join(' ')}${options.razorpay ? ' https://checkout.razorpay.com' : ''}`
      .replace(/ +/g, ' ')
      .trimEnd(),
    ...(options.razorpay ? ['frame-src https://api.razorpay.com https://checkout.razorpay.com'] : []),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
}
