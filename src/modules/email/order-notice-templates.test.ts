import { describe, expect, it } from 'vitest'
import { transferRestRequested } from './bank-transfer-templates.ts'
import { orderLinesShipped, orderRefunded, orderStatusChanged, parcelCancelled, returnUpdated } from './order-notice-templates.ts'
import { vendorNewOrder } from './templates.ts'

// Issue 43: "the confirmation, order page, emails and invoice show each discount". Every email that
// states an order's money names each offer taken off it.
const diwali = { name: 'Diwali 10% off', code: 'DIWALI10', amountPaise: 10_000_00 }
const sellers = { name: 'Pune Laptops week', code: null, amountPaise: 1_500_50 }
const money = {
  struck: ['ThinkPad X1 Carbon × 1 (refunded)'],
  refunds: [{ what: 'Item refunded: ThinkPad X1 Carbon', to: [{ words: 'to your card or UPI', amountPaise: 1_08_476_00 }] }],
  netPaidPaise: 5_424_00,
  dueOnDeliveryPaise: 0,
  discounts: [diwali, sellers],
}
const OFFERS = ['- Diwali 10% off (code DIWALI10): −₹10,000', '- Pune Laptops week: −₹1,500.50']

describe('emails that state an order’s money name each offer', () => {
  it('a refund', () => {
    const mail = orderRefunded('asha@example.com', { orderNumber: 'DD-2612-000001', totalPaise: 1_08_476_00 }, money)
    for (const line of OFFERS) expect(mail.text).toContain(line)
    expect(mail.text).toContain('Your offers, already taken off the order’s price (refunds give back what you paid):')
    expect(mail.html).toContain('Diwali 10% off (code DIWALI10): −₹10,000')
  })

  it('a cancellation, the customer’s own or the store’s, and a parcel cancelled', () => {
    const order = { orderNumber: 'DD-2612-000001', totalPaise: 1_13_900_00 }
    for (const byCustomer of [true, false]) {
      const mail = orderStatusChanged('asha@example.com', order, 'cancelled', { refunded: true, byCustomer, money })
      for (const line of OFFERS) expect(mail.text).toContain(line)
    }
    const notice = {
      orderNumber: order.orderNumber,
      parcel: 'Parcel 1 of 2',
      sellerName: 'Pune Laptops',
      reason: 'Out of stock',
      refundedPaise: 1_08_476_00,
      orderClosed: false,
    }
    for (const line of OFFERS) expect(parcelCancelled('asha@example.com', notice, money).text).toContain(line)
  })

  it('a parcel shipped with money due at the door; not one paid already', () => {
    const shipment = { courier: 'Delhivery', trackingNumber: 'DLV1' }
    const parcel = {
      label: 'Parcel 1 of 2',
      sellerName: 'Pune Laptops',
      itemCount: 1,
      dueOnDeliveryPaise: 1_08_476_00,
      discounts: [diwali],
    }
    const due = orderLinesShipped('asha@example.com', 'DD-2612-000001', shipment, false, parcel)
    expect(due.text).toContain(
      'Please keep ₹1,08,476 ready for this parcel when it arrives.\nYour offers are already taken off it:\n- Diwali 10% off (code DIWALI10): −₹10,000',
    )
    const paid = orderLinesShipped('asha@example.com', 'DD-2612-000001', shipment, false, { ...parcel, dueOnDeliveryPaise: 0 })
    expect(paid.text).not.toContain('Diwali')
  })

  it('a return refunded: its offers’ share of the units, which the refund does not give back', () => {
    const mail = returnUpdated('asha@example.com', {
      rmaNumber: 'RMA-2612-0001',
      orderNumber: 'DD-2612-000001',
      productName: 'MX Master 3S',
      heading: 'Refunded',
      detail: 'Return RMA-2612-0001: ₹5,424 refunded to the original payment method',
      discounts: [{ ...diwali, amountPaise: 476_00 }],
    })
    expect(mail.text).toContain(
      'That is what you paid for it: its price less its share of your offers:\n- Diwali 10% off (code DIWALI10): −₹476',
    )
    const asked = returnUpdated('asha@example.com', {
      ...{ rmaNumber: 'R', orderNumber: 'O', productName: 'P', heading: 'Approved', detail: null },
    })
    expect(asked.text).not.toContain('offers')
  })

  it('a bank transfer short of the total', () => {
    const rest = { account: 'Deccan Digital\nHDFC0000001', reference: 'DD2612000001', amountPaise: 8_476_00, payBy: '2026-12-05T18:30:00Z' }
    const order = { number: 'DD-2612-000001', fullName: 'Asha Kulkarni', receivedPaise: 1_00_000_00, discounts: [diwali] }
    expect(transferRestRequested('asha@example.com', order, rest).text).toContain(
      'so it is not yet paid.\nIts total has your offers taken off:\n- Diwali 10% off (code DIWALI10): −₹10,000',
    )
  })

  it('a seller’s new order: the store’s offer it is paid for, and its own', () => {
    const mail = vendorNewOrder('pune@example.com', {
      storeName: 'Pune Laptops',
      orderNumber: 'DD-2612-000001',
      paymentMethod: 'online',
      destination: 'Pune 411001',
      lines: [
        {
          name: 'ThinkPad X1 Carbon',
          quantity: 1,
          lineTotalPaise: 98_728_39,
          lineTotalWithGstPaise: 1_18_000_00,
          discounts: [
            { ...diwali, amountPaise: 9_524_00, byStore: true },
            { ...sellers, byStore: false },
          ],
        },
      ],
    })
    expect(mail.text).toContain('  Diwali 10% off: ₹9,524 off for the buyer, paid to you by the store')
    expect(mail.text).toContain('  Your offer Pune Laptops week: −₹1,500.50')
  })
})
