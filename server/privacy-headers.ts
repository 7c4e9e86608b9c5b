// Who may keep a copy of an answer, and what never goes into a log line.

/**
 * Pages that only ever show one person's data, signed in or not (their .data twins included). A reset
 * page answers for its token, which may be used at any moment: a stored copy would show a spent link's form.
 * A shared wishlist is one person's list, and stops the moment they stop sharing it (decision 086).
 */
const PRIVATE_PATHS =
  /^\/(?:account|orders|checkout|order-confirmation|pay|reset-password|wishlist)(?:[/.]|$)|^\/api\/v1\/(?:auth|me)(?:[/.]|$)/

/**
 * Marks an answer `private, no-store` when it belongs to one person: the asker is signed in, it sets a
 * cookie, or it is an account, order, checkout or sign-in answer. Every app answer varies by Cookie,
 * since the same address shows a different page to a signed-in visitor.
 */
export function applyPrivacy(headers: Record<string, string | string[]>, request: { path: string; signedIn: boolean }): void {
  const personal = request.signedIn || headers['set-cookie'] !== undefined || PRIVATE_PATHS.test(request.path)
  if (personal && !/no-store/.test(String(headers['cache-control'] ?? ''))) headers['cache-control'] = 'private, no-store'
  headers.vary = addVary(headers.vary, 'Cookie')
}

/** Adds a header name to a Vary value once. */
export function addVary(existing: string | string[] | undefined, name: string): string {
  const names = String(existing ?? '')
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean)
  if (!names.some((n) => n.toLowerCase() === name.toLowerCase())) names.push(name)
  return names.join(', ')
}

/** Two years, subdomains included: the shop is only ever served over https once PUBLIC_URL says so. */
export const HSTS = 'max-age=63072000; includeSubDomains'

const SECRET_PARAM = /(?:token|signature|key|secret|password|code)$/i

/**
 * A request target fit for a log: the value of any query parameter whose name ends in token,
 * signature, key, secret, password or code is replaced (a reset link's token opens an account).
 */
export function redactUrl(raw: string | undefined): string | undefined {
  if (!raw) return raw
  const query = raw.indexOf('?')
  if (query === -1) return raw
  const redacted = raw
    .slice(query + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=')
      const name = eq === -1 ? pair : pair.slice(0, eq)
      let decoded = name
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '))
      } catch {
        // a malformed name is logged as sent
      }
      return eq !== -1 && SECRET_PARAM.test(decoded.trim()) ? `${name}=[redacted]` : pair
    })
    .join('&')
  return `${raw.slice(0, query)}?${redacted}`
}
