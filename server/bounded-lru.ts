/**
 * The store under the response cache and the shared pages: entries that die with the content version
 * they were made under or at their expiry, bounded twice, by count and by the bytes they hold, the least
 * recently used going first. Map keeps insertion order, so re-inserting marks an entry as recently used.
 */
export class BoundedLru<V> {
  readonly #entries = new Map<string, { value: V; bytes: number; version: number; expiresAt: number }>()
  #bytes = 0
  readonly maxEntries: number
  readonly maxBytes: number

  constructor(maxEntries: number, maxBytes: number) {
    this.maxEntries = maxEntries
    this.maxBytes = maxBytes
  }

  get(key: string, version: number, now = Date.now()): V | undefined {
    const entry = this.#entries.get(key)
    if (!entry) return undefined
    if (entry.version !== version || entry.expiresAt <= now) {
      this.#remove(key)
      return undefined
    }
    this.#entries.delete(key)
    this.#entries.set(key, entry)
    return entry.value
  }

  /** Keeps the value unless it alone weighs more than the whole budget (then nothing is pushed out). */
  set(key: string, value: V, entry: { bytes: number; version: number; expiresAt: number }): void {
    if (entry.bytes > this.maxBytes || this.maxEntries <= 0) return
    this.#remove(key)
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size < this.maxEntries && this.#bytes + entry.bytes <= this.maxBytes) break
      this.#remove(oldest)
    }
    this.#entries.set(key, { value, ...entry })
    this.#bytes += entry.bytes
  }

  #remove(key: string): void {
    const entry = this.#entries.get(key)
    if (!entry) return
    this.#entries.delete(key)
    this.#bytes -= entry.bytes
  }

  get size(): number {
    return this.#entries.size
  }

  get bytes(): number {
    return this.#bytes
  }
}
