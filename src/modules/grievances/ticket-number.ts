/** The calendar year of a moment in India's time zone: a complaint at 00:10 IST on 1 January is the new year's. */
export function ticketYear(at: Date): string {
  return String(new Date(at.getTime() + 5.5 * 60 * 60 * 1000).getUTCFullYear())
}

/** GRV-2026-000123: the year's series, six digits (a seventh appears only past a million in a year). */
export const ticketNumber = (year: string, n: number) => `GRV-${year}-${String(n).padStart(6, '0')}`
