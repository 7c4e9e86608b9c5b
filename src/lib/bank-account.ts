/**
 * An Indian bank account for payouts: the branch's IFSC (4 letters for the bank, a 0, 6 letters or
 * digits for the branch, as the Reserve Bank assigns them) and the account number (9 to 18 digits
 * across Indian banks).
 */
const IFSC = /^[A-Z]{4}0[A-Z0-9]{6}$/
const ACCOUNT = /^[0-9]{9,18}$/

export function ifscProblem(raw: string): string | null {
  return IFSC.test(raw.trim().toUpperCase()) ? null : 'An IFSC is 11 characters: 4 letters, a 0 and 6 letters or digits, e.g. HDFC0000123'
}

export function accountNumberProblem(raw: string): string | null {
  return ACCOUNT.test(raw.replace(/\s/g, '')) ? null : 'An account number is 9 to 18 digits'
}

/** What a page shows of an account number once entered: its last four digits. */
export function maskAccountNumber(number: string): string {
  const digits = number.replace(/\s/g, '')
  return digits.length <= 4 ? digits : `${'•'.repeat(4)} ${digits.slice(-4)}`
}
