import { describe, expect, it } from 'vitest'
import { maskContacts } from './contact-mask.ts'

describe('phone numbers and emails masked in questions and answers', () => {
  it.each([
    ['Call me on 9876543210', 'Call me on [phone number hidden]'],
    ['WhatsApp +91 98765 43210 for a better price', 'WhatsApp [phone number hidden] for a better price'],
    ['ring 098765-43210', 'ring [phone number hidden]'],
    ['shop landline 020-2567 8900', 'shop landline [phone number hidden]'],
    ['(+91) 98230-45678 after 6', '[phone number hidden] after 6'],
    ['mail asha.k+deals@gmail.com today', 'mail [email hidden] today'],
    ['write to asha (at) example (dot) in', 'write to [email hidden]'],
    ['sales[at]karve-laptops[dot]com', '[email hidden]'],
  ])('%s', (written, kept) => {
    expect(maskContacts(written)).toBe(kept)
  })

  it.each([
    'Does it run 1920 x 1080 at 144 Hz?',
    'Is the RAM 16 GB 3200 MHz or 5600 MT/s?',
    'Is it the i7-13620H or the i7-14650HX?',
    'My order DD-2611-004213 came with 2 chargers',
    'Warranty is 12 months, serial 12345',
    'Price was ₹1,27,428 last week',
  ])('leaves specs, prices and order numbers: %s', (text) => {
    expect(maskContacts(text)).toBe(text)
  })
})
