import { describe, expect, it } from 'vitest'
import {
  allowedOutcomes,
  chosenMove,
  eligibility,
  formatRma,
  NON_RETURNABLE_WORDS,
  planReturnMove,
  RETURN_MOVES,
  type ReturnMoveName,
  type ReturnState,
  type ReturnStatus,
  refundAmountPaise,
  returnAmountPaise,
  returnChoices,
  returnWindowEnds,
  rmaMonth,
  windowRefusal,
} from './return-state.ts'

// Delivered at 23:30 IST on 1 November 2026 (18:00 UTC).
const delivered = new Date('2026-11-01T18:00:00Z')

describe('the 7-day return window, in India time', () => {
  it('closes at midnight IST at the end of the 7th day after the delivery day', () => {
    expect(returnWindowEnds(delivered).toISOString()).toBe('2026-11-08T18:30:00.000Z')
  })

  it('counts IST calendar days: a delivery at 00:10 IST on 2 November is a day later than one at 23:30 IST on 1 November', () => {
    expect(returnWindowEnds(new Date('2026-11-01T18:40:00Z')).toISOString()).toBe('2026-11-09T18:30:00.000Z')
  })

  it('is open one millisecond before the close and shut at the close', () => {
    expect(windowRefusal(delivered, new Date('2026-11-08T18:29:59.999Z'))).toBeNull()
    expect(windowRefusal(delivered, new Date('2026-11-08T18:30:00.000Z'))).toMatchObject({ code: 'conflict' })
  })

  it('is not open before delivery', () => {
    expect(windowRefusal(null, delivered)?.message).toBe('Items can be returned once the order has been delivered.')
  })
})

describe('eligibility', () => {
  const now = new Date('2026-11-03T10:00:00Z')
  const line = { quantity: 2, alreadyReturning: 0, nonReturnable: false }

  it('lets a defective line be returned for a replacement', () => {
    expect(eligibility(line, { reason: 'defective', outcome: 'replacement', quantity: 1 }, delivered, now)).toBeNull()
  })

  it('refuses a change of mind on a non-returnable item with the policy words, but replaces it when defective', () => {
    const item = { ...line, nonReturnable: true }
    expect(eligibility(item, { reason: 'change_of_mind', outcome: 'store_credit', quantity: 1 }, delivered, now)?.message).toBe(
      NON_RETURNABLE_WORDS,
    )
    expect(eligibility(item, { reason: 'defective', outcome: 'replacement', quantity: 1 }, delivered, now)).toBeNull()
  })

  it('offers only the outcomes the policy allows', () => {
    expect(allowedOutcomes('dead_on_arrival')).toEqual(['replacement'])
    expect(allowedOutcomes('change_of_mind')).toEqual(['store_credit', 'exchange'])
    expect(eligibility(line, { reason: 'defective', outcome: 'store_credit', quantity: 1 }, delivered, now)?.message).toBe(
      'For defective our policy offers replacement.',
    )
    expect(eligibility(line, { reason: 'change_of_mind', outcome: 'replacement', quantity: 1 }, delivered, now)).toMatchObject({
      code: 'invalid_input',
    })
  })

  it('limits the quantity to the units not already being returned', () => {
    expect(
      eligibility({ ...line, alreadyReturning: 1 }, { reason: 'defective', outcome: 'replacement', quantity: 2 }, delivered, now)?.message,
    ).toBe('Choose a quantity from 1 to 1.')
    expect(
      eligibility({ ...line, alreadyReturning: 2 }, { reason: 'defective', outcome: 'replacement', quantity: 1 }, delivered, now)?.message,
    ).toBe('All units of this item already have a return request.')
    expect(eligibility(line, { reason: 'defective', outcome: 'replacement', quantity: 0 }, delivered, now)).toMatchObject({
      code: 'invalid_input',
    })
  })

  it('refuses after the window even for a fault', () => {
    expect(
      eligibility(line, { reason: 'defective', outcome: 'replacement', quantity: 1 }, delivered, new Date('2026-11-09T00:00:00Z')),
    ).toMatchObject({
      code: 'conflict',
    })
  })
})

