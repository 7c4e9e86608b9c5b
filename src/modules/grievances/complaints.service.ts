import { randomUUID } from 'node:crypto'
import type { Database } from '#db/database.ts'
import { formatDateTime } from '#src/lib/dates.ts'
import { vendorContacts } from '#src/modules/accounts/index.ts'
import { complaintForSeller, complaintReceived } from '#src/modules/email/index.ts'
import { allowFormPost } from '#src/modules/rate-limit/index.ts'
import { sellerGrievanceEmail } from '#src/modules/sellers/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { fail, type Result } from '#src/platform/failure.ts'
import { requireActor } from '#src/platform/guards.ts'
import { transact } from '#src/platform/transact.ts'
import { fieldErrors } from '#src/platform/validation.ts'
import { ABOUT_LABELS, type ComplaintLine, type ComplaintView } from './browser.ts'
import { subjectsOf } from './complaint-subjects.service.ts'
import { linesOf, viewOf } from './complaint-view.service.ts'
import { grievanceDeadlines } from './grievance-clock.ts'
import * as repo from './grievances.repository.ts'
import { complaintSchema, guestEmailSchema, guestNameSchema, lookupSchema, replySchema } from './grievances.schemas.ts'
import { ticketNumber, ticketYear } from './ticket-number.ts'

const CORRECT = 'Please correct the highlighted fields.'

export type FiledOutcome = Result<{ ticketNumber: string; signedIn: boolean }>

/** The subjects a signed-in customer may pick in the form (their own orders, parcels, products, sellers). */
export async function complaintChoices(ctx: ServiceContext) {
  return (await subjectsOf(ctx)).map((group) => ({
    label: group.label,
    options: group.options.map(({ value, label }) => ({ value, label })),
  }))
}

/**
 * Files a complaint and gives its ticket number at once. A signed-in customer picks one of their own
 * orders, parcels, products or sellers, and the complaint goes to that seller's queue (rule 6(4)(b));
 * a guest says what it is about and it goes to the store's own. The ticket number is taken from the
 * year's counter in the same transaction as the complaint, so numbers have no gaps however many arrive
 * at once. The acknowledgement email (ticket, deadlines) goes out straight after.
 */
export async function fileComplaint(ctx: ServiceContext, input: unknown, now = new Date()): Promise<FiledOutcome> {
  const parsed = complaintSchema.safeParse(input)
  const errors: Record<string, string | undefined> = parsed.success ? {} : fieldErrors(parsed.error)
  const data = parsed.success ? parsed.data : null
  const actor = ctx.actor
  const subjects = actor ? (await subjectsOf(ctx)).flatMap((group) => group.options) : []
  const picked = data?.subject && data.subject !== 'site' ? subjects.find((s) => s.value === data.subject) : undefined
  if (data?.subject && data.subject !== 'site' && !picked) errors.subject = 'Please choose one of your orders, products or sellers'
  if (!actor) {
    if (!(input as Record<string, unknown>)?.about) errors.about ??= 'Please choose what your complaint is about'
    const name = guestNameSchema.safeParse(data?.name ?? (input as Record<string, unknown>)?.name ?? '')
    if (!name.success) errors.name ??= name.error.issues[0]?.message
    const email = guestEmailSchema.safeParse(String((input as Record<string, unknown>)?.email ?? '').trim())
    if (!email.success) errors.email ??= 'Please enter a valid email address'
  }
  if (!data || Object.values(errors).some(Boolean)) return fail('invalid_input', CORRECT, errors)
  const limit = await allowFormPost(ctx, 'complaint')
  if (!limit.ok) return fail('rate_limited', limit.message, { form: limit.message })

  const about = picked?.about ?? (actor ? 'site' : (data.about ?? 'site'))
  const subjectLabel = picked
    ? picked.label
    : `${ABOUT_LABELS[about].replace(/^An? /, '').replace(/^./, (c) => c.toUpperCase())}${data.reference ? `: ${data.reference}` : ''}`
  const receivedAt = now.toISOString()
  const { acknowledgeBy, resolveBy } = grievanceDeadlines(now)
  const person = actor ? { name: actor.name, email: actor.email } : { name: data.name, email: data.email.toLowerCase() }
  const id = randomUUID()
  const ticket = await transact(ctx.db, async (trx) => {
    const year = ticketYear(now)
    const number = ticketNumber(year, await repo.takeTicketNumber(trx, year))
    await repo.insertGrievance(trx, {
      id,
      ticketNumber: number,
      about,
      orderId: picked?.orderId ?? null,
      parcelId: picked?.parcelId ?? null,
      productId: picked?.productId ?? null,
      vendorId: picked?.vendorId ?? null,
      subjectLabel,
      userId: actor?.id ?? null,
      ...person,
      phone: data.phone || null,
      description: data.description,
      status: 'open',
      receivedAt,
      acknowledgeBy: acknowledgeBy.toISOString(),
      resolveBy: resolveBy.toISOString(),
      acknowledgedAt: null,
      resolvedAt: null,
      escalatedAt: null,
      updatedAt: receivedAt,
    })
    return number
  })
  ctx.log.info({ ticket, vendorId: picked?.vendorId ?? null }, 'complaint filed')
  const notice = {
    ticketNumber: ticket,
    name: person.name,
    subjectLabel,
    acknowledgeBy: formatDateTime(acknowledgeBy),
    resolveBy: formatDateTime(resolveBy),
    followUrl: followUrl(ctx, ticket, actor !== null),
  }
  await ctx.mail.send(complaintReceived(person.email, notice))
  if (picked?.vendorId) {
    // The seller's grievance officer (its profile) and the account that runs its store, each once.
    const owners = await vendorContacts(ctx.db, [picked.vendorId])
    const officer = await sellerGrievanceEmail(ctx, picked.vendorId)
    const storeName = owners[0]?.storeName ?? ''
    const to = new Set([...(officer ? [officer] : []), ...owners.map((o) => o.email)].filter(Boolean).map((e) => e.toLowerCase()))
    for (const email of to) await ctx.mail.send(complaintForSeller(email, notice, storeName))
  }
  return { ok: true, ticketNumber: ticket, signedIn: actor !== null }
}

