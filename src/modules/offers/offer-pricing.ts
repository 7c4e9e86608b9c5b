import { sharePaise } from '#src/lib/money.ts'
import { taxableOf } from '#src/lib/tax.ts'
import { fundedBy, liveAt, type OfferTerms, type RefusalReason, refusalMessage } from './offer-terms.ts'

// Which offers a cart gets and what each line carries of them (decision 083), pure: the cart, checkout
// and the order placed all price with this, and the server alone runs it.

/** A cart line as offers see it. */
export interface OfferLine {
  productId: string
  vendorId: string
  category: string
  brand: string
  /** Its price with GST × quantity: what it costs before offers. */
  pricePaise: number
}

/** The code the shopper applied, as the database knows it (offer null: no such code). */
export interface CodeAsked {
  text: string
  offer: OfferTerms | null
  codeId: string | null
  /** The code's own limit (a single-use code of a batch) is reached. */
  codeUsedUp: boolean
}

export interface AppliedOffer {
  offerId: string
  codeId: string | null
  code: string | null
  name: string
  fundedBy: string
  amountPaise: number
  lines: ReadonlyArray<{ productId: string; vendorId: string; amountPaise: number }>
  /** A bank offer's condition on the payment: the order must then be paid that way. */
  paymentCondition: OfferTerms['paymentCondition']
}

export interface LineDiscount {
  productId: string
  /** Everything offers took off its price with GST. */
  discountPaise: number
  /** Of it, what the store funds. */
  storeDiscountPaise: number
  /** The taxable value of the part its seller funds: the line's taxable value goes down by it (s.15(3)(a)). */
  taxableDiscountPaise: number
}

export interface OfferPricing {
  applied: AppliedOffer[]
  lines: LineDiscount[]
  discountPaise: number
  storeDiscountPaise: number
  /** Why the applied code gives nothing, or null (no code, or it applies). */
  refusal: { reason: RefusalReason; message: string } | null
}

export interface PricingFacts {
  now: Date
  /** How many times this customer has used each offer (none for a visitor). */
  customerUses: ReadonlyMap<string, number>
}

/** The lines an offer can apply to: a seller's offer only ever to its own products. */
export function eligibleLines<L extends OfferLine>(offer: OfferTerms, lines: readonly L[]): L[] {
  const inScope: Record<OfferTerms['appliesTo'], (line: L) => boolean> = {
    order: () => true,
    categories: (line) => offer.targets.includes(line.category),
    brands: (line) => offer.targets.includes(line.brand),
    sellers: (line) => offer.targets.includes(line.vendorId),
    products: (line) => offer.targets.includes(line.productId),
  }
  return lines.filter((line) => (offer.vendorId === null || line.vendorId === offer.vendorId) && inScope[offer.appliesTo](line))
}

/** Why an offer cannot be used now by this customer, whatever the cart: dates, limits, budget. */
export function unavailable(offer: OfferTerms, facts: PricingFacts): RefusalReason | null {
  if (!liveAt(offer, facts.now)) return offer.startsAt > facts.now.toISOString() ? 'not_started' : 'expired'
  if (offer.useLimit !== null && offer.usesCount >= offer.useLimit) return 'used_up'
  if (offer.budgetPaise !== null && offer.budgetPaise - offer.givenPaise < 100) return 'used_up'
  if (offer.perCustomerLimit !== null && (facts.customerUses.get(offer.id) ?? 0) >= offer.perCustomerLimit) return 'used_by_you'
  return null
}

const rupeesDown = (paise: number) => Math.floor(paise / 100) * 100

/**
 * What an offer takes off the lines it covers, given what is left of their prices: whole rupees (a
 * percent rounded to the nearest rupee), within its cap and the lines' price.
 */
export function discountOf(offer: OfferTerms, basePaise: number): number {
  const most = rupeesDown(basePaise)
  let amount = offer.discountType === 'percent' ? Math.round((basePaise * (offer.percent ?? 0)) / 10_000) * 100 : (offer.amountPaise ?? 0)
  if (offer.capPaise !== null) amount = Math.min(amount, offer.capPaise)
  return Math.max(0, Math.min(amount, most))
}

/**
 * Whether what is left of an offer's budget covers this discount. It is never cut to fit: a shopper who
 * saw ₹1,000 off is never charged for ₹500 off; the offer is used up for this cart instead.
 */
const withinBudget = (offer: OfferTerms, amountPaise: number) =>
  offer.budgetPaise === null || offer.givenPaise + amountPaise <= offer.budgetPaise

/**
 * An offer's discount over its lines by what is left of their prices: first over its sellers in whole
 * rupees (each parcel's total, and so each seller's invoice and the cash a courier collects, stays in
 * whole rupees), then within each seller over the lines to the paisa; both by largest remainder.
 */
export function allocate(amountPaise: number, lines: ReadonlyArray<{ productId: string; vendorId: string; leftPaise: number }>) {
  const vendors = [...new Set(lines.map((l) => l.vendorId))]
  const byVendor = vendors.map((v) => lines.filter((l) => l.vendorId === v))
  const rupees = sharePaise(
    amountPaise / 100,
    byVendor.map((ls) => ls.reduce((s, l) => s + l.leftPaise, 0)),
  )
  return byVendor.flatMap((ls, i) => {
    const shares = sharePaise(
      (rupees[i] ?? 0) * 100,
      ls.map((l) => l.leftPaise),
    )
    return ls.map((l, j) => ({ productId: l.productId, vendorId: l.vendorId, amountPaise: shares[j] ?? 0 }))
  })
}