describe('return transitions', () => {
  const STATUSES: ReturnStatus[] = ['requested', 'approved', 'rejected', 'received', 'replaced', 'refunded', 'credited']
  const defective = (status: ReturnStatus): ReturnState => ({ status, reason: 'defective', outcome: 'replacement', vendorId: 'v1' })

  it('allows each move from exactly one status, for the admin and the line vendor alike', () => {
    for (const move of Object.keys(RETURN_MOVES) as ReturnMoveName[]) {
      for (const status of STATUSES) {
        for (const state of [
          defective(status),
          { ...defective(status), reason: 'change_of_mind' as const, outcome: 'store_credit' as const },
        ]) {
          const admin = planReturnMove(state, move, { kind: 'admin' })
          const vendor = planReturnMove(state, move, { kind: 'vendor', vendorId: 'v1' })
          expect(vendor.ok).toBe(admin.ok)
          if (status !== RETURN_MOVES[move].from) expect(admin).toMatchObject({ ok: false, code: 'illegal_transition' })
        }
      }
    }
  })

  it('keeps other vendors and the customer out', () => {
    expect(planReturnMove(defective('requested'), 'approve', { kind: 'vendor', vendorId: 'v2' })).toMatchObject({ code: 'not_found' })
    expect(planReturnMove(defective('requested'), 'approve', { kind: 'customer' })).toMatchObject({ code: 'forbidden' })
  })

  it("offers only the outcomes the policy and the customer's choice allow, the chosen one first", () => {
    // A fault: replaced, or refunded when it cannot be.
    expect(returnChoices(defective('received'), { kind: 'admin' })).toEqual(['replace', 'refund'])
    expect(chosenMove('replacement')).toBe('replace')
    // A change of mind where the customer chose store credit: store credit, nothing else.
    const credit: ReturnState = { status: 'received', reason: 'change_of_mind', outcome: 'store_credit', vendorId: 'v1' }
    expect(returnChoices(credit, { kind: 'admin' })).toEqual(['credit'])
    expect(chosenMove('store_credit')).toBe('credit')
    expect(planReturnMove(credit, 'replace', { kind: 'vendor', vendorId: 'v1' })).toMatchObject({
      ok: false,
      code: 'conflict',
      message:
        'The customer chose store credit for this change of mind, and our policy does not send goods instead. Issue the store credit.',
    })
    expect(planReturnMove(credit, 'refund', { kind: 'admin' })).toMatchObject({
      ok: false,
      message: 'A change of mind ends in store credit or an exchange, not a cash refund. The customer chose store credit.',
    })
    // A change of mind where the customer chose an exchange: the exchange, or store credit when it cannot be sent.
    expect(returnChoices({ ...credit, outcome: 'exchange' }, { kind: 'admin' })).toEqual(['replace', 'credit'])
    expect(chosenMove('exchange')).toBe('replace')
    expect(planReturnMove(defective('received'), 'credit', { kind: 'admin' })).toMatchObject({ ok: false, code: 'conflict' })
    expect(planReturnMove(defective('received'), 'refund', { kind: 'admin' })).toMatchObject({
      ok: true,
      plan: { status: 'refunded', refund: true },
    })
  })

  it('offers approve or reject for a new request, receive once approved, nothing once done', () => {
    expect(returnChoices(defective('requested'), { kind: 'admin' })).toEqual(['approve', 'reject'])
    expect(returnChoices(defective('approved'), { kind: 'admin' })).toEqual(['receive'])
    expect(returnChoices(defective('refunded'), { kind: 'admin' })).toEqual([])
    expect(returnChoices(defective('rejected'), { kind: 'admin' })).toEqual([])
  })
})

describe('amounts and numbers', () => {
  it('refunds the line price with its GST and nothing for shipping', () => {
    // A line ordered before prices were entered with GST: 18% on its taxable value.
    expect(refundAmountPaise({ unitPricePaise: 5_499_900, unitPriceWithGstPaise: null }, 1)).toBe(5_499_900 + 989_982)
    expect(refundAmountPaise({ unitPricePaise: 100_000, unitPriceWithGstPaise: null }, 3)).toBe(354_000)
    // A line priced with GST: exactly what its units cost (₹99,999 each), whatever their taxable value.
    expect(refundAmountPaise({ unitPricePaise: 84_744_92, unitPriceWithGstPaise: 99_999_00 }, 2)).toBe(199_998_00)
  })

  it("gives back no more than its parcel took, and the parcel's last units give back exactly what is left", () => {
    // ₹49,990 + 18% = ₹58,988.20, rounded down to ₹58,988: the whole line returned gives back ₹58,988, not 20 paise more.
    const rounded = { totalPaise: 5_898_800, refundedPaise: 0, units: 1 }
    expect(returnAmountPaise({ unitPricePaise: 4_999_000, unitPriceWithGstPaise: null }, 1, rounded, { units: 0, amountPaise: 0 })).toBe(
      5_898_800,
    )
    // A parcel of three ₹1,000 units whose total was rounded up by 40 paise: the last unit gives those back too.
    const up = { totalPaise: 354_040, refundedPaise: 0, units: 3 }
    expect(returnAmountPaise({ unitPricePaise: 100_000, unitPriceWithGstPaise: null }, 1, up, { units: 0, amountPaise: 0 })).toBe(118_000)
    expect(returnAmountPaise({ unitPricePaise: 100_000, unitPriceWithGstPaise: null }, 1, up, { units: 1, amountPaise: 118_000 })).toBe(
      118_000,
    )
    expect(returnAmountPaise({ unitPricePaise: 100_000, unitPriceWithGstPaise: null }, 1, up, { units: 2, amountPaise: 236_000 })).toBe(
      118_040,
    )
    // After a part refund of the parcel, never more than is left of it.
    expect(
      returnAmountPaise(
        { unitPricePaise: 100_000, unitPriceWithGstPaise: null },
        2,
        { ...up, refundedPaise: 300_000 },
        { units: 0, amountPaise: 0 },
      ),
    ).toBe(54_040)
  })

  it('numbers returns by the month of the request in India', () => {
    expect(formatRma('2611', 123)).toBe('RMA-2611-000123')
    expect(rmaMonth(new Date('2026-11-30T18:29:59Z'))).toBe('2611')
    expect(rmaMonth(new Date('2026-11-30T18:30:00Z'))).toBe('2612')
  })
})
