import { afterEach, describe, expect, it, vi } from 'vitest'
import { keepPromise, keptForAWhile } from './kept-for-a-while.ts'

describe('kept for a while', () => {
  afterEach(() => vi.useRealTimers())

  it('keeps a value for its time, per owner, and drops the oldest past its size', () => {
    vi.useFakeTimers()
    const kept = keptForAWhile<number>(60_000, 2)
    const [a, b] = [{}, {}]
    kept.set(a, 'x', 1)
    expect(kept.get(a, 'x')).toBe(1)
    expect(kept.get(b, 'x')).toBeUndefined()
    vi.advanceTimersByTime(60_000)
    expect(kept.get(a, 'x')).toBeUndefined()
    kept.set(a, 'x', 1)
    kept.set(a, 'y', 2)
    kept.set(a, 'z', 3)
    expect([kept.get(a, 'x'), kept.get(a, 'y'), kept.get(a, 'z')]).toEqual([undefined, 2, 3])
  })

  it('shares one promise among callers and forgets a failed one', async () => {
    const kept = keptForAWhile<Promise<string>>(60_000, 10)
    const owner = {}
    const make = vi.fn(() => Promise.resolve('answer'))
    const first = keepPromise(kept, owner, 'k', make)
    expect(keepPromise(kept, owner, 'k', make)).toBe(first)
    expect(make).toHaveBeenCalledTimes(1)
    const failing = keepPromise(kept, owner, 'f', () => Promise.reject(new Error('database away')))
    await expect(failing).rejects.toThrow('database away')
    expect(await keepPromise(kept, owner, 'f', make)).toBe('answer')
  })
})
