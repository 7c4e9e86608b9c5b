import { describe, expect, it } from 'vitest'
import { settleLine } from './settlement-math.ts'

/**
 * The example of decision 040, worked by hand: a laptop whose taxable value is ₹1,00,000 (GST 18%:
 * ₹18,000; the buyer pays ₹1,18,000), sold at a 5% commission with a ₹20 fee for its parcel.
 *   commission            5% × 1,00,000 + 20         = ₹5,020.00
 *   GST on commission     18% × 5,020                 = ₹903.60
 *   TCS                   0.5% × 1,00,000             = ₹500.00 (₹250 + ₹250, or ₹500 IGST)
 *   TDS                   0.1% × 1,00,000 (without GST) = ₹100.00 (5% without a PAN: ₹5,000.00)
 *   net payable           1,18,000 − 5,020 − 903.60 − 500 − 100 = ₹1,11,476.40
 */
const laptop = {
  taxablePaise: 1_00_000_00,
  gstPaise: 18_000_00,
  commissionBp: 500,
  fixedFeePaise: 20_00,
  sellerHasPan: true,
  isStore: false,
}

describe('what a seller is owed for a line', () => {
  it('works the ₹1,00,000 laptop sold inside the seller’s state through to the paisa', () => {
    expect(settleLine({ ...laptop, intraState: true })).toEqual({
      grossPaise: 1_18_000_00,
      commissionPaise: 5_020_00,
      commissionGstPaise: 903_60,
      tcs: { cgstPaise: 250_00, sgstPaise: 250_00, igstPaise: 0, totalPaise: 500_00 },
      tdsPaise: 100_00,
      netPayablePaise: 1_11_476_40,
    })
  })

  it('takes the same TCS as IGST when the laptop goes to another state', () => {
    expect(settleLine({ ...laptop, intraState: false })).toMatchObject({
      tcs: { cgstPaise: 0, sgstPaise: 0, igstPaise: 500_00, totalPaise: 500_00 },
      netPayablePaise: 1_11_476_40,
    })
  })

  it('deducts TDS at 5% from a seller without a PAN', () => {
    expect(settleLine({ ...laptop, intraState: true, sellerHasPan: false })).toMatchObject({
      tdsPaise: 5_000_00,
      netPayablePaise: 1_06_576_40,
    })
  })

  it('withholds nothing from the store’s own sale', () => {
    expect(settleLine({ ...laptop, intraState: true, isStore: true })).toMatchObject({
      commissionPaise: 0,
      tdsPaise: 0,
      netPayablePaise: 1_18_000_00,
    })
  })

  it('rounds each figure once, half up, so the parts always add back to the gross', () => {
    const odd = settleLine({
      taxablePaise: 49_990_01,
      gstPaise: 8_998_20,
      commissionBp: 733,
      fixedFeePaise: 0,
      intraState: true,
      sellerHasPan: true,
      isStore: false,
    })
    expect(odd.commissionPaise + odd.commissionGstPaise + odd.tcs.totalPaise + odd.tdsPaise + odd.netPayablePaise).toBe(odd.grossPaise)
    expect(odd.commissionPaise).toBe(3_664_27) // 7.33% of 49,990.01 = 3,664.2677…
  })
})
