import { listSellers, reviewSeller, type SellerStatus, sellerForReview } from '#src/modules/sellers/index.ts'
import { ownSellerProfile, submitOwnSellerProfile, uploadOwnSellerDocument } from '#src/modules/vendors/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { requireActor } from '#src/platform/guards.ts'
import { failureBody, httpStatusOf } from '#src/platform/http-failures.ts'
import { oneOf, parseListQuery } from '#src/platform/paging.ts'
import { asAdmin, isObject, PRIVATE } from './admin-access.ts'
import { type ApiResult, apiError, apiFailure, ok } from './api-result.ts'

// Seller profiles over JSON (decision 038): the seller's own, and the admin's review; the same services
// as /vendor/profile and /admin/sellers. The bank account number is never in an answer, only masked.

export const SELLER_STATUSES = ['incomplete', 'submitted', 'approved', 'rejected', 'suspended'] as const satisfies readonly SellerStatus[]
export const SELLERS_QUERY = { status: oneOf('status', SELLER_STATUSES) }

/** GET /api/v1/vendor/profile: the signed-in seller's own profile and status. */
export async function getOwnProfileApi(ctx: ServiceContext): Promise<ApiResult> {
  requireActor(ctx)
  return ok({ profile: await ownSellerProfile(ctx) }, PRIVATE)
}

/** PUT /api/v1/vendor/profile: every field, as the form sends them; submits it for approval. */
export async function putOwnProfileApi(ctx: ServiceContext, body: unknown): Promise<ApiResult> {
  requireActor(ctx)
  if (!isObject(body)) return apiError(400, 'invalid_input', 'Send a JSON object of the profile’s fields.')
  const outcome = await submitOwnSellerProfile(ctx, body)
  return outcome.ok ? ok({ message: outcome.message, profile: outcome.profile }, PRIVATE) : apiFailure(outcome)
}

/**
 * PUT /api/v1/vendor/profile/documents/:kind (gst_certificate, pan_card, cancelled_cheque): { fileName, data }
 * with the file's bytes in base64; sends or replaces that document for review (decision 079).
 */
export async function putOwnDocumentApi(ctx: ServiceContext, kind: string, body: unknown): Promise<ApiResult> {
  requireActor(ctx)
  if (!isObject(body) || typeof body.data !== 'string')
    return apiError(400, 'invalid_input', 'Send { "fileName": …, "data": the file’s bytes in base64 }.')
  const fileName = typeof body.fileName === 'string' ? body.fileName : 'document'
  const outcome = await uploadOwnSellerDocument(ctx, kind, { fileName, bytes: new Uint8Array(Buffer.from(body.data, 'base64')) })
  return outcome.ok ? ok({ message: outcome.message, profile: await ownSellerProfile(ctx) }, PRIVATE) : apiFailure(outcome)
}

/** GET /api/v1/admin/sellers?status=&page= */
export const listSellersApi = (ctx: ServiceContext, url: URL) =>
  asAdmin(ctx, async () => {
    const parsed = parseListQuery(url.searchParams, SELLERS_QUERY)
    if (!parsed.ok) return apiFailure(parsed)
    return ok(await listSellers(ctx, { status: parsed.query.status ?? null, page: parsed.query.page }))
  })

/** GET /api/v1/admin/sellers/:vendorId: the profile under review and the moves open from its status. */
export const getSellerApi = (ctx: ServiceContext, vendorId: string) =>
  asAdmin(ctx, async () => {
    const found = await sellerForReview(ctx, vendorId)
    return found ? ok(found) : apiError(404, 'not_found', 'No such seller.')
  })

/**
 * POST /api/v1/admin/sellers/:vendorId/review: { move: approve | reject | suspend | reinstate, reason?, version }.
 * `reason` is required to reject or suspend (the seller is told it); to approve or reinstate it is an
 * optional note, kept with the decision (GET lists `decisions`: who, when, the move and why).
 * `version` is the profile's, as GET gave it: a profile changed since is refused (409) with `changes`.
 */
export const reviewSellerApi = (ctx: ServiceContext, vendorId: string, body: unknown) =>
  asAdmin(ctx, async () => {
    if (!isObject(body)) return apiError(400, 'invalid_input', 'Send { "move": …, "reason": …, "version": … }.')
    const outcome = await reviewSeller(ctx, vendorId, body.move, body.reason, body.version)
    if (!outcome.ok) {
      if (!('changes' in outcome)) return apiFailure(outcome)
      return { status: httpStatusOf(outcome), body: { ...failureBody(outcome), changes: outcome.changes } }
    }
    return ok({ message: outcome.message, ...(await sellerForReview(ctx, vendorId)) })
  })
