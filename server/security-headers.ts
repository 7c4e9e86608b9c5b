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
export function pageCsp(html: string, options: CspOptions = {}): string {
  return cspAllowing(
    Array.from(inlineScripts(html), (script) => scriptHash(script.text)),
    options,
  )
}

export interface CspOptions {
  razorpay?: boolean
  /** Where Stripe.js is loaded from, when Stripe is configured (stripeSources). */
  stripeJs?: string
}

/**
 * Stripe.js's origins as Stripe's CSP guide lists them: its script and frames from js.stripe.com, 3-D
 * Secure frames from hooks.stripe.com, its calls to api.stripe.com. A test shop's stand-in serves all
 * three from its one origin.
 */
export function stripeSources(jsUrl: string): { script: string[]; frame: string[]; connect: string[] } {
  const origin = new URL(jsUrl).origin
  if (origin !== 'https://js.stripe.com') return { script: [origin], frame: [origin], connect: [origin] }
  return {
    script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
    frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
    connect: ['https://api.stripe.com'],
  }
}

/** The page CSP allowing the inline scripts of these hashes. */
export function cspAllowing(hashes: readonly string[], options: CspOptions = {}): string {
  // Razorpay Checkout and Stripe.js are scripts and frames from the gateway's own origins, allowed only when configured.
  const stripe = options.stripeJs ? stripeSources(options.stripeJs) : { script: [], frame: [], connect: [] }
  const scripts = [...(options.razorpay ? ['https://checkout.razorpay.com'] : []), ...stripe.script]
  const frames = [...(options.razorpay ? ['https://api.razorpay.com', 'https://checkout.razorpay.com'] : []), ...stripe.frame]
  return [
    "default-src 'self'",
    ["script-src 'self'", ...new Set(hashes), ...scripts].join(' '),
    ...(frames.length > 0 ? [`frame-src ${frames.join(' ')}`] : []),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    ["connect-src 'self'", ...stripe.connect].join(' '),
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
}
