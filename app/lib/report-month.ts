/** This month in India, as YYYY-MM. */
export const thisMonth = () => new Date(Date.now() + 5.5 * 60 * 60 * 1000).toISOString().slice(0, 7)

/** The month a report page asks for (YYYY-MM), or this month when it asks for none or nonsense. */
export function askedMonth(request: Request): string {
  const asked = new URL(request.url).searchParams.get('month') ?? ''
  return /^\d{4}-(0[1-9]|1[0-2])$/.test(asked) ? asked : thisMonth()
}

/** "2026-11" → "November 2026", as Indian English writes it. */
export function monthWords(month: string): string {
  const [year, m] = month.split('-').map(Number)
  return new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year ?? 2000, (m ?? 1) - 1, 1)),
  )
}
