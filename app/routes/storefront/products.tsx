import { Link, redirect, useNavigate } from 'react-router'
import { AppliedFilters } from '#app/components/catalog/applied-filters.tsx'
import { FILTER_FORM_ID, FilterPanel } from '#app/components/catalog/filter-panel.tsx'
import { CorrectedSearchNote, NoProducts } from '#app/components/catalog/no-products.tsx'
import { Pagination } from '#app/components/catalog/pagination.tsx'
import { PhoneListingBar } from '#app/components/catalog/phone-listing-bar.tsx'
import { BroadResultNotes, ResultCount } from '#app/components/catalog/result-count.tsx'
import { ProductGrid } from '#app/components/product-card.tsx'
import { services } from '#app/context.ts'
import { listedPageMeta, noindexMeta } from '#app/lib/meta.ts'
import {
  canonicalListingPath,
  type ListingSort,
  listingPath,
  type ProductQuery,
  parseProductQueryLenient,
  productQueryToSearchParams,
  SORT_LABELS,
  SORTS,
} from '#src/modules/catalog/browser.ts'
import { listBrands, listingFacets, listProducts, nearestMatches, readSearchAsFilters } from '#src/modules/catalog/index.ts'
import type { Route } from './+types/products'

export async function loader({ request, context }: Route.LoaderArgs) {
  const query = parseProductQueryLenient(new URL(request.url).searchParams)
  const ctx = services(context)
  // "gaming laptop under 1 lakh" is shown as the filters it names, each a chip to remove (decision 085).
  const read = await readSearchAsFilters(ctx, query)
  if (read) throw redirect(listingPath(read))
  const [result, brands, facets] = await Promise.all([listProducts(ctx, query), listBrands(ctx), listingFacets(ctx, query)])
  const nearest = result.total === 0 ? await nearestMatches(ctx, query) : null
  return { query, result, brands, facets, nearest }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const { query, result, brands } = loaderData
  const title = listingTitle(query)
  const description = 'Browse laptops, gaming laptops and desktops by brand, price and category.'
  // Results for typed words are a search page: not listed, like /search (decision 020).
  if (query.search) return noindexMeta(title, description)
  // ?brand=dell and ?brand=Dell show the same page: the canonical spells the brand as the shop does.
  const brand = query.brand?.map((typed) => brands.find((b) => b.toLowerCase() === typed.toLowerCase()) ?? typed)
  return listedPageMeta(matches, { title, description, path: canonicalListingPath({ ...query, brand }, result.page) })
}

function listingTitle(query: ProductQuery): string {
  if (query.search) return `Results for “${query.search}”`
  if (query.isNew) return 'New Arrivals'
  if (query.isFeatured) return 'Featured Products'
  if (query.category) return listOf(query.category.map((category) => `${category}s`))
  return 'All Products'
}

/** "Laptops", "Laptops and Desktops", "Laptops, Gaming Laptops and Desktops". */
function listOf(words: string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const { query, result, brands, facets, nearest } = loaderData
  const navigate = useNavigate()
  const sort = result.sort
  // Relevance is a choice only when there is something to be relevant to.
  const sorts: ListingSort[] = query.search ? ['relevance', ...SORTS] : [...SORTS]

  const changeSort = (next: ListingSort) => {
    const search = productQueryToSearchParams({ ...query, sort: next, page: undefined }).toString()
    navigate(search ? `/products?${search}` : '/products', { preventScrollReset: true })
  }

  return (
    <div className="container-page py-8">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <Link to="/" className="hover:text-brand-700">
          Home
        </Link>
        <span aria-hidden="true"> / </span>
        <span aria-current="page">Products</span>
      </nav>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">{listingTitle(query)}</h1>

      {/* Phones with JavaScript use the bar and its sheet; without JavaScript the panel is simply shown.
          Before both: a <style> in the body may only style what follows it. */}
      <noscript>
        <style>{'#filters-panel{display:block!important}#phone-listing-bar{display:none!important}'}</style>
      </noscript>
      <PhoneListingBar query={query} brands={brands} facets={facets} sort={sort} sorts={sorts} onSort={changeSort} />

      <div className="mt-6 grid gap-8 lg:grid-cols-[16rem_1fr]">
        <aside id="filters-panel" className="hidden lg:block">
          <div className="card p-5 lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:overflow-y-auto">
            <FilterPanel query={query} brands={brands} facets={facets} />
          </div>
        </aside>

        <section aria-labelledby="results-heading">
          {/* The cards' headings are h3: without an h2 above them the outline would skip a level (axe `heading-order`). */}
          <h2 id="results-heading" className="sr-only">
            Results
          </h2>
          <AppliedFilters query={query} />
          <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
            <ResultCount result={result} />
            {/* The main parameters of ranking (E-Commerce Rules rule 5(3), decision 041). */}
            <Link to="/how-we-rank" className="text-sm text-brand-700 underline lg:order-last lg:w-full lg:text-right">
              How we rank products
            </Link>
            <div className="hidden items-center gap-2 lg:flex">
              <label htmlFor="sort" className="text-sm text-slate-700">
                Sort by
              </label>
              <select
                id="sort"
                name="sort"
                form={FILTER_FORM_ID}
                value={sort}
                onChange={(e) => changeSort(e.target.value as ListingSort)}
                className="field-input w-auto"
              >
                {sorts.map((s) => (
                  <option key={s} value={s}>
                    {SORT_LABELS[s]}
                  </option>
                ))}
              </select>
            </div>
          </div>

          {result.total === 0 ? (
            <NoProducts
              resetTo="/products"
              nearest={nearest}
              didYouMean={
                result.didYouMean
                  ? {
                      text: result.didYouMean,
                      href: `/products?${productQueryToSearchParams({ ...query, search: result.didYouMean, page: undefined })}`,
                    }
                  : undefined
              }
            />
          ) : (
            <>
              {result.correctedSearch && query.search ? (
                <CorrectedSearchNote typed={query.search} corrected={result.correctedSearch} />
              ) : null}
              <BroadResultNotes result={result} searched={Boolean(query.search)} />
              <ProductGrid products={result.products} label="Products" wide={false} />
              <Pagination
                page={result.page}
                pageCount={result.pageCount}
                href={(p) => `/products?${productQueryToSearchParams({ ...query, page: p })}`}
              />
            </>
          )}
        </section>
      </div>
    </div>
  )
}
