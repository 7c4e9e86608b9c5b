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
