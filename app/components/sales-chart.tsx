import { type KeyboardEvent, useId, useState } from 'react'
import type { DailySales } from '#src/lib/daily-sales.ts'
import { formatInr } from '#src/lib/money.ts'

const dayLabel = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' })
/** Axis amounts the Indian way: ₹0, ₹50K, ₹1.5L, ₹2Cr. */
const compact = new Intl.NumberFormat('en-IN', { notation: 'compact', maximumFractionDigits: 1 })
const axisAmount = (paise: number) => `₹${compact.format(paise / 100)}`

const WIDTH = 640
const HEIGHT = 200
const LEFT = 56
const BOTTOM = 24
const TOP = 8

/** A round step for about four gridlines: 1, 2 or 5 times a power of ten. */
export function niceStep(max: number): number {
  // At least ₹1,000 a gridline: an empty chart still reads as rupees.
  const rough = Math.max(4 * 100_000, max) / 4
  const power = 10 ** Math.floor(Math.log10(rough))
  return ([1, 2, 5, 10].find((m) => m * power >= rough) ?? 10) * power
}

/** Percentage change from the previous period, or null when there was nothing to compare with. */
function change(current: number, previous: number): string | null {
  if (previous === 0) return null
  const percent = Math.round(((current - previous) / previous) * 100)
  return `${percent > 0 ? '+' : percent < 0 ? '−' : '±'}${Math.abs(percent)}%`
}

/** One day's figures, as the hover title, the keyboard/touch readout and the table say them. */
export const dayFigures = (d: DailySales) =>
  `${dayLabel.format(new Date(d.day))}: ${formatInr(d.salesPaise)} (previous period ${formatInr(d.previousPaise)})`

/**
 * Daily sales as bars with a rupee axis and dates, the previous period as a dashed line, each day's
 * figures on hover, by keyboard (the chart takes focus; arrow keys, Home and End move between days) and
 * by touch (a tap on a day), shown in a readout under the chart, and in a table for screen readers;
 * and the period's total against the last one.
 */
export function SalesChart({ daily }: { daily: DailySales[] }) {
  const [active, setActive] = useState<number | null>(null)
  const ids = useId()
  const shown = active === null ? undefined : daily[active]
  const onKeyDown = (event: KeyboardEvent<SVGSVGElement>) => {
    const last = daily.length - 1
    const from = active ?? last
    const to =
      event.key === 'ArrowLeft'
        ? from - 1
        : event.key === 'ArrowRight'
          ? from + 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null
    if (to === null) return
    event.preventDefault()
    setActive(Math.min(last, Math.max(0, to)))
  }
  const step = niceStep(Math.max(...daily.map((d) => Math.max(d.salesPaise, d.previousPaise))))
  const top = step * 4
  const plotWidth = WIDTH - LEFT
  const plotHeight = HEIGHT - TOP - BOTTOM
  const slot = plotWidth / Math.max(1, daily.length)
  const y = (paise: number) => TOP + plotHeight - (paise / top) * plotHeight
  const total = daily.reduce((sum, d) => sum + d.salesPaise, 0)
  const previousTotal = daily.reduce((sum, d) => sum + d.previousPaise, 0)
  const versus = change(total, previousTotal)
  const previousLine = daily.map((d, i) => `${LEFT + i * slot + slot / 2},${y(d.previousPaise)}`).join(' ')
  // Only the chart and its caption are the figure: the legend, readout and table follow it (a figure's
  // caption must be its first or last child).
  return (
    <div>
      <figure>
        {/* Focusable so a keyboard can read each day; the readout below says the chosen day's figures. The
          title is one plain string: React renders a <title> given several children as empty. */}
        <svg
          viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
          className="h-auto w-full"
          role="img"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the day values must be reachable without a mouse
          tabIndex={0}
          aria-labelledby={`${ids}-title`}
          aria-describedby={`${ids}-readout`}
          onKeyDown={onKeyDown}
          onFocus={() => setActive((current) => current ?? daily.length - 1)}
          // A tap (or click) on a day's column shows its figures: <title> tooltips need a mouse that hovers.
          onClick={(event) => {
            const day = (event.target as Element).getAttribute('data-day')
            const index = daily.findIndex((d) => d.day === day)
            if (index >= 0) setActive(index)
          }}
        >
          <title id={`${ids}-title`}>Daily sales, with the period before as a dashed line. Arrow keys move between days.</title>
          {[0, 1, 2, 3, 4].map((i) => (
            <g key={i}>
              <line x1={LEFT} x2={WIDTH} y1={y(i * step)} y2={y(i * step)} stroke={i === 0 ? '#94a3b8' : '#e2e8f0'} />
              <text x={LEFT - 6} y={y(i * step) + 4} fontSize="11" fill="#475569" textAnchor="end">
                {axisAmount(i * step)}
              </text>
            </g>
          ))}
          {daily.map((d, i) => {
            const x = LEFT + i * slot
            return (
              <g key={d.day}>
                <title>{dayFigures(d)}</title>
                {/* The whole column answers the hover and the tap, not only the bar. */}
                <rect x={x} y={TOP} width={slot} height={plotHeight} fill={active === i ? '#dbe6fe' : 'transparent'} data-day={d.day} />
                <rect x={x + 2} y={y(d.salesPaise)} width={Math.max(1, slot - 4)} height={y(0) - y(d.salesPaise)} rx="2" fill="#1d42b8" />
                {(daily.length - 1 - i) % 7 === 0 ? (
                  <text
                    x={i === daily.length - 1 ? WIDTH : x + slot / 2}
                    y={HEIGHT - 6}
                    fontSize="11"
                    fill="#475569"
                    textAnchor={i === daily.length - 1 ? 'end' : 'middle'}
                  >
                    {dayLabel.format(new Date(d.day))}
                  </text>
                ) : null}
              </g>
            )
          })}
          <polyline points={previousLine} fill="none" stroke="#b45309" strokeWidth="2" strokeDasharray="5 4" pointerEvents="none" />
        </svg>
        <figcaption id="sales-chart-caption" className="mt-2 text-sm text-slate-700">
          Sales over the last {daily.length} days: <strong className="text-slate-900">{formatInr(total)}</strong>
          {versus ? ` (${versus} on the ${daily.length} days before, ${formatInr(previousTotal)})` : ' (no sales in the period before)'}
        </figcaption>
      </figure>
      <p className="mt-1 flex flex-wrap gap-4 text-xs text-slate-700" aria-hidden="true">
        <span className="flex items-center gap-1.5">
          <span className="inline-block h-3 w-3 rounded-sm bg-brand-700" /> This period
        </span>
        <span className="flex items-center gap-1.5">
          <span className="inline-block w-4 border-t-2 border-dashed border-amber-700" /> Previous {daily.length} days
        </span>
        <span>Hover, tap or use the arrow keys for a day's figures.</span>
      </p>
      <p id={`${ids}-readout`} className="mt-1 min-h-5 text-sm font-medium text-slate-900" aria-live="polite">
        {shown ? dayFigures(shown) : ''}
      </p>
      {/* The wrapper is what is visually hidden: a table does not shrink to sr-only's 1px and would widen the page. */}
      <div className="sr-only">
        <table>
          <caption>Sales per day, with the same day of the previous period</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Sales</th>
              <th scope="col">Previous period</th>
            </tr>
          </thead>
          <tbody>
            {daily.map((d) => (
              <tr key={d.day}>
                <th scope="row">{dayLabel.format(new Date(d.day))}</th>
                <td>{formatInr(d.salesPaise)}</td>
                <td>{formatInr(d.previousPaise)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
