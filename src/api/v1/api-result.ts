import type { Failure } from '#src/platform/failure.ts'
import { failureBody, httpStatusOf } from '#src/platform/http-failures.ts'

export interface ApiResult {
  status: number
  body: unknown
  /** Sent as it is instead of `body` as JSON (a CSV statement), with the content type in `headers`. */
  text?: string
  headers?: Record<string, string | string[]>
}

export interface ApiRequest {
  method: string
  url: URL
  /** The parsed JSON body; undefined when missing or malformed. */
  body(): Promise<unknown>
}

/** An answer about one person's session or store: never stored by a cache. */
export const PRIVATE = { 'cache-control': 'private, no-store' }

export const ok = (body: unknown, headers?: ApiResult['headers']): ApiResult => ({ status: 200, body, headers })

export function apiError(status: number, code: string, message: string, details?: unknown): ApiResult {
  return { status, body: { error: { code, message, ...(details === undefined ? {} : { details }) } } }
}

/** A service's typed failure as the API answers it: status and code from the one table. */
export const apiFailure = (failure: Failure): ApiResult => ({ status: httpStatusOf(failure), body: failureBody(failure) })

export const methodNotAllowed = (allow: string): ApiResult => ({
  ...apiError(405, 'method_not_allowed', `Use ${allow}.`),
  headers: { Allow: allow },
})
