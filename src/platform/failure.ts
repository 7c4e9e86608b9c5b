/**
 * Expected failures: a typed value with a stable code and the message a person reads, never an
 * exception and never an HTTP status. The HTTP layer maps codes to statuses in one table
 * (`src/platform/http-failures.ts`), so the pages and the JSON API answer alike.
 *
 * Each code with what it means: the JSON API's reference lists them (docs/decisions/082-openapi.md).
 */
export const FAILURE_MEANINGS = {
  invalid_input: 'The input is malformed or breaks a rule; the fields are named (`errors`, `details` in the API).',
  invalid_query: "A list's query has an unknown, repeated or malformed parameter; they are named (`errors`, `details` in the API).",
  not_signed_in: 'Nobody is signed in, and the action needs someone.',
  invalid_credentials: 'The email and password do not match an account.',
  forbidden: 'Signed in, but not allowed.',
  admins_only: 'Signed in, but the admin area is for admins.',
  vendors_only: 'Signed in, but the vendor area is for vendors with a store.',
  not_found: 'No such thing, or not yours (the two are not told apart).',
  conflict: 'The thing changed meanwhile; reload and try again.',
  sold_out: 'A product has no units left in the quantity asked for.',
  not_cancellable: 'The order is past the point where it can be cancelled.',
  illegal_transition: "The order lifecycle refuses this move from the order's present state.",
  refund_failed: 'The payment provider did not refund; nothing changed here.',
  payment_unavailable: 'The payment provider could not be reached or refused to start a payment.',
  payment_invalid: 'A payment did not verify.',
  idempotency_mismatch: 'The same idempotency key came with a different request.',
  rate_limited: 'Too many requests from this client for now.',
  invalid_api_key: 'An API key that is malformed, unknown or revoked.',
  api_key_scope: "An API key used beyond what it may do: outside the seller's own routes, or a write with a read-only key.",
  offer_refused: 'An offer code does not apply to this cart now; the message says why (decision 083).',
} as const satisfies Record<string, string>

export type FailureCode = keyof typeof FAILURE_MEANINGS
export const FAILURE_CODES = Object.keys(FAILURE_MEANINGS) as FailureCode[]

export interface Failure<C extends FailureCode = FailureCode> {
  ok: false
  code: C
  message: string
  /** Per-field messages, for forms. */
  errors?: Record<string, string | undefined>
}

export function fail<C extends FailureCode>(code: C, message: string, errors?: Record<string, string | undefined>): Failure<C> {
  return errors ? { ok: false, code, message, errors } : { ok: false, code, message }
}

/** What a service returns: success with its fields, or a typed failure. */
export type Result<T extends object = object> = ({ ok: true } & T) | Failure

export const isFailure = (value: { ok: boolean }): value is Failure => !value.ok
