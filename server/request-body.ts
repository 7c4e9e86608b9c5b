import type { IncomingMessage, ServerResponse } from 'node:http'
import { createHeaders } from '@remix-run/node-fetch-server'
import { IMAGE_LIMITS } from '#src/modules/catalog/index.ts'
import { MAX_RETURN_PHOTOS } from '#src/modules/orders/index.ts'

/**
 * The one place a request body is read. Every page action, API handler and the payment webhook gets
 * its body from here, already checked: a content type the route takes, within the route's size, and
 * (for forms, multipart and JSON) parsed once without error. A body that fails any check is refused
 * with a 4xx before an action or handler runs, so nothing downstream meets a body it cannot read.
 */

export const MAX_BODY_BYTES = 1024 * 1024
/** The product form carries its images: up to the image count times the per-image limit, plus the fields. */
const MAX_UPLOAD_BODY_BYTES = IMAGE_LIMITS.maxImages * IMAGE_LIMITS.maxBytes + MAX_BODY_BYTES
/** A return carries up to three photos of the item. */
const MAX_RETURN_BODY_BYTES = MAX_RETURN_PHOTOS * IMAGE_LIMITS.maxBytes + MAX_BODY_BYTES
/** The vendor API's product create and edit carry their pictures too (base64, a third larger). */
const MAX_UPLOAD_API_BYTES = Math.ceil(MAX_UPLOAD_BODY_BYTES * 1.4)
/** A seller's profile page sends one document at a time (decision 079): one file's limit, plus the fields. */
const MAX_DOCUMENT_BODY_BYTES = IMAGE_LIMITS.maxBytes + MAX_BODY_BYTES
const MAX_DOCUMENT_API_BYTES = Math.ceil(MAX_DOCUMENT_BODY_BYTES * 1.4)
/** Deeper than any body the API takes; deep nesting only serves to exhaust the stack of whoever walks it. */
export const MAX_JSON_DEPTH = 32

const PRODUCT_FORMS = /^\/(?:vendor\/products\/(?:new|[^/]+\/edit)|admin\/products\/[^/]+\/edit)(?:\.data)?$/
const RETURN_FORM = /^\/orders\/[^/]+\/return(?:\.data)?$/
const UPLOAD_APIS = /^\/api\/v1\/vendor\/products(?:\/[^/]+)?$/
const PROFILE_FORM = /^\/vendor\/profile(?:\.data)?$/
const DOCUMENT_API = /^\/api\/v1\/vendor\/profile\/documents\/[^/]+$/

export const FORM = 'application/x-www-form-urlencoded'
export const MULTIPART = 'multipart/form-data'
export const JSON_TYPE = 'application/json'

export type BodyKind = 'page' | 'api' | 'webhook'

export interface BodyPolicy {
  kind: BodyKind
  /** Media types this route takes; the first is the one named in a refusal. */
  accepts: readonly string[]
  maxBytes: number
  /** An API call that needs no body (sign-out, cancel, refund) may be sent without one, and without a type. */
  emptyAllowed: boolean
}

/** What a route accepts, by where it lives: pages take forms, the API JSON, the gateways' webhooks their raw JSON. */
export function bodyPolicy(method: string, pathname: string): BodyPolicy {
  // Raw bytes, never parsed here: Razorpay's and Stripe's signatures are over the body exactly as sent.
  if (pathname === '/api/v1/payments/razorpay/webhook' || pathname === '/api/v1/payments/stripe/webhook')
    return { kind: 'webhook', accepts: [JSON_TYPE], maxBytes: MAX_BODY_BYTES, emptyAllowed: false }
  if (pathname.startsWith('/api/')) {
    const upload = (method === 'POST' || method === 'PUT') && UPLOAD_APIS.test(pathname)
    const document = method === 'PUT' && DOCUMENT_API.test(pathname)
    const maxBytes = upload ? MAX_UPLOAD_API_BYTES : document ? MAX_DOCUMENT_API_BYTES : MAX_BODY_BYTES
    return { kind: 'api', accepts: [JSON_TYPE], maxBytes, emptyAllowed: true }
  }
  if (PRODUCT_FORMS.test(pathname))
    return { kind: 'page', accepts: [MULTIPART, FORM], maxBytes: MAX_UPLOAD_BODY_BYTES, emptyAllowed: false }
  if (RETURN_FORM.test(pathname)) return { kind: 'page', accepts: [MULTIPART, FORM], maxBytes: MAX_RETURN_BODY_BYTES, emptyAllowed: false }
  if (PROFILE_FORM.test(pathname))
    return { kind: 'page', accepts: [MULTIPART, FORM], maxBytes: MAX_DOCUMENT_BODY_BYTES, emptyAllowed: false }
  return { kind: 'page', accepts: [FORM], maxBytes: MAX_BODY_BYTES, emptyAllowed: false }
}

export type CheckedBody =
  | { ok: true; bytes: Buffer; json?: unknown }
  | { ok: false; status: 400 | 413 | 415; code: string; message: string }

const refuse = (status: 400 | 413 | 415, code: string, message: string): CheckedBody => ({ ok: false, status, code, message })

