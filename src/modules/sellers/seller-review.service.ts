import { randomUUID } from 'node:crypto'
import { setSellerOnSale } from '#src/modules/catalog/index.ts'
import { sellerReviewed } from '#src/modules/email/index.ts'
import { recordAudit } from '#src/platform/audit/audit.service.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { SHOP_EVENTS } from '#src/platform/events/event-bus.ts'
import { type Failure, fail } from '#src/platform/failure.ts'
import { requireAdminActor } from '#src/platform/guards.ts'
import { transact } from '#src/platform/transact.ts'
import { changesBetween, type ProfileChange, parseSnapshot } from './profile-details.ts'
import { SELLER_STATUS_LABELS, sellerCanSell } from './seller-of-record.ts'
import { reviewNoteSchema, reviewReasonSchema } from './seller-profile.schemas.ts'
import * as repo from './seller-profiles.repository.ts'
import { sellerProfile, snapshotOf } from './seller-profiles.service.ts'
import { findReviews, insertReview } from './seller-reviews.repository.ts'
import { type AdminSellerMove, adminMovesFrom, canMove, isAdminSellerMove, SELLER_MOVES } from './seller-status.ts'

const OUTCOMES = { approve: 'approved', reject: 'rejected', suspend: 'suspended', reinstate: 'reinstated' } as const

/** One decision of the seller's history as the review page lists it: who, when, the move, why (decision 079). */
export interface SellerDecision {
  id: string
  /** Approved, Rejected, Suspended, Reinstated. */
  outcome: string
  version: number
  /** Why: the reason the seller was told (reject, suspend), or the admin's note (approve, reinstate). */
  reason: string | null
  /** Whether `reason` is what the seller was told, or a note for the record. */
  reasonKind: 'reason' | 'note'
  decidedByName: string
  decidedAt: string
}

/** One seller's profile for an admin's review, with the moves open from its status and the decisions made so far. */
export async function sellerForReview(ctx: ServiceContext, vendorId: string) {
  requireAdminActor(ctx)
  const profile = await sellerProfile(ctx, vendorId)
  if (!profile) return null
  const decisions: SellerDecision[] = (await findReviews(ctx.db, vendorId)).map((row) => ({
    id: row.id,
    outcome: isAdminSellerMove(row.move) ? capitalised(OUTCOMES[row.move]) : row.move,
    version: row.version,
    reason: row.reason,
    reasonKind: isAdminSellerMove(row.move) && SELLER_MOVES[row.move].needsReason ? 'reason' : 'note',
    decidedByName: row.decidedByName,
    decidedAt: row.decidedAt,
  }))
  return { profile, moves: profile.isStore ? [] : adminMovesFrom(profile.status), decisions }
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1)

/** A decision refused because the seller changed its profile after the admin opened it: what changed. */
export type ProfileChangedFailure = Failure<'conflict'> & { changes: ProfileChange[] }
export type ReviewOutcome = { ok: true; message: string } | Failure | ProfileChangedFailure

const STALE = 'Reload the profile and decide again: a decision names the version of the profile it was made on.'

function seenVersion(raw: unknown): number | null {
  const text = typeof raw === 'number' ? String(raw) : raw
  return typeof text === 'string' && /^\d{1,9}$/.test(text) ? Number(text) : null
}

/**
 * An admin approves, rejects, suspends or reinstates a seller. The decision names the version of the
 * profile the admin saw (`rawVersion`) and applies only to that version, in the same conditional UPDATE
 * that moves the status (issue 49, item 21): a seller who resubmits other details after the admin opened
 * the page cannot have them approved unseen; the admin is shown what changed instead. Rejecting and
 * suspending need a reason the seller is told (`rawReason`); approving and reinstating take an optional
 * note for the record. The status, the seller's products going on sale or being held, the decision's
 * record (who, why, on which version: decision 079) and the audit record land in one transaction.
 */
