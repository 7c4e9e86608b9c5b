/**
 * India's common couriers, as sellers choose them when they ship, and where each one's public
 * tracking page takes a consignment (AWB) number. A courier that is not listed ships as "Other" with
 * its name written in: the customer then sees the number without a link. The table is the one place
 * to correct when a courier moves its tracking page (decision 033).
 */
export const COURIERS = [
  { name: 'Blue Dart', track: (n: string) => `https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=${n}` },
  { name: 'Delhivery', track: (n: string) => `https://www.delhivery.com/track/package/${n}` },
  {
    name: 'DTDC',
    track: (n: string) => `https://www.dtdc.in/tracking/tracking_results.asp?Ttype=awb_no&strCnno=${n}&TrkType2=awb_no`,
  },
  { name: 'Ecom Express', track: (n: string) => `https://ecomexpress.in/tracking/?awb_field=${n}` },
  { name: 'Ekart', track: (n: string) => `https://ekartlogistics.com/shipmenttrack/${n}` },
  {
    name: 'India Post',
    track: (n: string) => `https://www.indiapost.gov.in/_layouts/15/DOP.Portal.Tracking/TrackConsignment.aspx?consignmentnumber=${n}`,
  },
  { name: 'Shadowfax', track: (n: string) => `https://tracker.shadowfax.in/#/track?awb=${n}` },
  { name: 'XpressBees', track: (n: string) => `https://www.xpressbees.com/shipment/tracking?awbNo=${n}` },
] as const

/** The choice for a courier not in the list; its name is then written in. */
export const OTHER_COURIER = 'Other'

export const COURIER_NAMES: readonly string[] = COURIERS.map((courier) => courier.name)

const known = (name: string) => COURIERS.find((courier) => courier.name.toLowerCase() === name.trim().toLowerCase())

/** A listed courier in its own spelling ("blue dart" → "Blue Dart"); any other name as written. */
export function courierName(name: string): string {
  return known(name)?.name ?? name.trim()
}

/** The courier's tracking page for this number; null for a courier that is not listed. */
export function trackingUrl(courier: string, trackingNumber: string): string | null {
  const found = known(courier)
  return found ? found.track(encodeURIComponent(trackingNumber.trim())) : null
}

export interface Shipment {
  courier: string
  trackingNumber: string
  /** The courier's tracking page; null for a courier that is not listed. */
  trackingUrl: string | null
  /** The names of the items in this parcel. */
  items: string[]
}

/** An order's parcels: its shipped lines grouped by courier and tracking number, in the order first met. */
export function shipmentsOf(lines: ReadonlyArray<{ name: string; courier: string | null; trackingNumber: string | null }>): Shipment[] {
  const shipments = new Map<string, Shipment>()
  for (const line of lines) {
    if (!line.courier || !line.trackingNumber) continue
    const key = `${line.courier}\n${line.trackingNumber}`
    const found = shipments.get(key)
    if (found) found.items.push(line.name)
    else
      shipments.set(key, {
        courier: line.courier,
        trackingNumber: line.trackingNumber,
        trackingUrl: trackingUrl(line.courier, line.trackingNumber),
        items: [line.name],
      })
  }
  return [...shipments.values()]
}
