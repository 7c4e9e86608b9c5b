import { randomUUID } from 'node:crypto'
import type { Insertable } from 'kysely'
import type { Database } from '#db/database.ts'
import type { OfferKind, OfferTable } from '#db/schema.ts'
import { recordAudit } from '#src/platform/audit/audit.service.ts'
import { nowFor, type ServiceContext } from '#src/platform/context.ts'
import { SHOP_EVENTS } from '#src/platform/events/event-bus.ts'
import { type Failure, fail, type Result } from '#src/platform/failure.ts'
import { requireActor } from '#src/platform/guards.ts'
import { transact } from '#src/platform/transact.ts'
import { fieldErrors } from '#src/platform/validation.ts'
import type { OfferTerms } from './offer-terms.ts'
import * as repo from './offers.repository.ts'
import { type OfferInput, offerInputSchema } from './offers.schemas.ts'
import { parseCondition } from './payment-condition.ts'

/** An offer's row as the rules read it. */
export function termsOf(row: repo.OfferRow): OfferTerms {
  return {
    id: row.id,
    vendorId: row.vendorId,
    name: row.name,
    kind: row.kind,
    discountType: row.discountType,
    percent: row.percent,
    amountPaise: row.amountPaise === null ? null : Number(row.amountPaise),
    capPaise: row.capPaise === null ? null : Number(row.capPaise),
    minOrderPaise: Number(row.minOrderPaise),
    appliesTo: row.appliesTo,
    targets: JSON.parse(row.targetsJson) as string[],
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    useLimit: row.useLimit,
    perCustomerLimit: row.perCustomerLimit,
    budgetPaise: row.budgetPaise === null ? null : Number(row.budgetPaise),
    combinable: row.combinable === 1,
    usesCount: Number(row.usesCount),
    givenPaise: Number(row.givenPaise),
    paymentCondition: parseCondition(row.paymentCondition),
  }
}

/** A day of India's calendar as the moment it starts there (00:00 IST); a moment as given. */
const startOf = (when: string) => new Date(/^\d{4}-\d{2}-\d{2}$/.test(when) ? `${when}T00:00:00+05:30` : when)
/** An end day is included: the offer runs to the start of the next day in India. */
const endOf = (when: string) => (/^\d{4}-\d{2}-\d{2}$/.test(when) ? new Date(startOf(when).getTime() + 86_400_000) : new Date(when))

const rupees = (value: number | undefined) => (value === undefined ? null : value * 100)

export type OfferOutcome = Result<{ id: string; message: string }>

const refuse = (field: string, message: string) => fail('invalid_input', 'Please correct the highlighted fields.', { [field]: message })

/** The offers table's row for a parsed input, or why it cannot be one. */
export function offerRow(
  offer: OfferInput,
  owner: { vendorId: string | null },
  by: string,
  now: Date,
): { refusal: Failure<'invalid_input'> } | { row: Insertable<OfferTable> & { id: string; name: string; kind: OfferKind } } {
  if (owner.vendorId !== null && offer.appliesTo === 'sellers')
    return {
      refusal: refuse('appliesTo', 'Your offers apply to your own products: choose the whole order, categories, brands or products'),
    }
  const startsAt = startOf(offer.startsOn)
  const endsAt = offer.endsOn ? endOf(offer.endsOn) : null
  if (endsAt && endsAt <= startsAt) return { refusal: refuse('endsOn', 'The end is after the start') }
  return {
    row: {
      id: randomUUID(),
      vendorId: owner.vendorId,
      name: offer.name,
      kind: offer.kind,
      discountType: offer.discountType,
      percent: offer.discountType === 'percent' ? (offer.percent ?? null) : null,
      amountPaise: offer.discountType === 'amount' ? rupees(offer.amountRupees) : null,
      capPaise: offer.discountType === 'percent' ? rupees(offer.capRupees) : null,
      minOrderPaise: rupees(offer.minOrderRupees) ?? 0,
      appliesTo: offer.appliesTo,
      targetsJson: JSON.stringify(offer.appliesTo === 'order' ? [] : [...new Set(offer.targets)]),
      startsAt: startsAt.toISOString(),
      endsAt: endsAt?.toISOString() ?? null,
      useLimit: offer.useLimit ?? null,
      perCustomerLimit: offer.perCustomerLimit ?? null,
      budgetPaise: rupees(offer.budgetRupees),
      combinable: offer.combinable ? 1 : 0,
      paymentCondition:
        offer.paidBy === 'upi'
          ? JSON.stringify({ method: 'upi' })
          : offer.paidBy === 'card'
            ? JSON.stringify({ method: 'card', networks: offer.networks, banks: offer.banks })
            : null,
      createdBy: by,
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    },
  }
}

/**
 * Sets up an offer for its owner: the store's (`vendorId` null, funded by the store) or a seller's, on
 * its own products and funded by it. The caller has checked who may: an admin for the store, the seller
 * itself for its own (the admin and vendors modules). A seller's offer cannot name other sellers.
 */
export async function createOffer(ctx: ServiceContext, owner: { vendorId: string | null }, input: unknown): Promise<OfferOutcome> {
  const actor = requireActor(ctx)
  const parsed = offerInputSchema.safeParse(input)
  if (!parsed.success) return fail('invalid_input', 'Please correct the highlighted fields.', fieldErrors(parsed.error))
  const offer = parsed.data
  const now = nowFor(ctx)
  const made = offerRow(offer, owner, actor.email, now)
  if ('refusal' in made) return made.refusal
  const row = made.row
  const id = row.id
  try {
    await transact(ctx.db, async (trx) => {
      await repo.insertOffer(trx, row)
      if (offer.kind === 'code' && offer.code)
        await repo.insertCodes(trx, [{ id: randomUUID(), offerId: id, code: offer.code, useLimit: null, createdAt: row.createdAt }])
      await recordAudit(trx, actor, { action: 'offer.created', entity: 'offer', entityId: id, before: null, after: row }, now)
    })
  } catch (error) {
    if (offer.code && (await repo.findCode(ctx.db, offer.code))) return refuse('code', 'That code is taken: choose another')
    throw error
  }
  // Product pages show the offers that apply: the cached ones are dropped.
  ctx.events.publish(SHOP_EVENTS.productChanged)
  ctx.log.info({ offerId: id, vendorId: owner.vendorId }, 'offer created')
  return { ok: true, id, message: `${offer.name} is set up.` }
}

/** One offer as the rules read it, or null. */
export async function offerTerms(db: Database, id: string): Promise<OfferTerms | null> {
  const row = await repo.findOffer(db, id)
  return row ? termsOf(row) : null
}
