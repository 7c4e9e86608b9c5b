import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser that has
 * signed in to an account gets a signed token naming that account, so the account's hold on unknown
 * devices (login-throttle.ts) never keeps its owner out of a device they have used before. Stateless:
 * each entry is `<issued, base 36>.<nonce>.<signature>`, the signature an HMAC of the account's email,
 * the issue time and the nonce under a key derived from the shop's secret. One cookie holds the entries
 * of the last few accounts signed in from the browser (a family laptop), newest first.
 */
export const DEVICE_COOKIE = 'deccan.device'
/** An entry is trusted this long after the sign-in that issued it; each sign-in issues a fresh one. */
export const DEVICE_COOKIE_DAYS = 180
const MAX_ACCOUNTS = 5
const LIFETIME_MS = DEVICE_COOKIE_DAYS * 24 * 60 * 60 * 1000
const ENTRY = /^([0-9a-z]{1,12})\.([\w-]{16})\.([\w-]{43})$/

interface Entry {
  issued: number
  nonce: string
  signature: string
  raw: string
}

/** The key that signs device cookies, kept apart from the session's own use of the secret. */
export function deviceCookieKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('deccan-digital device cookie v1').digest()
}

function signatureOf(key: Buffer, email: string, issued: number, nonce: string): string {
  return createHmac('sha256', key).update(`${email.trim().toLowerCase()}|${issued}|${nonce}`).digest('base64url')
}

/** The unexpired entries of a request's Cookie header, newest first; anything malformed is ignored. */
function entriesOf(cookieHeader: string | null, now: number): Entry[] {
  const value = (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${DEVICE_COOKIE}=`))
    ?.slice(DEVICE_COOKIE.length + 1)
  if (!value) return []
  const entries: Entry[] = []
  for (const raw of value.split('~').slice(0, MAX_ACCOUNTS)) {
    const match = ENTRY.exec(raw)
    if (!match) continue
    const issued = Number.parseInt(match[1] ?? '', 36)
    if (!(issued <= now && now - issued < LIFETIME_MS)) continue
    entries.push({ issued, nonce: match[2] ?? '', signature: match[3] ?? '', raw })
  }
  return entries
}

const signedFor = (key: Buffer, email: string, entry: Entry) => {
  const expected = Buffer.from(signatureOf(key, email, entry.issued, entry.nonce))
  const given = Buffer.from(entry.signature)
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/** The device's id (its entry's nonce) when this browser has signed in to this account before; otherwise null. */
export function knownDevice(key: Buffer, cookieHeader: string | null, email: string, now = Date.now()): string | null {
  return entriesOf(cookieHeader, now).find((entry) => signedFor(key, email, entry))?.nonce ?? null
}

/** The cookie's new value after a sign-in to this account: a fresh entry first, the other accounts' kept. */
export function deviceCookieAfterSignIn(key: Buffer, cookieHeader: string | null, email: string, now = Date.now()): string {
  const nonce = randomBytes(12).toString('base64url')
  const fresh = `${now.toString(36)}.${nonce}.${signatureOf(key, email, now, nonce)}`
  const others = entriesOf(cookieHeader, now).filter((entry) => !signedFor(key, email, entry))
  return [fresh, ...others.map((entry) => entry.raw)].slice(0, MAX_ACCOUNTS).join('~')
}
