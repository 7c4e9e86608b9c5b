import type { ServiceContext } from '#src/platform/context.ts'
import { type Failure, fail } from '#src/platform/failure.ts'
import * as repo from './rate-limit.repository.ts'

/** The forms a client address may post only so often (ASVS 2.2.2: anti-automation). */
export type LimitedForm = 'contact' | 'newsletter' | 'sign-up' | 'password-reset' | 'review' | 'complaint' | 'complaint-lookup'

/** The window over which FORM_RATE_LIMIT posts of one form are allowed from one address. */
export const FORM_WINDOW_MS = 10 * 60 * 1000

export const TOO_MANY_POSTS = 'You have sent this form several times in a short while. Please wait a few minutes and try again.'

export type LimitResult = { ok: true } | Failure<'rate_limited'>

/**
 * Counts a post of `form` from the request's client address and says whether it may go ahead. The
 * count lives in the database, so every instance of the shop shares it.
 */
export async function allowFormPost(ctx: ServiceContext, form: LimitedForm, now = Date.now()): Promise<LimitResult> {
  const windowStart = new Date(now - FORM_WINDOW_MS).toISOString()
  const hits = await repo.countHit(ctx.db, `${form}:${ctx.clientIp}`, new Date(now).toISOString(), windowStart)
  // A key's first hit in a window is a cheap moment to forget everyone whose window has long ended.
  if (hits === 1) await repo.deleteStale(ctx.db, new Date(now - 24 * 60 * 60 * 1000).toISOString())
  if (hits <= ctx.formRateLimit) return { ok: true }
  ctx.log.warn({ form, clientIp: ctx.clientIp, hits }, 'form post refused: rate limit')
  return fail('rate_limited', TOO_MANY_POSTS)
}

/** Requests one seller's API key may make in a minute, shared by every instance (issue 46). */
export const API_KEY_REQUESTS_PER_MINUTE = 120

/** Counts a request made with an API key and says whether it may go ahead. */
export async function allowApiKeyRequest(ctx: ServiceContext, keyId: string, now = Date.now()): Promise<LimitResult> {
  const hits = await repo.countHit(ctx.db, `api-key:${keyId}`, new Date(now).toISOString(), new Date(now - 60_000).toISOString())
  if (hits <= API_KEY_REQUESTS_PER_MINUTE) return { ok: true }
  ctx.log.warn({ apiKey: keyId, hits }, 'API request refused: rate limit')
  return fail(
    'rate_limited',
    `This API key has made more than ${API_KEY_REQUESTS_PER_MINUTE} requests in a minute. Please slow down and try again shortly.`,
  )
}
