import { Link, redirect } from 'react-router'
import { CorrectedSearchNote, NoProducts } from '#app/components/catalog/no-products.tsx'
import { Pagination } from '#app/components/catalog/pagination.tsx'
import { BroadResultNotes, ResultCount } from '#app/components/catalog/result-count.tsx'
import { ProductGrid } from '#app/components/product-card.tsx'
import { SearchBox } from '#app/components/search-box.tsx'
import { services } from '#app/context.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { listingPath, productQueryShape } from '#src/modules/catalog/browser.ts'
import { listProducts, readSearchAsFilters } from '#src/modules/catalog/index.ts'
import type { Route } from './+types/search'

const SUGGESTIONS = ['Gaming Laptop', 'MacBook', 'OLED', 'RTX 4070', 'Desktop', 'ThinkPad']

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams
  const q = productQueryShape.search.safeParse(params.get('q') ?? '').data ?? ''
  const page = productQueryShape.page.safeParse(params.get('page') ?? '').data
  if (!q) return { q, result: null }
  const ctx = services(context)
  // A search that names filters ("i7 16gb", "under 1 lakh") goes to the listing, where they are chips (decision 085).
  const read = await readSearchAsFilters(ctx, { search: q })
  if (read) throw redirect(listingPath(read))
  return { q, result: await listProducts(ctx, { search: q, page }) }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return noindexMeta(
    loaderData.q ? `Search: ${loaderData.q}` : 'Search',
    'Search laptops, gaming laptops and desktops by name, brand or category.',
  )
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { q, result } = loaderData
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl font-bold text-slate-900">Search</h1>
      <SearchBox
        id="search-q"
        key={q}
        defaultValue={q}
        autoFocus={!q}
        placeholder="Search by name, brand, category or spec"
        formClassName="relative mt-5 flex max-w-2xl gap-2"
        inputClassName="field-input py-3 text-base"
        button="labelled"
      />

      {!result ? (
        <div className="mt-8">
          <h2 className="text-sm font-semibold text-slate-700">Popular searches</h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {SUGGESTIONS.map((s) => (
              <li key={s}>
                <Link
                  to={`/search?q=${encodeURIComponent(s)}`}
                  className="inline-block rounded-full border border-slate-300 bg-white px-4 py-1.5 text-sm text-slate-800 hover:border-brand-600 hover:text-brand-700"
                >
                  {s}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <section aria-labelledby="search-results-heading" className="mt-8">
          {/* The products' own headings are h3s: the outline needs this level between them and the page's h1. */}
          <h2 id="search-results-heading" className="sr-only">
            Search results
          </h2>
          <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
            <ResultCount result={result} suffix={` for “${q}”`} />
            {result.total > 0 ? (
              <Link to={`/products?search=${encodeURIComponent(q)}`} className="text-sm font-semibold text-brand-700 hover:underline">
                Filter and sort these results →
              </Link>
            ) : null}
          </div>
          {result.total === 0 ? (
            <NoProducts
              resetTo="/products"
              resetLabel="Browse All Products"
              didYouMean={
                result.didYouMean ? { text: result.didYouMean, href: `/search?q=${encodeURIComponent(result.didYouMean)}` } : undefined
              }
            />
          ) : (
            <>
              {result.correctedSearch ? <CorrectedSearchNote typed={q} corrected={result.correctedSearch} /> : null}
              <BroadResultNotes result={result} searched />
              <ProductGrid products={result.products} label="Search results" />
              <Pagination
                page={result.page}
                pageCount={result.pageCount}
                href={(p) => `/search?${new URLSearchParams({ q, page: String(p) })}`}
              />
            </>
          )}
        </section>
      )}
    </div>
  )
}
