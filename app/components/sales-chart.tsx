import { formatInr } from '#src/lib/money.ts'

const dayLabel = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' })

/** Daily sales as bars, with a table of the same figures for screen readers. */
export function SalesChart({ daily }: { daily: Array<{ day: string; salesPaise: number }> }) {
  const max = Math.max(1, ...daily.map((d) => d.salesPaise))
  const width = 600
  const height = 160
  const bar = width / daily.length
  const total = daily.reduce((sum, d) => sum + d.salesPaise, 0)
  return (
    <figure>
      <svg viewBox={`0 0 ${width} ${height + 20}`} className="h-auto w-full" aria-hidden="true">
        <line x1="0" y1={height} x2={width} y2={height} stroke="#cbd5e1" />
        {daily.map((d, i) => {
          const h = Math.round((d.salesPaise / max) * (height - 10))
          return <rect key={d.day} x={i * bar + 2} y={height - h} width={bar - 4} height={h} rx="2" fill="#1d42b8" />
        })}
        <text x="0" y={height + 16} fontSize="11" fill="#475569">
          {dayLabel.format(new Date(daily[0]?.day ?? 0))}
        </text>
        <text x={width} y={height + 16} fontSize="11" fill="#475569" textAnchor="end">
          {dayLabel.format(new Date(daily.at(-1)?.day ?? 0))}
        </text>
      </svg>
      <figcaption className="mt-2 text-sm text-slate-700">
        Sales over the last {daily.length} days: {formatInr(total)}
      </figcaption>
      <table className="sr-only">
        <caption>Sales per day</caption>
        <tbody>
          {daily.map((d) => (
            <tr key={d.day}>
              <th scope="row">{dayLabel.format(new Date(d.day))}</th>
              <td>{formatInr(d.salesPaise)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
