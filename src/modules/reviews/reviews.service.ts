import { randomUUID } from 'node:crypto'
import type { Database } from '#db/database.ts'
import { productNames, setReviewFigures } from '#src/modules/catalog/index.ts'
import { deliveredOrderWith, hasDeliveredOrder } from '#src/modules/orders/index.ts'
import { recordAudit } from '#src/platform/audit/audit.service.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { SHOP_EVENTS } from '#src/platform/events/event-bus.ts'
import { fail, type Result } from '#src/platform/failure.ts'
import { requireAdminActor } from '#src/platform/guards.ts'
import { transact } from '#src/platform/transact.ts'
import { fieldErrors } from '#src/platform/validation.ts'
import * as repo from './reviews.repository.ts'
import { displayName, hideSchema, type ReviewSort, reviewSchema } from './reviews.schemas.ts'

/**
 * Verified-buyer reviews (decision 024). A customer reviews a product once an order with it has been
 * delivered to them; a second review edits the first. Every write, hide and unhide recomputes the
 * product's rating and count from its visible reviews in the same transaction, through the catalogue.
 */
export type ReviewOutcome = Result<{ message: string }>

/** How many reviews a product page shows before "Show all reviews". */
export const REVIEWS_SHOWN = 10
const LIST_LIMIT = 200

type Row = NonNullable<Awaited<ReturnType<typeof repo.findReview>>>

/** A review as pages show it: plain text (rendered inert by React), never the customer's id or email. */
function view(row: Row) {
  return {
    id: row.id,
    productId: row.productId,
    author: row.authorName,
    verified: row.orderId !== null,
    rating: row.rating,
    title: row.title,
    body: row.body,
    helpful: row.helpfulCount,
    hiddenReason: row.hiddenReason,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }
}
export type ReviewView = ReturnType<typeof view>

/** The product's rating (one decimal) and count from its visible reviews, written to the catalogue. */
async function recompute(db: Database, productId: string): Promise<void> {
  const counts = await repo.countByRating(db, productId)
  const count = counts.reduce((n, c) => n + Number(c.count), 0)
  const sum = counts.reduce((n, c) => n + c.rating * Number(c.count), 0)
  await setReviewFigures(db, productId, count === 0 ? 0 : Math.round((sum / count) * 10) / 10, count)
}

/** What the product page offers the visitor: to review (with their review to edit), or why not. */
export async function reviewStanding(ctx: ServiceContext, productId: string) {
  const actor = ctx.actor
  if (!actor) return { canReview: false as const, reason: 'Sign in to review a product you bought.', mine: null }
  if (actor.role !== 'customer') return { canReview: false as const, reason: 'Reviews are written by customers.', mine: null }
  const [orderId, mine] = await Promise.all([
    deliveredOrderWith(ctx.db, actor.id, productId),
    repo.findReviewOf(ctx.db, productId, actor.id),
  ])
  if (!orderId) return NOT_DELIVERED_YET
  return { canReview: true as const, reason: null, mine: mine ? view(mine) : null }
}

const NOT_DELIVERED_YET = {
  canReview: false as const,
  reason: 'You can review this product once an order with it has been delivered to you.',
  mine: null,
}

/**
 * reviewStanding, with the product looked up only when it matters: a customer none of whose orders
 * was ever delivered stands the same before every product (a shared page's key, decision 045).
 */
export async function reviewStandingOf(ctx: ServiceContext, productId: () => Promise<string | null>) {
  const actor = ctx.actor
  if (actor?.role === 'customer' && !(await hasDeliveredOrder(ctx.db, actor.id))) return NOT_DELIVERED_YET
  const id = actor?.role === 'customer' ? await productId() : ''
  return id === null ? null : reviewStanding(ctx, id)
}

/** A product's visible reviews with the rating distribution, for its page. */
export async function reviewsOfProduct(ctx: Pick<ServiceContext, 'db'>, productId: string, options: { sort: ReviewSort; all: boolean }) {
  const [rows, counts] = await Promise.all([
    repo.findVisibleReviews(ctx.db, productId, options.sort, options.all ? LIST_LIMIT : REVIEWS_SHOWN),
    repo.countByRating(ctx.db, productId),
  ])
  const distribution = [5, 4, 3, 2, 1].map((stars) => ({ stars, count: Number(counts.find((c) => c.rating === stars)?.count ?? 0) }))
  const total = distribution.reduce((n, d) => n + d.count, 0)
  const average = total === 0 ? 0 : Math.round((distribution.reduce((n, d) => n + d.stars * d.count, 0) / total) * 10) / 10
  return { reviews: rows.map(view), distribution, total, average }
}

