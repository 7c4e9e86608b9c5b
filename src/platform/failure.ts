/**
 * Expected failures: a typed value with a stable code and the message a person reads, never an
 * exception and never an HTTP status. The HTTP layer maps codes to statuses in one table
 * (`src/platform/http-failures.ts`), so the pages and the JSON API answer alike.
 */
export const FAILURE_CODES = [
  /** The input is malformed or breaks a rule; `errors` names the fields. */
  'invalid_input',
  /** A list's query has an unknown, repeated or malformed parameter; `errors` names them. */
  'invalid_query',
  /** Nobody is signed in, and the action needs someone. */
  'not_signed_in',
  /** The email and password do not match an account. */
  'invalid_credentials',
  /** Signed in, but not allowed. */
  'forbidden',
  /** Signed in, but the admin area is for admins. */
  'admins_only',
  /** Signed in, but the vendor area is for vendors with a store. */
  'vendors_only',
  /** No such thing, or not yours (the two are not told apart). */
  'not_found',
  /** The thing changed meanwhile; reload and try again. */
  'conflict',
  /** A product has no units left in the quantity asked for. */
  'sold_out',
  /** The order is past the point where it can be cancelled. */
  'not_cancellable',
  /** The order lifecycle refuses this move from the order's present state. */
  'illegal_transition',
  /** The payment provider did not refund; nothing changed here. */
  'refund_failed',
  /** The payment provider could not be reached or refused to start a payment. */
  'payment_unavailable',
  /** A payment did not verify. */
  'payment_invalid',
  /** The same idempotency key came with a different request. */
  'idempotency_mismatch',
  /** Too many requests from this client for now. */
  'rate_limited',
  /** An API key that is malformed, unknown or revoked. */
  'invalid_api_key',
  /** An API key used beyond what it may do: outside the seller's own routes, or a write with a read-only key. */
  'api_key_scope',
  /** An offer code does not apply to this cart now; the message says why (decision 083). */
  'offer_refused',
] as const

export type FailureCode = (typeof FAILURE_CODES)[number]

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
