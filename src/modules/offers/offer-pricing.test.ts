import { describe, expect, it } from 'vitest'
import { type CodeAsked, type OfferLine, priceOffers } from './offer-pricing.ts'
import type { OfferTerms } from './offer-terms.ts'

const NOW = new Date('2026-12-10T06:30:00.000Z')
const facts = { now: NOW, customerUses: new Map<string, number>() }

const offer = (over: Partial<OfferTerms> = {}): OfferTerms => ({
  id: 'o1',
  vendorId: null,
  name: '10% off, up to ₹10,000',
  kind: 'code',
  discountType: 'percent',
  percent: 10,
  amountPaise: null,
  capPaise: 10_000_00,
  minOrderPaise: 0,
  appliesTo: 'order',
  targets: [],
  startsAt: '2026-12-01T00:00:00.000Z',
  endsAt: null,
  useLimit: null,
  perCustomerLimit: null,
  budgetPaise: null,
  combinable: false,
  usesCount: 0,
  givenPaise: 0,
  paymentCondition: null,
  ...over,
})
const code = (terms: OfferTerms | null, text = 'DIWALI10', codeUsedUp = false): CodeAsked => ({
  text,
  offer: terms,
  codeId: 'c1',
  codeUsedUp,
})

// The hand-worked example: a ₹1,18,000 laptop from one seller and a ₹5,900 mouse from another.
const laptop: OfferLine = { productId: 'laptop', vendorId: 'v1', category: 'Laptop', brand: 'Lenovo', pricePaise: 1_18_000_00 }
const mouse: OfferLine = { productId: 'mouse', vendorId: 'v3', category: 'Accessories', brand: 'Logitech', pricePaise: 5_900_00 }
const lines = [laptop, mouse]

describe('a 10% store coupon capped at ₹10,000 on the hand-worked example', () => {
  const priced = priceOffers(lines, [], code(offer()), facts)

  it('takes the cap (10% of ₹1,23,900 is ₹12,390), all funded by the store', () => {
    expect(priced.refusal).toBeNull()
    expect(priced.discountPaise).toBe(10_000_00)
    expect(priced.storeDiscountPaise).toBe(10_000_00)
    expect(priced.applied).toMatchObject([{ offerId: 'o1', code: 'DIWALI10', fundedBy: 'store', amountPaise: 10_000_00 }])
  })

  it('shares it over the sellers in whole rupees by largest remainder: ₹9,523.81 → ₹9,524, ₹476.19 → ₹476', () => {
    expect(priced.lines).toEqual([
      { productId: 'laptop', discountPaise: 9_524_00, storeDiscountPaise: 9_524_00, taxableDiscountPaise: 0 },
      { productId: 'mouse', discountPaise: 476_00, storeDiscountPaise: 476_00, taxableDiscountPaise: 0 },
    ])
  })

  it('shares a seller’s part over its lines to the paisa', () => {
    const second = { ...laptop, productId: 'laptop2', pricePaise: 59_000_00 }
    const shared = priceOffers([laptop, second], [], code(offer({ capPaise: 1_000_00 })), facts)
    expect(shared.lines.map((l) => l.discountPaise)).toEqual([66_667, 33_333])
  })
})

describe('percent, amount, scope and minimum', () => {
  it('rounds a percent to the rupee and keeps an amount within the lines it covers', () => {
    expect(priceOffers([{ ...mouse, pricePaise: 5_999_00 }], [], code(offer({ capPaise: null })), facts).discountPaise).toBe(600_00)
    const amount = offer({ discountType: 'amount', percent: null, amountPaise: 10_000_00, capPaise: null })
    expect(priceOffers([mouse], [], code(amount), facts).discountPaise).toBe(5_900_00)
  })

  it('covers only the categories, brands, sellers or products it names; a seller’s offer only its own', () => {
    const laptops = offer({ appliesTo: 'categories', targets: ['Laptop'], capPaise: null })
    expect(priceOffers(lines, [], code(laptops), facts).lines.map((l) => l.discountPaise)).toEqual([11_800_00, 0])
    const logitech = offer({ appliesTo: 'brands', targets: ['Logitech'], capPaise: null })
    expect(priceOffers(lines, [], code(logitech), facts).lines.map((l) => l.discountPaise)).toEqual([0, 590_00])
    const ownWholeOrder = offer({ vendorId: 'v3', capPaise: null })
    const own = priceOffers(lines, [], code(ownWholeOrder), facts)
    expect(own.lines).toEqual([
      { productId: 'laptop', discountPaise: 0, storeDiscountPaise: 0, taxableDiscountPaise: 0 },
      // The seller funds it: its taxable value falls by ₹590 × 100/118 = ₹500.
      { productId: 'mouse', discountPaise: 590_00, storeDiscountPaise: 0, taxableDiscountPaise: 500_00 },
    ])
  })
})

