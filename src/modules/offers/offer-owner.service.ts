import { randomBytes, randomUUID } from 'node:crypto'
import { toCsv } from '#src/lib/csv.ts'
import { recordAudit } from '#src/platform/audit/audit.service.ts'
import { nowFor, type ServiceContext } from '#src/platform/context.ts'
import { SHOP_EVENTS } from '#src/platform/events/event-bus.ts'
import { fail, type Result } from '#src/platform/failure.ts'
import { requireActor } from '#src/platform/guards.ts'
import { transact } from '#src/platform/transact.ts'
import { fieldErrors } from '#src/platform/validation.ts'
import { offerReport, offerReportCsv } from './offer-report.service.ts'
import { liveAt, type OfferTerms, offerWords } from './offer-terms.ts'
import * as repo from './offers.repository.ts'
import { codesCount, offerInputSchema } from './offers.schemas.ts'
import { offerRow, termsOf } from './offers.service.ts'

// An offer's owner at work (decision 083): the store's offers for an admin, a seller's own for it. The
// admin and vendors modules check who is asking and say whose offers these are (`owner`).

export type Owner = { vendorId: string | null }

export type OfferStatus = 'scheduled' | 'live' | 'ended' | 'used up'

export interface OfferListed extends OfferTerms {
  words: string
  status: OfferStatus
  /** The shared code, or how many single-use codes it has. */
  codes: { shared: string | null; single: number }
  /** Orders it touched (uses still counting). */
  orders: number
}

function statusOf(offer: OfferTerms, now: Date): OfferStatus {
  if (offer.endsAt !== null && offer.endsAt <= now.toISOString()) return 'ended'
  if (!liveAt(offer, now)) return 'scheduled'
  if (offer.useLimit !== null && offer.usesCount >= offer.useLimit) return 'used up'
  if (offer.budgetPaise !== null && offer.budgetPaise - offer.givenPaise < 100) return 'used up'
  return 'live'
}

/** The owner's offers, newest first, each with its uses, discount given and the orders it touched. */
export async function listOffers(ctx: ServiceContext, owner: Owner): Promise<OfferListed[]> {
  const rows = (await repo.findOffersOf(ctx.db, owner.vendorId)).map(termsOf)
  const reach = await repo.offerReach(
    ctx.db,
    rows.map((r) => r.id),
  )
  const now = nowFor(ctx)
  return Promise.all(
    rows.map(async (offer) => {
      const codes = offer.kind === 'code' ? await repo.findCodesOf(ctx.db, offer.id) : []
      return {
        ...offer,
        words: offerWords(offer),
        status: statusOf(offer, now),
        codes: { shared: codes.find((c) => c.useLimit === null)?.code ?? null, single: codes.filter((c) => c.useLimit !== null).length },
        orders: reach.get(offer.id)?.orders ?? 0,
      }
    }),
  )
}

/** One of the owner's offers, or null (another owner's is not found). */
export async function ownedOffer(ctx: ServiceContext, owner: Owner, id: string) {
  const row = await repo.findOffer(ctx.db, id)
  if (!row || row.vendorId !== owner.vendorId) return null
  const offer = termsOf(row)
  const codes = await repo.findCodesOf(ctx.db, id)
  return {
    ...offer,
    status: statusOf(offer, nowFor(ctx)),
    codes,
    used: await repo.offerUsed(ctx.db, id),
    report: await offerReport(ctx, id),
  }
}

const NOT_FOUND = fail('not_found', 'Offer not found')
type Outcome = Result<{ message: string }>

/**
 * Changes an offer. Once an order used it, what it takes off and what it covers stay as those orders
 * were priced; its name, end, limits, budget and combining may still change.
 */
export async function updateOffer(ctx: ServiceContext, owner: Owner, id: string, input: unknown): Promise<Outcome> {
  const actor = requireActor(ctx)
  const before = await ownedOffer(ctx, owner, id)
  if (!before) return NOT_FOUND
  const parsed = offerInputSchema.safeParse({ ...(input as object), kind: before.kind })
  if (!parsed.success) return fail('invalid_input', 'Please correct the highlighted fields.', fieldErrors(parsed.error))
  const row = offerRow(parsed.data, owner, actor.email, nowFor(ctx))
  if ('refusal' in row) return row.refusal
  const { id: _id, createdBy: _by, createdAt: _at, vendorId: _v, kind: _k, ...change } = row.row
  const terms = [
    'discountType',
    'percent',
    'amountPaise',
    'capPaise',
    'minOrderPaise',
    'appliesTo',
    'targetsJson',
    'paymentCondition',
  ] as const
  const was = {
    ...before,
    targetsJson: JSON.stringify(before.targets),
    paymentCondition: before.paymentCondition ? JSON.stringify(before.paymentCondition) : null,
  } as Record<string, unknown>
  if (before.used && terms.some((key) => change[key] !== was[key]))
    return fail(
      'conflict',
      'Orders have used this offer, so what it takes off and what it covers stay as they were. Change its name, end, limits or budget, or end it and set up another.',
    )
  await transact(ctx.db, async (trx) => {
    await repo.updateOffer(trx, id, change)
    await recordAudit(trx, actor, { action: 'offer.changed', entity: 'offer', entityId: id, before: was, after: change }, nowFor(ctx))
  })
  ctx.events.publish(SHOP_EVENTS.productChanged)
  return { ok: true, message: `${change.name} is saved.` }
}

