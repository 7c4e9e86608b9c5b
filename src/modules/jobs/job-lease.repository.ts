import type { Database } from '#db/database.ts'

/**
 * Takes the named job's lease for one tick, if it is due and nobody holds it: a single conditional
 * upsert, so of any number of runners (workers, machines) at most one gets each tick. True when taken.
 */
export async function claimTick(db: Database, name: string, holder: string, now: Date, lockMs: number): Promise<boolean> {
  const at = now.toISOString()
  const until = new Date(now.getTime() + lockMs).toISOString()
  const row = await db
    .insertInto('jobLeases')
    .values({ name, holder, lockedUntil: until, nextRunAt: at, ticks: 1 })
    .onConflict((conflict) =>
      conflict
        .column('name')
        .doUpdateSet((eb) => ({ holder, lockedUntil: until, ticks: eb(eb.ref('jobLeases.ticks'), '+', 1) }))
        .where('jobLeases.lockedUntil', '<=', at)
        .where('jobLeases.nextRunAt', '<=', at),
    )
    .returning('holder')
    .executeTakeFirst()
  return row?.holder === holder
}

/**
 * Ends this holder's tick: the lease is free again, the next tick is due at `nextRunAt`, and a tick that
 * did not fail is the job's last success.
 */
export async function finishTick(
  db: Database,
  name: string,
  holder: string,
  now: Date,
  nextRunAt: Date,
  succeeded: boolean,
): Promise<void> {
  const at = now.toISOString()
  await db
    .updateTable('jobLeases')
    .set({ holder: null, lockedUntil: at, nextRunAt: nextRunAt.toISOString(), ...(succeeded ? { lastSucceededAt: at } : {}) })
    .where('name', '=', name)
    .where('holder', '=', holder)
    .execute()
}

export function lastSuccesses(db: Database) {
  return db.selectFrom('jobLeases').select(['name', 'lastSucceededAt']).orderBy('name').execute()
}
