import { toCsv } from '#src/lib/csv.ts'
import { inbox } from '#src/modules/content/index.ts'
import { listOutbox as outboxPage } from '#src/modules/email/index.ts'
import { recordAudit } from '#src/platform/audit/audit.service.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { fail, type Result } from '#src/platform/failure.ts'
import { requireAdminActor } from '#src/platform/guards.ts'
import { transact } from '#src/platform/transact.ts'

// What visitors sent (contact messages, newsletter sign-ups) and what the shop emailed, for admins.

export const INBOX_PAGE_SIZE = 25

export interface Paged<T> {
  rows: T[]
  total: number
  page: number
  pageCount: number
}

const pageOf = (page: number | undefined) => Math.max(1, Math.floor(Number.isFinite(page) ? (page as number) : 1))
const paged = <T>(rows: T[], total: number, page: number): Paged<T> => ({
  rows,
  total,
  page,
  pageCount: Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE)),
})
const range = (page: number) => ({ limit: INBOX_PAGE_SIZE, offset: (page - 1) * INBOX_PAGE_SIZE })

/** Contact messages, newest first; optionally only those nobody has handled yet. */
export async function listMessages(ctx: ServiceContext, options: { page?: number; unhandledOnly?: boolean } = {}) {
  requireAdminActor(ctx)
  const page = pageOf(options.page)
  const [rows, total] = await inbox.messages(ctx.db, { unhandledOnly: options.unhandledOnly ?? false, ...range(page) })
  return paged(rows, total, page)
}

export type HandledOutcome = Result<{ message: string }>

/** Marks a message handled (or back to unhandled), with an audit record. */
export async function setMessageHandled(ctx: ServiceContext, id: string, handled: boolean): Promise<HandledOutcome> {
  const actor = requireAdminActor(ctx)
  return transact(ctx.db, async (trx): Promise<HandledOutcome> => {
    const before = await inbox.message(trx, id)
    if (!before) return fail('not_found', 'No such message.')
    if ((before.handledAt !== null) === handled)
      return { ok: true, message: handled ? 'Already marked handled.' : 'Already marked unhandled.' }
    const handledAt = handled ? new Date().toISOString() : null
    await inbox.setHandledAt(trx, id, handledAt)
    await recordAudit(trx, actor, {
      action: handled ? 'contact-message.handled' : 'contact-message.reopened',
      entity: 'contact-message',
      entityId: id,
      before: { subject: before.subject, handled: before.handledAt !== null },
      after: { subject: before.subject, handled },
    })
    return { ok: true, message: handled ? 'Marked handled.' : 'Marked unhandled.' }
  })
}

export async function listSubscribers(ctx: ServiceContext, options: { page?: number } = {}) {
  requireAdminActor(ctx)
  const page = pageOf(options.page)
  const [rows, total] = await inbox.subscribers(ctx.db, range(page))
  return paged(rows, total, page)
}

/** Every subscriber as CSV, safe to open in a spreadsheet. */
export async function subscribersCsv(ctx: ServiceContext): Promise<string> {
  requireAdminActor(ctx)
  const rows = await inbox.allSubscribers(ctx.db)
  return toCsv([['email', 'subscribed_at'], ...rows.map((r) => [r.email, r.createdAt])])
}

/**
 * Sent email, newest first. Password-reset links are hidden: whoever reads a live one can take over
 * that account, and an admin never needs it.
 */
export async function listOutbox(ctx: ServiceContext, options: { page?: number } = {}) {
  requireAdminActor(ctx)
  const page = pageOf(options.page)
  const [rows, total] = await outboxPage(ctx.db, range(page))
  return paged(
    rows.map((r) => ({
      ...r,
      textBody: r.textBody.replace(/([?&]token=)[^\s&]+/g, '$1[hidden]'),
      status: r.error ? ('failed' as const) : r.sentAt ? ('sent' as const) : ('kept' as const),
    })),
    total,
    page,
  )
}
