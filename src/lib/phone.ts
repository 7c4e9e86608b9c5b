/**
 * An Indian phone number as people write it: "+91 98450 12345", "098450-12345", "91 98450 12345",
 * "(020) 4567 8900", or the ten digits alone. Spaces, hyphens, dots and brackets go; then the country code
 * (+91, 91, 0091) or the trunk 0 in front of the ten digits. What is left is the national number: ten
 * digits that never start with 0 (TRAI's National Numbering Plan), mobiles and landlines with their STD
 * code alike. The spec's phone is these ten digits (section 5), and they are what the shop stores.
 */
const WRITTEN = /^(?:\+91|0091|91|0)?([1-9][0-9]{9})$/

/** The ten-digit national number, or null when the text is not an Indian phone number. */
export function nationalNumber(raw: string): string | null {
  const compact = raw.trim().replace(/[\s\-.()]/g, '')
  return WRITTEN.exec(compact)?.[1] ?? null
}

/** Whether the text is an Indian phone number, however it is written. */
export const isIndianPhone = (raw: string): boolean => nationalNumber(raw) !== null

/** The longest way of writing one the forms accept: "+91 (020) 4567-8900 " and the like, with room to spare. */
export const PHONE_INPUT_MAX = 20
