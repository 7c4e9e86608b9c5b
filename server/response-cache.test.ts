import { randomBytes } from 'node:crypto'
import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { createEventBus, SHOP_EVENTS } from '#src/platform/events/event-bus.ts'
import { ResponseCache } from './response-cache.ts'

const response = (text: string) => ({ status: 200, headers: { 'content-type': 'text/plain' }, body: Buffer.from(text) })

describe('ResponseCache', () => {
  it('returns what it stored, with compressed variants', () => {
    const cache = new ResponseCache(10, 1000)
    cache.set('/a', response('hello hello hello'), 1, 0)
    const entry = cache.get('/a', 1, 10)
    expect(entry?.body.toString()).toBe('hello hello hello')
    expect(gunzipSync(entry?.gzip ?? Buffer.alloc(0)).toString()).toBe('hello hello hello')
  })

  it('forgets entries from an older content version', () => {
    const cache = new ResponseCache(10, 1000)
    cache.set('/a', response('old'), 1, 0)
    expect(cache.get('/a', 2, 10)).toBeUndefined()
    expect(cache.size).toBe(0)
  })

  it('moves to a new version when the bus says a product or the store changed, and not on other events', () => {
    const cache = new ResponseCache(10, 1000)
    const events = createEventBus()
    const stop = cache.watch(events)
    const before = cache.version
    events.publish(SHOP_EVENTS.orderChanged)
    expect(cache.version).toBe(before)
    events.publish(SHOP_EVENTS.productChanged)
    events.publish(SHOP_EVENTS.storeChanged)
    expect(cache.version).toBe(before + 2)
    stop()
    events.publish(SHOP_EVENTS.productChanged)
    expect(cache.version).toBe(before + 2)
  })

  it('forgets entries after their time to live', () => {
    const cache = new ResponseCache(10, 1000)
    cache.set('/a', response('x'), 1, 0)
    expect(cache.get('/a', 1, 999)).toBeDefined()
    expect(cache.get('/a', 1, 1000)).toBeUndefined()
  })

  it('evicts the least recently used entry when full', () => {
    const cache = new ResponseCache(2, 1000)
    cache.set('/a', response('a'), 1, 0)
    cache.set('/b', response('b'), 1, 0)
    cache.get('/a', 1, 1)
    cache.set('/c', response('c'), 1, 2)
    expect(cache.get('/a', 1, 3)).toBeDefined()
    expect(cache.get('/b', 1, 3)).toBeUndefined()
    expect(cache.get('/c', 1, 3)).toBeDefined()
  })

  it('keeps its entries within its byte budget, dropping the least recently used first', () => {
    // Random bytes do not compress: each entry weighs about three times its body.
    const page = (kb: number) => ({ status: 200, headers: { 'content-type': 'text/html' }, body: randomBytes(kb * 1024) })
    const cache = new ResponseCache(1000, 60_000, 1024 * 1024)
    for (let i = 0; i < 20; i++) cache.set(`/p${i}`, page(100), 1, 0)
    expect(cache.bytes).toBeLessThanOrEqual(1024 * 1024)
    expect(cache.size).toBe(3)
    expect(cache.get('/p19', 1, 1)).toBeDefined()
    expect(cache.get('/p0', 1, 1)).toBeUndefined()
    // An answer bigger than the whole budget is not kept, and pushes nothing out.
    cache.set('/huge', page(400), 1, 2)
    expect(cache.get('/huge', 1, 3)).toBeUndefined()
    expect(cache.size).toBe(3)
    // Compressing 8 MB of random bytes: CPU-bound, and slow on a busy two-core machine.
  }, 60_000)

  it('stores nothing when disabled', () => {
    const cache = new ResponseCache(10, 0)
    cache.set('/a', response('a'), 1, 0)
    expect(cache.get('/a', 1, 0)).toBeUndefined()
  })
})
