import { sql } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from './database.ts'
import { queryKind } from './query-kind.ts'

describe('query kinds', () => {
  const { db, close } = openDatabase({ sqliteFile: ':memory:' })
  afterAll(close)

  it('names built queries by their kind, raw SQL by its first word, and the rest other', () => {
    expect(queryKind(db.selectFrom('orders').select('id').where('id', '=', 'o-1').compile())).toBe('select')
    expect(queryKind(db.insertInto('appMeta').values({ key: 'k', value: 'v' }).compile())).toBe('insert')
    expect(queryKind(db.updateTable('orders').set({ status: 'shipped' }).compile())).toBe('update')
    expect(queryKind(db.deleteFrom('carts').compile())).toBe('delete')
    expect(queryKind(sql`  SELECT 1`.compile(db))).toBe('select')
    expect(queryKind(sql`update orders set version = version + 1`.compile(db))).toBe('update')
    expect(queryKind(sql`pragma wal_checkpoint`.compile(db))).toBe('other')
  })

  it('reports each query run, with its kind and seconds, to whoever asked to be told', async () => {
    const seen: Array<[string, number]> = []
    const told = openDatabase({ sqliteFile: ':memory:', onQuery: (kind, seconds) => seen.push([kind, seconds]) })
    try {
      await sql`create table t (x integer)`.execute(told.db)
      await sql`insert into t values (1)`.execute(told.db)
      await sql`select x from t`.execute(told.db)
      await expect(sql`select nothing from nowhere`.execute(told.db)).rejects.toThrow()
    } finally {
      await told.close()
    }
    expect(seen.map(([kind]) => kind)).toEqual(['other', 'insert', 'select', 'select'])
    expect(seen.every(([, seconds]) => seconds >= 0 && seconds < 5)).toBe(true)
  })
})
