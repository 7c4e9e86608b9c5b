import type { Database } from '#db/database.ts'
import * as repo from './login-throttle.repository.ts'

/**
 * Password guessing is slowed per account-and-address pair, so someone guessing from elsewhere can never
 * keep the owner out (ASVS 6.3.x: no lockout anyone can trigger), and per address across accounts.
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
} as const

/** The refusal, naming how long to wait (at least one minute). */
export function tooManyAttempts(waitMs: number): string {
  const minutes = Math.max(1, Math.ceil(waitMs / 60_000))
  return `Too many failed sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`
}

export const TOO_MANY_ATTEMPTS = tooManyAttempts(THROTTLE.firstBlockMs)

const pairKey = (email: string, ip: string) => `pair:${email.toLowerCase()}|${ip}`
const addressKey = (ip: string) => `address:${ip}`

/** How long this pair or address must still wait, in milliseconds; 0 when it may try. */
export async function throttledFor(db: Database, email: string, ip: string, now = Date.now()): Promise<number> {
  const rows = await repo.findLoginAttempts(db, [pairKey(email, ip), addressKey(ip)])
  let wait = 0
  for (const row of rows) {
    if (row.key.startsWith('pair:')) {
      if (row.blockedUntil) wait = Math.max(wait, Date.parse(row.blockedUntil) - now)
    } else if (now - Date.parse(row.windowStartedAt) < THROTTLE.windowMs && row.failures >= THROTTLE.perAddress) {
      wait = Math.max(wait, Date.parse(row.windowStartedAt) + THROTTLE.windowMs - now)
    }
  }
  return Math.max(0, wait)
}

/** Hold back for a pair that has now failed `failures` times: 15 minutes at the 5th, then doubling. */
export function blockFor(failures: number): number {
  if (failures < THROTTLE.perPair) return 0
  return Math.min(THROTTLE.maxBlockMs, THROTTLE.firstBlockMs * 2 ** (failures - THROTTLE.perPair))
}

export async function recordFailure(db: Database, email: string, ip: string, now = Date.now()): Promise<void> {
  const stamp = new Date(now).toISOString()
  const [pair] = await repo.findLoginAttempts(db, [pairKey(email, ip)])
  const pairFresh = !pair || now - Date.parse(pair.windowStartedAt) >= THROTTLE.pairMemoryMs
  const failures = pairFresh ? 1 : pair.failures + 1
  const block = blockFor(failures)
  const blockedUntil = block > 0 ? new Date(now + block).toISOString() : null
  await repo.upsertLoginAttempt(
    db,
    { key: pairKey(email, ip), failures, windowStartedAt: stamp, blockedUntil },
    pairFresh ? { failures, windowStartedAt: stamp, blockedUntil } : { failures, blockedUntil },
  )

  const [address] = await repo.findLoginAttempts(db, [addressKey(ip)])
  const addressFresh = !address || now - Date.parse(address.windowStartedAt) >= THROTTLE.windowMs
  await repo.upsertLoginAttempt(
    db,
    { key: addressKey(ip), failures: 1, windowStartedAt: stamp, blockedUntil: null },
    addressFresh ? { failures: 1, windowStartedAt: stamp } : { failures: (address?.failures ?? 0) + 1 },
  )
}

/** A successful sign-in clears the pair's count (the address keeps its own). */
export async function clearFailures(db: Database, email: string, ip: string): Promise<void> {
  await repo.deleteLoginAttempt(db, pairKey(email, ip))
}
