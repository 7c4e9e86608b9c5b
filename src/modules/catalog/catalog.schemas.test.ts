import { describe, expect, it } from 'vitest'
import { parseProductQueryLenient, parseProductQueryStrict } from './catalog.schemas.ts'
import type { ProductQuery } from './catalog.types.ts'
import { productQueryToSearchParams } from './catalog.url.ts'

const params = (s: string) => new URLSearchParams(s)

describe('parseProductQueryStrict', () => {
  it('reads every filter and sort', () => {
    const result = parseProductQueryStrict(
      params(
        'category=Gaming+Laptop&brand=ASUS&isNew=true&isFeatured=true&search=+rog+&minPrice=50000&maxPrice=200000&sort=price-desc&page=2',
      ),
    )
    expect(result).toEqual({
      ok: true,
      query: {
        category: ['Gaming Laptop'],
        brand: ['ASUS'],
        isNew: true,
        isFeatured: true,
        search: 'rog',
        minPrice: 50_000,
        maxPrice: 200_000,
        sort: 'price-desc',
        page: 2,
      },
    })
  })

  it.each([
    ['colour=red', 'colour'],
    ['category=Tablet', 'category'],
    ['isNew=yes', 'isNew'],
    ['minPrice=-5', 'minPrice'],
    ['maxPrice=1e5', 'maxPrice'],
    ['maxPrice=300001', 'maxPrice'],
    ['sort=cheapest', 'sort'],
    ['page=0', 'page'],
    [`brand=${'x'.repeat(41)}`, 'brand'],
    ['minPrice=200000&maxPrice=100000', 'minPrice'],
    [`search=${'x'.repeat(101)}`, 'search'],
  ])('refuses %s', (query, param) => {
    const result = parseProductQueryStrict(params(query))
    expect(result.ok).toBe(false)
    if (!result.ok) expect(result.issues.map((i) => i.param)).toContain(param)
  })
})

describe('parseProductQueryLenient', () => {
  it('drops what it cannot read and keeps the rest', () => {
    expect(parseProductQueryLenient(params('category=Tablet&brand=Dell&utm_source=mail&sort=bogus&search='))).toEqual({
      brand: ['Dell'],
    })
  })

  it('reads several brands, repeated or comma-separated, each once', () => {
    expect(parseProductQueryLenient(params('brand=Dell&brand=HP&brand=Dell'))).toEqual({ brand: ['Dell', 'HP'] })
    expect(parseProductQueryStrict(params('brand=Dell,HP'))).toEqual({ ok: true, query: { brand: ['Dell', 'HP'] } })
    expect(productQueryToSearchParams({ brand: ['Dell', 'HP'] }).toString()).toBe('brand=Dell&brand=HP')
  })

  it('swaps a reversed price range', () => {
    expect(parseProductQueryLenient(params('minPrice=200000&maxPrice=100000'))).toEqual({
      minPrice: 100_000,
      maxPrice: 200_000,
    })
  })
})

describe('productQueryToSearchParams', () => {
  it('leaves out defaults and round-trips the rest', () => {
    const query: ProductQuery = { category: ['Desktop'], isNew: true, minPrice: 0, maxPrice: 150_000, sort: 'newest' }
    const search = productQueryToSearchParams(query).toString()
    expect(search).toBe('category=Desktop&isNew=true&maxPrice=150000&sort=newest')
    expect(parseProductQueryLenient(params(search))).toEqual({ category: ['Desktop'], isNew: true, maxPrice: 150_000, sort: 'newest' })
  })

  it('repeats category for several, as the panel checkboxes submit them, and reads them back', () => {
    const search = productQueryToSearchParams({ category: ['Laptop', 'Gaming Laptop'] }).toString()
    expect(search).toBe('category=Laptop&category=Gaming+Laptop')
    expect(parseProductQueryLenient(params(search))).toEqual({ category: ['Laptop', 'Gaming Laptop'] })
    expect(parseProductQueryStrict(params(`${search}&category=Desktop`))).toEqual({
      ok: true,
      query: { category: ['Laptop', 'Gaming Laptop', 'Desktop'] },
    })
    expect(parseProductQueryStrict(params('category=Laptop,Desktop'))).toEqual({ ok: true, query: { category: ['Laptop', 'Desktop'] } })
  })
})
