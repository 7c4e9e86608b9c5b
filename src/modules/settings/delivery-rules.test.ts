import { describe, expect, it } from 'vitest'
import { DEFAULT_ZONES } from '#db/migrations/0016-delivery-zones.ts'
import { type DeliveryZone, formatDeliveryRange, parsePrefixes, promisedDates, zoneForPin } from './delivery-rules.ts'

const zones: DeliveryZone[] = DEFAULT_ZONES.map((z) => ({ ...z, pinPrefixes: z.pinPrefixes.split(','), codAllowed: z.codAllowed === 1 }))
const zoneOf = (pin: string) => zoneForPin(zones, pin)?.name ?? null

describe('delivery zones by PIN code', () => {
  it('puts real PIN codes in the default zones, the most specific prefix winning', () => {
    expect(zoneOf('411001')).toBe('Pune') // Pune GPO
    expect(zoneOf('412105')).toBe('Pune') // Pune district
    expect(zoneOf('400001')).toBe('Maharashtra') // Mumbai GPO
    expect(zoneOf('440001')).toBe('Maharashtra') // Nagpur
    expect(zoneOf('403001')).toBe('Rest of India') // Panaji, Goa: inside Maharashtra's 40
    expect(zoneOf('110001')).toBe('Metro cities') // New Delhi
    expect(zoneOf('560001')).toBe('Metro cities') // Bengaluru
    expect(zoneOf('600001')).toBe('Metro cities') // Chennai
    expect(zoneOf('700001')).toBe('Metro cities') // Kolkata
    expect(zoneOf('500001')).toBe('Metro cities') // Hyderabad
    expect(zoneOf('302001')).toBe('Rest of India') // Jaipur
    expect(zoneOf('682001')).toBe('Rest of India') // Kochi
    expect(zoneOf('682555')).toBe('Remote regions') // Lakshadweep
    expect(zoneOf('781001')).toBe('Remote regions') // Guwahati
    expect(zoneOf('795001')).toBe('Remote regions') // Imphal
    expect(zoneOf('190001')).toBe('Remote regions') // Srinagar
    expect(zoneOf('194101')).toBe('Remote regions') // Leh, Ladakh
    expect(zoneOf('744101')).toBe('Remote regions') // Port Blair
    expect(zoneOf('737101')).toBe('Remote regions') // Gangtok
    expect(zoneOf('999999')).toBeNull() // Army Postal Service range: not a place we deliver to
  })

  it('takes cash on delivery everywhere but the remote regions', () => {
    expect(zoneForPin(zones, '411001')?.codAllowed).toBe(true)
    expect(zoneForPin(zones, '790001')?.codAllowed).toBe(false)
  })

  it('counts promised days in India’s calendar, whatever the server’s clock zone', () => {
    // 23:00 UTC on 23 Nov is already 24 Nov in India.
    expect(promisedDates({ minDays: 1, maxDays: 2 }, new Date('2026-11-23T23:00:00Z'))).toEqual({ from: '2026-11-25', to: '2026-11-26' })
    expect(promisedDates({ minDays: 4, maxDays: 7 }, new Date('2026-11-23T10:00:00Z'))).toEqual({ from: '2026-11-27', to: '2026-11-30' })
    expect(formatDeliveryRange({ from: '2026-11-25', to: '2026-11-26' })).toBe('Wed, 25 Nov – Thu, 26 Nov')
    expect(formatDeliveryRange({ from: '2026-11-25', to: '2026-11-25' })).toBe('Wed, 25 Nov')
  })

  it('reads the prefixes an admin types', () => {
    expect(parsePrefixes('411, 412 413')).toEqual(['411', '412', '413'])
    expect(parsePrefixes('41a')).toBeNull()
    expect(parsePrefixes('  ')).toBeNull()
    expect(parsePrefixes('1234567')).toBeNull()
  })
})
