/**
 * PAN: five letters, four digits, a letter. The fourth letter says what kind of holder it is
 * (Income Tax Department's PAN structure); the fifth is the first letter of the holder's surname or
 * name. The last character is a check letter whose algorithm the department does not publish, so only
 * the shape and the holder type can be checked here; a GSTIN carries the PAN and its own check character.
 */
const SHAPE = /^[A-Z]{5}[0-9]{4}[A-Z]$/
/** P person, C company, H HUF, F firm or LLP, A association of persons, T trust, B body of individuals, L local authority, J artificial juridical person, G government. */
const HOLDER_TYPES = 'PCHFATBLJG'

export function normalisePan(raw: string): string {
  return raw.trim().toUpperCase()
}

/** Why a PAN is not valid, in a seller's words; null when it is. */
export function panProblem(raw: string): string | null {
  const pan = normalisePan(raw)
  if (!SHAPE.test(pan)) return 'A PAN is 10 characters: 5 letters, 4 digits and a letter, e.g. AAKCD4821M'
  if (!HOLDER_TYPES.includes(pan[3] as string))
    return `The 4th character of a PAN is the holder type (P, C, H, F, A, T, B, L, J or G), not ${pan[3]}`
  return null
}

/** The PAN inside a GSTIN (characters 3 to 12). */
export function panOfGstin(gstin: string): string {
  return gstin.trim().toUpperCase().slice(2, 12)
}
