import type { z } from 'zod'
import * as accounts from '#src/modules/accounts/index.ts'
import type { Actor, ServiceContext } from '#src/platform/context.ts'
import { type Failure, fail } from '#src/platform/failure.ts'
import { httpStatusOf } from '#src/platform/http-failures.ts'
import { fieldErrors } from '#src/platform/validation.ts'
import { cookiesOf } from '../cookies.ts'
import { type ApiResult, apiError, ok } from './api-result.ts'

// JSON sign-up, sign-in and sign-out over the same services as the pages (same rate limit, same role rules).

const publicUser = (actor: Actor) => ({ id: actor.id, name: actor.name, email: actor.email, role: actor.role })

/** The first field's message is the answer's message (a sign-in refusal has only the form's). */
function failure(outcome: Failure & { errors: Record<string, string | undefined> }): ApiResult {
  const message = Object.values(outcome.errors).find(Boolean) ?? outcome.message
  return apiError(httpStatusOf(outcome), outcome.code, message, outcome.errors)
}

/** A body of the form's fields only: anything else is a 400 that names the fields, before any service runs. */
function strictly(schema: z.ZodType, body: unknown): ApiResult | null {
  const parsed = schema.safeParse(body ?? {})
  if (parsed.success) return null
  const errors = fieldErrors<string>(parsed.error)
  return failure({ ...fail('invalid_input', 'Please correct the highlighted fields.'), errors })
}

export async function signUpApi(ctx: ServiceContext, body: unknown): Promise<ApiResult> {
  const refused = strictly(accounts.signUpBodySchema, body)
  if (refused) return refused
  const outcome = await accounts.register(ctx, body ?? {}, 'customer')
  if (!outcome.ok) return failure(outcome)
  return { status: 201, body: { user: publicUser(outcome.actor) }, headers: { 'set-cookie': cookiesOf(outcome, ctx.secureCookies) } }
}

export async function signInApi(ctx: ServiceContext, body: unknown): Promise<ApiResult> {
  const refused = strictly(accounts.signInBodySchema, body)
  if (refused) return refused
  const outcome = await accounts.signIn(ctx, body ?? {})
  if (!outcome.ok) return failure(outcome)
  return ok({ user: publicUser(outcome.actor) }, { 'set-cookie': cookiesOf(outcome, ctx.secureCookies) })
}

export async function signOutApi(ctx: ServiceContext): Promise<ApiResult> {
  return { status: 204, body: null, headers: { 'set-cookie': await accounts.signOut(ctx) } }
}

/** GET /api/v1/me: who the session belongs to, and nothing more (no hash, token or internal flag). */
export function meApi(ctx: ServiceContext): ApiResult {
  if (!ctx.actor) return apiError(401, 'not_signed_in', 'You need to be logged in.')
  return ok({ user: publicUser(ctx.actor) }, { 'cache-control': 'private, no-store' })
}
