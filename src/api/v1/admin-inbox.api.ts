import { z } from 'zod'
import { listAudit, listMessages, listOutbox, listSubscribers, setMessageHandled } from '#src/modules/admin/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { oneOf, parseListQuery } from '#src/platform/paging.ts'
import { asAdmin } from './admin-access.ts'
import { type ApiResult, apiError, apiFailure, ok } from './api-result.ts'

// The admin's records over JSON: contact messages, subscribers, the email outbox and the audit log.

export const MESSAGES_QUERY = { unhandled: oneOf('unhandled', ['true', 'false']) }
export const AUDIT_QUERY = { entity: z.string().max(40, 'entity is at most 40 characters.') }
export const HANDLED_BODY = z.object({ handled: z.boolean() })

/** GET /api/v1/admin/messages?page=&unhandled=true */
export const listMessagesApi = (ctx: ServiceContext, url: URL) =>
  asAdmin(ctx, async () => {
    const parsed = parseListQuery(url.searchParams, MESSAGES_QUERY)
    if (!parsed.ok) return apiFailure(parsed)
    return ok(await listMessages(ctx, { page: parsed.query.page, unhandledOnly: parsed.query.unhandled === 'true' }))
  })

/** PATCH /api/v1/admin/messages/:id: { handled: boolean } */
export const updateMessageApi = (ctx: ServiceContext, id: string, body: unknown): Promise<ApiResult> =>
  asAdmin(ctx, async () => {
    const parsed = HANDLED_BODY.safeParse(body)
    if (!parsed.success) return apiError(400, 'invalid_input', 'handled must be true or false.')
    const outcome = await setMessageHandled(ctx, id, parsed.data.handled)
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
    const parsed = parseListQuery(url.searchParams, AUDIT_QUERY)
    if (!parsed.ok) return apiFailure(parsed)
    return ok(await listAudit(ctx, { page: parsed.query.page, entity: parsed.query.entity || undefined }))
  })
