import { complaintEscalated, complaintUpdated } from '#src/modules/email/index.ts'
import { getStoreDetails } from '#src/modules/settings/index.ts'
import { recordAudit } from '#src/platform/audit/audit.service.ts'
import type { Actor, AppServices, ServiceContext } from '#src/platform/context.ts'
import { fail, type Result } from '#src/platform/failure.ts'
import { requireActor, requireAdminActor } from '#src/platform/guards.ts'
import { transact } from '#src/platform/transact.ts'
import { fieldErrors } from '#src/platform/validation.ts'
import type { ComplaintLine, ComplaintView } from './browser.ts'
import { linesOf, sellerNames, viewOf } from './complaint-view.service.ts'
import { addMessage, followUrl } from './complaints.service.ts'
import * as repo from './grievances.repository.ts'
import { handleSchema } from './grievances.schemas.ts'

/** Who answers a complaint: a seller, its own queue only; or the marketplace's Grievance Officer (the admin), every queue. */
export type Handler = { kind: 'seller'; vendorId: string; storeName: string } | { kind: 'admin' }

const QUEUE_LIMIT = 200

const mayHandle = (handler: Handler, row: repo.GrievanceRow) => handler.kind === 'admin' || row.vendorId === handler.vendorId

/** A handler's queue: unresolved first, newest first. The vendors module passes the signed-in seller's own store. */
export async function complaintQueue(ctx: ServiceContext, handler: Handler, now = new Date()): Promise<ComplaintLine[]> {
  if (handler.kind === 'admin') requireAdminActor(ctx)
  else requireActor(ctx)
  return linesOf(ctx.db, await repo.findQueue(ctx.db, handler.kind === 'admin' ? 'all' : { vendorId: handler.vendorId }, QUEUE_LIMIT), now)
}

/** One complaint of the handler's queue with its conversation; another seller's is not found. */
export async function complaintForHandler(
  ctx: ServiceContext,
  handler: Handler,
  ticket: string,
  now = new Date(),
): Promise<ComplaintView | null> {
  if (handler.kind === 'admin') requireAdminActor(ctx)
  const row = await repo.findByTicket(ctx.db, ticket.toUpperCase())
  return row && mayHandle(handler, row) ? viewOf(ctx.db, row, now) : null
}

const STALE_PAGE = 'Reload the complaint and answer again: an answer names the conversation it was written after.'
const CUSTOMER_WROTE = 'The customer wrote again after you opened this complaint. Nothing was sent: read their new message, then answer.'
const customerWrote = () => fail('conflict', CUSTOMER_WROTE, { body: CUSTOMER_WROTE })

const MOVE_WORDS = { acknowledge: 'Acknowledged', reply: 'Answered', resolve: 'Resolved' } as const

/**
 * The handler acknowledges, replies or resolves. A reply also acknowledges an unacknowledged complaint
 * (a person has read it); resolving needs the answer the customer reads. Each move is recorded in the
 * audit log, and the customer is emailed.
 */
