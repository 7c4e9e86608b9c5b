import type { ReactNode } from 'react'

/**
 * A wide table that scrolls sideways inside its card on a phone, so the page itself never does. The
 * region takes focus so a keyboard can scroll it too (WCAG 2.1.1).
 */
export function ScrollRegion({ label, className = '', children }: { label: string; className?: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className={`card overflow-x-auto ${className}`} aria-label={`${label} (scrolls sideways on small screens)`} tabIndex={0}>
      {children}
    </section>
  )
}
