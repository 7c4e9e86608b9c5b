import type { ServiceContext } from '#src/platform/context.ts'
import { searchTerms, searchWords } from './catalog.search.ts'
import { listBrands } from './catalog.service.ts'
import { CATEGORIES, LISTING_COUNT_CAP } from './catalog.types.ts'
import * as listing from './listing.repository.ts'

export const MAX_PRODUCT_SUGGESTIONS = 6

export interface SearchSuggestions {
  products: Array<{ name: string; slug: string }>
  categories: string[]
  brands: string[]
}

/** Whether every typed word (or its singular) begins a word of `label`: "gam lap" suggests Gaming Laptop. */
function labelMatches(label: string, words: readonly string[]): boolean {
  const own = searchWords(label)
  return searchTerms(words).every((term) => term.some((phrase) => own.some((word) => word.startsWith(phrase.join('')))))
}

/**
 * What the header's search box offers as the shopper types: the best-matching products (by relevance,
 * or by popularity when the words match very many), and the categories and brands the words begin.
 */
export async function suggestSearches(ctx: ServiceContext, text: string): Promise<SearchSuggestions> {
  const words = searchWords(text)
  if (words.length === 0) return { products: [], categories: [], brands: [] }
  const filter = { search: text }
  const counted = await listing.countProductsUpTo(ctx.db, ctx.dialect, filter, LISTING_COUNT_CAP)
  const many = counted > LISTING_COUNT_CAP
  const [rows, brands] = await Promise.all([
    counted === 0
      ? []
      : listing.findProductSummaries(ctx.db, ctx.dialect, {
          filter,
          sort: many ? 'popularity' : 'relevance',
          manyMatches: many,
          limit: MAX_PRODUCT_SUGGESTIONS,
          offset: 0,
        }),
    listBrands(ctx),
  ])
  return {
    products: rows.map((row) => ({ name: row.name, slug: row.slug })),
    categories: CATEGORIES.filter((category) => labelMatches(category, words)),
    brands: brands.filter((brand) => labelMatches(brand, words)).slice(0, 3),
  }
}
