/** The Indian calendar day (YYYY-MM-DD) an instant falls on. */
export function indianDay(iso: string): string {
  return new Date(new Date(iso).getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10)
}

export interface DailySales {
  day: string
  salesPaise: number
  /** The same day of the period before (`days` days earlier), for comparison. */
  previousPaise: number
}

/**
 * Sums amounts per Indian calendar day over the last `days` days up to `now`, oldest first, zero-filled,
 * with each day's counterpart in the `days` days before that.
 */
export function dailySeries(entries: Iterable<{ createdAt: string; amountPaise: number }>, now: Date, days: number): DailySales[] {
  const dayAt = (back: number) => indianDay(new Date(now.getTime() - back * 86_400_000).toISOString())
  const series = Array.from({ length: days }, (_, i) => dayAt(days - 1 - i))
  const previous = Array.from({ length: days }, (_, i) => dayAt(2 * days - 1 - i))
  const byDay = new Map([...series, ...previous].map((day) => [day, 0]))
  for (const entry of entries) {
    const day = indianDay(entry.createdAt)
    const sum = byDay.get(day)
    if (sum !== undefined) byDay.set(day, sum + entry.amountPaise)
  }
  return series.map((day, i) => ({ day, salesPaise: byDay.get(day) ?? 0, previousPaise: byDay.get(previous[i] ?? '') ?? 0 }))
}
