import type { Database } from '#db/database.ts'

/** PostgreSQL's "try again" answers: a serialisation failure and a deadlock. */
const RETRYABLE = new Set(['40001', '40P01'])
const ATTEMPTS = 5

const isRetryable = (error: unknown) =>
  typeof error === 'object' && error !== null && RETRYABLE.has(String((error as { code?: unknown }).code))

/**
 * Runs `work` in a transaction, and runs it again (up to five times, after a short random pause) when
 * PostgreSQL answers with a serialisation failure or a deadlock: the transaction was rolled back whole,
 * so trying again is safe. Only when the tries run out does the error reach the caller.
 */
export async function transact<T>(db: Database, work: (trx: Database) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction().execute(work)
    } catch (error) {
      if (!isRetryable(error) || attempt >= ATTEMPTS) throw error
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt))
    }
  }
}
