import { createHmac } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createRazorpay, RazorpayError } from './razorpay.ts'

const config = { keyId: 'rzp_test_1DP5mmOlF5G5ag', keySecret: 'thisisasecret', webhookSecret: 'webhook-secret' }
const hmac = (payload: string, secret: string) => createHmac('sha256', secret).update(payload).digest('hex')

/** A recorded answer of POST /v1/orders (shape from Razorpay's API reference). */
function recordedOrder(amount: number) {
  return {
    id: 'order_IluGWxBm9U8zJ8',
    entity: 'order',
    amount,
    amount_paid: 0,
    amount_due: amount,
    currency: 'INR',
    receipt: 'DD-1',
    offer_id: null,
    status: 'created',
    attempts: 0,
    notes: [],
    created_at: 1642662092,
  }
}

describe('Razorpay adapter', () => {
  it('creates the order for the exact amount in paise, with basic auth', async () => {
    const calls: Array<{ url: string; init: RequestInit }> = []
    const fake = (async (url: string, init: RequestInit) => {
      calls.push({ url, init })
      return new Response(JSON.stringify(recordedOrder(5_898_800)), { status: 200, headers: { 'content-type': 'application/json' } })
    }) as unknown as typeof fetch
    const order = await createRazorpay(config, fake).createOrder(5_898_800, 'DD-1', { orderId: 'x' })
    expect(order.id).toBe('order_IluGWxBm9U8zJ8')
    expect(calls[0]?.url).toBe('https://api.razorpay.com/v1/orders')
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      amount: 5_898_800,
      currency: 'INR',
      receipt: 'DD-1',
      notes: { orderId: 'x' },
    })
    expect((calls[0]?.init.headers as Record<string, string> | undefined)?.authorization).toBe(
      `Basic ${Buffer.from('rzp_test_1DP5mmOlF5G5ag:thisisasecret').toString('base64')}`,
    )
  })

  it('refuses an answer for another amount, and reports a refusal', async () => {
    const wrongAmount = (async () => new Response(JSON.stringify(recordedOrder(100)), { status: 200 })) as unknown as typeof fetch
    await expect(createRazorpay(config, wrongAmount).createOrder(5_898_800, 'DD-1', {})).rejects.toThrow(RazorpayError)
    const refused = (async () =>
      new Response(JSON.stringify({ error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } }), {
        status: 401,
      })) as unknown as typeof fetch
    await expect(createRazorpay(config, refused).createOrder(1, 'r', {})).rejects.toThrow(/Authentication failed/)
  })

  it('refunds a payment for the exact amount and answers the refund id', async () => {
    const calls: Array<{ url: string; body: unknown; key: string | null }> = []
    // A recorded answer of POST /v1/payments/:id/refund (shape from Razorpay's API reference).
    const fake = (async (url: string, init: RequestInit) => {
      calls.push({ url, body: JSON.parse(String(init.body)), key: new Headers(init.headers).get('x-refund-idempotency') })
      return new Response(
        JSON.stringify({
          id: 'rfnd_FP8QHiV938haTz',
          entity: 'refund',
          amount: 5_898_800,
          currency: 'INR',
          payment_id: 'pay_29QQoUBi66xm2f',
          status: 'processed',
        }),
        { status: 200 },
      )
    }) as unknown as typeof fetch
    const key = '550e8400-e29b-41d4-a716-446655440000'
    expect(await createRazorpay(config, fake).refund('pay_29QQoUBi66xm2f', 5_898_800, { order_id: 'o1' }, key)).toBe('rfnd_FP8QHiV938haTz')
    expect(calls).toEqual([
      {
        url: 'https://api.razorpay.com/v1/payments/pay_29QQoUBi66xm2f/refund',
        body: { amount: 5_898_800, notes: { order_id: 'o1' } },
        key,
      },
    ])
    const refused = (async () =>
      new Response(JSON.stringify({ error: { description: 'The payment has been fully refunded already' } }), {
        status: 400,
      })) as unknown as typeof fetch
    await expect(createRazorpay(config, refused).refund('pay_1', 100, {}, key)).rejects.toMatchObject({
      message: expect.stringMatching(/fully refunded already/),
      final: true,
    })
    // No answer, or "still processing that key": it may be asked again with the same key.
    const silent = (async () => {
      throw new Error('socket hang up')
    }) as unknown as typeof fetch
    await expect(createRazorpay(config, silent).refund('pay_1', 100, {}, key)).rejects.toMatchObject({ final: false, status: null })
    const busy = (async () => new Response('{}', { status: 409 })) as unknown as typeof fetch
    await expect(createRazorpay(config, busy).refund('pay_1', 100, {}, key)).rejects.toMatchObject({ final: false, status: 409 })
  })

  it('accepts only the signature of the stored order id and the payment id', () => {
    const razorpay = createRazorpay(config)
    const good = hmac('order_IluGWxBm9U8zJ8|pay_29QQoUBi66xm2f', 'thisisasecret')
    expect(razorpay.verifyPayment('order_IluGWxBm9U8zJ8', 'pay_29QQoUBi66xm2f', good)).toBe(true)
    expect(razorpay.verifyPayment('order_SomeoneElses', 'pay_29QQoUBi66xm2f', good)).toBe(false)
    expect(razorpay.verifyPayment('order_IluGWxBm9U8zJ8', 'pay_29QQoUBi66xm2f', good.replace(/.$/, '0'))).toBe(false)
    expect(razorpay.verifyPayment('order_IluGWxBm9U8zJ8', 'pay_29QQoUBi66xm2f', 'short')).toBe(false)
  })

  it('checks webhooks over the raw body, and refuses them without a webhook secret', () => {
    const body = '{"event":"payment.captured","payload":{}}'
    expect(createRazorpay(config).verifyWebhook(body, hmac(body, 'webhook-secret'))).toBe(true)
    expect(createRazorpay(config).verifyWebhook(`${body} `, hmac(body, 'webhook-secret'))).toBe(false)
    expect(createRazorpay({ keyId: 'k', keySecret: 's' }).verifyWebhook(body, hmac(body, 'webhook-secret'))).toBe(false)
  })
})
