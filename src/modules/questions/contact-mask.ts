/**
 * Phone numbers and emails in a question or an answer are masked before it is kept (decision 087), as
 * marketplaces do to keep sales, and their buyers' protections, on the platform. What is masked:
 * - an email address, also written with (at)/[at] and (dot)/[dot];
 * - an Indian mobile number (ten digits from 6 to 9, with or without +91, 91 or 0 before it) or a
 *   landline with its STD code (0 and ten digits), written with spaces, hyphens, dots or brackets.
 * Spec figures ("1920 x 1080", "16 GB 3200 MHz", "i7-13620H") are not numbers of that shape.
 */
export const EMAIL_HIDDEN = '[email hidden]'
export const PHONE_HIDDEN = '[phone number hidden]'

const AT = String.raw`\s*(?:@|\(at\)|\[at\])\s*`
const DOT = String.raw`(?:\.|\s*\(dot\)\s*|\s*\[dot\]\s*)`
const EMAIL = new RegExp(String.raw`[\p{L}\p{N}._%+-]+${AT}[\p{L}\p{N}-]+(?:${DOT}[\p{L}\p{N}-]+)+`, 'giu')
const NUMBER_RUN = /\(?(?:\+\s?)?\(?\d[\d\s().-]{8,20}\d\)?/g

function isPhoneNumber(run: string): boolean {
  const digits = run.replace(/\D/g, '')
  return /^(?:91|0)?[6-9]\d{9}$/.test(digits) || /^0\d{10}$/.test(digits)
}

export function maskContacts(text: string): string {
  return text.replace(EMAIL, EMAIL_HIDDEN).replace(NUMBER_RUN, (run) => (isPhoneNumber(run) ? PHONE_HIDDEN : run))
}

/** Whether the text had anything masked: the page tells the writer why their words changed. */
export const hasMasked = (text: string) => text.includes(EMAIL_HIDDEN) || text.includes(PHONE_HIDDEN)
