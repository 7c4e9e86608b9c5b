import { useEffect, useSyncExternalStore } from 'react'

// Which products the signed-in shopper saved, for the hearts on cards (decision 086). Cards are on pages
// shoppers share (decision 045), so their hearts are drawn empty and filled here, from one request after
// the page loads; a heart pressed since updates it at once.

let saved: ReadonlySet<string> | null = null
let loading = false
const listeners = new Set<() => void>()
const emit = () => {
  for (const listener of listeners) listener()
}
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function load() {
  if (saved || loading) return
  loading = true
  fetch('/wishlist/saved', { headers: { accept: 'application/json' } })
    .then((response) => (response.ok ? (response.json() as Promise<{ ids: string[] }>) : { ids: [] }))
    .then((body) => {
      saved = new Set(body.ids)
      emit()
    })
    .catch(() => {})
    .finally(() => {
      loading = false
    })
}

/** The saved products' ids, or null until known (and always for a visitor who is not signed in). */
export function useSavedIds(signedIn: boolean): ReadonlySet<string> | null {
  const ids = useSyncExternalStore(
    subscribe,
    () => saved,
    () => null,
  )
  useEffect(() => {
    if (signedIn) load()
    else if (saved) {
      // Signed out: the next shopper in this tab starts from nothing.
      saved = null
      emit()
    }
  }, [signedIn])
  return signedIn ? ids : null
}

/** A heart's answer: the product is saved now, or not. */
export function markSaved(productId: string, isSaved: boolean) {
  const next = new Set(saved ?? [])
  if (isSaved) next.add(productId)
  else next.delete(productId)
  saved = next
  emit()
}
