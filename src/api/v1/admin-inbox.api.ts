import { z } from 'zod'
import { listMessages, listOutbox, listSubscribers, setMessageHandled } from '#src/modules/admin/index.ts'
import { listAudit } from '#src/platform/audit/audit.service.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { oneOf, parseListQuery } from '#src/platform/paging.ts'
import { asAdmin, isObject } from './admin-access.ts'
import { type ApiResult, apiError, apiFailure, ok } from './api-result.ts'

// The admin's records over JSON: contact messages, subscribers, the email outbox and the audit log.

/** GET /api/v1/admin/messages?page=&unhandled=true */
export const listMessagesApi = (ctx: ServiceContext, url: URL) =>
  asAdmin(ctx, async () => {
    const parsed = parseListQuery(url.searchParams, { unhandled: oneOf('unhandled', ['true', 'false']) })
    if (!parsed.ok) return apiFailure(parsed)
    return ok(await listMessages(ctx, { page: parsed.query.page, unhandledOnly: parsed.query.unhandled === 'true' }))
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
    const parsed = parseListQuery(url.searchParams, {})
    return parsed.ok ? ok(await listSubscribers(ctx, { page: parsed.query.page })) : apiFailure(parsed)
  })

/** GET /api/v1/admin/outbox?page= (password-reset links hidden) */
export const listOutboxApi = (ctx: ServiceContext, url: URL) =>
  asAdmin(ctx, async () => {
    const parsed = parseListQuery(url.searchParams, {})
    return parsed.ok ? ok(await listOutbox(ctx, { page: parsed.query.page })) : apiFailure(parsed)
  })

/** GET /api/v1/admin/audit?page=&entity= */
export const listAuditApi = (ctx: ServiceContext, url: URL) =>
  asAdmin(ctx, async () => {
    const parsed = parseListQuery(url.searchParams, { entity: z.string().max(40, 'entity is at most 40 characters.') })
    if (!parsed.ok) return apiFailure(parsed)
    return ok(await listAudit(ctx, { page: parsed.query.page, entity: parsed.query.entity || undefined }))
  })