/** Ends an offer now: it applies to no cart from this moment; orders placed with it keep it. */
export async function endOffer(ctx: ServiceContext, owner: Owner, id: string): Promise<Outcome> {
  const actor = requireActor(ctx)
  const before = await ownedOffer(ctx, owner, id)
  if (!before) return NOT_FOUND
  const now = nowFor(ctx)
  if (before.endsAt !== null && before.endsAt <= now.toISOString()) return { ok: true, message: `${before.name} has ended.` }
  await transact(ctx.db, async (trx) => {
    await repo.updateOffer(trx, id, { endsAt: now.toISOString(), updatedAt: now.toISOString() })
    await recordAudit(
      trx,
      actor,
      { action: 'offer.ended', entity: 'offer', entityId: id, before: { endsAt: before.endsAt }, after: { endsAt: now.toISOString() } },
      now,
    )
  })
  ctx.events.publish(SHOP_EVENTS.productChanged)
  return { ok: true, message: `${before.name} has ended.` }
}

/** Letters and digits a person reads without confusing them (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
const randomCode = (prefix: string) => `${prefix}-${[...randomBytes(10)].map((b) => ALPHABET[b % ALPHABET.length]).join('')}`

/**
 * A batch of unique single-use codes for a code offer, each usable once (its own limit of 1, besides
 * the offer's limits): for handing out one per customer. Returns how many were made.
 */
export async function generateCodes(
  ctx: ServiceContext,
  owner: Owner,
  id: string,
  rawCount: unknown,
): Promise<Result<{ message: string; count: number }>> {
  const actor = requireActor(ctx)
  const offer = await ownedOffer(ctx, owner, id)
  if (!offer) return NOT_FOUND
  if (offer.kind !== 'code') return fail('invalid_input', 'An automatic offer has no codes.')
  const parsed = codesCount.safeParse(rawCount)
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Enter how many codes to make.'
    return fail('invalid_input', message, { count: message })
  }
  const count = parsed.data
  const prefix =
    (offer.codes.find((c) => c.useLimit === null)?.code ?? offer.name.replace(/[^A-Za-z0-9]/g, '')).slice(0, 8).toUpperCase() || 'DD'
  const now = nowFor(ctx).toISOString()
  // 10 characters of 31: a clash is all but impossible, and the unique index refuses one, rolling back the batch.
  const codes = Array.from({ length: count }, () => ({
    id: randomUUID(),
    offerId: id,
    code: randomCode(prefix),
    useLimit: 1,
    createdAt: now,
  }))
  await transact(ctx.db, async (trx) => {
    await repo.insertCodes(trx, codes)
    await recordAudit(
      trx,
      actor,
      { action: 'offer.codes-made', entity: 'offer', entityId: id, before: null, after: { count } },
      nowFor(ctx),
    )
  })
  return { ok: true, count, message: `${count} single-use codes made.` }
}

/** The offer's codes as CSV: each code, whether it is single-use, and how often it was used. */
export async function codesCsv(ctx: ServiceContext, owner: Owner, id: string): Promise<string | null> {
  const offer = await ownedOffer(ctx, owner, id)
  if (!offer) return null
  return toCsv([
    ['Offer', 'Code', 'Single use', 'Used'],
    ...offer.codes.map((c) => [offer.name, c.code, c.useLimit === 1 ? 'yes' : 'no', Number(c.usesCount)]),
  ])
}

/** The offer's report as CSV (what it did, by seller), or null when it is not the owner's. */
export async function reportCsv(ctx: ServiceContext, owner: Owner, id: string): Promise<string | null> {
  const offer = await ownedOffer(ctx, owner, id)
  return offer ? offerReportCsv(offer, offer.report) : null
}
