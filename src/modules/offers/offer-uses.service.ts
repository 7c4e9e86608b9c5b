import { randomUUID } from 'node:crypto'
import type { Database } from '#db/database.ts'
import { type AppliedOffer, type CodeAsked, type OfferLine, type OfferPricing, type PricingFacts, priceOffers } from './offer-pricing.ts'
import { type OfferTerms, refusalMessage } from './offer-terms.ts'
import * as repo from './offers.repository.ts'
import { termsOf } from './offers.service.ts'
import { conditionWords, meets, type PaidWith, parseCondition } from './payment-condition.ts'

/** A use could not be taken inside the order's transaction (another order took the last one): the order rolls back. */
export class OfferGone extends Error {
  /** The code, when the offer refused was the one the shopper applied. */
  readonly code: string | null

  constructor(message: string, code: string | null) {
    super(message)
    this.code = code
  }
}

/**
 * The offers these lines get, for this customer (or a visitor), now, with the code applied to the cart:
 * the automatic offers live now, the code's offer, and the customer's own uses, read from the database.
 */
export async function priceWithOffers(
  db: Database,
  lines: readonly OfferLine[],
  facts: { userId: string | null; code: string | null; now: Date },
): Promise<OfferPricing> {
  const inputs = await pricingInputs(db, facts)
  return priceOffers(lines, inputs.automatic, inputs.code, inputs.facts)
}

/** What a cart is priced with now: the live automatic offers, the code asked for, the customer's uses of them. */
export async function pricingInputs(
  db: Database,
  asked: { userId: string | null; code: string | null; now: Date },
  alsoOfferIds: readonly string[] = [],
): Promise<{ automatic: OfferTerms[]; code: CodeAsked | null; facts: PricingFacts }> {
  const at = asked.now.toISOString()
  const automatic = (await repo.findAutomaticOffers(db, at)).map(termsOf)
  let code: CodeAsked | null = null
  if (asked.code) {
    const row = await repo.findCode(db, asked.code)
    code = row
      ? {
          text: asked.code,
          offer: termsOf(row),
          codeId: row.codeId,
          codeUsedUp: row.codeUseLimit !== null && Number(row.codeUses) >= row.codeUseLimit,
        }
      : { text: asked.code, offer: null, codeId: null, codeUsedUp: false }
  }
  const offerIds = [...automatic.map((o) => o.id), ...(code?.offer ? [code.offer.id] : []), ...alsoOfferIds]
  const customerUses = asked.userId ? await repo.customerUses(db, asked.userId, offerIds) : new Map<string, number>()
  return { automatic, code, facts: { now: asked.now, customerUses } }
}

/**
 * Takes the order's uses of its offers inside the order's own transaction: each offer's count and
 * budget, its code's count and the customer's count, each by a conditional UPDATE against the stored
 * figure; then one row per line and offer. Throws OfferGone, rolling the order back, when any is refused.
 */
export async function takeUses(
  trx: Database,
  order: { orderId: string; userId: string; at: string; parcelOf: ReadonlyMap<string, string> },
  applied: readonly AppliedOffer[],
): Promise<void> {
  for (const offer of applied) await takeOne(trx, { ...offer, userId: order.userId }, order.at)
  await repo.insertUses(
    trx,
    applied.flatMap((offer) =>
      offer.lines.map((line) => ({
        id: randomUUID(),
        offerId: offer.offerId,
        codeId: offer.codeId,
        orderId: order.orderId,
        parcelId: order.parcelOf.get(line.vendorId) ?? '',
        productId: line.productId,
        userId: order.userId,
        fundedBy: offer.fundedBy,
        amountPaise: line.amountPaise,
        takenAt: order.at,
      })),
    ),
  )
}

async function takeOne(
  trx: Database,
  use: { offerId: string; codeId: string | null; code: string | null; name: string; amountPaise: number; userId: string },
  at: string,
) {
  const what = use.code ?? use.name
  const gone = (reason: 'used_up' | 'used_by_you') =>
    new OfferGone(
      use.code
        ? refusalMessage(reason, use.code)
        : reason === 'used_up'
          ? `The offer ${what} has been used up.`
          : `You have used the offer ${what}.`,
      use.code,
    )
  if (!(await repo.takeOfferUse(trx, use.offerId, use.amountPaise, at))) throw gone('used_up')
  if (use.codeId && !(await repo.takeCodeUse(trx, use.codeId))) throw gone('used_up')
  const offer = await repo.findOffer(trx, use.offerId)
  if (!(await repo.takeCustomerUse(trx, use.offerId, use.userId, offer?.perCustomerLimit ?? null))) throw gone('used_by_you')
}

