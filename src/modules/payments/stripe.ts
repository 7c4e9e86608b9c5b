import { createHmac, timingSafeEqual } from 'node:crypto'

export interface StripeConfig {
  /** sk_test_… or sk_live_…: the API's Bearer key, never sent to a browser. */
  secretKey: string
  /** pk_test_… or pk_live_…: what Stripe.js runs with in the shopper's browser. */
  publishableKey: string
  /** whsec_…: the webhook endpoint's signing secret; without it every webhook is refused. */
  webhookSecret?: string
  /** Stripe's API (https://api.stripe.com); a local fake's for tests and the demo. */
  apiBase?: string
  /** Where the browser loads Stripe.js (https://js.stripe.com/v3); the local fake's in a test shop. */
  jsUrl?: string
}

/** A PaymentIntent as far as the shop reads it. */
export interface StripePaymentIntent {
  id: string
  /** The smallest unit: paise for inr. */
  amount: number
  amount_received?: number
  currency: string
  status: string
  client_secret?: string
  metadata: Record<string, string>
}

/** A refund as the Refunds API answers and lists it; `metadata.refund_record` names the shop's record when the shop sent it. */
export interface StripeRefund {
  id: string
  amount: number
  currency: string
  payment_intent: string | null
  status: string
  metadata: Record<string, string>
  failure_reason?: string | null
  created: number
}

/** A charge as List all charges answers it: the money a PaymentIntent took, when it took it. */
export interface StripeCharge {
  id: string
  amount: number
  amount_refunded: number
  currency: string
  payment_intent: string | null
  /** succeeded, pending or failed. */
  status: string
  refunded: boolean
  balance_transaction: string | null
  created: number
}

/**
 * A balance transaction: every move of the Stripe balance (a charge in, a refund out, a payout to the
 * bank) with Stripe's fee on it. `fee` is the whole fee; `fee_details` breaks it down, and Stripe India
 * shows the GST on its fee as a `tax` line.
 */
export interface StripeBalanceTransaction {
  id: string
  amount: number
  fee: number
  fee_details: { amount: number; currency: string; type: string; description: string | null }[]
  net: number
  currency: string
  type: string
  source: string | null
  created: number
}

/** A payout from the Stripe balance to the store's bank account. */
export interface StripePayout {
  id: string
  amount: number
  currency: string
  /** paid, pending, in_transit, canceled or failed. */
  status: string
  arrival_date: number
  created: number
}

/** Stripe's own default, in seconds: a delivery signed longer ago than this is taken as a replay. */
export const STRIPE_WEBHOOK_TOLERANCE = 300

export class StripeError extends Error {
  override name = 'StripeError'
  /** Stripe's HTTP status; none when it could not be reached or did not answer in time. */
  readonly status: number | null
  constructor(message: string, status: number | null = null) {
    super(message)
    this.status = status
  }
  /**
   * Whether asking again cannot help: Stripe refused the request itself (a 4xx other than 409, "the same
   * idempotency key is in use", and 429, "too many requests"). No answer, a timeout or a 5xx may have been
   * done or not, and is asked again under the same key.
   */
  get final(): boolean {
    return this.status !== null && this.status >= 400 && this.status < 500 && this.status !== 409 && this.status !== 429
  }
}

