import type { Failure, FailureCode } from '#src/platform/failure.ts'

/**
 * The one place where an expected failure becomes HTTP: its status for pages and the JSON API, and
 * the code an API client sees (the failure's own code, so clients can rely on it).
 */
export const HTTP_STATUS: Record<FailureCode, number> = {
  invalid_input: 400,
  invalid_query: 400,
  not_signed_in: 401,
  invalid_credentials: 401,
  forbidden: 403,
  admins_only: 403,
  vendors_only: 403,
  not_found: 404,
  conflict: 409,
  sold_out: 409,
  not_cancellable: 409,
  illegal_transition: 409,
  idempotency_mismatch: 422,
  offer_refused: 422,
  payment_invalid: 400,
  rate_limited: 429,
  invalid_api_key: 401,
  api_key_scope: 403,
  refund_failed: 502,
  payment_unavailable: 502,
}

export const httpStatusOf = (failure: Pick<Failure, 'code'>): number => HTTP_STATUS[failure.code]

/** The JSON API's error body for a failure: `{ error: { code, message, details } }`. */
export function failureBody(failure: Failure) {
  return { error: { code: failure.code, message: failure.message, ...(failure.errors ? { details: failure.errors } : {}) } }
}
