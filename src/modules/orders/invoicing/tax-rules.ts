import { stateByCode } from '#src/lib/india-states.ts'

// The GST arithmetic of tax documents (invoices and credit notes): pure, so pages print with it too.

/** The Indian financial year of a moment, in India's time zone: 1 April to 31 March, written "2026-27". */
export function financialYear(at: Date): string {
  const ist = new Date(at.getTime() + 5.5 * 60 * 60 * 1000)
  const year = ist.getUTCFullYear()
  const start = ist.getUTCMonth() >= 3 ? year : year - 1
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`
}

/**
 * Whether a sale is within the seller's state, by GST state code (decision 013). An old order whose
 * typed state could not be mapped to a code (migration 0014) is compared by name, as it was then.
 */
export function isIntraState(place: { stateCode: string | null; state: string }, sellerCode: string): boolean {
  if (place.stateCode) return place.stateCode === sellerCode
  return place.state.trim().toLowerCase() === (stateByCode(sellerCode)?.name ?? '').toLowerCase()
}

/** Within the seller's state: CGST 9% + SGST 9%; to any other state: IGST 18%. Splits the order's GST exactly. */
export function splitGst(taxPaise: number, intraState: boolean): { cgst: number; sgst: number; igst: number } {
  if (intraState) {
    const cgst = Math.floor(taxPaise / 2)
    return { cgst, sgst: taxPaise - cgst, igst: 0 }
  }
  return { cgst: 0, sgst: 0, igst: taxPaise }
}

/**
 * The unit quantity code (UQC) a GST document gives each line's quantity (rule 46(g)): everything the
 * shop sells, laptops, desktops and accessories, is counted in pieces, GSTN's code NOS ("numbers").
 */
export const UQC = 'NOS'
