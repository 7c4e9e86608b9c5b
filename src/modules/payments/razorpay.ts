import { createHmac, timingSafeEqual } from 'node:crypto'

export interface RazorpayConfig {
  keyId: string
  keySecret: string
  /** For webhooks (set in the Razorpay dashboard); without it webhooks are refused. */
  webhookSecret?: string
  apiBase?: string
}

export interface RazorpayOrder {
  id: string
  amount: number
  currency: string
  receipt: string
  status: string
}

export interface RazorpayPayment {
  id: string
  amount: number
  currency: string
  order_id: string
  status: string
  /** How it was paid (card, upi, netbanking, wallet…), with the card's network and issuer (a bank code) or the netbanking bank. */
  method?: string
  bank?: string | null
  card?: { network?: string; issuer?: string } | null
}

/** A payment as Fetch All Payments lists it: with the fee Razorpay kept and the GST on that fee. */
export interface RazorpayListedPayment extends RazorpayPayment {
  fee?: number | null
  tax?: number | null
  created_at: number
}

/** A refund as Fetch All Refunds lists it; `notes.refund_record` names the shop's record when the shop sent it. */
export interface RazorpayListedRefund {
  id: string
  amount: number
  currency: string
  payment_id: string
  notes?: Record<string, string> | []
  status: string
  created_at: number
}

/** A settlement to the store's bank (Fetch All Settlements). */
export interface RazorpaySettlement {
  id: string
  amount: number
  status: string
  fees: number
  tax: number
  utr: string
  created_at: number
}

/** Razorpay's largest page. */
const PAGE = 100

export class RazorpayError extends Error {
  override name = 'RazorpayError'
  /** Razorpay's HTTP status; none when it could not be reached or did not answer in time. */
  readonly status: number | null
  constructor(message: string, status: number | null = null) {
    super(message)
    this.status = status
  }
  /**
   * Whether asking again cannot help: Razorpay refused the request itself (a 4xx other than 409, "the
   * same key is still being processed", and 429). No answer, a timeout or a 5xx may have been done or not.
   */
  get final(): boolean {
    return this.status !== null && this.status >= 400 && this.status < 500 && this.status !== 409 && this.status !== 429
  }
}

/** Hex HMAC-SHA256, compared in constant time so a forger learns nothing from timing. */
function signatureMatches(payload: string, secret: string, signature: string): boolean {
  const expected = Buffer.from(createHmac('sha256', secret).update(payload).digest('hex'), 'utf8')
  const given = Buffer.from(signature, 'utf8')
  return expected.length === given.length && timingSafeEqual(expected, given)
}

/**
 * The Razorpay adapter: the server creates the Razorpay order for the exact amount, checks the
 * signature the browser brings back, and checks webhooks. `fetchImpl` is the edge of the world: tests
 * give it recorded Razorpay answers.
 */
