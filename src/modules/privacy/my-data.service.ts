import { accountProfile, eraseAccountRecords, listAddresses, signOut } from '#src/modules/accounts/index.ts'
import { emptyCartOfUser } from '#src/modules/cart/index.ts'
import { personalContent } from '#src/modules/content/index.ts'
import { anonymiseComplaintsOf, complaintsOfUser } from '#src/modules/grievances/index.ts'
import { eraseCustomerFromOrders, listMyOrders, returnsOfOrder, storeCreditOf } from '#src/modules/orders/index.ts'
import { anonymiseQuestionsOf, questionsOfPerson } from '#src/modules/questions/index.ts'
import { anonymiseReviewsOf, reviewsOfUser } from '#src/modules/reviews/index.ts'
import { eraseWishlistOf, wishlistOfPerson } from '#src/modules/wishlist/index.ts'
import { recordAudit } from '#src/platform/audit/audit.service.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { fail, type Result } from '#src/platform/failure.ts'
import { requireActor } from '#src/platform/guards.ts'
import { transact } from '#src/platform/transact.ts'
import { NOTICE_VERSION } from './browser.ts'
import { consentsOfPerson, eraseConsentsOf } from './consents.service.ts'
import { withRupees } from './rupees-beside-paise.ts'

/**
 * Everything the shop holds about the signed-in person, as one JSON document (DPDP Act s.11: a summary of
 * the personal data and of the processing): account, addresses, orders with their parcels, returns,
 * reviews, complaints, consents, store credit, messages to the shop, the wishlist with its alerts, and questions and answers.
 */
export async function exportMyData(ctx: ServiceContext, now = new Date()) {
  const actor = requireActor(ctx)
  const [profile, addresses, orders, reviews, complaints, consents, credit, messages, wishlist, questions] = await Promise.all([
    accountProfile(ctx.db, actor.id),
    listAddresses(ctx),
    listMyOrders(ctx),
    reviewsOfUser(ctx.db, actor.id),
    complaintsOfUser(ctx.db, actor.id),
    consentsOfPerson(ctx.db, actor.id, actor.email.toLowerCase()),
    storeCreditOf(ctx.db, actor.id),
    personalContent.messagesFrom(ctx.db, actor.email.toLowerCase()),
    wishlistOfPerson(ctx.db, actor.id),
    questionsOfPerson(ctx.db, actor.id),
  ])
  const returns = (await Promise.all(orders.map(async (order) => (await returnsOfOrder(ctx.db, order, order.items, now)).returns))).flat()
  // Each amount in rupees as people read them, beside its exact paise (issue 49, item 6).
  return withRupees({
    exportedAt: now.toISOString(),
    privacyNotice: NOTICE_VERSION,
    account: {
      name: profile?.name ?? actor.name,
      email: profile?.email ?? actor.email,
      role: actor.role,
      createdAt: profile ? new Date(profile.createdAt).toISOString() : null,
    },
    addresses: addresses.map(({ id: _id, ...address }) => address),
    orders: orders.map((order) => ({
      number: order.number,
      placedAt: order.createdAt,
      status: order.statusWords,
      paymentMethod: order.paymentMethod,
      paymentStatus: order.paymentStatus,
      totalPaise: order.totalPaise,
      invoiceNumber: order.invoiceNumber,
      buyer: order.buyer,
      shipping: order.shipping,
      items: order.items.map(({ name, quantity, unitPricePaise, lineTotalPaise }) => ({ name, quantity, unitPricePaise, lineTotalPaise })),
      parcels: order.parcels.map((p) => ({
        label: `Parcel ${p.position} of ${p.of}`,
        seller: p.sellerName,
        status: p.status,
        invoiceNumber: p.invoiceNumber,
      })),
    })),
    returns,
    reviews,
    complaints,
    consents,
    storeCredit: credit,
    messagesToUs: messages,
    wishlist,
    questionsAndAnswers: questions,
  })
}

export type ErasureOutcome = Result<{ setCookies: string[] }>

/** A parcel in one of these is still to be shipped or delivered to the address the erasure would remove. */
const OPEN_PARCEL = new Set(['pending', 'processing', 'shipped'])

/**
 * Why an account with orders on their way cannot be erased yet, and what to do (decision 056): refused
 * rather than cancelled for the customer, since a shipped parcel cannot be cancelled and a cancellation
 * is the customer's own choice, made on the order's page.
 */
export function openOrdersMessage(numbers: string[]): string {
  const list = numbers.join(', ')
  return `${numbers.length === 1 ? `Your order ${list} is` : `Your orders ${list} are`} not yet delivered. Cancel what has not shipped from the order's page, or wait for the delivery; then you can delete your account.`
}

/**
 * Erases the signed-in customer's account at their request (DPDP Act s.12(3)), in one transaction across
 * the modules that hold their data. Kept, because tax law requires it (CGST Act s.36): each invoiced
 * order's invoice particulars, amounts and numbers, and every invoice and credit note. The person types
 * their email to confirm; their sessions end and the account can never sign in again.
 */
export async function eraseMyAccount(ctx: ServiceContext, input: { confirm?: unknown }, now = new Date()): Promise<ErasureOutcome> {
  const actor = requireActor(ctx)
  if (actor.role !== 'customer')
    return fail(
      'forbidden',
      "A seller's or administrator's account holds business records: please write to the Grievance Officer to close it.",
    )
  const email = actor.email.toLowerCase()
  if (
    String(input.confirm ?? '')
      .trim()
      .toLowerCase() !== email
  )
    return fail('invalid_input', 'Please type your email address to confirm.', { confirm: `Please type ${actor.email} to confirm` })
  // Never an erased address on a parcel still to ship or deliver: the customer settles those first (issue 41).
  const open = (await listMyOrders(ctx)).filter((o) => o.parcels.some((p) => OPEN_PARCEL.has(p.status)))
  if (open.length > 0) return fail('conflict', openOrdersMessage(open.map((o) => o.number).sort()))
  const at = now.toISOString()
  const setCookies = await signOut(ctx)
  await transact(ctx.db, async (trx) => {
    await eraseCustomerFromOrders(trx, actor.id, `erased-${actor.id}@erased.invalid`, at)
    await anonymiseReviewsOf(trx, actor.id)
    await anonymiseQuestionsOf(trx, actor.id)
    await anonymiseComplaintsOf(trx, actor.id, at)
    await personalContent.forget(trx, email)
    await emptyCartOfUser(trx, actor.id)
    await eraseWishlistOf(trx, actor.id)
    await eraseConsentsOf(trx, actor.id, email, at)
    await eraseAccountRecords(trx, actor.id, at)
    // The record says that it happened and when, not who the person was.
    await recordAudit(
      trx,
      { ...actor, email: `erased-${actor.id}@erased.invalid`, name: 'Erased account' },
      {
        action: 'user.erased-at-own-request',
        entity: 'user',
        entityId: actor.id,
      },
    )
  })
  ctx.log.info({ userId: actor.id }, 'account erased at its owner’s request')
  return { ok: true, setCookies }
}
