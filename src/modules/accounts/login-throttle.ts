import type { Database } from '#db/database.ts'

/** Failed sign-ins allowed per window before further attempts are refused. */
export const THROTTLE = {
  windowMs: 15 * 60 * 1000,
  perAccount: 5,
  // Many people can share one address (an office, a mobile carrier's NAT), so it gets more room.
  perAddress: 30,
} as const

export const TOO_MANY_ATTEMPTS = 'Too many failed sign-in attempts. Please wait 15 minutes and try again.'

const accountKey = (email: string) => `account:${email.toLowerCase()}`
const addressKey = (ip: string) => `address:${ip}`

export async function isThrottled(db: Database, email: string, ip: string, now = Date.now()): Promise<boolean> {
  const rows = await db
    .selectFrom('loginAttempts')
    .selectAll()
    .where('key', 'in', [accountKey(email), addressKey(ip)])
    .execute()
  return rows.some((row) => {
    if (now - Date.parse(row.windowStartedAt) >= THROTTLE.windowMs) return false
    const limit = row.key.startsWith('account:') ? THROTTLE.perAccount : THROTTLE.perAddress
    return row.failures >= limit
  })
}

export async function recordFailure(db: Database, email: string, ip: string, now = Date.now()): Promise<void> {
  for (const key of [accountKey(email), addressKey(ip)]) {
    const row = await db.selectFrom('loginAttempts').selectAll().where('key', '=', key).executeTakeFirst()
    const fresh = !row || now - Date.parse(row.windowStartedAt) >= THROTTLE.windowMs
    await db
      .insertInto('loginAttempts')
      .values({ key, failures: 1, windowStartedAt: new Date(now).toISOString() })
      .onConflict((oc) =>
        oc
          .column('key')
          .doUpdateSet(fresh ? { failures: 1, windowStartedAt: new Date(now).toISOString() } : { failures: (row?.failures ?? 0) + 1 }),
      )
      .execute()
  }
}

/** A successful sign-in clears the account's count (the address keeps its own). */
export async function clearFailures(db: Database, email: string): Promise<void> {
  await db.deleteFrom('loginAttempts').where('key', '=', accountKey(email)).execute()
}
