import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { uniqueEmail } from './accounts-fixtures.ts'
import { client, cookiesOf, type OwnShop, startOwnShop } from './own-shop.ts'

// Guessing one account's password from many addresses, over HTTP, on a shop of its own behind a proxy
// that names the client (TRUST_PROXY): each request below comes from the address it says.

const PASSWORD = 'baner-hill-road-7'
const HELD =
  /^This account has had too many failed sign-in attempts\. Please wait \d+ minutes?, sign in from a device you have signed in with before, or reset your password\.$/

let shop: OwnShop
beforeAll(async () => {
  shop = await startOwnShop({ TRUST_PROXY: 'true', RESPONSE_CACHE_TTL: '0', FORM_RATE_LIMIT: '1000' })
})
afterAll(() => shop.stop())

const signIn = (address: string, email: string, password: string, cookie?: string) =>
  client(shop.url, address).json('/api/v1/auth/sign-in', { email, password }, cookie ? { cookie } : {})

const deviceCookie = (response: Response) =>
  cookiesOf(response)
    .split('; ')
    .find((c) => c.startsWith('deccan.device='))

const guessingMails = (email: string) =>
  shop.db().prepare("select subject, text_body from email_outbox where to_address = ? and kind = 'sign-in-guessing'").all(email) as Array<{
    subject: string
    text_body: string
  }>

describe('password guessing spread over many addresses', () => {
  it('refuses unknown devices after 20 failures in an hour, lets the owner in on a device they used before, and emails them once', async () => {
    const email = uniqueEmail('guessed')
    const signedUp = await client(shop.url, '10.60.0.1').json('/api/v1/auth/sign-up', {
      name: 'Asha Kulkarni',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    })
    expect(signedUp.status).toBe(201)
    // The owner's phone signs in (it is now a device known to the account); the cookie is HttpOnly.
    const phone = await signIn('10.60.0.2', email, PASSWORD)
    expect(phone.status).toBe(200)
    const device = deviceCookie(phone)

    // 101 guesses from 101 addresses, as the report found: the first 20 are checked, the rest refused unchecked.
    const statuses: number[] = []
    const messages = new Set<string>()
    for (let i = 1; i <= 101; i++) {
      const guess = await signIn(`203.0.113.${i}`, email, `wrong-password-${i}`)
      statuses.push(guess.status)
      if (guess.status === 429) messages.add((await guess.json()).error.message)
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(401))
    expect(statuses.slice(20)).toEqual(Array(81).fill(429))
    expect([...messages].every((m) => HELD.test(m))).toBe(true)

    expect(device).toBeDefined()
    expect(phone.headers.getSetCookie().find((c) => c.startsWith('deccan.device='))).toMatch(/; HttpOnly; SameSite=Lax; Max-Age=15552000/)

    // The right password from a device the account has not seen is refused too, from any address.
    expect((await signIn('198.51.100.77', email, PASSWORD)).status).toBe(429)
    // A forged device cookie is no way in.
    expect(
      (
        await signIn(
          '198.51.100.78',
          email,
          PASSWORD,
          'deccan.device=lmf0x9z0.AAAAAAAAAAAAAAAA.forgedforgedforgedforgedforgedforgedforged0',
        )
      ).status,
    ).toBe(429)
    // The owner's own phone signs in, from wherever it is now.
    const owner = await signIn('100.64.9.9', email, PASSWORD, device)
    expect(owner.status).toBe(200)
    // Another account's device cookie does not open this one.
    const other = uniqueEmail('neighbour')
    await client(shop.url, '10.60.0.3').json('/api/v1/auth/sign-up', {
      name: 'Ravi',
      email: other,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    })
    const neighbours = deviceCookie(await signIn('10.60.0.3', other, PASSWORD))
    expect((await signIn('10.60.0.3', email, PASSWORD, neighbours)).status).toBe(429)

    // The owner was told once, however many guesses followed the hold.
    const mails = guessingMails(email)
    expect(mails).toHaveLength(1)
    expect(mails[0]?.subject).toBe('Someone is trying to sign in to your Deccan Digital account')
    expect(mails[0]?.text_body).toContain('The phones and computers you have signed in with before still sign in as usual.')
  }, 240_000) // each checked password costs a full scrypt hash (decision 009): seconds each on a busy machine

  it('lifts the hold for new devices when the owner resets the password', async () => {
    const email = uniqueEmail('reset')
    await client(shop.url, '10.61.0.1').json('/api/v1/auth/sign-up', {
      name: 'Meera',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    })
    for (let i = 1; i <= 20; i++) expect((await signIn(`192.0.2.${i}`, email, `nope-${i}`)).status).toBe(401)
    expect((await signIn('192.0.2.50', email, PASSWORD)).status).toBe(429)
    expect(guessingMails(email)).toHaveLength(1)

    const from = client(shop.url, '10.61.0.2')
    await from.form('/forgot-password', { email })
    const mail = shop.db().prepare("select text_body from email_outbox where to_address = ? and kind = 'password-reset'").get(email) as {
      text_body: string
    }
    const token = /reset-password\?token=(\S+)/.exec(mail.text_body)?.[1] ?? ''
    const newPassword = 'aundh-new-password-3'
    const reset = await from.form(`/reset-password?token=${token}`, { password: newPassword, confirmPassword: newPassword })
    expect(reset.status).toBeLessThan(400)
    expect((await signIn('10.61.0.3', email, newPassword)).status).toBe(200)
  }, 240_000)

  it("holds a known device that keeps failing on its own, not the account's other ways in", async () => {
    const email = uniqueEmail('laptop')
    await client(shop.url, '10.62.0.1').json('/api/v1/auth/sign-up', {
      name: 'Kiran',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
    })
    const laptop = deviceCookie(await signIn('10.62.0.1', email, PASSWORD))
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await signIn('10.62.0.1', email, `typo-${i}`, laptop)).status)
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
    // The same address without that cookie, and the account, are not held by the laptop's failures.
    expect((await signIn('10.62.0.1', email, PASSWORD)).status).toBe(200)
    expect(guessingMails(email)).toHaveLength(0)
  }, 120_000)
})
