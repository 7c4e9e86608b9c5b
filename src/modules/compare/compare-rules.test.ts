import { describe, expect, it } from 'vitest'
import { pricesFromPreTax } from '#src/modules/catalog/browser.ts'
import {
  addToCompareList,
  COMPARE_FULL_MESSAGE,
  compareCookieValue,
  comparisonRows,
  parseCompareCookie,
  parseCompareParam,
  removeFromCompareList,
  specKeys,
  valuesDiffer,
} from './compare-rules.ts'

const A = '0b6f2c8e-1d2a-4c3b-9e8f-000000000001'
const B = '0b6f2c8e-1d2a-4c3b-9e8f-000000000002'

describe('the compare list', () => {
  it('takes up to four products and refuses a fifth with a clear message', () => {
    let ids: string[] = []
    for (const id of ['a', 'b', 'c', 'd']) {
      const added = addToCompareList(ids, id)
      expect(added.ok).toBe(true)
      if (added.ok) ids = added.ids
    }
    expect(ids).toEqual(['a', 'b', 'c', 'd'])
    expect(addToCompareList(ids, 'e')).toEqual({ ok: false, code: 'invalid_input', message: COMPARE_FULL_MESSAGE })
    expect(COMPARE_FULL_MESSAGE).toBe('You can compare up to 4 products. Remove one to add another.')
  })

  it('adds the same product once, even when the list is full', () => {
    expect(addToCompareList(['a', 'b'], 'a')).toEqual({ ok: true, ids: ['a', 'b'] })
    expect(addToCompareList(['a', 'b', 'c', 'd'], 'c')).toEqual({ ok: true, ids: ['a', 'b', 'c', 'd'] })
  })

  it('removes a product and leaves the others in order', () => {
    expect(removeFromCompareList(['a', 'b', 'c'], 'b')).toEqual(['a', 'c'])
    expect(removeFromCompareList(['a'], 'z')).toEqual(['a'])
  })
})

describe('the compare cookie', () => {
  it('reads the ids among other cookies and writes them back the same', () => {
    const value = compareCookieValue([A, B])
    expect(parseCompareCookie(`deccan.pin=411004; deccan.compare=${value}; other=1`)).toEqual([A, B])
  })

  it('drops malformed parts, repeats and anything past four', () => {
    expect(parseCompareCookie('deccan.compare=a.A.%27or%201=1.b..c.<x>.d.e.f')).toEqual(['a', 'b', 'c', 'd'])
    expect(parseCompareCookie("deccan.compare='; drop table products; --")).toEqual([])
    expect(parseCompareCookie(`deccan.compare=${'x'.repeat(121)}.ok`)).toEqual(['ok'])
  })

  it('is empty when missing or empty', () => {
    expect(parseCompareCookie(null)).toEqual([])
    expect(parseCompareCookie('')).toEqual([])
    expect(parseCompareCookie('deccan.compare=')).toEqual([])
    expect(parseCompareCookie('deccan.compared=a')).toEqual([])
  })
})

describe('the ids parameter', () => {
  it('takes slugs or ids, once each, and reports more than four', () => {
    expect(parseCompareParam(' Dell-XPS-13 ,hp-victus,dell-xps-13,,bad!slug')).toEqual({
      refs: ['dell-xps-13', 'hp-victus'],
      tooMany: false,
    })
    expect(parseCompareParam('a,b,c,d,e')).toEqual({ refs: ['a', 'b', 'c', 'd'], tooMany: true })
    expect(parseCompareParam(null)).toEqual({ refs: [], tooMany: false })
  })
})

const product = (
  specs: Record<string, string>,
  extra: Partial<{ pricePaise: number; discountPricePaise: number | null; stock: number; rating: number; reviewCount: number }> = {},
) => {
  const { pricePaise = 50_000_00, discountPricePaise = null, ...rest } = extra
  return { ...pricesFromPreTax(pricePaise, discountPricePaise), stock: 20, rating: 4.5, reviewCount: 10, specs, ...rest }
}

describe('comparison rows', () => {
  it('lists the standard specs first in their usual order, then the others as they appear', () => {
    expect(specKeys([product({ weight: '1.2 kg', ram: '8 GB' }), product({ battery: '60 Wh', processor: 'i5', ram: '16 GB' })])).toEqual([
      'processor',
      'ram',
      'weight',
      'battery',
    ])
  })

  it('marks rows where the products differ, ignoring case and spacing, and counts a missing value as different', () => {
    const rows = comparisonRows([
      product(
        { processor: 'Core i5', ram: '16 GB  DDR5', os: 'Windows 11' },
        { pricePaise: 60_000_00, discountPricePaise: 55_000_00, stock: 5 },
      ),
      product({ processor: 'Ryzen 5', ram: '16 gb ddr5' }, { pricePaise: 55_000_00, stock: 8 }),
    ])
    const byKey = Object.fromEntries(rows.map((row) => [row.key, row]))
    expect(rows.map((row) => row.key)).toEqual(['price', 'stock', 'rating', 'processor', 'ram', 'os'])
    // Same price paid (the discount price, ₹55,000 + 18% GST), same stock level (Low Stock), same rating.
    expect(byKey.price).toMatchObject({ values: ['₹64,900', '₹64,900'], differs: false })
    expect(byKey.stock).toMatchObject({ values: ['Low Stock', 'Low Stock'], differs: false })
    expect(byKey.rating?.differs).toBe(false)
    expect(byKey.processor?.differs).toBe(true)
    expect(byKey.ram?.differs).toBe(false)
    expect(byKey.os).toMatchObject({ label: 'Os', values: ['Windows 11', null], differs: true })
  })

  it('names the seller of each, after the price, when every product says who sells it', () => {
    const sold = (vendor: { id: string; name: string }) => ({ ...product({}), vendor })
    const rows = comparisonRows([sold({ id: 'v1', name: 'SP Road Systems' }), sold({ id: 'v2', name: 'Lamington PC' })])
    expect(rows.map((row) => row.key).slice(0, 2)).toEqual(['price', 'seller'])
    expect(rows[1]).toMatchObject({ label: 'Sold by', kind: 'seller', values: ['SP Road Systems', 'Lamington PC'], differs: true })
    const same = comparisonRows([sold({ id: 'v1', name: 'SP Road Systems' }), sold({ id: 'v1', name: 'SP Road Systems' })])
    expect(same[1]?.differs).toBe(false)
  })

  it('says "No reviews yet" for a product without reviews rather than a rating of 0', () => {
    const rows = comparisonRows([product({}, { rating: 0, reviewCount: 0 }), product({}, { rating: 4.5, reviewCount: 3 })])
    expect(rows.find((row) => row.key === 'rating')).toMatchObject({ values: ['No reviews yet', '4.5 of 5'], differs: true })
    const none = comparisonRows([product({}, { rating: 0, reviewCount: 0 }), product({}, { rating: 0, reviewCount: 0 })])
    expect(none.find((row) => row.key === 'rating')).toMatchObject({ values: ['No reviews yet', 'No reviews yet'], differs: false })
  })

  it('shows the price paid with GST in the Indian grouping and never marks a single product as differing', () => {
    const rows = comparisonRows([product({ processor: 'i9' }, { pricePaise: 2_49_990_00 })])
    // ₹2,49,990 + 18% = ₹2,94,988.20, paid as ₹2,94,988 (decision 041).
    expect(rows[0]?.values).toEqual(['₹2,94,988'])
    expect(rows.every((row) => !row.differs)).toBe(true)
    expect(valuesDiffer([])).toBe(false)
  })
})
