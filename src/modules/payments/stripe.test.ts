import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createStripe, formEncode, StripeError, verifyStripeSignature } from './stripe.ts'

const SECRET = 'whsec_test_signing_secret'
const BODY = JSON.stringify({ id: 'evt_1', type: 'payment_intent.succeeded', data: { object: { id: 'pi_1' } } })
const NOW = new Date('2026-12-10T10:00:00Z')
const T = Math.floor(NOW.getTime() / 1000)
// Signed here by hand, as Stripe documents it, not with the code under test.
const sign = (t: number, body = BODY, secret = SECRET) => createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')

describe('verifyStripeSignature', () => {
  it('accepts Stripe’s header for the raw body, signed now', () => {
    expect(verifyStripeSignature(BODY, `t=${T},v1=${sign(T)}`, SECRET, NOW)).toBe('valid')
  })

  it('accepts any one of several v1 signatures (a rolled secret signs with both), and ignores v0 and unknown schemes', () => {
    const header = `t=${T},v1=${sign(T, BODY, 'whsec_old')},v0=${sign(T)},v1=${sign(T)},v2=abc`
    expect(verifyStripeSignature(BODY, header, SECRET, NOW)).toBe('valid')
    expect(verifyStripeSignature(BODY, `t=${T},v0=${sign(T)}`, SECRET, NOW)).toBe('malformed')
  })

  it('refuses another secret’s signature, a body changed by one byte, and a signature over another timestamp', () => {
    expect(verifyStripeSignature(BODY, `t=${T},v1=${sign(T, BODY, 'whsec_forger')}`, SECRET, NOW)).toBe('mismatch')
    expect(verifyStripeSignature(`${BODY} `, `t=${T},v1=${sign(T)}`, SECRET, NOW)).toBe('mismatch')
    expect(verifyStripeSignature(BODY, `t=${T + 1},v1=${sign(T)}`, SECRET, NOW)).toBe('mismatch')
  })

  it('takes 300 seconds either way as fresh, and refuses what is older or from further ahead (a replay)', () => {
    expect(verifyStripeSignature(BODY, `t=${T - 300},v1=${sign(T - 300)}`, SECRET, NOW)).toBe('valid')
    expect(verifyStripeSignature(BODY, `t=${T - 301},v1=${sign(T - 301)}`, SECRET, NOW)).toBe('stale')
    expect(verifyStripeSignature(BODY, `t=${T + 301},v1=${sign(T + 301)}`, SECRET, NOW)).toBe('stale')
    expect(verifyStripeSignature(BODY, `t=${T - 3600},v1=${sign(T - 3600)}`, SECRET, NOW, 7200)).toBe('valid')
  })

  it('refuses a header without a timestamp or a v1 signature, with a garbled one, or an empty secret', () => {
    for (const header of [
      '',
      `v1=${sign(T)}`,
      `t=${T}`,
      `t=soon,v1=${sign(T)}`,
      `t=${T},v1=${sign(T).toUpperCase()}`,
      `t=${T},v1=${sign(T).slice(0, 63)}`,
      `t=${T};v1=${sign(T)}`,
    ])
      expect(verifyStripeSignature(BODY, header, SECRET, NOW), header).toBe('malformed')
    expect(verifyStripeSignature(BODY, `t=${T},v1=${sign(T, BODY, '')}`, '', NOW)).toBe('malformed')
  })

  it('tolerates spaces around the header’s items', () => {
    expect(verifyStripeSignature(BODY, ` t=${T} , v1=${sign(T)} `, SECRET, NOW)).toBe('valid')
  })

  it('refuses every webhook when the shop has no signing secret', () => {
    const stripe = createStripe({ secretKey: 'sk_test_x', publishableKey: 'pk_test_x' })
    expect(stripe.verifyWebhook(BODY, `t=${T},v1=${sign(T)}`, NOW)).toBe('malformed')
  })
})

