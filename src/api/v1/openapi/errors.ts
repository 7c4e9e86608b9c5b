import { z } from 'zod'
import { REFUSAL_REASONS } from '#src/modules/offers/index.ts'
import { FAILURE_CODES, FAILURE_MEANINGS } from '#src/platform/failure.ts'
import { HTTP_STATUS } from '#src/platform/http-failures.ts'
import type { ErrorStatus } from './operation.ts'

// The API's errors, described once: every code with its status and meaning, and one error body
// (`failureBody`'s `{ error: { code, message, details? } }`) per status, naming that status's codes.

/** Codes the API answers with beside the services' failures: refusals of the HTTP layer and the router. */
export const API_ERROR_CODES = {
  invalid_json: { status: 400, meaning: 'The body is not UTF-8 JSON, or nests deeper than 32 levels.' },
  invalid_slug: { status: 400, meaning: "A product's slug is lower-case letters, digits and hyphens." },
  method_not_allowed: { status: 405, meaning: 'The path takes other methods: the Allow header names them.' },
  payload_too_large: {
    status: 413,
    meaning: 'The body is larger than the address takes: 1 MB, more where pictures or documents are sent.',
  },
  unsupported_media_type: { status: 415, meaning: 'A body that is not application/json.' },
} as const satisfies Record<string, { status: ErrorStatus; meaning: string }>

export interface ErrorCode {
  code: string
  status: number
  meaning: string
}

/** Every code an error answer may carry, with its status and meaning. */
export const ERROR_CODES: ErrorCode[] = [
  ...FAILURE_CODES.map((code) => ({ code, status: HTTP_STATUS[code], meaning: FAILURE_MEANINGS[code] })),
  ...Object.entries(API_ERROR_CODES).map(([code, { status, meaning }]) => ({ code, status, meaning })),
]

export const STATUS_NAMES: Record<ErrorStatus, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
}

/** A seller's profile changed since the admin opened it: the fields that did, beside a 409 (decision 079). */
const profileChange = z.object({ label: z.string(), before: z.string(), after: z.string() })

/** The error body of one status, its code one of that status's codes; null for 503, which is plain text. */
export function errorSchemaOf(status: ErrorStatus): z.ZodType | null {
  const codes = ERROR_CODES.filter((c) => c.status === status).map(({ code, meaning }) => z.literal(code).meta({ description: meaning }))
  if (codes.length === 0) return null
  const error = z.object({
    code: (codes.length === 1 ? (codes[0] as z.ZodType) : z.union(codes)).meta({ description: 'Stable: a client may rely on it.' }),
    message: z.string().meta({ description: 'What a person reads.' }),
    details: z
      .union([
        z.record(z.string(), z.string()).meta({ description: 'A message per field or query parameter.' }),
        z.array(z.object({ param: z.string(), message: z.string() })).meta({ description: "The product listing's query, per parameter." }),
      ])
      .optional(),
  })
  if (status === 409)
    return z.object({
      error,
      changes: z.array(profileChange).optional().meta({ description: "What changed in a seller's profile since the version reviewed." }),
    })
  if (status === 400 || status === 422)
    return z.object({
      error,
      reason: z.enum(REFUSAL_REASONS).nullable().optional().meta({
        description:
          'Applying an offer code (`applyOfferCode`): why the code gives nothing (`offer_refused`); null when it was not checked.',
      }),
    })
  return z.object({ error })
}

/** Headers an error answer of a status carries. */
export const ERROR_HEADERS: Partial<Record<ErrorStatus, Record<string, string>>> = {
  401: { 'WWW-Authenticate': "`Bearer` when a seller's API key was refused." },
  405: { Allow: 'The methods the path takes.' },
  429: { 'Retry-After': 'Seconds to wait before asking again.' },
  503: { 'Retry-After': 'Seconds to wait before asking again.' },
}