/** Stripe's request bodies are forms; nested objects are `metadata[order_id]=…`, as Stripe's own libraries send them. */
export function formEncode(params: Record<string, unknown>, prefix = ''): string {
  const parts: string[] = []
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue
    const name = prefix ? `${prefix}[${key}]` : key
    if (typeof value === 'object') parts.push(formEncode(value as Record<string, unknown>, name))
    else parts.push(`${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
  }
  return parts.filter(Boolean).join('&')
}

/**
 * Checks a Stripe-Signature header (`t=<unix seconds>,v1=<hex>,v1=<hex>,v0=…`) as Stripe documents it:
 * HMAC-SHA256 of `<t>.<raw body>` with the endpoint's signing secret, hex, compared in constant time
 * with each v1 value (there are two while a rolled secret's old one still signs); other schemes are
 * ignored. A timestamp further than `toleranceSeconds` from now, either way, is refused: a captured
 * delivery replayed later no longer verifies.
 */
export function verifyStripeSignature(
  rawBody: string,
  header: string,
  secret: string,
  now: Date,
  toleranceSeconds = STRIPE_WEBHOOK_TOLERANCE,
): 'valid' | 'malformed' | 'mismatch' | 'stale' {
  let timestamp: number | null = null
  const signatures: string[] = []
  for (const item of header.split(',')) {
    const at = item.indexOf('=')
    if (at < 0) continue
    const key = item.slice(0, at).trim()
    const value = item.slice(at + 1).trim()
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value)
    else if (key === 'v1' && /^[0-9a-f]{64}$/.test(value)) signatures.push(value)
  }
  if (timestamp === null || signatures.length === 0 || !secret) return 'malformed'
  const expected = Buffer.from(createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest('hex'), 'utf8')
  // Every candidate is compared, so the time taken says nothing of which one (if any) matched.
  let matched = false
  for (const signature of signatures) if (timingSafeEqual(expected, Buffer.from(signature, 'utf8'))) matched = true
  if (!matched) return 'mismatch'
  return Math.abs(Math.floor(now.getTime() / 1000) - timestamp) > toleranceSeconds ? 'stale' : 'valid'
}

interface StripeErrorBody {
  error?: { message?: string; code?: string; type?: string }
}

/**
 * The Stripe adapter: the server creates the PaymentIntent for the order's exact amount in rupees,
 * refunds through the Refunds API, and checks webhooks. Requests are forms with the secret key as
 * Bearer token; every request that makes something carries an Idempotency-Key, so one whose answer
 * was lost can be sent again and gets the same object back. `fetchImpl` is the edge of the world: tests
 * give it a fake of Stripe's API.
 */
export function createStripe(config: StripeConfig, fetchImpl: typeof fetch = fetch) {
  const base = (config.apiBase ?? 'https://api.stripe.com').replace(/\/+$/, '')

  async function call<T>(
    what: string,
    method: 'GET' | 'POST',
    path: string,
    params: Record<string, unknown>,
    idempotencyKey?: string,
  ): Promise<T> {
    const body = formEncode(params)
    let response: Response
    try {
      response = await fetchImpl(method === 'GET' && body ? `${base}${path}?${body}` : `${base}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${config.secretKey}`,
          ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
        ...(method === 'POST' ? { body } : {}),
        signal: AbortSignal.timeout(10_000),
      })
    } catch (error) {
      throw new StripeError(`Stripe did not answer (${what}): ${error instanceof Error ? error.message : String(error)}`)
    }
    const answer = (await response.json().catch(() => ({}))) as T & StripeErrorBody
    if (!response.ok)
      throw new StripeError(
        `Stripe refused ${what} (${response.status}): ${answer.error?.message ?? answer.error?.code ?? 'no message'}`,
        response.status,
      )
    return answer
  }

  /**
   * Every object of a list between two instants (Unix seconds, inclusive), newest first as Stripe lists
   * them, 100 a page (Stripe's most), each page after the last object of the one before
   * (`starting_after`) while Stripe says `has_more`.
   */
  async function listAll<T extends { id: string }>(path: string, filter: string, from: Date, to: Date): Promise<T[]> {
    const all: T[] = []
    const range = { gte: Math.floor(from.getTime() / 1000), lte: Math.floor(to.getTime() / 1000) }
    for (let after: string | undefined; ; ) {
      const page = await call<{ data?: T[]; has_more?: boolean }>(`to list ${path}`, 'GET', path, {
        [filter]: range,
        limit: 100,
        starting_after: after,
      })
      if (!Array.isArray(page.data)) throw new StripeError(`Stripe did not list ${path}`)
      all.push(...page.data)
      after = page.data.at(-1)?.id
      if (!page.has_more || !after) return all
    }
  }

  return {
    publishableKey: config.publishableKey,
    jsUrl: config.jsUrl ?? 'https://js.stripe.com/v3',

    /**
     * A PaymentIntent for the order's whole amount due, in rupees, with the order in its metadata and the
     * payment methods the Dashboard turns on. The key is the order's, so a repeat (an answer lost, two
     * tabs) answers the same intent for 24 hours, Stripe's idempotency window.
     */
    async createPaymentIntent(amountPaise: number, order: { id: string; number: string }): Promise<StripePaymentIntent> {
      const intent = await call<Partial<StripePaymentIntent>>(
        'to create the payment',
        'POST',
        '/v1/payment_intents',
        {
          amount: amountPaise,
          currency: 'inr',
          description: `Order ${order.number}`,
          metadata: { order_id: order.id, order_number: order.number },
          automatic_payment_methods: { enabled: true },
        },
        `payment-intent-${order.id}`,
      )
      if (typeof intent.id !== 'string' || intent.amount !== amountPaise || intent.currency !== 'inr')
        throw new StripeError('Stripe answered with a different amount or currency')
      return intent as StripePaymentIntent
    },

    /** A PaymentIntent as Stripe records it now, with its client secret for the Payment Element. */
    async retrievePaymentIntent(id: string): Promise<StripePaymentIntent> {
      const intent = await call<Partial<StripePaymentIntent>>('the payment', 'GET', `/v1/payment_intents/${encodeURIComponent(id)}`, {})
      if (typeof intent.id !== 'string' || typeof intent.amount !== 'number') throw new StripeError('Stripe did not return the payment')
      return intent as StripePaymentIntent
    },

    /**
     * Refunds a PaymentIntent in full or in part; answers Stripe's refund. The idempotency key is the
     * shop's refund record's (decision 070): a repeat with the same key answers the same refund, never a
     * second one.
     */
    async refund(paymentIntentId: string, amountPaise: number, metadata: Record<string, string>, idempotencyKey: string) {
      const refund = await call<Partial<StripeRefund>>(
        'the refund',
        'POST',
        '/v1/refunds',
        { payment_intent: paymentIntentId, amount: amountPaise, metadata },
        idempotencyKey,
      )
      if (typeof refund.id !== 'string') throw new StripeError('Stripe answered the refund without its id')
      return refund as StripeRefund
    },

    /** The refunds of one PaymentIntent (the newest 100: far more than an order has). */
    async listRefunds(paymentIntentId: string): Promise<StripeRefund[]> {
      const list = await call<{ data?: StripeRefund[] }>('to list the refunds', 'GET', '/v1/refunds', {
        payment_intent: paymentIntentId,
        limit: 100,
      })
      if (!Array.isArray(list.data)) throw new StripeError('Stripe did not list the refunds')
      return list.data
    },

    /** The charges made between two instants (List all charges, `created`): the day's payments. */
    listCharges: (from: Date, to: Date) => listAll<StripeCharge>('/v1/charges', 'created', from, to),
    /** The refunds made between two instants (List all refunds, `created`). */
    listRefundsBetween: (from: Date, to: Date) => listAll<StripeRefund>('/v1/refunds', 'created', from, to),
    /** The balance's moves between two instants (List all balance transactions, `created`): fees on each. */
    listBalanceTransactions: (from: Date, to: Date) => listAll<StripeBalanceTransaction>('/v1/balance_transactions', 'created', from, to),
    /** The payouts arriving at the bank between two instants (List all payouts, `arrival_date`). */
    listPayouts: (from: Date, to: Date) => listAll<StripePayout>('/v1/payouts', 'arrival_date', from, to),

    /** Whether a webhook delivery is Stripe's, and fresh (see verifyStripeSignature). */
    verifyWebhook(rawBody: string, header: string, now: Date) {
      return config.webhookSecret ? verifyStripeSignature(rawBody, header, config.webhookSecret, now) : ('malformed' as const)
    },
  }
}

export type Stripe = ReturnType<typeof createStripe>
