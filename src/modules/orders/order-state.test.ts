import { describe, expect, it } from 'vitest'
import { canTransition, isCancellable, ORDER_STATUSES } from './order-state.ts'

describe('order state machine', () => {
  it('moves forward one step at a time', () => {
    expect(canTransition('pending', 'processing')).toBe(true)
    expect(canTransition('processing', 'shipped')).toBe(true)
    expect(canTransition('shipped', 'delivered')).toBe(true)
  })

  it.each([
    ['pending', 'shipped'],
    ['pending', 'delivered'],
    ['processing', 'delivered'],
    ['shipped', 'processing'],
    ['delivered', 'pending'],
    ['cancelled', 'pending'],
  ] as const)('refuses %s → %s', (from, to) => {
    expect(canTransition(from, to)).toBe(false)
  })

  it('allows cancelling only before shipping', () => {
    expect(ORDER_STATUSES.filter(isCancellable)).toEqual(['pending', 'processing'])
  })
})
