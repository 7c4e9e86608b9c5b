import { CamelCasePlugin, type QueryId, type UnknownRow } from 'kysely'
import { describe, expect, it } from 'vitest'
import { CamelCaseColumns } from './camel-case-columns.ts'

const queryId = { queryId: 'test' } as QueryId

async function renamed(plugin: CamelCasePlugin, rows: UnknownRow[]) {
  return (await plugin.transformResult({ queryId, result: { rows } })).rows
}

describe('CamelCaseColumns', () => {
  it('renames rows exactly as the camel-case plugin does, whatever the values', async () => {
    const when = new Date('2026-11-28T10:00:00Z')
    const bytes = Buffer.from('image')
    const rows: UnknownRow[] = [
      { id: 'p1', price_paise: 1_000_000, discount_price_paise: null, created_at: when, bytes, is_new: 1, main_image_url: '/a.svg' },
      { id: 'p2', price_paise: 2_000_000, discount_price_paise: 1_500_000, created_at: when, bytes, is_new: 0, main_image_url: null },
    ]
    const expected = await renamed(new CamelCasePlugin(), rows)
    const plugin = new CamelCaseColumns()
    // The second time, the function written for these columns is reused.
    for (let i = 0; i < 2; i++) expect(await renamed(plugin, rows)).toEqual(expected)
    expect(Object.keys((await renamed(plugin, rows))[0] as object)).toEqual([
      'id',
      'pricePaise',
      'discountPricePaise',
      'createdAt',
      'bytes',
      'isNew',
      'mainImageUrl',
    ])
    // Dates and bytes are values, not objects to rename.
    expect((await renamed(plugin, rows))[0]).toMatchObject({ createdAt: when, bytes })
  })

  it('renames the keys inside a JSON object or an array of them, as the plugin does', async () => {
    const rows: UnknownRow[] = [
      { order_id: 'o1', line_detail: null, tags: null },
      { order_id: 'o2', line_detail: { unit_price: 5, tax_rate: { igst_percent: 18 } }, tags: [{ tag_name: 'new' }, 'plain'] },
    ]
    const renamedRows = await renamed(new CamelCaseColumns(), rows)
    expect(renamedRows).toEqual(await renamed(new CamelCasePlugin(), rows))
    expect(renamedRows[1]).toEqual({
      orderId: 'o2',
      lineDetail: { unitPrice: 5, taxRate: { igstPercent: 18 } },
      tags: [{ tagName: 'new' }, 'plain'],
    })
  })

  it('keeps a function for each set of columns, and a result without rows as it is', async () => {
    const plugin = new CamelCaseColumns()
    expect(await renamed(plugin, [{ cart_id: 'c1' }])).toEqual([{ cartId: 'c1' }])
    expect(await renamed(plugin, [{ cart_id: 'c1', line_count: 2 }])).toEqual([{ cartId: 'c1', lineCount: 2 }])
    expect(await renamed(plugin, [])).toEqual([])
    const written = await plugin.transformResult({ queryId, result: { rows: [], numAffectedRows: 3n } })
    expect(written).toEqual({ rows: [], numAffectedRows: 3n })
  })

  it('cannot be made to run a column name as code', async () => {
    const name = `x"]; globalThis.ran = true; //`
    expect(await renamed(new CamelCaseColumns(), [{ [name]: 1 }])).toEqual(await renamed(new CamelCasePlugin(), [{ [name]: 1 }]))
    expect((globalThis as { ran?: boolean }).ran).toBeUndefined()
  })
})
