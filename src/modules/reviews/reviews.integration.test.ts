import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { addToCart } from '#src/modules/cart/index.ts'
import { moveOrder, placeOrder } from '#src/modules/orders/index.ts'
import { reviewsOfOwnProducts } from '#src/modules/vendors/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { SHIPPING, signedInAdmin, signedInShopper, vendorWithProduct } from '#tests/fixtures/context.ts'
import { testShopOn } from '#tests/fixtures/test-shop.ts'
import { TEST_DIALECTS } from '#tests/test-database.ts'
import { displayName, reviewSchema } from './reviews.schemas.ts'
import {
  markHelpful,
  reviewStanding,
  reviewStandingOf,
  reviewsForAdmin,
  reviewsOfProduct,
  setReviewHidden,
  submitReview,
} from './reviews.service.ts'

describe('review rules', () => {
  it('checks the rating and the text, and names the reviewer by first name and initial', () => {
    expect(reviewSchema.safeParse({ rating: '6', body: 'x'.repeat(30) }).success).toBe(false)
    expect(reviewSchema.safeParse({ rating: '4', body: 'Too short' }).error?.issues[0]?.message).toBe(
      'Please write at least 20 characters: what you liked, and what you did not.',
    )
    expect(reviewSchema.parse({ rating: '5', title: '', body: ' A fast, quiet laptop for work. ' })).toEqual({
      rating: 5,
      title: null,
      body: 'A fast, quiet laptop for work.',
    })
    expect(displayName('Asha Kulkarni')).toBe('Asha K.')
    expect(displayName('Ravi')).toBe('Ravi')
  })
})

