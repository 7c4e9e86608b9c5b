import { describe, expect, it } from 'vitest'
import { orderPlaced } from './templates.ts'

describe('order placed email (decision 041)', () => {
  it('shows each line with GST, as the shop showed it, and the total charged', () => {
    const mail = orderPlaced('asha@example.com', {
      id: 'o1',
      number: 'DD-2611-000001',
      fullName: 'Asha Kulkarni',
      totalPaise: 176_988_00,
      storeCreditPaise: 0,
      paymentMethod: 'online',
      lines: [{ name: 'Razer Blade 16', quantity: 1, sellingPricePaise: 176_988_00, mrpPaise: 189_999_00 }],
    })
    expect(mail.text).toContain('- Razer Blade 16: 1 × ₹1,76,988 = ₹1,76,988 incl. GST (M.R.P. ₹1,89,999)')
    expect(mail.text).toContain('Total: ₹1,76,988 (including GST).')
    expect(mail.text).not.toContain('₹1,49,990')
  })

  it("links each parcel's seller to its page, as the order page does (issue 49, item 1)", () => {
    const mail = orderPlaced('asha@example.com', {
      id: 'o2',
      number: 'DD-2611-000002',
      fullName: 'Asha Kulkarni',
      totalPaise: 2_00_000_00,
      storeCreditPaise: 0,
      paymentMethod: 'cod',
      lines: [],
      parcels: [
        {
          label: 'Parcel 1 of 2',
          sellerName: 'Shivaji Nagar Computers',
          sellerUrl: 'https://deccandigital.in/sellers/shivaji-nagar-computers',
          itemCount: 1,
          dueOnDeliveryPaise: 1_00_000_00,
        },
        { label: 'Parcel 2 of 2', sellerName: 'Deccan Digital', sellerUrl: null, itemCount: 2, dueOnDeliveryPaise: 1_00_000_00 },
      ],
    })
    expect(mail.text).toContain(
      '- Parcel 1 of 2 · Sold by Shivaji Nagar Computers (https://deccandigital.in/sellers/shivaji-nagar-computers) · 1 item',
    )
    expect(mail.text).toContain('- Parcel 2 of 2 · Sold by Deccan Digital · 2 items')
  })
})