type UseRow = Awaited<ReturnType<typeof repo.usesOfOrders>>[number]

/** The order's uses, one per offer, summed over its lines. */
function perOffer(rows: readonly UseRow[]) {
  const offers = new Map<
    string,
    { offerId: string; codeId: string | null; code: string | null; name: string; userId: string; amountPaise: number }
  >()
  for (const row of rows) {
    const found = offers.get(row.offerId) ?? { ...row, amountPaise: 0 }
    found.amountPaise += Number(row.amountPaise)
    offers.set(row.offerId, found)
  }
  return [...offers.values()]
}

/**
 * Gives back an order's uses (cancelled before payment, its payment failed or its hold lapsed), in the
 * move's transaction: the counts and budget they took are free again. Uses already given back are not
 * given back twice.
 */
export async function giveBackUses(trx: Database, orderId: string, at: string): Promise<void> {
  const held = (await repo.usesOfOrders(trx, [orderId])).filter((r) => r.givenBackAt === null)
  for (const use of perOffer(held)) await repo.giveBackUse(trx, use)
  if (held.length > 0) await repo.markUses(trx, orderId, at)
}

/**
 * An order whose uses were given back is paid after all: its uses are taken again under the same
 * conditions, or the payment is refused (OfferGone) as a sold-out unit refuses it.
 */
export async function takeUsesAgain(trx: Database, orderId: string, at: string): Promise<void> {
  const back = (await repo.usesOfOrders(trx, [orderId])).filter((r) => r.givenBackAt !== null)
  for (const use of perOffer(back)) await takeOne(trx, use, at)
  if (back.length > 0) await repo.markUses(trx, orderId, null)
}

/** A payment that does not meet a bank offer's condition: the payment is refused and the move rolls back. */
export class PaymentNotForOffer extends Error {}

/**
 * Whether the payment meets the condition of every bank offer the order still uses (decision 083):
 * refused (PaymentNotForOffer, the payment move rolls back) when it does not, or when the gateway did not
 * say how it was paid. An order without bank offers takes any payment.
 */
export async function checkPaidWith(trx: Database, orderId: string, paid: PaidWith | null): Promise<void> {
  const uses = (await repo.usesOfOrders(trx, [orderId])).filter((u) => u.givenBackAt === null)
  for (const offerId of new Set(uses.map((u) => u.offerId))) {
    const offer = await repo.findOffer(trx, offerId)
    const condition = parseCondition(offer?.paymentCondition ?? null)
    if (condition && !meets(condition, paid))
      throw new PaymentNotForOffer(
        `${offer?.name} is for ${conditionWords(condition).replace(/^paying/, 'payments')}, and this payment was not, so the order is not paid: please pay again that way, or cancel the order.`,
      )
  }
}

/** The bank offers an order uses, in words, for its payment page. */
export async function paymentConditionsOf(db: Database, orderId: string): Promise<Array<{ name: string; words: string }>> {
  const uses = (await repo.usesOfOrders(db, [orderId])).filter((u) => u.givenBackAt === null)
  const out: Array<{ name: string; words: string }> = []
  for (const offerId of new Set(uses.map((u) => u.offerId))) {
    const offer = await repo.findOffer(db, offerId)
    const condition = parseCondition(offer?.paymentCondition ?? null)
    if (offer && condition) out.push({ name: offer.name, words: conditionWords(condition) })
  }
  return out
}

export interface OrderDiscount {
  offerId: string
  name: string
  code: string | null
  fundedBy: string
  amountPaise: number
  lines: Array<{ productId: string; parcelId: string; amountPaise: number }>
}

/** Each order's discounts by offer, with each line's share: what the order page, emails and invoices show. */
export async function discountsOfOrders(db: Database, orderIds: readonly string[]): Promise<Map<string, OrderDiscount[]>> {
  const rows = await repo.usesOfOrders(db, orderIds)
  const out = new Map<string, OrderDiscount[]>()
  for (const row of rows) {
    const list = out.get(row.orderId) ?? []
    let found = list.find((d) => d.offerId === row.offerId)
    if (!found) {
      found = { offerId: row.offerId, name: row.name, code: row.code, fundedBy: row.fundedBy, amountPaise: 0, lines: [] }
      list.push(found)
    }
    found.amountPaise += Number(row.amountPaise)
    found.lines.push({ productId: row.productId, parcelId: row.parcelId, amountPaise: Number(row.amountPaise) })
    out.set(row.orderId, list)
  }
  return out
}
