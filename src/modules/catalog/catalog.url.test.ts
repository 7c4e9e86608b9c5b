import { describe, expect, it } from 'vitest'
import { canonicalListingPath } from './catalog.url.ts'

describe('canonical listing path', () => {
  it.each([
    [{}, '/products'],
    [{ page: 1 }, '/products'],
    [{ page: 3 }, '/products?page=3'],
    [{ category: ['Gaming Laptop' as const] }, '/products?category=Gaming+Laptop'],
    [{ brand: ['Dell'], category: ['Laptop' as const], page: 2 }, '/products?category=Laptop&brand=Dell&page=2'],
    [{ isNew: true }, '/products?isNew=true'],
    [{ isFeatured: true, page: 2 }, '/products?isFeatured=true&page=2'],
  ])('keeps the filters that make a page of their own, and the page: %j → %s', (query, path) => {
    expect(canonicalListingPath(query)).toBe(path)
  })

  it('treats several categories or brands as a narrowing of the listing, like a spec filter', () => {
    expect(canonicalListingPath({ category: ['Laptop', 'Desktop'], page: 2 })).toBe('/products')
    expect(canonicalListingPath({ brand: ['Dell', 'HP'], page: 2 })).toBe('/products')
  })

  it('drops the sort, which only reorders the same products', () => {
    expect(canonicalListingPath({ category: ['Desktop'], sort: 'price-asc' })).toBe('/products?category=Desktop')
    // The default sort is no reordering: the page number stays.
    expect(canonicalListingPath({ sort: 'popularity', page: 2 })).toBe('/products?page=2')
  })

  it('points a sorted or price-filtered later page to the first page: its page N holds other products', () => {
    expect(canonicalListingPath({ sort: 'price-desc', page: 4 })).toBe('/products')
    expect(canonicalListingPath({ brand: ['HP'], maxPrice: 50_000, page: 2 })).toBe('/products?brand=HP')
    expect(canonicalListingPath({ minPrice: 0, maxPrice: 300_000, page: 2 })).toBe('/products?page=2')
  })

  it('uses the page shown when it differs from the one asked for (a page past the end shows the last)', () => {
    expect(canonicalListingPath({ page: 99 }, 5)).toBe('/products?page=5')
  })
})
