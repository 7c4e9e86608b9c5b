import type { Database } from '#db/database.ts'
import * as repo from './login-throttle.repository.ts'

/**
 * Password guessing is slowed per account-and-address pair and per address across accounts, and, for
 * browsers that have never signed in to the account, per account (ASVS 4.0.3 2.2.1: at most 100 failed
 * attempts an hour on one account, whatever the addresses). A browser that has signed in to the account
 * before carries a device cookie (device-cookie.ts): it is never held by the account's count, only by
 * its own, so a guesser elsewhere cannot keep the owner out of their own devices (decision 032).
 */
export const THROTTLE = {
  /** Failures of one pair before it is held back. */
  perPair: 5,
  /** The first hold; each further failure after a hold doubles it, up to `maxBlockMs`. */
  firstBlockMs: 15 * 60 * 1000,
  maxBlockMs: 24 * 60 * 60 * 1000,
  /** A pair's failures are forgotten a day after the last streak began. */
  pairMemoryMs: 24 * 60 * 60 * 1000,
  windowMs: 15 * 60 * 1000,
  // Many people can share one address (an office, a mobile carrier's NAT), so it gets more room.
  perAddress: 30,
  /** Failures on one account from unknown devices, any addresses, before they are held for the rest of the window. */
  perAccount: 20,
  accountWindowMs: 60 * 60 * 1000,
} as const

/** What a sign-in is judged by: the account, the client's address, and the device id when the browser is known to the account. */
export interface Attempt {
  email: string
  ip: string
  /** The device cookie's id for this account, or null for a device that has not signed in to it. */
  device: string | null
}

const inMinutes = (waitMs: number) => {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000))
  return `${minutes} minute${minutes === 1 ? '' : 's'}`
}

/** The refusal, naming how long to wait (at least one minute). */
export function tooManyAttempts(waitMs: number): string {
  return `Too many failed sign-in attempts. Please wait ${inMinutes(waitMs)} and try again.`
}

/** The refusal while the account is held for unknown devices: the owner's ways in are named. */
export function accountHeld(waitMs: number): string {
  return `This account has had too many failed sign-in attempts. Please wait ${inMinutes(waitMs)}, sign in from a device you have signed in with before, or reset your password.`
}

export const TOO_MANY_ATTEMPTS = tooManyAttempts(THROTTLE.firstBlockMs)

const pairKey = (email: string, ip: string) => `pair:${email.toLowerCase()}|${ip}`
const addressKey = (ip: string) => `address:${ip}`
const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`
const deviceKey = (device: string) => `device:${device}`

/**
 * How long this attempt must still wait, in milliseconds (0 when it may try), and whether it is the
 * account's hold on unknown devices that holds it. A known device answers to its own count only.
 */
export async function throttledFor(db: Database, attempt: Attempt, now = Date.now()): Promise<{ wait: number; accountHeld: boolean }> {
  const { email, ip, device } = attempt
  const keys = device ? [deviceKey(device)] : [pairKey(email, ip), addressKey(ip), accountKey(email)]
  let wait = 0
  let accountWait = 0
  for (const row of await repo.findLoginAttempts(db, keys)) {
    const held = row.blockedUntil ? Date.parse(row.blockedUntil) - now : 0
    if (row.key.startsWith('account:')) accountWait = Math.max(accountWait, held)
    else if (!row.key.startsWith('address:')) wait = Math.max(wait, held)
    else if (now - Date.parse(row.windowStartedAt) < THROTTLE.windowMs && row.failures >= THROTTLE.perAddress) {
      wait = Math.max(wait, Date.parse(row.windowStartedAt) + THROTTLE.windowMs - now)
    }
  }
  return accountWait > 0 && accountWait >= wait ? { wait: accountWait, accountHeld: true } : { wait: Math.max(0, wait), accountHeld: false }
}

/** Hold back for a pair that has now failed `failures` times: 15 minutes at the 5th, then doubling. */
export function blockFor(failures: number): number {
  if (failures < THROTTLE.perPair) return 0
  return Math.min(THROTTLE.maxBlockMs, THROTTLE.firstBlockMs * 2 ** (failures - THROTTLE.perPair))
}

/**
 * Records a failed sign-in. A known device counts against itself alone (held like a pair). An unknown one
 * counts against its pair, its address and the account; `heldUntil` is set for the one failure that put
 * the account's hold on (once per window, however many follow), so the owner is told once.
 */
export async function recordFailure(db: Database, attempt: Attempt, now = Date.now()): Promise<{ heldUntil: Date | null }> {
  const { email, ip, device } = attempt
  if (device) {
    await recordStreak(db, deviceKey(device), now)
    return { heldUntil: null }
  }
  await recordStreak(db, pairKey(email, ip), now)
  const stamp = new Date(now).toISOString()

  const [address] = await repo.findLoginAttempts(db, [addressKey(ip)])
  const addressFresh = !address || now - Date.parse(address.windowStartedAt) >= THROTTLE.windowMs
  await repo.upsertLoginAttempt(
    db,
    { key: addressKey(ip), failures: 1, windowStartedAt: stamp, blockedUntil: null },
    addressFresh ? { failures: 1, windowStartedAt: stamp } : { failures: (address?.failures ?? 0) + 1 },
  )

  const windowStartedBefore = new Date(now - THROTTLE.accountWindowMs).toISOString()
  const account = await repo.countFailure(db, accountKey(email), stamp, windowStartedBefore)
  if (account.failures < THROTTLE.perAccount) return { heldUntil: null }
  const until = new Date(Date.parse(account.windowStartedAt) + THROTTLE.accountWindowMs)
  return { heldUntil: (await repo.startHold(db, accountKey(email), THROTTLE.perAccount, until.toISOString())) ? until : null }
}

/** A pair's or a device's failures in a row: held at the 5th for 15 minutes, then twice as long at each one after. */
async function recordStreak(db: Database, key: string, now: number): Promise<void> {
  const stamp = new Date(now).toISOString()
  const [streak] = await repo.findLoginAttempts(db, [key])
  const fresh = !streak || now - Date.parse(streak.windowStartedAt) >= THROTTLE.pairMemoryMs
  const failures = fresh ? 1 : streak.failures + 1
  const block = blockFor(failures)
  const blockedUntil = block > 0 ? new Date(now + block).toISOString() : null
  await repo.upsertLoginAttempt(
    db,
    { key, failures, windowStartedAt: stamp, blockedUntil },
    fresh ? { failures, windowStartedAt: stamp, blockedUntil } : { failures, blockedUntil },
  )
}

/** A successful sign-in clears its pair's or device's count (the address and the account keep theirs: others may be guessing). */
export async function clearFailures(db: Database, attempt: Attempt): Promise<void> {
  await repo.deleteLoginAttempt(db, attempt.device ? deviceKey(attempt.device) : pairKey(attempt.email, attempt.ip))
}

/** A password reset proves the owner holds the email: the account's hold on unknown devices ends. */
export async function clearAccountHold(db: Database, email: string): Promise<void> {
  await repo.deleteLoginAttempt(db, accountKey(email))
}
