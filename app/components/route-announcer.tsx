import { type RefObject, useEffect, useRef, useState } from 'react'
import { useLocation } from 'react-router'

let say: ((text: string) => void) | null = null

/**
 * Moves focus to `heading` (made focusable by script only) and says `text` in the page's live region.
 * Client-side navigation changes the page without the browser knowing, so nothing else would tell a
 * screen-reader user, and focus would stay on a link that may no longer exist (decision 037).
 */
export function announcePage(text: string, heading: HTMLElement | null) {
  if (heading) {
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
    // The scroll position is ScrollRestoration's to set (top for a new page, kept for Back).
    heading.focus({ preventScroll: true })
  }
  say?.(text)
}

/**
 * After every client-side move to another path (never on the first load, which the browser announces
 * itself), says the new page's title and puts focus on its h1. Changes of the query alone (a filter, a
 * sort) keep focus where the shopper is. A page that put focus somewhere on purpose (a field marked
 * `data-autofocus`, the first error of a refused form) keeps it.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation()
  const [message, setMessage] = useState('')
  const first = useRef(true)

  useEffect(() => {
    say = setMessage
    return () => {
      say = null
    }
  }, [])

  // biome-ignore lint/correctness/useExhaustiveDependencies: the path is the trigger, not an input
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    const active = document.activeElement
    const keep =
      active instanceof HTMLElement &&
      active.closest('main') !== null &&
      active.matches('[data-autofocus], [aria-invalid="true"], [role="alert"]')
    announcePage(document.title, keep ? null : document.querySelector<HTMLElement>('main h1, h1'))
  }, [pathname])

  return (
    <div aria-live="polite" aria-atomic="true" className="sr-only" data-route-announcer>
      {message}
    </div>
  )
}

/**
 * A form in steps on one address (checkout): when the step changes, focus goes to the new step's
 * heading in `container` and `label` is said. A refused step is left to useFocusFirstError.
 */
export function useStepAnnouncer(step: number, label: string, container: RefObject<HTMLElement | null>, failed: boolean) {
  const shown = useRef(step)
  useEffect(() => {
    if (shown.current === step) return
    shown.current = step
    if (!failed) announcePage(label, container.current?.querySelector<HTMLElement>('h2') ?? null)
  }, [step, label, container, failed])
}
