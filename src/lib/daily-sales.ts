/** The Indian calendar day (YYYY-MM-DD) an instant falls on. */
export function indianDay(iso: string): string {
  return new Date(new Date(iso).getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10)
}

/** Sums amounts per Indian calendar day over the last `days` days up to `now`, oldest first, zero-filled. */
export function dailySeries(entries: Iterable<{ createdAt: string; amountPaise: number }>, now: Date, days: number) {
  const series = Array.from({ length: days }, (_, i) => indianDay(new Date(now.getTime() - (days - 1 - i) * 86_400_000).toISOString()))
  const byDay = new Map(series.map((day) => [day, 0]))
  for (const entry of entries) {
    const day = indianDay(entry.createdAt)
    const sum = byDay.get(day)
    if (sum !== undefined) byDay.set(day, sum + entry.amountPaise)
  }
  return series.map((day) => ({ day, salesPaise: byDay.get(day) ?? 0 }))
}
