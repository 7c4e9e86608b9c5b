/**
 * Answers a process keeps for a while, per owner (a database handle, so tests with their own
 * databases never share them): at most `size` per owner, the oldest dropped first, each good for
 * `ttlMs`. The catalogue keeps facet counts, the search vocabulary and which filter sets are broader
 * than the listing's cap this way.
 */
export function keptForAWhile<V>(ttlMs: number, size: number) {
  const owners = new WeakMap<object, Map<string, { at: number; value: V }>>()
  const entriesOf = (owner: object) => {
    let entries = owners.get(owner)
    if (!entries) {
      entries = new Map()
      owners.set(owner, entries)
    }
    return entries
  }
  return {
    /** The value kept under `key`, unless it is older than the time it is good for. */
    get(owner: object, key: string): V | undefined {
      const entry = entriesOf(owner).get(key)
      return entry && Date.now() - entry.at < ttlMs ? entry.value : undefined
    },
    set(owner: object, key: string, value: V): void {
      const entries = entriesOf(owner)
      entries.delete(key)
      if (entries.size >= size) entries.delete(entries.keys().next().value as string)
      entries.set(key, { at: Date.now(), value })
    },
    delete(owner: object, key: string): void {
      entriesOf(owner).delete(key)
    },
  }
}

/** Keeps a promised answer, and forgets it if the promise fails, so the next caller tries again. */
export function keepPromise<V>(kept: ReturnType<typeof keptForAWhile<Promise<V>>>, owner: object, key: string, make: () => Promise<V>) {
  const cached = kept.get(owner, key)
  if (cached) return cached
  const value = make()
  kept.set(owner, key, value)
  value.catch(() => kept.delete(owner, key))
  return value
}
