import type { ServiceContext } from '#src/context.ts'
import { listAudit } from '#src/modules/admin/audit.service.ts'
import { listMessages, listOutbox, listSubscribers, setMessageHandled } from '#src/modules/admin/inbox.service.ts'
import { adminQuery, asAdmin, isObject } from './admin-access.ts'
import { type ApiResult, apiError, apiFailure, ok } from './api-result.ts'

// The admin's records over JSON: contact messages, subscribers, the email outbox and the audit log.

/** GET /api/v1/admin/messages?page=&unhandled=true */
export const listMessagesApi = (ctx: ServiceContext, url: URL) =>
  asAdmin(ctx, async () => {
    const query = adminQuery(url, ['unhandled'])
    if (!query.ok) return query.result
    const unhandled = query.params.get('unhandled')
    if (unhandled !== null && unhandled !== 'true' && unhandled !== 'false')
      return apiError(400, 'invalid_query', 'unhandled must be true or false.')
    return ok(await listMessages(ctx, { page: query.page, unhandledOnly: unhandled === 'true' }))
  })

/** PATCH /api/v1/admin/messages/:id: { handled: boolean } */
export const updateMessageApi = (ctx: ServiceContext, id: string, body: unknown): Promise<ApiResult> =>
  asAdmin(ctx, async () => {
    const handled = isObject(body) ? body.handled : undefined
    if (typeof handled !== 'boolean') return apiError(400, 'invalid_input', 'handled must be true or false.')
    const outcome = await setMessageHandled(ctx, id, handled)
    return outcome.ok ? ok({ message: outcome.message }) : apiFailure(outcome)
  })

/** GET /api/v1/admin/subscribers?page= */
export const listSubscribersApi = (ctx: ServiceContext, url: URL) =>
  asAdmin(ctx, async () => {
    const query = adminQuery(url, [])
    return query.ok ? ok(await listSubscribers(ctx, { page: query.page })) : query.result
  })

/** GET /api/v1/admin/outbox?page= (password-reset links hidden) */
export const listOutboxApi = (ctx: ServiceContext, url: URL) =>
  asAdmin(ctx, async () => {
    const query = adminQuery(url, [])
    return query.ok ? ok(await listOutbox(ctx, { page: query.page })) : query.result
  })

/** GET /api/v1/admin/audit?page=&entity= */
export const listAuditApi = (ctx: ServiceContext, url: URL) =>
  asAdmin(ctx, async () => {
    const query = adminQuery(url, ['entity'])
    if (!query.ok) return query.result
    return ok(await listAudit(ctx, { page: query.page, entity: query.params.get('entity') || undefined }))
  })
