import { createHmac, timingSafeEqual } from 'node:crypto'

// Reading better-auth's signed session cookie without going through the library (decision 045): its
// own check runs the HMAC through WebCrypto on the thread pool, and two queries, on every request.

/** The first cookie of this name in a Cookie header, read as better-call reads it: trimmed, unquoted, URI-decoded. */
export function cookieValue(header: string, name: string): string | null {
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=')
    if (eq === -1 || pair.slice(0, eq).trim() !== name) continue
    let value = pair.slice(eq + 1).trim()
    if (value.startsWith('"')) value = value.slice(1, -1)
    try {
      return decodeURIComponent(value)
    } catch {
      return value
    }
  }
  return null
}

/**
 * The session token a signed cookie value (`<token>.<base64 HMAC-SHA256 of the token>`) carries, or
 * null when its signature is not the secret's: the same test better-call's `getSignedCookie` makes.
 */
export function verifiedToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf('.')
  if (dot < 1) return null
  const token = value.slice(0, dot)
  const signature = value.slice(dot + 1)
  if (signature.length !== 44 || !signature.endsWith('=')) return null
  const expected = createHmac('sha256', secret).update(token).digest()
  const given = Buffer.from(signature, 'base64')
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null
}
