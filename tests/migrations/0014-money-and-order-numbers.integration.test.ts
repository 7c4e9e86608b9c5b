import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listAddresses } from '#src/modules/accounts/index.ts'
import { testContext, testServices } from '#tests/fixtures/context.ts'
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '#tests/test-database.ts'

// Rows as they were before migration 0014: states typed freely, totals to the paisa, no order numbers.
describe.each(TEST_DIALECTS)('migration 0014 over existing rows on %s', (dialect) => {
  let database: TestDatabase
  // biome-ignore lint/suspicious/noExplicitAny: rows are written in the schema of before this migration
  const db = () => database.db as any

  const user = { id: 'u-legacy', name: 'Old Customer', email: 'old@example.in', emailVerified: false, role: 'customer' }
  const address = (id: string, state: string, pincode: string) => ({
    id,
    userId: user.id,
    fullName: 'Old Customer',
    addressLine1: '1 Old Road',
    addressLine2: null,
    city: 'Pune',
    state,
    pincode,
    phone: '9876543210',
    isDefault: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  })
  const order = (id: string, createdAt: string, state: string, totals: [number, number], extra: object = {}) => ({
    id,
    userId: user.id,
    userEmail: user.email,
    status: 'pending',
    paymentMethod: 'cod',
    paymentProvider: 'cod',
    paymentStatus: 'pending',
    paymentReference: null,
    subtotalPaise: totals[0],
    taxPaise: totals[1],
    totalPaise: totals[0] + totals[1],
    shipFullName: 'Old Customer',
    shipAddressLine1: '1 Old Road',
    shipAddressLine2: null,
    shipCity: 'Pune',
    shipState: state,
    shipPincode: '411001',
    shipPhone: '9876543210',
    idempotencyKey: id,
    createdAt,
    updatedAt: createdAt,
    ...extra,
  })

  beforeAll(async () => {
    database = await createTestDatabase(dialect, { upTo: '0013-order-lifecycle' })
    const now = new Date().toISOString()
    await db()
      .insertInto('users')
      .values({ ...user, emailVerified: dialect === 'sqlite' ? 0 : false, createdAt: now, updatedAt: now })
      .execute()
    await db()
      .insertInto('addresses')
      .values([
        address('a-mh', 'MH', '411001'),
        address('a-ka', 'Karnataka', '560001'),
        address('a-typo', 'Mahrashtra', '411001'),
        address('a-wrong-pin', 'Karnataka', '411001'),
      ])
      .execute()
    await db()
      .insertInto('orders')
      .values([
        // Placed out of order in the table; numbered by time: 30 Nov 23:59 IST is November's, 1 Dec 00:10 IST December's.
        order('o-3', '2026-11-30T18:40:00.000Z', 'Karnataka', [16_797_000, 3_023_460]),
        order('o-1', '2026-11-02T04:00:00.000Z', 'MH', [16_797_000, 3_023_460]),
        order('o-2', '2026-11-30T18:29:00.000Z', 'Mahrashtra', [12_999_000, 2_339_820]),
        // Razorpay already holds this exact amount: it stays as charged.
        order('o-4', '2026-12-05T10:00:00.000Z', 'Tamil Nadu', [16_797_000, 3_023_460], {
          paymentMethod: 'online',
          paymentProvider: 'razorpay',
          paymentStatus: 'paid',
          gatewayOrderId: 'order_legacy',
        }),
      ])
      .execute()
    await database.migrateRest()
  })
  afterAll(() => database.destroy())

  it('maps saved addresses’ states to codes and leaves what it cannot read for the customer', async () => {
    const rows = await database.db.selectFrom('addresses').select(['id', 'state', 'stateCode']).orderBy('id').execute()
    expect(rows).toEqual([
      { id: 'a-ka', state: 'Karnataka', stateCode: '29' },
      { id: 'a-mh', state: 'Maharashtra', stateCode: '27' },
      { id: 'a-typo', state: 'Mahrashtra', stateCode: null },
      // Mapped; its PIN not being in Karnataka is flagged when it is read (addresses.service).
      { id: 'a-wrong-pin', state: 'Karnataka', stateCode: '29' },
    ])
  })

  it('asks the customer to fix the addresses it could not map, or whose PIN is not in their state', async () => {
    const ctx = testContext(testServices(database), { actor: { id: user.id, name: user.name, email: user.email, role: 'customer' } })
    const flagged = Object.fromEntries((await listAddresses(ctx)).map((a) => [a.id, a.needsFix]))
    expect(flagged).toEqual({
      'a-mh': null,
      'a-ka': null,
      'a-typo': 'Please choose the State of this address from the list.',
      'a-wrong-pin': 'Its PIN code is not in its State. Please check both.',
    })
  })

  it('gives old orders their place of supply code, round-off and a number in creation order', async () => {
    const rows = await database.db
      .selectFrom('orders')
      .select(['id', 'orderNumber', 'shipState', 'shipStateCode', 'roundOffPaise', 'totalPaise'])
      .orderBy('id')
      .execute()
    expect(rows).toEqual([
      { id: 'o-1', orderNumber: 'DD-2611-000001', shipState: 'MH', shipStateCode: '27', roundOffPaise: 40, totalPaise: 19_820_500 },
      {
        id: 'o-2',
        orderNumber: 'DD-2611-000002',
        shipState: 'Mahrashtra',
        shipStateCode: null,
        roundOffPaise: -20,
        totalPaise: 15_338_800,
      },
      { id: 'o-3', orderNumber: 'DD-2612-000001', shipState: 'Karnataka', shipStateCode: '29', roundOffPaise: 40, totalPaise: 19_820_500 },
      { id: 'o-4', orderNumber: 'DD-2612-000002', shipState: 'Tamil Nadu', shipStateCode: '33', roundOffPaise: 0, totalPaise: 19_820_460 },
    ])
  })

  it('continues each month’s series where the old orders left it', async () => {
    const counters = await database.db.selectFrom('orderNumberCounters').selectAll().orderBy('month').execute()
    expect(counters).toEqual([
      { month: '2611', lastNumber: 2 },
      { month: '2612', lastNumber: 2 },
    ])
  })
})
