import {
  cancelOwnParcel,
  handleOwnComplaint,
  listOwnComplaints,
  markProcessing,
  ownComplaint,
  ownPayouts,
  ownStatement,
  ownStatementCsv,
  shipLines,
} from '#src/modules/vendors/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { type ApiResult, apiError, apiFailure, ok, PRIVATE } from './api-result.ts'
import { asVendor } from './vendor.api.ts'

// A seller's daily work over JSON (issue 46): its parcels, payouts, statements and complaints, through
// the same services and isolation as the portal's pages, for a session or a seller's API key alike.

const outcome = (result: { ok: true; message: string } | Parameters<typeof apiFailure>[0]): ApiResult =>
  result.ok ? ok({ message: result.message }, PRIVATE) : apiFailure(result)

const objectOf = (body: unknown): Record<string, unknown> =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {}

/** POST /api/v1/vendor/orders/:id/processing | ship | cancel: the seller's parcel of that order moves on. */
export const moveOwnParcelApi = (ctx: ServiceContext, orderId: string, move: string, body: unknown) =>
  asVendor(ctx, async () => {
    if (move === 'processing') return outcome(await markProcessing(ctx, orderId))
    // { courier, trackingNumber, ewayBill? }: the same fields and checks as the orders page's form.
    if (move === 'ship') return outcome(await shipLines(ctx, orderId, objectOf(body)))
    return outcome(await cancelOwnParcel(ctx, orderId, objectOf(body).reason))
  })

export const ownPayoutsApi = (ctx: ServiceContext) => asVendor(ctx, async () => ok(await ownPayouts(ctx), PRIVATE))

/** GET /api/v1/vendor/payouts/:id, or …/:id.csv for the statement as the portal's download gives it. */
export const ownStatementApi = (ctx: ServiceContext, payoutId: string, csv: boolean) =>
  asVendor(ctx, async () => {
    if (csv) {
      const found = await ownStatementCsv(ctx, payoutId)
      if (!found) return apiError(404, 'not_found', 'No such statement.')
      return {
        status: 200,
        body: null,
        text: found.csv,
        headers: { ...PRIVATE, 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${found.name}"` },
      }
    }
    const found = await ownStatement(ctx, payoutId)
    return found.ok ? ok({ statement: found.statement }, PRIVATE) : apiFailure(found)
  })

export const ownComplaintsApi = (ctx: ServiceContext) =>
  asVendor(ctx, async () => ok({ complaints: await listOwnComplaints(ctx) }, PRIVATE))

export const ownComplaintApi = (ctx: ServiceContext, ticket: string) =>
  asVendor(ctx, async () => {
    const complaint = await ownComplaint(ctx, ticket)
    return complaint ? ok({ complaint }, PRIVATE) : apiError(404, 'not_found', 'No such complaint.')
  })

/** POST /api/v1/vendor/complaints/:ticket: a reply, or a status, as the complaint page's form sends them. */
export const handleOwnComplaintApi = (ctx: ServiceContext, ticket: string, body: unknown) =>
  asVendor(ctx, async () => outcome(await handleOwnComplaint(ctx, ticket, objectOf(body))))
