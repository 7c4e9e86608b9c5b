import { stateByCode } from '#src/lib/india-states.ts'

const CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'
/** 2-digit state code, 10-character PAN (5 letters, 4 digits, 1 letter), entity number, 'Z', check character. */
const SHAPE = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/

/**
 * The GSTIN check character: over the first 14 characters (0-9 then A-Z as 0..35), weights alternate
 * 1, 2; each product adds its base-36 digits (quotient + remainder); the check is (36 − sum mod 36) mod 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0
  for (let i = 0; i < 14; i += 1) {
    const product = CHARS.indexOf(first14[i] ?? '') * (i % 2 === 0 ? 1 : 2)
    sum += Math.floor(product / 36) + (product % 36)
  }
  return CHARS[(36 - (sum % 36)) % 36] as string
}

/** Why a GSTIN is not valid, in a buyer's words; null when it is. `stateCode`: the billing state it must match. */
export function gstinProblem(raw: string, stateCode: string | null): string | null {
  const gstin = raw.trim().toUpperCase()
  if (!SHAPE.test(gstin)) return 'A GSTIN is 15 characters: 2-digit state code, 10-character PAN, entity number, Z and a check character'
  if (!stateByCode(gstin.slice(0, 2))) return `${gstin.slice(0, 2)} is not an Indian state code`
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return 'This GSTIN has a typing mistake: its check character does not match'
  if (stateCode && gstin.slice(0, 2) !== stateCode) {
    const state = stateByCode(stateCode)?.name ?? stateCode
    return `This GSTIN is registered in ${stateByCode(gstin.slice(0, 2))?.name}, but the billing address is in ${state}`
  }
  return null
}
