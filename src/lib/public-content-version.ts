/**
 * A counter that says "what a signed-out visitor sees has changed". The HTTP layer's cache of
 * anonymous responses drops every entry made under an older number. Any service that changes
 * public content (products, stock, prices, store details) calls `publicContentChanged()` after
 * its write commits. Other server processes find out through the cache's short time-to-live.
 */
let version = 0

export function publicContentVersion(): number {
  return version
}

export function publicContentChanged(): void {
  version += 1
}
