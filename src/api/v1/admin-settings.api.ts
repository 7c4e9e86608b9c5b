import {
  addPaymentMethod,
  adminStoreDetails,
  deletePaymentMethod,
  listPaymentMethods,
  type MethodOutcome,
  updatePaymentMethod,
  updateStoreDetails,
} from '#src/modules/settings/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { parseListQuery } from '#src/platform/paging.ts'
import { asAdmin, isObject } from './admin-access.ts'
import { type ApiResult, apiError, apiFailure, ok } from './api-result.ts'

// /admin/settings over JSON: payment methods and the store's details, through the same services.

async function methodAnswer(ctx: ServiceContext, outcome: MethodOutcome, status = 200): Promise<ApiResult> {
  if (!outcome.ok) return apiFailure(outcome)
  const { methods } = await listPaymentMethods(ctx)
  return { status, body: { message: outcome.message, method: methods.find((m) => m.id === outcome.id) ?? null } }
}

/** GET /api/v1/admin/payment-methods: keys masked, each with whether checkout offers it. */
export const listPaymentMethodsApi = (ctx: ServiceContext, url: URL) =>
  asAdmin(ctx, async () => {
    const parsed = parseListQuery(url.searchParams, {})
    return parsed.ok ? ok(await listPaymentMethods(ctx)) : apiFailure(parsed)
  })

/** POST /api/v1/admin/payment-methods: { provider, name, apiKey?, apiSecret?, bankDetails? } */
export const addPaymentMethodApi = (ctx: ServiceContext, body: unknown) =>
  asAdmin(ctx, async () => methodAnswer(ctx, await addPaymentMethod(ctx, isObject(body) ? body : {}), 201))

/** PATCH /api/v1/admin/payment-methods/:id: { enabled?, name?, apiKey?, apiSecret?, bankDetails? } */
export const updatePaymentMethodApi = (ctx: ServiceContext, id: string, body: unknown) =>
  asAdmin(ctx, async () => {
    if (!isObject(body)) return apiError(400, 'invalid_input', 'Send a JSON object of the fields to change.')
    return methodAnswer(ctx, await updatePaymentMethod(ctx, id, body))
  })

/** DELETE /api/v1/admin/payment-methods/:id (not the two built-in methods). */
export const deletePaymentMethodApi = (ctx: ServiceContext, id: string) =>
  asAdmin(ctx, async () => {
    const outcome = await deletePaymentMethod(ctx, id)
    return outcome.ok ? ok({ message: outcome.message }) : apiFailure(outcome)
  })

/** GET /api/v1/admin/store-details (the public pages show the same details; this is the admin's copy). */
export const getStoreDetailsApi = (ctx: ServiceContext) => asAdmin(ctx, async () => ok({ storeDetails: await adminStoreDetails(ctx) }))

/** PUT /api/v1/admin/store-details: every field, as the form sends them. */
export const putStoreDetailsApi = (ctx: ServiceContext, body: unknown) =>
  asAdmin(ctx, async () => {
    const outcome = await updateStoreDetails(ctx, isObject(body) ? body : {})
    return outcome.ok ? ok({ message: outcome.message, storeDetails: outcome.details }) : apiFailure(outcome)
  })
