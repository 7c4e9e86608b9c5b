/** Delivery by PIN code: which zone a PIN falls in, and the dates promised from it (decision 019). */
export interface DeliveryZone {
  id: string
  name: string
  pinPrefixes: string[]
  minDays: number
  maxDays: number
  codAllowed: boolean
}

export const PIN_CODE = /^\d{6}$/
export const INVALID_PIN = 'Please enter a valid 6-digit PIN code'
export const unserviceableMessage = (pincode: string) => `Sorry, we do not deliver to PIN code ${pincode} yet.`
export const noCodMessage = (pincode: string) => `Cash on Delivery is not available for PIN code ${pincode}. Please pay online.`

/** The zone whose longest prefix begins the PIN (the most specific rule wins); null when none does. */
export function zoneForPin(zones: readonly DeliveryZone[], pin: string): DeliveryZone | null {
  let best: { zone: DeliveryZone; length: number } | null = null
  for (const zone of zones)
    for (const prefix of zone.pinPrefixes)
      if (pin.startsWith(prefix) && (!best || prefix.length > best.length)) best = { zone, length: prefix.length }
  return best?.zone ?? null
}

const IST_OFFSET_MS = 5.5 * 60 * 60 * 1000
const DAY_MS = 24 * 60 * 60 * 1000

/** India's calendar day `days` after the day of `now`, as YYYY-MM-DD. */
function indianDayAfter(now: Date, days: number): string {
  return new Date(now.getTime() + IST_OFFSET_MS + days * DAY_MS).toISOString().slice(0, 10)
}

/** The first and last day a parcel sent today reaches the zone, counted in India's calendar days. */
export function promisedDates(zone: Pick<DeliveryZone, 'minDays' | 'maxDays'>, now: Date): { from: string; to: string } {
  return { from: indianDayAfter(now, zone.minDays), to: indianDayAfter(now, zone.maxDays) }
}

const dayFormat = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })

/** "Tue, 25 Nov" for 2026-11-25 (a calendar day: no time zone shifts it). */
export function formatDeliveryDay(day: string): string {
  return dayFormat.format(new Date(`${day}T00:00:00Z`))
}

/** "Tue, 25 Nov – Wed, 26 Nov", or one day when both are the same. */
export function formatDeliveryRange(range: { from: string; to: string }): string {
  return range.from === range.to ? formatDeliveryDay(range.from) : `${formatDeliveryDay(range.from)} – ${formatDeliveryDay(range.to)}`
}

/** Comma- or space-separated digit prefixes, as the admin types them. */
export function parsePrefixes(text: string): string[] | null {
  const prefixes = text
    .split(/[\s,]+/)
    .map((p) => p.trim())
    .filter(Boolean)
  return prefixes.length > 0 && prefixes.every((p) => /^\d{1,6}$/.test(p)) ? [...new Set(prefixes)] : null
}
