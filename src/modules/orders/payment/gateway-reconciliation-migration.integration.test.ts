import { sql } from 'kysely'
import { describe, expect, it } from 'vitest'
import { createTestDatabase, TEST_DIALECTS } from '#tests/test-database.ts'

const day = (gateway: string) => ({ day: '2026-11-01', gateway, ranAt: 'later', payments: 0, refunds: 0, settlements: 0, differences: 0 })

// Migration 0048 (decision 072, Stripe): a day is done once per gateway. The days and differences found
// before it are Razorpay's, and are kept.
describe.each(TEST_DIALECTS)('the reconciliation per gateway (migration 0048) on %s', (dialect) => {
  it('keeps each Razorpay day and difference as Razorpay’s, and lets Stripe reconcile the same day once', async () => {
    const database = await createTestDatabase(dialect, { upTo: '0047-gateway-events' })
    await sql`insert into gateway_reconciliations (day, ran_at, payments, refunds, settlements, differences)
      values ('2026-11-01', 'then', 1, 2, 3, 4)`.execute(database.db)
    await sql`insert into gateway_differences (id, day, kind, reference, detail, status, created_at)
      values ('d1', '2026-11-01', 'payment-amount', 'pay_1', 'one paisa short', 'open', 'then')`.execute(database.db)
    await database.migrateRest()
    expect(await database.db.selectFrom('gatewayReconciliations').selectAll().execute()).toEqual([
      { day: '2026-11-01', gateway: 'razorpay', ranAt: 'then', payments: 1, refunds: 2, settlements: 3, differences: 4 },
    ])
    expect(await database.db.selectFrom('gatewayDifferences').select(['id', 'gateway']).execute()).toEqual([
      { id: 'd1', gateway: 'razorpay' },
    ])
    await database.db.insertInto('gatewayReconciliations').values(day('stripe')).execute()
    await expect(database.db.insertInto('gatewayReconciliations').values(day('stripe')).execute()).rejects.toThrow()
    await database.destroy()
  })
})