/** `type/subtype`, lower-cased, or null for a missing or garbled Content-Type. */
export function mediaTypeOf(header: string | undefined): string | null {
  const type = header?.split(';', 1)[0]?.trim().toLowerCase() ?? ''
  return /^[a-z0-9!#$&^_.+-]+\/[a-z0-9!#$&^_.+-]+$/.test(type) ? type : null
}

/** Refuses before reading anything when the declared size or type is already wrong. */
export function checkHead(req: IncomingMessage, policy: BodyPolicy): CheckedBody | null {
  const declared = req.headers['content-length']
  if (declared !== undefined && Number(declared) > policy.maxBytes) return tooLarge(policy)
  const type = mediaTypeOf(req.headers['content-type'])
  const bodiless = declared === '0' || (declared === undefined && req.headers['transfer-encoding'] === undefined)
  if (type === null && bodiless && policy.emptyAllowed) return null
  if (type === null || !policy.accepts.includes(type)) return unsupported(policy)
  return null
}

/** How much past its limit an oversized body is read (and dropped) so its sender can read the 413; beyond, the connection is cut. */
const DRAIN_LIMIT_BYTES = 16 * 1024 * 1024

/** Reads the whole body within the route's limit and checks it parses as its type says. */
export async function readCheckedBody(req: IncomingMessage, policy: BodyPolicy): Promise<CheckedBody> {
  const early = checkHead(req, policy)
  if (early) return early
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    // Past the limit nothing more is kept, but the rest is read and dropped: leaving the loop destroys
    // the request, and a client still sending then meets a reset (EPIPE) instead of reading its 413.
    // A body more than DRAIN_LIMIT_BYTES past its limit is cut off all the same.
    if (size > policy.maxBytes + DRAIN_LIMIT_BYTES) return tooLarge(policy)
    if (size <= policy.maxBytes) chunks.push(chunk as Buffer)
  }
  if (size > policy.maxBytes) return tooLarge(policy)
  const bytes = Buffer.concat(chunks)
  const header = req.headers['content-type']
  const type = mediaTypeOf(header)
  if (type === null) {
    // Only an API call without a body gets here (checkHead); a body must say what it is.
    return bytes.length === 0 ? { ok: true, bytes } : unsupported(policy)
  }
  if (type === MULTIPART) return checkMultipart(bytes, header as string)
  if (type === JSON_TYPE && policy.kind === 'api') return checkJson(bytes)
  return { ok: true, bytes }
}

async function checkMultipart(bytes: Buffer, header: string): Promise<CheckedBody> {
  if (!/;\s*boundary=("?)[^";]+\1/i.test(header))
    return refuse(400, 'malformed_body', 'Bad Request: a multipart form needs a boundary in its Content-Type.')
  try {
    // Node's own parser, the one the action will use: a body it rejects here never reaches an action.
    await new Response(new Uint8Array(bytes), { headers: { 'content-type': header } }).formData()
    return { ok: true, bytes }
  } catch {
    return refuse(
      400,
      'malformed_body',
      'Bad Request: the multipart form could not be read (a truncated file, or a part without Content-Disposition).',
    )
  }
}

/** Reused: a decoder that is not streaming keeps nothing from one call to the next, and making one costs. */
const strictUtf8 = new TextDecoder('utf-8', { fatal: true })

function checkJson(bytes: Buffer): CheckedBody {
  if (bytes.length === 0) return { ok: true, bytes }
  let text: string
  try {
    text = strictUtf8.decode(bytes)
  } catch {
    return refuse(400, 'invalid_json', 'The body is not valid UTF-8 JSON.')
  }
  if (jsonDepth(text) > MAX_JSON_DEPTH)
    return refuse(400, 'invalid_json', `The JSON body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`)
  try {
    return { ok: true, bytes, json: JSON.parse(text) }
  } catch {
    return refuse(400, 'invalid_json', 'The body is not valid JSON.')
  }
}

/** The deepest nesting of arrays and objects, outside strings; counted before JSON.parse builds anything. */
export function jsonDepth(text: string): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 92)
        i++ // a backslash escapes the next character
      else if (c === 34) inString = false
    } else if (c === 34) inString = true
    else if (c === 91 || c === 123) deepest = Math.max(deepest, ++depth)
    else if (c === 93 || c === 125) depth--
  }
  return deepest
}

function tooLarge(policy: BodyPolicy): CheckedBody {
  const limit = policy.maxBytes >= 1024 * 1024 ? `${Math.floor(policy.maxBytes / (1024 * 1024))} MB` : `${policy.maxBytes} bytes`
  return refuse(413, 'payload_too_large', `Payload Too Large: this address takes at most ${limit}.`)
}

function unsupported(policy: BodyPolicy): CheckedBody {
  const what = policy.accepts.join(' or ')
  return refuse(415, 'unsupported_media_type', `Unsupported Media Type: send ${what}.`)
}

/**
 * The page request React Router sees: the checked bytes as its body, instead of the socket stream the
 * HTTP layer has already read. Its signal aborts when the client leaves before the answer, as
 * createRequest's does.
 */
export function checkedRequest(req: IncomingMessage, res: ServerResponse, body: Buffer): Request {
  const controller = new AbortController()
  let answered = false
  res.once('finish', () => {
    answered = true
  })
  res.once('close', () => {
    if (!answered) controller.abort()
  })
  return new Request(`http://${req.headers.host ?? 'localhost'}${req.url}`, {
    method: req.method,
    headers: createHeaders(req),
    body: new Uint8Array(body),
    signal: controller.signal,
  })
}