export async function reviewSeller(
  ctx: ServiceContext,
  vendorId: string,
  rawMove: unknown,
  rawReason: unknown,
  rawVersion: unknown,
): Promise<ReviewOutcome> {
  const actor = requireAdminActor(ctx)
  if (!isAdminSellerMove(rawMove))
    return fail('invalid_input', 'Choose approve, reject, suspend or reinstate.', { move: 'Choose approve, reject, suspend or reinstate.' })
  const move: AdminSellerMove = rawMove
  const rule = SELLER_MOVES[move]
  const version = seenVersion(rawVersion)
  if (version === null) return fail('invalid_input', STALE, { version: STALE })
  const parsed = (rule.needsReason ? reviewReasonSchema : reviewNoteSchema).safeParse(rawReason ?? undefined)
  if (!parsed.success)
    return fail('invalid_input', parsed.error.issues[0]?.message ?? 'Please give a reason.', { reason: parsed.error.issues[0]?.message })
  // The reason a seller is told; an approval's note is kept in the decision's record only.
  const why = parsed.data
  const reason = rule.needsReason ? why : null
  const row = await repo.findSellerProfile(ctx.db, vendorId)
  if (!row) return fail('not_found', 'No such seller.')
  if (row.isStore === 1) return fail('conflict', 'The store itself always sells; its details are kept in Settings.')
  const status = row.status ?? 'incomplete'
  if ((row.version ?? 0) !== version) return profileChanged(ctx, vendorId, version)
  if (!canMove(move, status))
    return fail('illegal_transition', `A seller whose status is "${SELLER_STATUS_LABELS[status]}" cannot be given "${rule.label}".`)

  const now = new Date().toISOString()
  const moved = await transact(ctx.db, async (trx) => {
    const done = await repo.updateProfileFrom(
      trx,
      vendorId,
      rule.from,
      { status: rule.to, statusReason: reason, reviewedAt: now, updatedAt: now },
      { version },
    )
    if (!done) return false
    await setSellerOnSale(trx, vendorId, sellerCanSell(rule.to))
    await insertReview(trx, {
      id: randomUUID(),
      vendorId,
      move,
      fromStatus: status,
      toStatus: rule.to,
      version,
      reason: why,
      decidedBy: actor.id,
      decidedByName: actor.name,
      decidedAt: now,
    })
    await recordAudit(trx, actor, {
      action: `seller.${OUTCOMES[move]}`,
      entity: 'seller',
      entityId: vendorId,
      before: { status, version },
      after: { status: rule.to, version, ...(why ? { reason: why } : {}) },
    })
    return true
  })
  if (!moved) {
    const now = await repo.findSellerProfile(ctx.db, vendorId)
    if (now && (now.version ?? 0) !== version) return profileChanged(ctx, vendorId, version)
    return fail('conflict', "The seller's status changed meanwhile: please reload the page and try again.")
  }
  ctx.events.publish(SHOP_EVENTS.productChanged)
  if (row.email) await ctx.mail.send(sellerReviewed(row.email, { storeName: row.displayName, outcome: OUTCOMES[move], reason }))
  return { ok: true, message: `${row.displayName}: ${SELLER_STATUS_LABELS[rule.to].toLowerCase()}.` }
}

/** The refusal when the profile is no longer the version the admin saw, with the rows that changed since. */
async function profileChanged(ctx: ServiceContext, vendorId: string, seen: number): Promise<ProfileChangedFailure | Failure> {
  const current = await sellerProfile(ctx, vendorId)
  if (!current) return fail('not_found', 'No such seller.')
  const before = parseSnapshot(await repo.findVersionDetails(ctx.db, vendorId, seen))
  const after = parseSnapshot(await repo.findVersionDetails(ctx.db, vendorId, current.version)) ?? snapshotOf(current, current.version)
  return {
    ...fail('conflict', 'The seller changed its profile after you opened it. Nothing was decided: review what changed, then decide again.'),
    changes: changesBetween(before, after),
  }
}
