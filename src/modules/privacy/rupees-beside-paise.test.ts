import { describe, expect, it } from 'vitest'
import { withRupees } from './rupees-beside-paise.ts'

describe('rupees beside paise in the data export (issue 49, item 6)', () => {
  it('gives each amount in rupees with lakh grouping just before its exact paise, however deep', () => {
    const exported = withRupees({
      number: 'DD-2612-000042',
      totalPaise: 18_641_600,
      items: [{ name: 'ThinkPad', unitPricePaise: 7_899_983, lineTotalPaise: 15_799_966 }],
      storeCredit: { balancePaise: 0, entries: [{ amountPaise: -50_000, note: 'Spent' }] },
    })
    expect(exported).toEqual({
      number: 'DD-2612-000042',
      total: '₹1,86,416.00',
      totalPaise: 18_641_600,
      items: [
        { name: 'ThinkPad', unitPrice: '₹78,999.83', unitPricePaise: 7_899_983, lineTotal: '₹1,57,999.66', lineTotalPaise: 15_799_966 },
      ],
      storeCredit: { balance: '₹0.00', balancePaise: 0, entries: [{ amount: '-₹500.00', amountPaise: -50_000, note: 'Spent' }] },
    })
    expect(Object.keys(exported)).toEqual(['number', 'total', 'totalPaise', 'items', 'storeCredit'])
  })

  it('never overwrites a field of the same name, and leaves what is not an amount alone', () => {
    expect(withRupees({ total: 'kept', totalPaise: 100, notePaise: 'not a number', at: null })).toEqual({
      total: 'kept',
      totalRupees: '₹1.00',
      totalPaise: 100,
      notePaise: 'not a number',
      at: null,
    })
  })
})
