import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { type EventBus, PUBLIC_CONTENT_TOPICS } from '#src/platform/events/event-bus.ts'

export interface CachedResponse {
  status: number
  headers: Record<string, string>
  body: Buffer
  br: Buffer
  gzip: Buffer
  version: number
  expiresAt: number
}

const MAX_BODY_BYTES = 512 * 1024

/**
 * A small LRU of whole responses for anonymous GET requests (no cookie, no authorisation), so the
 * catalogue pages and API a visitor or crawler sees cost one render per time-to-live instead of one
 * per request. Entries die when the event bus says public content changed, and after `ttlMs` anyway.
 */
export class ResponseCache {
  readonly #entries = new Map<string, CachedResponse>()
  #version = 0
  readonly maxEntries: number
  readonly ttlMs: number

  constructor(maxEntries: number, ttlMs: number) {
    this.maxEntries = maxEntries
    this.ttlMs = ttlMs
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
    const entry = this.#entries.get(key)
    if (!entry) return undefined
    if (entry.version !== version || entry.expiresAt <= now) {
      this.#entries.delete(key)
      return undefined
    }
    // Map keeps insertion order: re-inserting marks the entry as most recently used.
    this.#entries.delete(key)
    this.#entries.set(key, entry)
    return entry
  }

  set(key: string, response: { status: number; headers: Record<string, string>; body: Buffer }, version: number, now = Date.now()): void {
    if (!this.enabled || response.body.length > MAX_BODY_BYTES) return
    if (this.#entries.size >= this.maxEntries) this.#entries.delete(this.#entries.keys().next().value as string)
    this.#entries.set(key, {
      ...response,
      // A copy: the sender adds content-encoding and length to the live headers after this.
      headers: { ...response.headers },
      br: brotliCompressSync(response.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
      gzip: gzipSync(response.body, { level: 9 }),
      version,
      expiresAt: now + this.ttlMs,
    })
  }

  get size(): number {
    return this.#entries.size
  }
}