export function createRazorpay(config: RazorpayConfig, fetchImpl: typeof fetch = fetch) {
  const base = config.apiBase ?? 'https://api.razorpay.com'
  const auth = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`

  /** A collection read whole: `from` and `to` in Unix seconds, `count` 100 and `skip` until a short page. */
  async function listAll<T>(collection: string, from: Date, to: Date): Promise<T[]> {
    const items: T[] = []
    for (let skip = 0; ; skip += PAGE) {
      const query = new URLSearchParams({
        from: String(Math.floor(from.getTime() / 1000)),
        to: String(Math.floor(to.getTime() / 1000)),
        count: String(PAGE),
        skip: String(skip),
      })
      const response = await fetchImpl(`${base}/v1/${collection}?${query}`, {
        headers: { authorization: auth },
        signal: AbortSignal.timeout(10_000),
      })
      const body = (await response.json().catch(() => ({}))) as { items?: T[]; error?: { description?: string } }
      if (!response.ok || !Array.isArray(body.items))
        throw new RazorpayError(
          `Razorpay did not list its ${collection} (${response.status}): ${body.error?.description ?? 'no description'}`,
          response.status,
        )
      items.push(...body.items)
      if (body.items.length < PAGE) return items
    }
  }

  return {
    keyId: config.keyId,

    async createOrder(amountPaise: number, receipt: string, notes: Record<string, string>): Promise<RazorpayOrder> {
      const response = await fetchImpl(`${base}/v1/orders`, {
        method: 'POST',
        headers: { authorization: auth, 'content-type': 'application/json' },
        body: JSON.stringify({ amount: amountPaise, currency: 'INR', receipt, notes }),
        signal: AbortSignal.timeout(10_000),
      })
      const body = (await response.json().catch(() => ({}))) as Partial<RazorpayOrder> & { error?: { description?: string } }
      if (!response.ok || typeof body.id !== 'string') {
        throw new RazorpayError(`Razorpay refused to create the order (${response.status}): ${body.error?.description ?? 'no description'}`)
      }
      if (body.amount !== amountPaise || body.currency !== 'INR')
        throw new RazorpayError('Razorpay answered with a different amount or currency')
      return body as RazorpayOrder
    },

    /**
     * Refunds a captured payment in full or in part; answers Razorpay's refund id. The idempotency key
     * (X-Refund-Idempotency: 10 or more letters, digits, hyphens, underscores) makes a repeat of the same
     * request answer the same refund instead of making a second one, so a request whose answer was lost
     * can be sent again safely, with the same body.
     */
    async refund(paymentId: string, amountPaise: number, notes: Record<string, string>, idempotencyKey: string): Promise<string> {
      let response: Response
      try {
        response = await fetchImpl(`${base}/v1/payments/${encodeURIComponent(paymentId)}/refund`, {
          method: 'POST',
          headers: { authorization: auth, 'content-type': 'application/json', 'x-refund-idempotency': idempotencyKey },
          body: JSON.stringify({ amount: amountPaise, notes }),
          signal: AbortSignal.timeout(10_000),
        })
      } catch (error) {
        throw new RazorpayError(`Razorpay did not answer the refund: ${error instanceof Error ? error.message : String(error)}`)
      }
      const body = (await response.json().catch(() => ({}))) as { id?: unknown; error?: { description?: string } }
      if (!response.ok || typeof body.id !== 'string')
        throw new RazorpayError(
          `Razorpay refused the refund (${response.status}): ${body.error?.description ?? 'no description'}`,
          response.status,
        )
      return body.id
    },

    /** A payment as Razorpay records it: what was paid, in which currency, for which Razorpay order. */
    async fetchPayment(paymentId: string): Promise<RazorpayPayment> {
      // With the card's details (network, issuer): a bank offer is checked against them (decision 083).
      const response = await fetchImpl(`${base}/v1/payments/${encodeURIComponent(paymentId)}?expand[]=card`, {
        headers: { authorization: auth },
        signal: AbortSignal.timeout(10_000),
      })
      const body = (await response.json().catch(() => ({}))) as Partial<RazorpayPayment> & { error?: { description?: string } }
      if (!response.ok || typeof body.id !== 'string' || typeof body.amount !== 'number')
        throw new RazorpayError(`Razorpay did not return the payment (${response.status}): ${body.error?.description ?? 'no description'}`)
      return {
        id: body.id,
        amount: body.amount,
        currency: String(body.currency),
        order_id: String(body.order_id),
        status: String(body.status),
        ...(typeof body.method === 'string' ? { method: body.method } : {}),
        ...(typeof body.bank === 'string' ? { bank: body.bank } : {}),
        ...(body.card && typeof body.card === 'object'
          ? { card: { network: String(body.card.network ?? ''), issuer: String(body.card.issuer ?? '') } }
          : {}),
      }
    },

    /** Every payment Razorpay made between two moments (Fetch All Payments, paged 100 at a time). */
    listPayments: (from: Date, to: Date) => listAll<RazorpayListedPayment>('payments', from, to),
    /** Every refund Razorpay made between two moments (Fetch All Refunds). */
    listRefunds: (from: Date, to: Date) => listAll<RazorpayListedRefund>('refunds', from, to),
    /** Every settlement Razorpay made to the store's bank between two moments (Fetch All Settlements). */
    listSettlements: (from: Date, to: Date) => listAll<RazorpaySettlement>('settlements', from, to),

    /** The browser's proof of payment: HMAC of "<our stored Razorpay order id>|<payment id>". */
    verifyPayment(storedOrderId: string, paymentId: string, signature: string): boolean {
      return signatureMatches(`${storedOrderId}|${paymentId}`, config.keySecret, signature)
    },

    /** X-Razorpay-Signature: HMAC of the raw request body with the webhook secret. */
    verifyWebhook(rawBody: string, signature: string): boolean {
      return config.webhookSecret !== undefined && signatureMatches(rawBody, config.webhookSecret, signature)
    },
  }
}

export type Razorpay = ReturnType<typeof createRazorpay>
