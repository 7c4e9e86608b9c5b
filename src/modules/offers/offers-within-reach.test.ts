import { describe, expect, it } from 'vitest'
import { type CodeAsked, type OfferLine, priceOffers } from './offer-pricing.ts'
import type { OfferTerms } from './offer-terms.ts'
import { offersWithinReach } from './offers-within-reach.ts'

const NOW = new Date('2026-12-10T06:30:00.000Z')
const facts = { now: NOW, customerUses: new Map<string, number>() }

const offer = (over: Partial<OfferTerms> = {}): OfferTerms => ({
  id: 'o1',
  vendorId: null,
  name: '₹500 off on ₹50,000',
  kind: 'automatic',
  discountType: 'amount',
  percent: null,
  amountPaise: 500_00,
  capPaise: null,
  minOrderPaise: 50_000_00,
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

const laptop: OfferLine = { productId: 'laptop', vendorId: 'v1', category: 'Laptop', brand: 'Lenovo', pricePaise: 40_000_00 }
const mouse: OfferLine = { productId: 'mouse', vendorId: 'v3', category: 'Accessories', brand: 'Logitech', pricePaise: 5_000_00 }
const lines = [laptop, mouse]

/** What the cart says of its offers within reach, priced as the cart is. */
const reach = (
  automatic: OfferTerms[],
  options: { shared?: Array<{ offer: OfferTerms; code: string }>; cartCode?: CodeAsked | null; cart?: OfferLine[] } = {},
) => {
  const cart = options.cart ?? lines
  const current = priceOffers(cart, automatic, options.cartCode ?? null, facts)
  return offersWithinReach(cart, automatic, options.shared ?? [], options.cartCode ?? null, facts, current)
}

describe('the offers a cart could still get (decision 088)', () => {
  it('an automatic offer it falls short of: how much more, and what it would save', () => {
    expect(reach([offer()])).toEqual([
      {
        offerId: 'o1',
        name: '₹500 off on ₹50,000',
        words: '₹500 off',
        code: null,
        addPaise: 5_000_00,
        covers: { kind: 'order', names: [] },
        savesPaise: 500_00,
        endsAt: null,
      },
    ])
  })

  it('counts only the items it covers, and says the least it saves: a percent of what the minimum reaches', () => {
    const laptops = offer({
      name: 'Laptop week',
      discountType: 'percent',
      percent: 5,
      amountPaise: null,
      capPaise: 10_000_00,
      appliesTo: 'categories',
      targets: ['Laptop'],
    })
    // The laptop alone counts: ₹10,000 more of laptops reaches ₹50,000, and 5% of it is ₹2,500.
    expect(reach([laptops])).toMatchObject([
      { addPaise: 10_000_00, covers: { kind: 'categories', names: ['Laptop'] }, savesPaise: 2_500_00 },
    ])
  })

  it('says nothing the cart would not get: an offer that would not beat the one it has, one used up, ended, or short of budget', () => {
    const better = offer({ id: 'o2', name: '₹2,000 off', amountPaise: 2_000_00, minOrderPaise: 0 })
    expect(reach([offer(), better])).toEqual([])
    expect(reach([offer({ useLimit: 10, usesCount: 10 })])).toEqual([])
    expect(reach([offer({ endsAt: '2026-12-09T18:30:00.000Z' })])).toEqual([])
    expect(reach([offer({ budgetPaise: 10_000_00, givenPaise: 9_700_00 })])).toEqual([])
    expect(reach([offer({ perCustomerLimit: 1 })], {})).toHaveLength(1)
    const usedByYou = priceOffers(lines, [offer({ perCustomerLimit: 1 })], null, facts)
    const mine = { now: NOW, customerUses: new Map([['o1', 1]]) }
    expect(offersWithinReach(lines, [offer({ perCustomerLimit: 1 })], [], null, mine, usedByYou)).toEqual([])
  })

  it('adds what it would add on top of a combining offer the cart has, not the sum of both', () => {
    const onEverything = offer({
      id: 'o2',
      name: '2% off',
      discountType: 'percent',
      percent: 2,
      amountPaise: null,
      minOrderPaise: 0,
      combinable: true,
    })
    const more = offer({ combinable: true })
    // With ₹5,000 more the cart is ₹50,000: 2% of it (₹1,000) it would get anyway; the offer adds its ₹500.
    expect(reach([onEverything, more])).toMatchObject([{ offerId: 'o1', addPaise: 5_000_00, savesPaise: 500_00 }])
  })

  it('an automatic offer the cart reaches already applies: nothing more to say of it', () => {
    expect(reach([offer({ minOrderPaise: 0 })])).toEqual([])
  })

  it('a shared code it could use now, or with more, only when it has no code of its own', () => {
    const code5 = offer({
      id: 'c5',
      kind: 'code',
      name: '5% off',
      discountType: 'percent',
      percent: 5,
      amountPaise: null,
      minOrderPaise: 0,
    })
    const big = offer({ id: 'c9', kind: 'code', name: '₹3,000 off on ₹60,000', amountPaise: 3_000_00, minOrderPaise: 60_000_00 })
    const shared = [
      { offer: code5, code: 'FIVE' },
      { offer: big, code: 'BIG' },
    ]
    expect(reach([], { shared })).toMatchObject([
      { code: 'FIVE', addPaise: 0, savesPaise: 2_250_00 },
      { code: 'BIG', addPaise: 15_000_00, savesPaise: 3_000_00 },
    ])
    const kept = { text: 'FIVE', offer: code5, codeId: 'k', codeUsedUp: false }
    expect(reach([], { shared, cartCode: kept })).toEqual([])
  })

  it('a bank offer’s code says how the order must be paid', () => {
    const hdfc = offer({
      id: 'b1',
      kind: 'code',
      name: 'HDFC Bank card offer',
      minOrderPaise: 0,
      paymentCondition: { method: 'card', networks: [], banks: ['HDFC Bank'] },
    })
    expect(reach([], { shared: [{ offer: hdfc, code: 'HDFC500' }] })).toMatchObject([
      { code: 'HDFC500', words: expect.stringContaining('HDFC Bank'), savesPaise: 500_00 },
    ])
  })
})
