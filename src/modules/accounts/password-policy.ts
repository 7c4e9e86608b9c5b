import { dictionary } from '@zxcvbn-ts/language-common'

// Server-only: the list is about 50,000 passwords, so it stays out of the browser's bundle; the browser
// checks length and match, and the server refuses a common password with this message.

/** Refused at sign-up, password reset and change, and for accounts an admin or `admin:create` makes (ASVS 6.2.4). */
export const COMMON_PASSWORD = 'This password is too common and easy to guess. Please choose a different one.'

let common: Set<string> | null = null

/**
 * The most common passwords from leaked-password lists, as zxcvbn-ts keeps them
 * (@zxcvbn-ts/language-common, `passwords-common`, lower case). Built on first use.
 */
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'])
  return common
}

/** True when the password, ignoring case, is on the common-password list. */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.trim().toLowerCase())
}

/** The field error for a password that is too common, or undefined when it may be used. */
export function commonPasswordError(password: string): string | undefined {
  return isCommonPassword(password) ? COMMON_PASSWORD : undefined
}
