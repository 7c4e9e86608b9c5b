import { describe, expect, it } from 'vitest'
import { shipmentErrors, shipmentSchema } from '#src/modules/orders/lifecycle/shipment.schemas.ts'
import { COURIER_NAMES, courierName, shipmentsOf, trackingUrl } from './couriers.ts'

describe('couriers', () => {
  it("offers India's common couriers", () => {
    expect(COURIER_NAMES).toEqual(['Blue Dart', 'Delhivery', 'DTDC', 'Ecom Express', 'Ekart', 'India Post', 'Shadowfax', 'XpressBees'])
  })

  it("links each listed courier's tracking page with the number, and no page for one that is not listed", () => {
    expect(trackingUrl('Delhivery', '1490811234567')).toBe('https://www.delhivery.com/track/package/1490811234567')
    expect(trackingUrl('blue dart', 'BD-77120')).toBe(
      'https://www.bluedart.com/web/guest/trackdartresultthirdparty?trackFor=0&trackNo=BD-77120',
    )
    for (const name of COURIER_NAMES) expect(trackingUrl(name, 'AB123')).toMatch(/^https:\/\/[^ ]*AB123/)
    expect(trackingUrl('Gati Express', 'G-1')).toBeNull()
    // Whatever an API client sends as a number, it stays inside the link's query or path.
    expect(trackingUrl('XpressBees', 'a&b=c')).toBe('https://www.xpressbees.com/shipment/tracking?awbNo=a%26b%3Dc')
  })

  it('spells a listed courier its own way and keeps any other name as written', () => {
    expect(courierName('  ekart ')).toBe('Ekart')
    expect(courierName('Professional Couriers')).toBe('Professional Couriers')
  })

  it('groups shipped lines into parcels by courier and number', () => {
    expect(
      shipmentsOf([
        { name: 'Laptop', courier: 'Delhivery', trackingNumber: 'D1' },
        { name: 'Mouse', courier: 'Delhivery', trackingNumber: 'D1' },
        { name: 'Monitor', courier: 'Gati Express', trackingNumber: 'G7' },
        { name: 'Keyboard', courier: null, trackingNumber: null },
      ]),
    ).toEqual([
      { courier: 'Delhivery', trackingNumber: 'D1', trackingUrl: 'https://www.delhivery.com/track/package/D1', items: ['Laptop', 'Mouse'] },
      { courier: 'Gati Express', trackingNumber: 'G7', trackingUrl: null, items: ['Monitor'] },
    ])
  })
})

describe('the shipment form', () => {
  const parse = (input: object) => {
    const parsed = shipmentSchema.safeParse(input)
    return parsed.success ? parsed.data : shipmentErrors(parsed.error)
  }

  it('takes a listed courier, or Other with its name written in', () => {
    expect(parse({ courier: 'DTDC', trackingNumber: ' D9912 ' })).toEqual({ courier: 'DTDC', trackingNumber: 'D9912' })
    expect(parse({ courier: 'Other', courierOther: ' Gati Express ', trackingNumber: 'G-1' })).toEqual({
      courier: 'Gati Express',
      trackingNumber: 'G-1',
    })
    // The JSON API may name any courier directly, as before.
    expect(parse({ courier: 'india post', trackingNumber: 'EE123456789IN' })).toEqual({
      courier: 'India Post',
      trackingNumber: 'EE123456789IN',
    })
  })

  it('names each missing or wrong field once, with its own message', () => {
    expect(parse({})).toEqual({ courier: 'Please choose the courier', trackingNumber: 'Please enter the tracking number' })
    expect(parse({ courier: 'Other', courierOther: '  ', trackingNumber: 'bad number!' })).toEqual({
      courierOther: "Please enter the courier's name",
      trackingNumber: 'A tracking number is letters, digits and hyphens',
    })
  })
})