/** Writes (or edits) the signed-in customer's review of a product delivered to them. */
export async function submitReview(ctx: ServiceContext, productId: string, input: unknown): Promise<ReviewOutcome> {
  const actor = ctx.actor
  if (!actor) return fail('not_signed_in', 'Please sign in to review this product.')
  const parsed = reviewSchema.safeParse(input)
  if (!parsed.success) return fail('invalid_input', 'Please correct the highlighted fields.', fieldErrors(parsed.error))
  const orderId = await deliveredOrderWith(ctx.db, actor.id, productId)
  if (!orderId) return fail('forbidden', 'You can review this product once an order with it has been delivered to you.')
  const now = new Date().toISOString()
  const edited = await transact(ctx.db, async (trx) => {
    const existing = await repo.findReviewOf(trx, productId, actor.id)
    if (existing) await repo.updateReview(trx, existing.id, { ...parsed.data, orderId, updatedAt: now })
    else
      await repo.insertReview(trx, {
        id: randomUUID(),
        productId,
        userId: actor.id,
        authorName: displayName(actor.name),
        orderId,
        ...parsed.data,
        hiddenReason: null,
        hiddenAt: null,
        createdAt: now,
        updatedAt: now,
      })
    await recompute(trx, productId)
    return existing !== undefined
  })
  ctx.events.publish(SHOP_EVENTS.productChanged)
  ctx.log.info({ productId, userId: actor.id, edited }, 'review saved')
  return { ok: true, message: edited ? 'Your review has been updated.' : 'Thank you: your review is published.' }
}

/** A signed-in shopper finds a review helpful: once, and never their own. */
export async function markHelpful(ctx: ServiceContext, reviewId: string): Promise<ReviewOutcome> {
  const actor = ctx.actor
  if (!actor) return fail('not_signed_in', 'Please sign in to mark a review helpful.')
  const review = /^[0-9a-f-]{36}$/.test(reviewId) ? await repo.findReview(ctx.db, reviewId) : undefined
  if (!review || review.hiddenAt) return fail('not_found', 'Review not found')
  if (review.userId === actor.id) return fail('forbidden', 'You cannot mark your own review helpful.')
  // The vote and the count it adds to land together: a vote never stands without its count, nor the reverse.
  const counted = await transact(ctx.db, (trx) => repo.addVote(trx, reviewId, actor.id, new Date().toISOString()))
  if (!counted) return fail('conflict', 'You have already marked this review helpful.')
  return { ok: true, message: 'Thank you for your feedback.' }
}

/** Every review for the admin, newest first, with its product; only hidden or only visible ones when asked. */
export async function reviewsForAdmin(ctx: ServiceContext, filter: { hidden?: boolean }) {
  requireAdminActor(ctx)
  return withProducts(ctx, await repo.findAllReviews(ctx.db, filter, LIST_LIMIT))
}

/** The visible reviews of these products, newest first (a vendor's own products: the vendors module asks). */
export async function reviewsOfProducts(ctx: Pick<ServiceContext, 'db'>, productIds: string[]) {
  return withProducts(ctx, await repo.findAllReviews(ctx.db, { hidden: false, productIds }, LIST_LIMIT))
}

async function withProducts(ctx: Pick<ServiceContext, 'db'>, rows: Row[]) {
  const products = await productNames(ctx.db, [...new Set(rows.map((r) => r.productId))])
  return rows.map((row) => {
    const product = products.find((p) => p.id === row.productId)
    return { ...view(row), productName: product?.name ?? 'A removed product', productSlug: product?.slug ?? null }
  })
}

/** The admin hides a review (with a reason shown to no shopper) or shows it again; audited, figures recomputed. */
export async function setReviewHidden(ctx: ServiceContext, reviewId: string, hide: boolean, input: unknown = {}): Promise<ReviewOutcome> {
  const actor = requireAdminActor(ctx)
  const review = /^[0-9a-f-]{36}$/.test(reviewId) ? await repo.findReview(ctx.db, reviewId) : undefined
  if (!review) return fail('not_found', 'Review not found')
  let reason: string | null = null
  if (hide) {
    const parsed = hideSchema.safeParse(input)
    if (!parsed.success) return fail('invalid_input', parsed.error.issues[0]?.message ?? 'Please give a reason.', fieldErrors(parsed.error))
    reason = parsed.data.reason
  }
  await transact(ctx.db, async (trx) => {
    await repo.setHidden(trx, reviewId, { hiddenReason: reason, hiddenAt: hide ? new Date().toISOString() : null })
    await recompute(trx, review.productId)
    await recordAudit(trx, actor, {
      action: hide ? 'review.hidden' : 'review.shown',
      entity: 'review',
      entityId: reviewId,
      before: { hidden: review.hiddenAt !== null, reason: review.hiddenReason },
      after: { hidden: hide, reason },
    })
  })
  ctx.events.publish(SHOP_EVENTS.productChanged)
  return { ok: true, message: hide ? 'The review is hidden from shoppers.' : 'The review is shown again.' }
}
