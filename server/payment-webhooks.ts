import type { IncomingMessage, ServerResponse } from 'node:http'
import { handleRazorpayWebhook, handleStripeWebhook } from '#src/modules/orders/index.ts'
import type { AppServices } from '#src/platform/context.ts'
import { failureBody, httpStatusOf } from '#src/platform/http-failures.ts'
import { jsonHeaders, sendBuffered } from './send.ts'

/** The gateways' webhook addresses; their bodies are taken raw (request-body.ts), for the signatures cover the bytes. */
export const WEBHOOK_PATHS = {
  razorpay: '/api/v1/payments/razorpay/webhook',
  stripe: '/api/v1/payments/stripe/webhook',
} as const

export const isWebhookPath = (pathname: string) => pathname === WEBHOOK_PATHS.razorpay || pathname === WEBHOOK_PATHS.stripe

/**
 * A gateway's POST: its raw body as text (never re-serialised) and its signature header, to the service
 * that checks and handles it. 2xx tells the gateway it is done; any other status makes it deliver again.
 */
export async function answerWebhook(
  services: AppServices,
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  bytes: Buffer | undefined,
): Promise<void> {
  const raw = bytes?.toString('utf8') ?? ''
  const result =
    pathname === WEBHOOK_PATHS.stripe
      ? await handleStripeWebhook(services, raw, String(req.headers['stripe-signature'] ?? ''))
      : await handleRazorpayWebhook(services, raw, String(req.headers['x-razorpay-signature'] ?? ''))
  const [status, body] = result.ok
    ? [200, result.handled ? { ok: true, ...('duplicate' in result && result.duplicate ? { duplicate: true } : {}) } : { ignored: true }]
    : [httpStatusOf(result), failureBody(result)]
  sendBuffered(req, res, status, jsonHeaders(), Buffer.from(JSON.stringify(body)))
}
