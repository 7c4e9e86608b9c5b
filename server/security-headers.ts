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

/**
 * The CSP for a page. Scripts run only from this origin or when their exact text is one of this
 * page's own inline scripts (React Router's hydration data), named by SHA-256 hash. Hashes rather
 * than nonces, because a nonce must never be reused and cached pages are served many times.
 * Inline style attributes are allowed: they cannot run code.
 */
export function pageCsp(html: string, options: { razorpay?: boolean } = {}): string {
  const hashes = new Set<string>()
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/type=["']application\/(ld\+)?json["']/.test(attributes)) continue // data, never executed
    hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`)
  }
  return [
    "default-src 'self'",
    // Razorpay Checkout is a script and frames from Razorpay's own origins, allowed only when configured.
    `script-src 'self' ${[...hashes].join(' ')}${options.razorpay ? ' https://checkout.razorpay.com' : ''}`.replace(/ +/g, ' ').trimEnd(),
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