export const followUrl = (ctx: Pick<ServiceContext, 'siteUrl'>, ticket: string, signedIn: boolean) =>
  signedIn ? `${ctx.siteUrl}/account/complaints/${ticket}` : `${ctx.siteUrl}/complaints/track`

/** The signed-in customer's complaints, newest first. */
export async function myComplaints(ctx: ServiceContext, now = new Date()): Promise<ComplaintLine[]> {
  const actor = requireActor(ctx)
  return linesOf(ctx.db, await repo.findOfUser(ctx.db, actor.id), now)
}

/** One of the signed-in customer's complaints with its conversation; anyone else's is not found. */
export async function myComplaint(ctx: ServiceContext, ticket: string, now = new Date()): Promise<ComplaintView | null> {
  const actor = requireActor(ctx)
  const row = await repo.findByTicket(ctx.db, ticket.toUpperCase())
  return row && row.userId === actor.id ? viewOf(ctx.db, row, now) : null
}

const NOT_FOUND = 'No complaint has that ticket number and email address. Please check both.'

/** A complaint found by its ticket number and the email it was filed with: how a guest follows it. */
async function byTicketAndEmail(ctx: ServiceContext, input: unknown): Promise<Result<{ row: repo.GrievanceRow }>> {
  const parsed = lookupSchema.safeParse(input)
  if (!parsed.success) return fail('invalid_input', CORRECT, fieldErrors(parsed.error))
  const row = await repo.findByTicket(ctx.db, parsed.data.ticket)
  if (!row || row.email === '' || row.email.toLowerCase() !== parsed.data.email.toLowerCase())
    return fail('not_found', NOT_FOUND, { form: NOT_FOUND })
  return { ok: true, row }
}

export async function trackComplaint(ctx: ServiceContext, input: unknown, now = new Date()): Promise<Result<{ complaint: ComplaintView }>> {
  const limit = await allowFormPost(ctx, 'complaint-lookup')
  if (!limit.ok) return fail('rate_limited', limit.message, { form: limit.message })
  const found = await byTicketAndEmail(ctx, input)
  return found.ok ? { ok: true, complaint: await viewOf(ctx.db, found.row, now) } : found
}

/**
 * The customer adds to the conversation: signed in, on their own complaint; a guest, with the ticket
 * number and email. A resolved complaint takes no more replies (a new complaint can be filed).
 */
export async function replyAsCustomer(
  ctx: ServiceContext,
  input: Record<string, unknown>,
  now = new Date(),
): Promise<Result<{ complaint: ComplaintView }>> {
  let row: repo.GrievanceRow | undefined
  if (ctx.actor && typeof input.ticket === 'string' && input.email === undefined) {
    const mine = await repo.findByTicket(ctx.db, input.ticket.toUpperCase())
    row = mine?.userId === ctx.actor.id ? mine : undefined
    if (!row) return fail('not_found', 'No such complaint.')
  } else {
    const limit = await allowFormPost(ctx, 'complaint-lookup')
    if (!limit.ok) return fail('rate_limited', limit.message, { form: limit.message })
    const found = await byTicketAndEmail(ctx, input)
    if (!found.ok) return found
    row = found.row
  }
  const parsed = replySchema.safeParse(input)
  if (!parsed.success) return fail('invalid_input', CORRECT, fieldErrors(parsed.error))
  if (row.status === 'resolved')
    return fail('conflict', 'This complaint is resolved. If it is not settled for you, please file a new complaint.', {
      body: 'This complaint is resolved and takes no more replies.',
    })
  const at = now.toISOString()
  const grievance = row
  await transact(ctx.db, async (trx) => {
    await addMessage(trx, grievance.id, 'customer', grievance.name, parsed.data.body, at)
    await repo.touch(trx, grievance.id, at)
  })
  return { ok: true, complaint: await viewOf(ctx.db, row, now) }
}

export async function addMessage(
  db: Database,
  grievanceId: string,
  author: 'customer' | 'seller' | 'store' | 'system',
  authorName: string,
  body: string,
  at: string,
) {
  await repo.insertMessage(db, { id: randomUUID(), grievanceId, author, authorName, body, createdAt: at })
}
