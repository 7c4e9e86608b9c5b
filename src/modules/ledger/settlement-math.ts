/**
 * What a seller is owed for a line it sold through the shop (issue 25, decision 040), worked out from
 * the line alone so a statement can show each figure and a test can check them by hand:
 *
 * - commission: the seller's rate (basis points) of the line's taxable value, plus the fixed fee per
 *   parcel where the line carries it; GST at 18% on both (the store's own supply of a service);
 * - TCS under CGST Act section 52: 0.5% of the net taxable value, as CGST 0.25% + SGST 0.25% when the
 *   seller's state is the place of supply, IGST 0.5% otherwise;
 * - TDS under Income-tax Act section 194-O: 0.1% of the gross amount of the sale without its GST, which
 *   the invoice shows separately (CBDT Circular 20 of 2023, question 3; decision 076), 5% where the
 *   seller has given no PAN (section 206AA);
 * - net payable: the gross amount less all of the above.
 *
 * Every figure is whole paise, rounded half up, each rounded once; the store itself pays no commission
 * and suffers neither TCS nor TDS on its own sales.
 */
export const BASIS_POINTS = 10_000
export const COMMISSION_GST_BP = 1_800
export const TCS_BP = 50
export const TDS_BP = 10
export const TDS_WITHOUT_PAN_BP = 500

/** The rate TDS was deducted at, read from what was deducted on an amount: 5% (no PAN) is fifty times 0.1%. */
export const tdsRateOf = (tdsPaise: number, amountPaise: number) =>
  Math.abs(tdsPaise) * 100 > Math.abs(amountPaise) ? TDS_WITHOUT_PAN_BP : TDS_BP

export interface LineSale {
  /** The line's taxable value (price before GST × quantity). */
  taxablePaise: number
  /** GST charged to the buyer on it. */
  gstPaise: number
  /** The commission rate in force when the line was ordered, in basis points (500 = 5%). */
  commissionBp: number
  /** The fixed fee charged on this line (a parcel's fee rides on one of its lines); 0 for none. */
  fixedFeePaise: number
  /** The seller's state is the place of supply: TCS as CGST + SGST. */
  intraState: boolean
  sellerHasPan: boolean
  /** The store's own sale: nothing is withheld. */
  isStore: boolean
}

export interface LineSettlement {
  grossPaise: number
  commissionPaise: number
  commissionGstPaise: number
  tcs: { cgstPaise: number; sgstPaise: number; igstPaise: number; totalPaise: number }
  tdsPaise: number
  netPayablePaise: number
}

const share = (paise: number, bp: number) => Math.round((paise * bp) / BASIS_POINTS)

export function settleLine(sale: LineSale): LineSettlement {
  const grossPaise = sale.taxablePaise + sale.gstPaise
  if (sale.isStore)
    return {
      grossPaise,
      commissionPaise: 0,
      commissionGstPaise: 0,
      tcs: { cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 0 },
      tdsPaise: 0,
      netPayablePaise: grossPaise,
    }
  const commissionPaise = share(sale.taxablePaise, sale.commissionBp) + sale.fixedFeePaise
  const commissionGstPaise = share(commissionPaise, COMMISSION_GST_BP)
  // Half the rate to each of CGST and SGST, each rounded: the two heads are filed separately.
  const tcs = sale.intraState
    ? { cgstPaise: share(sale.taxablePaise, TCS_BP / 2), sgstPaise: share(sale.taxablePaise, TCS_BP / 2), igstPaise: 0 }
    : { cgstPaise: 0, sgstPaise: 0, igstPaise: share(sale.taxablePaise, TCS_BP) }
  const tcsTotal = tcs.cgstPaise + tcs.sgstPaise + tcs.igstPaise
  const tdsPaise = share(sale.taxablePaise, sale.sellerHasPan ? TDS_BP : TDS_WITHOUT_PAN_BP)
  return {
    grossPaise,
    commissionPaise,
    commissionGstPaise,
    tcs: { ...tcs, totalPaise: tcsTotal },
    tdsPaise,
    netPayablePaise: grossPaise - commissionPaise - commissionGstPaise - tcsTotal - tdsPaise,
  }
}

/**
 * What settling `before` and not `after` comes to: each figure's difference. A part of a line given back
 * after it was settled reverses this (decision 084), so a line given back in any number of parts
 * reverses exactly what its settlement was, each figure rounded once.
 */
export function settledDifference(before: LineSettlement, after: LineSettlement): LineSettlement {
  const cgstPaise = before.tcs.cgstPaise - after.tcs.cgstPaise
  const sgstPaise = before.tcs.sgstPaise - after.tcs.sgstPaise
  const igstPaise = before.tcs.igstPaise - after.tcs.igstPaise
  return {
    grossPaise: before.grossPaise - after.grossPaise,
    commissionPaise: before.commissionPaise - after.commissionPaise,
    commissionGstPaise: before.commissionGstPaise - after.commissionGstPaise,
    tcs: { cgstPaise, sgstPaise, igstPaise, totalPaise: cgstPaise + sgstPaise + igstPaise },
    tdsPaise: before.tdsPaise - after.tdsPaise,
    netPayablePaise: before.netPayablePaise - after.netPayablePaise,
  }
}
