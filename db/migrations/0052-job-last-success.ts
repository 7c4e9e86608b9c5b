import type { Kysely } from 'kysely'

/**
 * When each scheduled job last finished a tick without failing (issue 46, decision 081): `/metrics` shows
 * it, so an operator is told when a job has stopped succeeding, which a lease's next run alone cannot say
 * (a failed tick moves it on too). Null until the job's first success after this migration.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('job_leases').addColumn('last_succeeded_at', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('job_leases').dropColumn('last_succeeded_at').execute()
}
