import { describe, expect, it } from 'vitest'
import { sellerDocumentNumber } from '../invoicing/document-numbers.ts'
import { dueOnDelivery, orderClosed, orderStatusOf, orderStatusWords, sharePaise, splitOrderMoney } from './parcel-state.ts'

const parcels = (...statuses: Array<'pending' | 'processing' | 'shipped' | 'delivered' | 'cancelled'>) =>
  statuses.map((status) => ({ status }))

describe('parcels (decision 039)', () => {
  it('derives the order status, one of the spec’s five words, from its parcels', () => {
    expect(orderStatusOf(parcels('pending', 'pending'))).toBe('pending')
    expect(orderStatusOf(parcels('processing', 'pending'))).toBe('processing')
    expect(orderStatusOf(parcels('shipped', 'processing'))).toBe('processing')
    expect(orderStatusOf(parcels('shipped', 'delivered'))).toBe('shipped')
    expect(orderStatusOf(parcels('delivered', 'cancelled'))).toBe('delivered')
    expect(orderStatusOf(parcels('cancelled', 'cancelled'))).toBe('cancelled')
  })

  it('says in words where parcels differ', () => {
    expect(orderStatusWords(parcels('shipped', 'processing'))).toBe('Partly shipped')
    expect(orderStatusWords(parcels('delivered', 'shipped'))).toBe('Partly delivered')
    expect(orderStatusWords(parcels('pending', 'cancelled'))).toBe('Partly cancelled')
    expect(orderStatusWords(parcels('shipped', 'cancelled'))).toBe('Shipped, partly cancelled')
    expect(orderStatusWords(parcels('shipped'))).toBe('Shipped')
    expect(orderStatusWords(parcels('cancelled', 'cancelled'))).toBe('Cancelled')
  })

  it('closes an order once every parcel is cancelled or given back in full', () => {
    const p = (status: 'delivered' | 'cancelled', refundedPaise: number) => ({ status, totalPaise: 1000, refundedPaise })
    expect(orderClosed([p('cancelled', 0), p('delivered', 1000)])).toBe(true)
    expect(orderClosed([p('cancelled', 0), p('delivered', 999)])).toBe(false)
    expect(orderClosed([])).toBe(false)
  })

  it('splits the money so the parcels add up to the order exactly, each in whole rupees', () => {
    // ₹12,345 × 2 and ₹4,999: subtotal ₹29,689, GST ₹5,344.02, total ₹35,033.
    const split = splitOrderMoney({ taxPaise: 534_402, totalPaise: 3_503_300, storeCreditPaise: 100_001 }, [2_469_000, 499_900])
    expect(split.reduce((s, p) => s + p.totalPaise, 0)).toBe(3_503_300)
    expect(split.reduce((s, p) => s + p.taxPaise, 0)).toBe(534_402)
    expect(split.reduce((s, p) => s + p.storeCreditPaise, 0)).toBe(100_001)
    for (const p of split) {
      expect(p.totalPaise % 100).toBe(0)
      expect(p.subtotalPaise + p.taxPaise + p.roundOffPaise).toBe(p.totalPaise)
    }
    expect(sharePaise(100, [1, 1, 1])).toEqual([34, 33, 33])
  })

  it('collects on delivery a cash parcel’s total less its store credit and refunds, until delivered or cancelled', () => {
    const parcel = { status: 'shipped' as const, totalPaise: 5_898_800, storeCreditPaise: 800, refundedPaise: 0 }
    expect(dueOnDelivery({ paymentMethod: 'cod' }, parcel)).toBe(5_898_000)
    expect(dueOnDelivery({ paymentMethod: 'online' }, parcel)).toBe(0)
    expect(dueOnDelivery({ paymentMethod: 'cod' }, { ...parcel, status: 'cancelled' })).toBe(0)
  })

  it('numbers a seller’s invoices and credit notes in at most 16 characters', () => {
    expect(sellerDocumentNumber('SPRS', 'invoice', '2026-27', 42)).toBe('SPRS/2627/00042')
    expect(sellerDocumentNumber('ABCDE', 'invoice', '2026-27', 99_999)).toHaveLength(16)
    expect(sellerDocumentNumber('ABCDE', 'credit_note', '2026-27', 9_999)).toBe('ABCDE/C2627/9999')
  })
})