describe('each refusal of a code, in the shopper’s words', () => {
  const refusal = (terms: OfferTerms | null, over: Partial<CodeAsked> = {}, uses = new Map<string, number>()) =>
    priceOffers(lines, [], { ...code(terms), ...over }, { now: NOW, customerUses: uses }).refusal

  it('unknown, ended, not yet started', () => {
    expect(refusal(null)).toEqual({ reason: 'unknown', message: 'We do not know the code DIWALI10. Please check it and try again.' })
    expect(refusal(offer({ kind: 'automatic' }))?.reason).toBe('unknown')
    expect(refusal(offer({ endsAt: '2026-12-09T18:30:00.000Z' }))).toEqual({
      reason: 'expired',
      message: 'The code DIWALI10 ended on 10 December 2026.',
    })
    expect(refusal(offer({ startsAt: '2026-12-14T18:30:00.000Z' }))).toEqual({
      reason: 'not_started',
      message: 'The code DIWALI10 starts on 15 December 2026.',
    })
  })

  it('below the minimum order, not for these items', () => {
    expect(refusal(offer({ minOrderPaise: 1_50_000_00 }))).toEqual({
      reason: 'below_minimum',
      message: 'The code DIWALI10 is for orders of ₹1,50,000 or more of the items it covers: add ₹26,100 more to use it.',
    })
    expect(refusal(offer({ appliesTo: 'categories', targets: ['Monitor'] }))).toEqual({
      reason: 'not_for_these_items',
      message: 'The code DIWALI10 is not for the items in your cart.',
    })
  })

  it('used up (its limit, its budget, a single-use code used), already used by you', () => {
    const usedUp = { reason: 'used_up', message: 'The code DIWALI10 has been used up.' }
    expect(refusal(offer({ useLimit: 10, usesCount: 10 }))).toEqual(usedUp)
    expect(refusal(offer({ budgetPaise: 50_000_00, givenPaise: 50_000_00 }))).toEqual(usedUp)
    // What is left of a budget is never cut to fit: ₹9,000 left does not cover ₹10,000 off.
    expect(refusal(offer({ budgetPaise: 50_000_00, givenPaise: 41_000_00 }))).toEqual(usedUp)
    expect(refusal(offer(), { codeUsedUp: true })).toEqual(usedUp)
    expect(refusal(offer({ perCustomerLimit: 1 }), {}, new Map([['o1', 1]]))).toEqual({
      reason: 'used_by_you',
      message: 'You have already used the code DIWALI10 as many times as it allows.',
    })
  })

  it('does not combine: an automatic offer that does not combine saves more', () => {
    const festive = offer({
      id: 'auto',
      kind: 'automatic',
      name: 'Festive ₹15,000 off',
      discountType: 'amount',
      amountPaise: 15_000_00,
      capPaise: null,
    })
    const priced = priceOffers(lines, [festive], code(offer({ combinable: true })), facts)
    expect(priced.refusal).toEqual({
      reason: 'does_not_combine',
      message: 'The code DIWALI10 does not combine with the offer on your cart, Festive ₹15,000 off, which saves you more.',
    })
    // The shopper keeps the better offer.
    expect(priced.discountPaise).toBe(15_000_00)
  })
})

describe('combining', () => {
  const auto = (id: string, combinable: boolean, rupees: number) =>
    offer({ id, kind: 'automatic', name: id, discountType: 'amount', amountPaise: rupees * 100, capPaise: null, combinable })

  it('stacks a combining code on the combining automatic offers, each on what the one before left', () => {
    const priced = priceOffers(lines, [auto('a', true, 3_900)], code(offer({ combinable: true, capPaise: null })), facts)
    expect(priced.applied.map((a) => [a.offerId, a.amountPaise])).toEqual([
      ['a', 3_900_00],
      ['o1', 12_000_00],
    ])
  })

  it('applies a code that does not combine alone, when it saves more than the automatic offers', () => {
    const priced = priceOffers(lines, [auto('a', true, 3_900)], code(offer({ combinable: false, capPaise: null })), facts)
    expect(priced.applied.map((a) => a.offerId)).toEqual(['o1'])
    expect(priced.discountPaise).toBe(12_390_00)
  })

  it('without a code, gives the combining automatic offers together or the best one that does not combine', () => {
    expect(priceOffers(lines, [auto('a', true, 1_000), auto('b', true, 1_000), auto('c', false, 1_500)], null, facts).discountPaise).toBe(
      2_000_00,
    )
    expect(priceOffers(lines, [auto('a', true, 1_000), auto('c', false, 2_500)], null, facts).applied.map((a) => a.offerId)).toEqual(['c'])
  })
})