describe('the Stripe adapter’s requests', () => {
  function recording(answer: unknown, status = 200) {
    const calls: Array<{ url: string; init: RequestInit }> = []
    const fetchImpl = (async (url: string, init: RequestInit = {}) => {
      calls.push({ url, init })
      return new Response(JSON.stringify(answer), { status })
    }) as unknown as typeof fetch
    return { calls, fetchImpl }
  }

  it('encodes nested parameters as Stripe’s forms do', () => {
    expect(formEncode({ amount: 100, metadata: { order_id: 'o 1' }, automatic_payment_methods: { enabled: true }, skip: undefined })).toBe(
      'amount=100&metadata%5Border_id%5D=o%201&automatic_payment_methods%5Benabled%5D=true',
    )
  })

  it('creates the PaymentIntent in rupees for the exact amount, with the secret key, the order and an idempotency key', async () => {
    const { calls, fetchImpl } = recording({
      id: 'pi_1',
      amount: 150_000,
      currency: 'inr',
      status: 'requires_payment_method',
      metadata: {},
    })
    const stripe = createStripe({ secretKey: 'sk_test_abc', publishableKey: 'pk_test_abc', apiBase: 'http://fake.test/' }, fetchImpl)
    await stripe.createPaymentIntent(150_000, { id: 'order-1', number: 'DD-1' })
    const [call] = calls
    expect(call?.url).toBe('http://fake.test/v1/payment_intents')
    const headers = new Headers(call?.init.headers)
    expect(headers.get('authorization')).toBe('Bearer sk_test_abc')
    expect(headers.get('content-type')).toBe('application/x-www-form-urlencoded')
    expect(headers.get('idempotency-key')).toBe('payment-intent-order-1')
    expect(Object.fromEntries(new URLSearchParams(String(call?.init.body)))).toEqual({
      amount: '150000',
      currency: 'inr',
      description: 'Order DD-1',
      'metadata[order_id]': 'order-1',
      'metadata[order_number]': 'DD-1',
      'automatic_payment_methods[enabled]': 'true',
    })
  })

  it('refuses an intent answered for another amount or currency', async () => {
    const { fetchImpl } = recording({ id: 'pi_1', amount: 150_000, currency: 'usd', metadata: {} })
    const stripe = createStripe({ secretKey: 'sk_test_abc', publishableKey: 'pk_test_abc' }, fetchImpl)
    await expect(stripe.createPaymentIntent(150_000, { id: 'o', number: 'DD-2' })).rejects.toThrow(StripeError)
  })

  it('refunds by PaymentIntent with the record’s idempotency key, and says whether a refusal is final', async () => {
    const { calls, fetchImpl } = recording({ id: 're_1', amount: 500, currency: 'inr', payment_intent: 'pi_1', status: 'succeeded' })
    const stripe = createStripe({ secretKey: 'sk_test_abc', publishableKey: 'pk_test_abc' }, fetchImpl)
    expect((await stripe.refund('pi_1', 500, { refund_record: 'r1' }, 'r1')).id).toBe('re_1')
    expect(new Headers(calls[0]?.init.headers).get('idempotency-key')).toBe('r1')
    expect(String(calls[0]?.init.body)).toBe('payment_intent=pi_1&amount=500&metadata%5Brefund_record%5D=r1')

    for (const [status, final] of [
      [400, true],
      [402, true],
      [404, true],
      [409, false],
      [429, false],
      [500, false],
    ] as const) {
      const refused = createStripe(
        { secretKey: 'sk', publishableKey: 'pk' },
        recording({ error: { type: 'invalid_request_error', message: 'no' } }, status).fetchImpl,
      )
      const error = await refused.refund('pi_1', 500, {}, 'k').catch((e: unknown) => e)
      expect(error, String(status)).toBeInstanceOf(StripeError)
      expect((error as StripeError).final, String(status)).toBe(final)
    }
    const unreachable = createStripe({ secretKey: 'sk', publishableKey: 'pk' }, (async () => {
      throw new TypeError('fetch failed')
    }) as unknown as typeof fetch)
    expect(((await unreachable.refund('pi_1', 1, {}, 'k').catch((e: unknown) => e)) as StripeError).final).toBe(false)
  })

  it('lists a PaymentIntent’s refunds with a GET query', async () => {
    const { calls, fetchImpl } = recording({ object: 'list', data: [] })
    await createStripe({ secretKey: 'sk', publishableKey: 'pk' }, fetchImpl).listRefunds('pi_9')
    expect(calls[0]?.url).toBe('https://api.stripe.com/v1/refunds?payment_intent=pi_9&limit=100')
    expect(calls[0]?.init.method).toBe('GET')
  })
})
