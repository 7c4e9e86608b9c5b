// Sellers' own document series (decision 039): pure, so tests and pages share the one format.

/** "2026-27" → "2627": the financial year as a series writes it. */
export const shortFinancialYear = (fy: string) => `${fy.slice(2, 4)}${fy.slice(5, 7)}`

/**
 * A seller's tax invoice or credit note number: `PREFIX/2627/00001` and `PREFIX/C2627/0001`. With a
 * prefix of at most 5 characters that is at most 16 characters (CGST Rules, rule 46(b)) up to 99,999
 * invoices and 9,999 credit notes a year per seller; past that the number grows a digit.
 */
export function sellerDocumentNumber(prefix: string, kind: 'invoice' | 'credit_note', fy: string, sequence: number): string {
  const year = shortFinancialYear(fy)
  return kind === 'invoice'
    ? `${prefix}/${year}/${String(sequence).padStart(5, '0')}`
    : `${prefix}/C${year}/${String(sequence).padStart(4, '0')}`
}
