/** The calendar day in India (YYYY-MM-DD) at a moment. */
export function indiaDay(at: Date): string {
  return new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 10)
}

/** Indian English dates: 21 November 2026. */
const longDate = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Asia/Kolkata',
})

export function formatDate(value: Date | string): string {
  return longDate.format(typeof value === 'string' ? new Date(value) : value)
}

/** Indian English date and time, in India's time zone: 21 Nov 2026, 2:05 pm. */
const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: 'Asia/Kolkata',
})

export function formatDateTime(value: Date | string): string {
  return dateTime.format(typeof value === 'string' ? new Date(value) : value)
}
