/**
 * The store's monthly tax invoice to a seller for its commission and fees (decision 040), the pure part:
 * the series, the dates, the SAC of each line and the GST heads. Browser-safe, so the page prints with it.
 */

/** The series' prefix: Deccan Digital's commission invoices, apart from every seller's own series. */
export const COMMISSION_SERIES = 'DDC'

/**
 * The SAC of each line, from the scheme of classification of services (the annexure to notification
 * 11/2017-Central Tax (Rate)); decision 040 gives the reading and its sources.
 */
export const COMMISSION_LINES = {
  commission: { description: 'Marketplace commission', sac: '996211' },
  fee: { description: 'Fixed fee per parcel', sac: '998599' },
} as const

/** GST on the store's services: 18%, as CGST 9% + SGST 9% within Maharashtra, IGST 18% to another state. */
export const COMMISSION_GST_PERCENT = 18

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/

/** The month's last day (YYYY-MM-DD), the invoice's date. */
export function lastDayOf(month: string): string {
  const match = MONTH.exec(month)
  if (!match) throw new Error(`Not a month: ${month}`)
  const [year, m] = [Number(match[1]), Number(match[2])]
  return new Date(Date.UTC(year, m, 0)).toISOString().slice(0, 10)
}

/** The financial year a month falls in, as the series writes it: April 2026 to March 2027 is "2627". */
export function seriesYear(month: string): string {
  const match = MONTH.exec(month)
  if (!match) throw new Error(`Not a month: ${month}`)
  const [year, m] = [Number(match[1]), Number(match[2])]
  const start = m >= 4 ? year : year - 1
  return `${String(start % 100).padStart(2, '0')}${String((start + 1) % 100).padStart(2, '0')}`
}

/** DDC/2627/00001: at most 16 characters (CGST rule 46(b)), consecutive within the financial year. */
export function commissionInvoiceNumber(financialYear: string, number: number): string {
  return `${COMMISSION_SERIES}/${financialYear}/${String(number).padStart(5, '0')}`
}

/** The month in India (YYYY-MM) an instant falls in. */
export function monthOf(at: Date | string): string {
  return new Date(new Date(at).getTime() + 330 * 60_000).toISOString().slice(0, 7)
}

/** The month after a month. */
export function nextMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number]
  return new Date(Date.UTC(year, m, 1)).toISOString().slice(0, 7)
}

/** The GST the ledger charged, by head: within the store's state half CGST (rounded down) and half SGST, else IGST. */
export function gstHeads(gstPaise: number, intraState: boolean): { cgstPaise: number; sgstPaise: number; igstPaise: number } {
  if (!intraState) return { cgstPaise: 0, sgstPaise: 0, igstPaise: gstPaise }
  const cgstPaise = Math.floor(gstPaise / 2)
  return { cgstPaise, sgstPaise: gstPaise - cgstPaise, igstPaise: 0 }
}
