import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FakeStripe, fakeStripe } from '#tests/fixtures/fake-stripe.ts'
import { deliverOverHttp, type FakeStripeServer, serveFakeStripe } from '#tests/fixtures/fake-stripe-server.ts'
import { registerCustomer } from './accounts-fixtures.ts'
import { expectNoSeriousA11yViolations, hydrated, jsErrors, setupBrowser } from './browser.ts'
import { type OwnShop, startOwnShop } from './own-shop.ts'

// A shop of its own with Stripe configured, against the fake Stripe over HTTP: the shop's server calls
// its API (STRIPE_API_BASE), the shopper's browser loads its stand-in for Stripe.js (STRIPE_JS_URL) and
// pays in its Payment Element, and the fake sends the shop its signed webhooks, as Stripe's servers do.

let stripe: FakeStripe
let server: FakeStripeServer
let shop: OwnShop

beforeAll(async () => {
  stripe = fakeStripe({ secretKey: 'sk_test_e2e', publishableKey: 'pk_test_e2e', webhookSecret: 'whsec_e2e_signing_secret' })
  server = await serveFakeStripe(stripe)
  shop = await startOwnShop({
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_PUBLISHABLE_KEY: stripe.publishableKey,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
    STRIPE_API_BASE: server.url,
    STRIPE_JS_URL: server.jsUrl,
    RESPONSE_CACHE_TTL: '0',
    // Stripe takes real money, so the shop refuses a test shop's light password hashes.
    PASSWORD_HASH_COST: '',
  })
  stripe.deliverTo(deliverOverHttp(`${shop.url}/api/v1/payments/stripe/webhook`))
})
afterAll(async () => {
  await shop?.stop()
  await server?.close()
})

const { newPage } = setupBrowser({ baseURL: () => shop.url })

const orderRow = (id: string) =>
  shop.db().prepare('select payment_status, payment_provider, payment_reference from orders where id = ?').get(id) as {
    payment_status: string
    payment_provider: string
    payment_reference: string | null
  }

/** A signed-in shopper's checkout of one product, to the pay page; answers the order's id. */
async function checkOut(page: Page): Promise<string> {
  await registerCustomer(page)
  const product = shop.db().prepare('select id from products where stock > 5 and is_published = 1 order by stock desc limit 1').get() as {
    id: string
  }
  expect((await page.request.post('/api/v1/cart/items', { data: { productId: product.id, quantity: 1 } })).status()).toBeLessThan(300)
  await page.goto('/checkout')
  await hydrated(page)
  await page.getByLabel('PIN Code').fill('411004')
  await page.getByLabel('Phone Number').fill('9876543210')
  await page.getByLabel('Full Name').fill('Asha Kulkarni')
  await page.getByLabel('Address Line 1').fill('12 Prabhat Road')
  await page.getByLabel('City').fill('Pune')
  await page.getByLabel('State').selectOption({ label: 'Maharashtra' })
  await page.getByRole('button', { name: 'Continue to Payment' }).click()
  await page.getByRole('heading', { name: 'Payment Method' }).waitFor()
  await page.getByRole('button', { name: /^Pay ₹[\d,]+$/ }).click()
  await page.waitForURL('**/pay/**')
  return new URL(page.url()).pathname.split('/').at(-1) ?? ''
}

describe('paying with Stripe', () => {
  it('a shopper is declined, then pays in Stripe’s Payment Element, and the order turns paid by Stripe’s signed webhook alone', async () => {
    const page = await newPage()
    const orderId = await checkOut(page)
    await hydrated(page)
    const element = page.getByRole('group', { name: /Stripe test mode/ })
    await element.waitFor()
    expect(orderRow(orderId)).toMatchObject({ payment_provider: 'stripe', payment_status: 'pending' })
    await expectNoSeriousA11yViolations(page)

    await element.getByLabel('Test card that is declined: 4000 0000 0000 0002').check()
    await page.getByRole('button', { name: /^Pay ₹[\d,]+$/ }).click()
    await page.getByRole('alert').filter({ hasText: 'Your card was declined. Nothing was charged. You can try again.' }).waitFor()
    await expect.poll(() => orderRow(orderId).payment_status).toBe('failed')

    await element.getByLabel('Test card that pays: Visa 4242 4242 4242 4242').check()
    await page.getByRole('button', { name: /^Pay ₹[\d,]+$/ }).click()
    await page.waitForURL('**/order-confirmation?orderId=*')
    await page.getByRole('heading', { name: 'Thank You!' }).waitFor()
    const intent = [...stripe.intents.values()].find((i) => i.metadata.order_id === orderId)
    expect(intent).toMatchObject({ status: 'succeeded', currency: 'inr' })
    expect(orderRow(orderId)).toMatchObject({ payment_status: 'paid', payment_reference: intent?.id })
    expect(stripe.deliveries.filter((d) => d.body.includes(intent?.id ?? '-')).map((d) => [d.type, d.status])).toEqual([
      ['payment_intent.payment_failed', 200],
      ['payment_intent.succeeded', 200],
    ])
    expect(jsErrors(page)).toEqual([])
  })

  it('waits on the pay page while Stripe’s webhook is lost, and moves on when Stripe delivers it again', async () => {
    const page = await newPage()
    const orderId = await checkOut(page)
    await hydrated(page)
    await page.getByRole('group', { name: /Stripe test mode/ }).waitFor()
    stripe.failNextWebhooks('lost')
    await page.getByRole('button', { name: /^Pay ₹[\d,]+$/ }).click()
    await page.getByRole('status').filter({ hasText: 'Waiting for Stripe to confirm it' }).waitFor()
    await stripe.idle()
    expect(orderRow(orderId).payment_status).toBe('pending')
    // A forged delivery of the same event is refused over HTTP, and changes nothing.
    const lost = stripe.deliveries.at(-1)
    if (!lost || lost.status !== null) throw new Error('a lost delivery expected')
    const forged = await fetch(`${shop.url}/api/v1/payments/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': lost.header.replace(/v1=[0-9a-f]+/, `v1=${'0'.repeat(64)}`) },
      body: lost.body,
    })
    expect(forged.status).toBe(400)
    expect(orderRow(orderId).payment_status).toBe('pending')

    expect(await stripe.redeliver(lost.eventId)).toBe(200)
    await page.waitForURL('**/order-confirmation?orderId=*')
    expect(orderRow(orderId).payment_status).toBe('paid')
    // Captured and sent again: the shop says it had it, and nothing changes.
    const delivered = stripe.deliveries.at(-1)
    if (!delivered) throw new Error('a delivery expected')
    const again = await fetch(`${shop.url}/api/v1/payments/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': delivered.header },
      body: delivered.body,
    })
    expect(await again.json()).toEqual({ ok: true, duplicate: true })
    expect(jsErrors(page)).toEqual([])
  })
})
