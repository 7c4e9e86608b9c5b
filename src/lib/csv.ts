/**
 * One CSV cell. A spreadsheet runs a cell starting with = + - @ (or a tab or carriage return) as a
 * formula, so such a cell gets a leading apostrophe (OWASP "CSV injection"); quotes are doubled.
 * A JavaScript number is the program's own figure, never someone's text, so it is written as it is:
 * a credit note's −1234.5 stays a number a spreadsheet can add.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  let text = value === null || value === undefined ? '' : String(value)
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n']/.test(text) || text !== text.trim() ? `"${text.replaceAll('"', '""')}"` : text
}

/** Rows to CSV text with CRLF line ends (RFC 4180). */
export function toCsv(rows: Array<Array<string | number | null | undefined>>): string {
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`
}