export async function handleComplaint(
  ctx: ServiceContext,
  handler: Handler,
  ticket: string,
  input: Record<string, unknown>,
  now = new Date(),
): Promise<Result<{ message: string }>> {
  const actor = handler.kind === 'admin' ? requireAdminActor(ctx) : requireActor(ctx)
  if (!['acknowledge', 'reply', 'resolve'].includes(String(input.move))) return fail('invalid_input', 'Unknown action.')
  const parsed = handleSchema.safeParse(input)
  if (!parsed.success) return fail('invalid_input', 'Please correct the highlighted fields.', fieldErrors(parsed.error))
  const row = await repo.findByTicket(ctx.db, ticket.toUpperCase())
  if (!row || !mayHandle(handler, row)) return fail('not_found', 'No such complaint.')
  if (row.status === 'resolved') return fail('conflict', `Complaint ${row.ticketNumber} is already resolved.`)
  const { move, body } = parsed.data
  // What the handler read: the number of messages its page showed. Resolving needs it (the customer may
  // still write while a complaint is open); the other moves check it when the page sends it.
  const seen = typeof input.seen === 'string' && /^\d{1,6}$/.test(input.seen) ? Number(input.seen) : undefined
  if (seen === undefined && move === 'resolve') return fail('invalid_input', STALE_PAGE)
  if (seen !== undefined && (await repo.countMessages(ctx.db, row.id)) !== seen) return customerWrote()
  if (move === 'acknowledge' && row.status !== 'open') return fail('conflict', `Complaint ${row.ticketNumber} is already acknowledged.`)
  const at = now.toISOString()
  const author = handler.kind === 'admin' ? 'store' : 'seller'
  const authorName = handler.kind === 'admin' ? `${(await getStoreDetails(ctx)).legalName} (Grievance Officer)` : handler.storeName
  const status = move === 'resolve' ? 'resolved' : 'acknowledged'
  const moved = await transact(ctx.db, async (trx) => {
    const change = {
      status,
      updatedAt: at,
      ...(row.acknowledgedAt ? {} : { acknowledgedAt: at }),
      ...(move === 'resolve' ? { resolvedAt: at } : {}),
    } as const
    if (!(await repo.setStatus(trx, row.id, row.status, change, seen))) return false
    if (body) await addMessage(trx, row.id, author, authorName, body, at)
    await recordAudit(trx, actor, {
      action: `grievance.${move === 'reply' ? 'replied' : `${move}d`}`,
      entity: 'grievance',
      entityId: row.ticketNumber,
      before: { status: row.status },
      after: { status, by: handler.kind === 'admin' ? 'admin' : handler.storeName },
    })
    return true
  })
  if (!moved) {
    if (seen !== undefined && (await repo.countMessages(ctx.db, row.id)) !== seen) return customerWrote()
    return fail('conflict', 'Someone else changed this complaint meanwhile. Please reload it.')
  }
  if (row.email)
    await ctx.mail.send(
      complaintUpdated(
        row.email,
        { ticketNumber: row.ticketNumber, name: row.name, followUrl: followUrl(ctx, row.ticketNumber, row.userId !== null) },
        MOVE_WORDS[move],
        body,
      ),
    )
  return { ok: true, message: `Complaint ${row.ticketNumber}: ${MOVE_WORDS[move].toLowerCase()}.` }
}

/** Who the escalation job acts as in the audit log. */
const CLOCK: Actor = { id: 'grievance-clock', name: 'Grievance clock', email: 'grievance-clock', role: 'admin' }

/**
 * The scheduled job (run once per tick under the jobs module's lease): every unresolved complaint past a
 * deadline is escalated to the marketplace's Grievance Officer once: a note in its conversation, an
 * audit record and an email. The stamp is conditional, so two runners never escalate one complaint twice.
 */
export async function escalateOverdueComplaints(services: Pick<AppServices, 'db' | 'mail' | 'log'>, now = new Date()): Promise<number> {
  const at = now.toISOString()
  const due = await repo.findDueForEscalation(services.db, at, 500)
  if (due.length === 0) return 0
  const [store, names] = await Promise.all([getStoreDetails(services), sellerNames(services.db, due)])
  let escalated = 0
  for (const row of due) {
    const why =
      row.status === 'open' && at >= row.acknowledgeBy && at < row.resolveBy
        ? 'was not acknowledged within 48 hours'
        : 'was not resolved within one month'
    const done = await transact(services.db, async (trx) => {
      if (!(await repo.markEscalated(trx, row.id, at))) return false
      await addMessage(
        trx,
        row.id,
        'system',
        'Deccan Digital',
        `This complaint ${why} and is escalated to the marketplace's Grievance Officer.`,
        at,
      )
      await recordAudit(trx, CLOCK, {
        action: 'grievance.escalated',
        entity: 'grievance',
        entityId: row.ticketNumber,
        after: { why, vendorId: row.vendorId },
      })
      return true
    })
    if (!done) continue
    escalated += 1
    const queue = row.vendorId ? (names.get(row.vendorId) ?? 'a seller') : 'the store'
    await services.mail.send(complaintEscalated(store.grievanceEmail, row, why, queue))
  }
  services.log.info({ escalated }, 'overdue complaints escalated')
  return escalated
}

/** How many unresolved complaints are past a deadline now: the admin dashboard's flag. */
export async function overdueComplaintCount(ctx: ServiceContext, now = new Date()): Promise<number> {
  requireAdminActor(ctx)
  return repo.countOverdue(ctx.db, now.toISOString())
}
