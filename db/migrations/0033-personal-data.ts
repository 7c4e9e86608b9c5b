import type { Kysely } from 'kysely'

/**
 * Consent records (issue 26, decision 042; DPDP Act 2023 s.6, DPDP Rules 2025 rule 3): one row per
 * consent given, for one purpose, under one version of the privacy notice; withdrawing stamps the row and
 * never deletes it, so the record shows who agreed to what, when, and when they stopped. `email` is
 * the address the consent covers (a guest's newsletter sign-up has no account); it is blanked when the
 * account is erased, the row's dates kept as proof. Users get `erased_at`: an account erased at its
 * owner's request (DPDP s.12) is told apart from one an admin disabled.
 */
// biome-ignore lint/suspicious/noExplicitAny: a migration is written against the schema of its day, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('consents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('notice_version', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('given_at', 'text', (c) => c.notNull())
    .addColumn('withdrawn_at', 'text')
    .addColumn('withdrawn_via', 'text')
    .execute()
  await db.schema.createIndex('consents_email').on('consents').columns(['email', 'purpose', 'withdrawn_at']).execute()
  await db.schema.createIndex('consents_user').on('consents').columns(['user_id', 'purpose']).execute()
  await db.schema.alterTable('users').addColumn('erased_at', 'text').execute()
}