interface Candidate {
  offer: OfferTerms
  code: CodeAsked | null
}

/** Offers applied one after another (automatic ones first), each on what the earlier left of its lines. */
function stack(candidates: readonly Candidate[], lines: readonly OfferLine[]): AppliedOffer[] {
  const left = new Map(lines.map((l) => [l.productId, l.pricePaise]))
  const applied: AppliedOffer[] = []
  for (const { offer, code } of candidates) {
    const covered = eligibleLines(offer, lines).map((l) => ({ ...l, leftPaise: left.get(l.productId) ?? 0 }))
    const amountPaise = discountOf(
      offer,
      covered.reduce((s, l) => s + l.leftPaise, 0),
    )
    if (amountPaise <= 0 || !withinBudget(offer, amountPaise)) continue
    const shares = allocate(amountPaise, covered)
    for (const share of shares) left.set(share.productId, (left.get(share.productId) ?? 0) - share.amountPaise)
    applied.push({
      offerId: offer.id,
      codeId: code?.codeId ?? null,
      code: code?.text ?? null,
      name: offer.name,
      fundedBy: fundedBy(offer),
      amountPaise,
      lines: shares.filter((s) => s.amountPaise > 0),
      paymentCondition: offer.paymentCondition,
    })
  }
  return applied
}

const totalOf = (applied: readonly AppliedOffer[]) => applied.reduce((s, a) => s + a.amountPaise, 0)

/** How much the lines an offer covers fall short of its minimum order, before any offer (0: they reach it). */
export const shortOf = (offer: OfferTerms, lines: readonly OfferLine[]) =>
  Math.max(0, offer.minOrderPaise - eligibleLines(offer, lines).reduce((s, l) => s + l.pricePaise, 0))

/**
 * The offers a cart gets: of the automatic offers that apply, the combining ones together or a
 * non-combining one alone, whichever saves more; with a code, the code and the combining automatic
 * offers when both allow it, or the code alone, unless what the cart had without it saves more (the
 * code is then refused as not combining). Each refusal of a code says why.
 */
export function priceOffers(
  lines: readonly OfferLine[],
  automatic: readonly OfferTerms[],
  code: CodeAsked | null,
  facts: PricingFacts,
): OfferPricing {
  const usable = automatic.filter(
    (offer) =>
      offer.kind === 'automatic' && !unavailable(offer, facts) && shortOf(offer, lines) === 0 && eligibleLines(offer, lines).length > 0,
  )
  const combining = usable.filter((o) => o.combinable).map((offer) => ({ offer, code: null }))
  const choices = [stack(combining, lines), ...usable.filter((o) => !o.combinable).map((offer) => stack([{ offer, code: null }], lines))]
  const best = choices.reduce((a, b) => (totalOf(b) > totalOf(a) ? b : a), [] as AppliedOffer[])
  const refuse = (reason: RefusalReason, detail: Parameters<typeof refusalMessage>[2] = {}) =>
    result(lines, best, { reason, message: refusalMessage(reason, code?.text ?? '', detail) })
  if (!code) return result(lines, best, null)
  const offer = code.offer
  if (offer?.kind !== 'code') return refuse('unknown')
  const reason = unavailable(offer, facts) ?? (code.codeUsedUp ? 'used_up' : null)
  if (reason) return refuse(reason, { offer })
  if (eligibleLines(offer, lines).length === 0) return refuse('not_for_these_items')
  const short = shortOf(offer, lines)
  if (short > 0) return refuse('below_minimum', { offer, shortPaise: short })
  const withCode = stack(offer.combinable ? [...combining, { offer, code }] : [{ offer, code }], lines)
  if (!withCode.some((a) => a.offerId === offer.id)) {
    const alone = stack([{ offer: { ...offer, budgetPaise: null }, code }], lines)
    return refuse(alone.length > 0 ? 'used_up' : 'not_for_these_items')
  }
  if (totalOf(withCode) < totalOf(best)) {
    const better = best.length === 1 ? `the offer on your cart, ${best[0]?.name}` : 'the offers on your cart'
    return refuse('does_not_combine', { better })
  }
  return result(lines, withCode, null)
}

function result(lines: readonly OfferLine[], applied: AppliedOffer[], refusal: OfferPricing['refusal']): OfferPricing {
  const perLine = lines.map((line) => {
    const shares = applied.flatMap((a) =>
      a.lines.filter((l) => l.productId === line.productId).map((l) => ({ ...l, store: a.fundedBy === 'store' })),
    )
    const discountPaise = shares.reduce((s, l) => s + l.amountPaise, 0)
    const storeDiscountPaise = shares.filter((l) => l.store).reduce((s, l) => s + l.amountPaise, 0)
    return {
      productId: line.productId,
      discountPaise,
      storeDiscountPaise,
      taxableDiscountPaise: taxableOf(discountPaise - storeDiscountPaise),
    }
  })
  return {
    applied,
    lines: perLine,
    discountPaise: totalOf(applied),
    storeDiscountPaise: perLine.reduce((s, l) => s + l.storeDiscountPaise, 0),
    refusal,
  }
}
