import { serializeSignedCookie } from 'better-call'
import { describe, expect, it } from 'vitest'
import { cookieValue, verifiedToken } from './session-cookie.ts'

const SECRET = 'a-secret-of-at-least-thirty-two-characters'

/** The cookie better-auth sets at sign-in, made by the library it uses for it. */
async function signedCookie(token: string, secret = SECRET) {
  return (await serializeSignedCookie('deccan.session_token', token, secret)).split(';')[0] as string
}

describe('the session cookie, read without better-auth', () => {
  it('finds the token in a cookie the library signed', async () => {
    const header = `deccan.device=abc; ${await signedCookie('r3ELptxUmeScShgXxsKiIb7qu34dpOwD')}`
    const value = cookieValue(header, 'deccan.session_token')
    expect(value).not.toBeNull()
    expect(verifiedToken(value as string, SECRET)).toBe('r3ELptxUmeScShgXxsKiIb7qu34dpOwD')
  })

  it('refuses a token signed with another secret, a changed token and a cut signature', async () => {
    const value = cookieValue(
      await signedCookie('tokentokentoken', 'another-secret-of-thirty-two-characters'),
      'deccan.session_token',
    ) as string
    expect(verifiedToken(value, SECRET)).toBeNull()
    const mine = cookieValue(await signedCookie('tokentokentoken'), 'deccan.session_token') as string
    expect(verifiedToken(mine, SECRET)).toBe('tokentokentoken')
    expect(verifiedToken(`x${mine}`, SECRET)).toBeNull()
    expect(verifiedToken(mine.slice(0, -2), SECRET)).toBeNull()
    expect(verifiedToken('no-signature', SECRET)).toBeNull()
  })

  it('reads the first cookie of a name, trimmed, unquoted and decoded, as better-call does', () => {
    expect(cookieValue(' a=1 ;b="x%2By"; a=2', 'a')).toBe('1')
    expect(cookieValue('a=1;b="x%2By"', 'b')).toBe('x+y')
    expect(cookieValue('ab=1', 'a')).toBeNull()
    expect(cookieValue('a=%E0%A4%A', 'a')).toBe('%E0%A4%A')
  })
})
