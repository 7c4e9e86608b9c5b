import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { type EventBus, PUBLIC_CONTENT_TOPICS } from '#src/platform/events/event-bus.ts'
import { BoundedLru } from './bounded-lru.ts'

export interface CachedResponse {
  status: number
  headers: Record<string, string>
  body: Buffer
  br: Buffer
  gzip: Buffer
}

const MAX_BODY_BYTES = 512 * 1024
/** What the entries may hold together, by default: bodies, their two compressed copies, keys and headers. */
export const DEFAULT_CACHE_BYTES = 32 * 1024 * 1024

/**
 * A small LRU of whole responses for anonymous GET requests (no cookie, no authorisation), so the
 * catalogue pages and API a visitor or crawler sees cost one render per time-to-live instead of one
 * per request. Entries die when the event bus says public content changed, and after `ttlMs` anyway.
 * It is bounded twice: by entries, and by the bytes they hold, since one page and its compressed
 * copies can weigh up to 1.5 MB and crawlers ask for ever new URLs (issue 28).
 */
export class ResponseCache {
  readonly #store: BoundedLru<CachedResponse>
  #version = 0
  readonly maxEntries: number
  readonly ttlMs: number
  readonly maxBytes: number

  constructor(maxEntries: number, ttlMs: number, maxBytes = DEFAULT_CACHE_BYTES) {
    this.maxEntries = maxEntries
    this.ttlMs = ttlMs
    this.maxBytes = maxBytes
    this.#store = new BoundedLru(maxEntries, maxBytes)
  }

  /**
   * Bumped on every public-content event. A response is stored with the version it was rendered
   * under, so one that was rendering while the change happened is never served afterwards.
   */
  get version(): number {
    return this.#version
  }

  /** Listens for changes to what a signed-out visitor sees; returns the unsubscribe. */
  watch(events: EventBus): () => void {
    const stops = PUBLIC_CONTENT_TOPICS.map((topic) =>
      events.subscribe(topic, () => {
        this.#version += 1
      }),
    )
    return () => {
      for (const stop of stops) stop()
    }
  }

  get enabled(): boolean {
    return this.ttlMs > 0 && this.maxEntries > 0
  }

  get(key: string, version: number, now = Date.now()): CachedResponse | undefined {
    return this.#store.get(key, version, now)
  }

  set(key: string, response: { status: number; headers: Record<string, string>; body: Buffer }, version: number, now = Date.now()): void {
    if (!this.enabled || response.body.length > MAX_BODY_BYTES) return
    const br = brotliCompressSync(response.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
    const gzip = gzipSync(response.body, { level: 9 })
    // A copy: the sender adds content-encoding and length to the live headers after this.
    const headers = { ...response.headers }
    const bytes = response.body.length + br.length + gzip.length + key.length + JSON.stringify(headers).length
    const expiresAt = now + this.ttlMs
    this.#store.set(key, { ...response, headers, br, gzip }, { bytes, version, expiresAt })
  }

  get size(): number {
    return this.#store.size
  }

  /** The bytes the entries hold now (bodies, compressed copies, keys, headers). */
  get bytes(): number {
    return this.#store.bytes
  }
}
