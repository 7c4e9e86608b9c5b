import { createHmac, timingSafeEqual } from 'node:crypto'
import type { ConsentPurpose } from '#db/schema.ts'

/**
 * The one-step unsubscribe link (decision 042): `<email, base64url>.<purpose>.<signature>`, signed with a
 * key derived from the shop's secret, so a link withdraws only the consent of the address it was sent
 * to, needs no sign-in and no stored token, and cannot be made up for another address.
 */
export function unsubscribeKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('deccan-digital unsubscribe v1').digest()
}

const PURPOSES: readonly ConsentPurpose[] = ['marketing-email', 'newsletter']
const signatureOf = (key: Buffer, email: string, purpose: string) =>
  createHmac('sha256', key).update(`${email}|${purpose}`).digest('base64url')

export function unsubscribeToken(key: Buffer, email: string, purpose: ConsentPurpose): string {
  const address = email.trim().toLowerCase()
  return `${Buffer.from(address).toString('base64url')}.${purpose}.${signatureOf(key, address, purpose)}`
}

/** The address and purpose a token was made for, or null when it was not made with this key. */
export function readUnsubscribeToken(key: Buffer, token: string): { email: string; purpose: ConsentPurpose } | null {
  const [encoded = '', purpose = '', signature = ''] = token.split('.')
  if (!PURPOSES.includes(purpose as ConsentPurpose) || !/^[\w-]{43}$/.test(signature)) return null
  const email = Buffer.from(encoded, 'base64url').toString('utf8')
  const expected = Buffer.from(signatureOf(key, email, purpose))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given) ? { email, purpose: purpose as ConsentPurpose } : null
}
