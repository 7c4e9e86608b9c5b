import { countOf } from '#src/lib/plural.ts'

/**
 * The seller page's line on how a seller ships: its share of parcels shipped within `dispatchDays` of
 * the order ("100% of 1 parcel", not "1 parcels": issue 49, item 9).
 */
export function shippingRecordLine(record: { parcelsShipped: number; shippedOnTime: number }, dispatchDays: number): string {
  if (record.parcelsShipped === 0) return 'No parcels shipped yet'
  const share = Math.round((record.shippedOnTime / record.parcelsShipped) * 100)
  return `${share}% of ${countOf(record.parcelsShipped, 'parcel')} shipped on time (within ${countOf(dispatchDays, 'day')} of the order)`
}