describe.each(TEST_DIALECTS)('verified reviews on %s', (dialect) => {
  const shop = testShopOn(dialect)
  let admin: ServiceContext
  let vendor: Awaited<ReturnType<typeof vendorWithProduct>>

  beforeAll(async () => {
    admin = await signedInAdmin(shop.services)
    vendor = await vendorWithProduct(shop.services, 'Review Store')
  })

  const figures = () =>
    shop.database.db.selectFrom('products').select(['rating', 'reviewCount']).where('id', '=', vendor.productId).executeTakeFirstOrThrow()

  async function buyer(delivered: boolean) {
    const ctx = await signedInShopper(shop.services)
    await addToCart(ctx, vendor.productId, '1')
    const placed = await placeOrder(ctx, { ...SHIPPING, paymentMethod: 'cod', idempotencyKey: randomUUID() })
    if (!placed.ok) throw new Error(placed.message)
    if (delivered)
      for (const move of ['process', 'ship', 'deliver'] as const)
        await moveOrder(admin, placed.orderId, move, { kind: 'admin' }, { shipment: { courier: 'DTDC', trackingNumber: 'D1' } })
    return ctx
  }
  const review = (rating: number) => ({
    rating: String(rating),
    title: 'Honest view',
    body: `Rated ${rating}: it boots fast and runs cool all day.`,
  })

  it('answers a shared page’s key as reviewStanding does, looking up the product only for a customer with a delivered order', async () => {
    const lookups: string[] = []
    const lookUp = async () => {
      lookups.push(vendor.productId)
      return vendor.productId
    }
    const waiting = await buyer(false)
    expect(await reviewStandingOf(waiting, lookUp)).toEqual(await reviewStanding(waiting, vendor.productId))
    expect(lookups).toEqual([])
    const delivered = await buyer(true)
    expect(await reviewStandingOf(delivered, lookUp)).toEqual(await reviewStanding(delivered, vendor.productId))
    expect(await reviewStandingOf(delivered, lookUp)).toMatchObject({ canReview: true })
    expect(lookups).toHaveLength(2)
    expect(await reviewStandingOf(delivered, async () => null)).toBeNull()
  })

  it('lets only a customer whose order was delivered review, once per product, and recomputes the rating', async () => {
    const waiting = await buyer(false)
    expect(await reviewStanding(waiting, vendor.productId)).toMatchObject({ canReview: false })
    expect(await submitReview(waiting, vendor.productId, review(5))).toMatchObject({ code: 'forbidden' })

    const first = await buyer(true)
    expect(await reviewStanding(first, vendor.productId)).toMatchObject({ canReview: true, mine: null })
    expect(await submitReview(first, vendor.productId, review(5))).toMatchObject({
      ok: true,
      message: 'Thank you: your review is published.',
    })
    expect(await figures()).toEqual({ rating: 5, reviewCount: 1 })
    // A second review by the same customer edits the first.
    expect(await submitReview(first, vendor.productId, review(4))).toMatchObject({ message: 'Your review has been updated.' })
    expect(await figures()).toEqual({ rating: 4, reviewCount: 1 })

    const second = await buyer(true)
    await submitReview(second, vendor.productId, review(1))
    expect(await figures()).toEqual({ rating: 2.5, reviewCount: 2 })
    const page = await reviewsOfProduct(shop.services, vendor.productId, { sort: 'recent', all: false })
    expect(page.distribution).toEqual([
      { stars: 5, count: 0 },
      { stars: 4, count: 1 },
      { stars: 3, count: 0 },
      { stars: 2, count: 0 },
      { stars: 1, count: 1 },
    ])
    expect(page.reviews.every((r) => r.verified)).toBe(true)
    expect(page.reviews[0]).not.toHaveProperty('userId')
  })

  it('sorts by most helpful: a voted older review before a newer one without votes, each vote counted once', async () => {
    const other = await vendorWithProduct(shop.services, 'Helpful Store')
    const write = async (rating: number) => {
      const ctx = await signedInShopper(shop.services)
      await addToCart(ctx, other.productId, '1')
      const placed = await placeOrder(ctx, { ...SHIPPING, paymentMethod: 'cod', idempotencyKey: randomUUID() })
      if (!placed.ok) throw new Error(placed.message)
      for (const move of ['process', 'ship', 'deliver'] as const)
        await moveOrder(admin, placed.orderId, move, { kind: 'admin' }, { shipment: { courier: 'DTDC', trackingNumber: 'D2' } })
      await submitReview(ctx, other.productId, review(rating))
      const mine = (await reviewStanding(ctx, other.productId)).mine
      if (!mine) throw new Error('no review')
      return mine.id
    }
    const older = await write(4)
    const newer = await write(2)
    // Days apart, so "newest first" cannot be mistaken for "most helpful first".
    await shop.database.db.updateTable('productReviews').set({ createdAt: '2026-10-01T10:00:00.000Z' }).where('id', '=', older).execute()
    const readers = await Promise.all([signedInShopper(shop.services), signedInShopper(shop.services)])
    const votes = await Promise.all([markHelpful(readers[0], older), markHelpful(readers[0], older), markHelpful(readers[1], older)])
    expect(votes.filter((v) => v.ok)).toHaveLength(2)
    const ids = async (sort: 'recent' | 'helpful') =>
      (await reviewsOfProduct(shop.services, other.productId, { sort, all: true })).reviews.map((r) => [r.id, r.helpful])
    expect(await ids('recent')).toEqual([
      [newer, 0],
      [older, 2],
    ])
    expect(await ids('helpful')).toEqual([
      [older, 2],
      [newer, 0],
    ])
    const stored = await shop.database.db.selectFrom('reviewVotes').select('userId').where('reviewId', '=', older).execute()
    expect(stored).toHaveLength(2)
  })

  it('counts a helpful vote once and never on one’s own review; hiding takes a review out of the rating, audited', async () => {
    const author = await buyer(true)
    await submitReview(author, vendor.productId, review(3))
    const mine = (await reviewStanding(author, vendor.productId)).mine
    if (!mine) throw new Error('no review')
    expect(await markHelpful(author, mine.id)).toMatchObject({ code: 'forbidden' })
    const reader = await signedInShopper(shop.services)
    expect(await markHelpful(reader, mine.id)).toMatchObject({ ok: true })
    expect(await markHelpful(reader, mine.id)).toMatchObject({ code: 'conflict' })
    const helpfulFirst = await reviewsOfProduct(shop.services, vendor.productId, { sort: 'helpful', all: true })
    expect(helpfulFirst.reviews[0]).toMatchObject({ id: mine.id, helpful: 1 })

    const before = await figures()
    expect(await setReviewHidden(admin, mine.id, true, { reason: '' })).toMatchObject({ code: 'invalid_input' })
    expect(await setReviewHidden(admin, mine.id, true, { reason: 'Contains a phone number' })).toMatchObject({ ok: true })
    expect((await figures()).reviewCount).toBe(before.reviewCount - 1)
    expect((await reviewsOfProduct(shop.services, vendor.productId, { sort: 'recent', all: true })).reviews.map((r) => r.id)).not.toContain(
      mine.id,
    )
    expect((await reviewsForAdmin(admin, { hidden: true })).map((r) => r.id)).toEqual([mine.id])
    expect(await setReviewHidden(admin, mine.id, false)).toMatchObject({ ok: true })
    expect(await figures()).toEqual(before)
    const audits = await shop.database.db.selectFrom('auditLog').select('action').where('entityId', '=', mine.id).execute()
    expect(audits.map((a) => a.action).sort()).toEqual(['review.hidden', 'review.shown'])
    await expect(reviewsForAdmin(reader, {})).rejects.toThrow()
  })

  it('shows a vendor the reviews of their own products only', async () => {
    const other = await vendorWithProduct(shop.services, 'Other Review Store')
    expect((await reviewsOfOwnProducts(vendor.ctx)).length).toBeGreaterThan(0)
    expect(await reviewsOfOwnProducts(other.ctx)).toEqual([])
  })
})
