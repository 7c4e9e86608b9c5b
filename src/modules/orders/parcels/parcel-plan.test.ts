import { describe, expect, it } from 'vitest'
import { parcelsSentence, planParcels } from './parcel-plan.ts'

describe('planParcels', () => {
  it('makes one parcel per seller, in the order of each seller’s first line, counting units', () => {
    const parcels = planParcels([
      { vendorId: 'v2', quantity: 1, name: 'Laptop A' },
      { vendorId: 'v1', quantity: 2, name: 'Mouse' },
      { vendorId: 'v2', quantity: 3, name: 'Bag' },
    ])
    expect(parcels).toEqual([
      { vendorId: 'v2', itemCount: 4, names: ['Laptop A', 'Bag'] },
      { vendorId: 'v1', itemCount: 2, names: ['Mouse'] },
    ])
    expect(parcelsSentence(parcels)).toBe('Your order comes in 2 parcels from 2 sellers.')
  })

  it('says one parcel from one seller in the singular', () => {
    expect(parcelsSentence(planParcels([{ vendorId: 'v1', quantity: 2, name: 'Mouse' }]))).toBe(
      'Your order comes in 1 parcel from 1 seller.',
    )
  })
})
