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
})
