import type { ReactNode } from 'react'

/** Rupees with paise, as tax figures are filed; negatives with a true minus sign. */
const exact = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 })
export const taxMoney = (paise: number) => exact.format(paise / 100).replace('-', '−')

/**
 * A wide table that scrolls inside its card on a phone, so the page itself never scrolls sideways. The
 * scrolling card takes focus so a keyboard can scroll it too (WCAG 2.1.1).
 */
export function ScrollTable({
  caption,
  head,
  children,
  foot,
}: {
  caption: string
  head: ReactNode
  children: ReactNode
  foot?: ReactNode
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="card mt-6 overflow-x-auto" aria-label={`${caption} (scrolls sideways on small screens)`} tabIndex={0}>
      <table className="w-full min-w-[44rem] text-left text-sm">
        <caption className="px-4 pt-4 text-left text-base font-semibold text-slate-900">
          {caption}
          <span className="block text-xs font-normal text-slate-600 sm:hidden" aria-hidden="true">
            Swipe sideways for every column →
          </span>
        </caption>
        <thead className="border-b border-slate-200 text-slate-700">
          <tr>{head}</tr>
        </thead>
        <tbody className="divide-y divide-slate-100">{children}</tbody>
        {foot ? <tfoot className="border-t-2 border-slate-300 font-semibold text-slate-900">{foot}</tfoot> : null}
      </table>
    </section>
  )
}
