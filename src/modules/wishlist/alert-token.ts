import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The one-step stop link in a wishlist alert (decision 086), made as the privacy module makes its
 * unsubscribe links (decision 042): `<user id>.<product id>.<kind>.<signature>`, signed with a key derived
 * from the shop's secret, so a link stops only the alert it was sent for, needs no sign-in and no stored
 * token, and cannot be made up for another person's.
 */
export type AlertKind = 'price' | 'stock'

export function alertKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('deccan-digital wishlist alerts v1').digest()
}

const signatureOf = (key: Buffer, userId: string, productId: string, kind: AlertKind) =>
  createHmac('sha256', key).update(`${userId}|${productId}|${kind}`).digest('base64url')

const encode = (text: string) => Buffer.from(text).toString('base64url')

export function alertToken(key: Buffer, userId: string, productId: string, kind: AlertKind): string {
  return `${encode(userId)}.${encode(productId)}.${kind}.${signatureOf(key, userId, productId, kind)}`
}

/** The alert a token names, or null when it was not made with this key. */
export function readAlertToken(key: Buffer, token: string): { userId: string; productId: string; kind: AlertKind } | null {
  const [user = '', product = '', kind = '', signature = '', ...extra] = token.split('.')
  if (extra.length > 0 || (kind !== 'price' && kind !== 'stock') || !/^[\w-]{43}$/.test(signature)) return null
  const userId = Buffer.from(user, 'base64url').toString('utf8')
  const productId = Buffer.from(product, 'base64url').toString('utf8')
  const expected = Buffer.from(signatureOf(key, userId, productId, kind))
  const given = Buffer.from(signature)
  return expected.length === given.length && timingSafeEqual(expected, given) ? { userId, productId, kind } : null
}
