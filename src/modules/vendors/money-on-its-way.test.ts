import { describe, expect, it } from 'vitest'
import { upcomingMoney } from './money-on-its-way.ts'

const figures = (net: number) => ({
  grossPaise: net + 100,
  commissionPaise: 60,
  commissionGstPaise: 11,
  tcsPaise: 20,
  tdsPaise: 9,
  netPaise: net,
})
// Wednesday 9 December 2026, 10:00 in India: the next settlement is Monday 14 December.
const NOW = new Date('2026-12-09T04:30:00.000Z')
const MON_14 = '2026-12-13T18:30:00.000Z'

describe('lines on their way to a statement', () => {
  it('puts each line in this week’s settlement or a later one, with totals of each, and dates first', () => {
    const money = upcomingMoney(
      [{ ...figures(1_000), journalId: 'j1', memo: '1 × A, order 1', orderId: 'o1', occurredAt: '2026-12-08T18:30:00.000Z' }],
      [
        {
          ...figures(2_000),
          parcelId: 'p2',
          productId: 'b',
          orderId: 'o2',
          orderNumber: '2',
          name: '1 × B',
          payableAt: null,
          waitingFor: 'delivery',
        },
        {
          ...figures(3_000),
          parcelId: 'p3',
          productId: 'c',
          orderId: 'o3',
          orderNumber: '3',
          name: '2 × C',
          payableAt: '2026-12-15T18:30:00.000Z',
          waitingFor: null,
        },
        {
          ...figures(4_000),
          parcelId: 'p4',
          productId: 'd',
          orderId: 'o4',
          orderNumber: '4',
          name: '1 × D',
          payableAt: null,
          waitingFor: 'return',
        },
      ],
      '2026-12-06T18:30:00.000Z',
      NOW,
    )
    expect(money.lines.map((l) => [l.what, l.stage, l.settlementAt])).toEqual([
      ['1 × A, order 1', 'payable', MON_14],
      ['2 × C, order 3', 'window', '2026-12-20T18:30:00.000Z'],
      ['1 × D, order 4', 'return', null],
      ['1 × B, order 2', 'delivery', null],
    ])
    expect(money.thisWeek).toEqual({ ...figures(1_000), settlementAt: MON_14 })
    expect(money.later).toEqual({
      grossPaise: 9_300,
      commissionPaise: 180,
      commissionGstPaise: 33,
      tcsPaise: 60,
      tdsPaise: 27,
      netPaise: 9_000,
    })
  })
})
