import type { Database } from '#db/database.ts'

/**
 * Counts one hit for `key` and returns the count in the current window. One statement, so two
 * instances counting the same key at once never lose a hit; a window older than `windowStart`
 * starts again at 1.
 */
export async function countHit(db: Database, key: string, now: string, windowStart: string): Promise<number> {
  const row = await db
    .insertInto('rateLimits')
    .values({ key, hits: 1, windowStartedAt: now })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => {
        const stale = eb(eb.ref('rateLimits.windowStartedAt'), '<', windowStart)
        return {
          hits: eb
            .case()
            .when(stale)
            .then(1)
            .else(eb(eb.ref('rateLimits.hits'), '+', 1))
            .end(),
          windowStartedAt: eb.case().when(stale).then(now).else(eb.ref('rateLimits.windowStartedAt')).end(),
        }
      }),
    )
    .returning('hits')
    .executeTakeFirstOrThrow()
  return Number(row.hits)
}

/** Forgets windows that ended before `before`, so the table holds only recent visitors. */
export async function deleteStale(db: Database, before: string): Promise<void> {
  await db.deleteFrom('rateLimits').where('windowStartedAt', '<', before).execute()
}
