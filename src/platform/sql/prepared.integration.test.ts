import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertProduct, insertVendor } from '#tests/fixtures/catalog.ts'
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '#tests/test-database.ts'
import { transact } from '../transact.ts'
import { prepared } from './prepared.ts'

const byStock = prepared((db, p: { vendorId: string; minStock: number; limit: number }) =>
  db
    .selectFrom('products')
    .select(['name', 'stock'])
    .where('vendorId', '=', p.vendorId)
    .where('stock', '>=', p.minStock)
    .orderBy('stock', 'desc')
    .limit(p.limit),
)

// One hole in two places, and a raw SQL piece with a hole of its own.
const renamed = prepared((db, p: { id: string; name: string; suffix: string }) =>
  db
    .updateTable('products')
    .set({ name: sql<string>`${p.name} || ${p.suffix}` })
    .where('id', '=', p.id)
    .where('name', '!=', p.name),
)

describe.each(TEST_DIALECTS)('prepared queries on %s', (dialect) => {
  let database: TestDatabase
  let vendorId: string
  let ids: string[]

  beforeAll(async () => {
    database = await createTestDatabase(dialect)
    vendorId = 'v1'
    await insertVendor(database.db, vendorId)
    ids = []
    for (const [name, stock] of [
      ['Few', 2],
      ['Some', 5],
      ['Many', 9],
    ] as const)
      ids.push((await insertProduct(database.db, { name, price: 10_000, stock })).id)
  })
  afterAll(() => database.destroy())

  it('answers as the same query built afresh, with each call’s own values', async () => {
    const built = (minStock: number, limit: number) =>
      database.db
        .selectFrom('products')
        .select(['name', 'stock'])
        .where('vendorId', '=', vendorId)
        .where('stock', '>=', minStock)
        .orderBy('stock', 'desc')
        .limit(limit)
        .execute()
    for (const [minStock, limit] of [
      [0, 10],
      [3, 10],
      [3, 1],
      [10, 10],
    ] as const)
      expect(await byStock.all(database.db, { vendorId, minStock, limit })).toEqual(await built(minStock, limit))
    expect(await byStock.first(database.db, { vendorId, minStock: 5, limit: 10 })).toEqual({ name: 'Many', stock: 9 })
    expect(await byStock.first(database.db, { vendorId: 'nobody', minStock: 0, limit: 10 })).toBeUndefined()
  })

  // SQLite keeps its statements by text in the driver (db/database.ts); PostgreSQL by name on the server.
  if (dialect === 'postgres')
    it('is parsed once per PostgreSQL connection and kept there under one name', async () => {
      await transact(database.db, async (trx) => {
        // One transaction is one connection: both runs, and the look at what it keeps, happen on it.
        await byStock.all(trx, { vendorId, minStock: 0, limit: 10 })
        await byStock.all(trx, { vendorId, minStock: 3, limit: 1 })
        const kept = await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(trx)
        const ours = kept.rows.filter((row) => row.statement.includes('"stock" >= $2'))
        expect(ours).toHaveLength(1)
        expect(ours[0]?.name).toMatch(/^deccan_\d+$/)
      })
    })

  it('runs in a transaction, whose writes it sees and which can roll it back', async () => {
    const [id] = ids as [string]
    await expect(
      transact(database.db, async (trx) => {
        const changed = await renamed.execute(trx, { id, name: 'Few', suffix: ' (last units)' })
        expect(changed.numAffectedRows).toBe(0n) // the name is already "Few": the second condition holds it back
        await renamed.execute(trx, { id, name: 'Spare', suffix: ' part' })
        expect((await byStock.all(trx, { vendorId, minStock: 0, limit: 10 })).map((row) => row.name)).toContain('Spare part')
        throw new Error('undo')
      }),
    ).rejects.toThrow('undo')
    expect((await byStock.all(database.db, { vendorId, minStock: 0, limit: 10 })).map((row) => row.name)).toEqual(['Many', 'Some', 'Few'])
  })

  it('is built once for a database and the transactions on it', async () => {
    let builds = 0
    const names = prepared((db, p: { vendorId: string }) => {
      builds += 1
      return db.selectFrom('products').select('name').where('vendorId', '=', p.vendorId)
    })
    await names.all(database.db, { vendorId })
    for (let i = 0; i < 2; i++) await transact(database.db, (trx) => names.all(trx, { vendorId }))
    expect(builds).toBe(1)
  })

  it('names the columns of every row as the camel-case plugin does, a JSON object’s keys included', async () => {
    const columns = ['products.id', 'products.pricePaise', 'products.mrpPaise', 'products.listPosition', 'products.isPublished'] as const
    const cards = prepared((db, p: { vendorId: string }) =>
      db.selectFrom('products').select(columns).where('vendorId', '=', p.vendorId).orderBy('listPosition'),
    )
    const built = await database.db
      .selectFrom('products')
      .select(columns)
      .where('vendorId', '=', vendorId)
      .orderBy('listPosition')
      .execute()
    const rows = await cards.all(database.db, { vendorId })
    expect(rows).toEqual(built)
    expect(Object.keys(rows[0] as object)).toEqual(['id', 'pricePaise', 'mrpPaise', 'listPosition', 'isPublished'])
    expect(await cards.all(database.db, { vendorId: 'nobody' })).toEqual([])
    // PostgreSQL hands a JSON object back as one, whose keys the plugin renames as well.
    const detail = sql<
      Record<string, unknown>
    >`${sql.raw(dialect === 'postgres' ? 'json_build_object' : 'json_object')}('unit_price', products.price_paise)`
    const withDetail = prepared((db, p: { id: string }) =>
      db
        .selectFrom('products')
        .select(['products.stock', detail.as('unit_detail')])
        .where('id', '=', p.id),
    )
    const [id] = ids as [string]
    const expected = await database.db
      .selectFrom('products')
      .select(['products.stock', detail.as('unit_detail')])
      .where('id', '=', id)
      .executeTakeFirst()
    expect(await withDetail.first(database.db, { id })).toEqual(expected)
    if (dialect === 'postgres') expect(expected).toEqual({ stock: 2, unitDetail: { unitPrice: 1_000_000 } })
  })

  it('refuses a call that leaves a hole empty, and runs nothing', async () => {
    const values = { vendorId, limit: 10 } as unknown as { vendorId: string; minStock: number; limit: number }
    await expect(byStock.all(database.db, values)).rejects.toThrow('Prepared query: no value for "minStock"')
  })
})
