import { Form, Link } from 'react-router'
import { Pagination } from '#app/components/catalog/pagination.tsx'
import { BroadResultNotes, ResultCount } from '#app/components/catalog/result-count.tsx'
import { SearchIcon } from '#app/components/icons.tsx'
import { ProductGrid } from '#app/components/product-card.tsx'
import { services } from '#app/context.ts'
import { pageMeta } from '#app/lib/meta.ts'
import { productQueryShape } from '#src/modules/catalog/catalog.schemas.ts'
import { listProducts } from '#src/modules/catalog/catalog.service.ts'
import type { Route } from './+types/search'

const SUGGESTIONS = ['Gaming Laptop', 'MacBook', 'OLED', 'RTX 4070', 'Desktop', 'ThinkPad']

export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams
  const q = productQueryShape.search.safeParse(params.get('q') ?? '').data ?? ''
  const page = productQueryShape.page.safeParse(params.get('page') ?? '').data
  if (!q) return { q, result: null }
  return { q, result: await listProducts(services(context), { search: q, page }) }
}

export function meta({ loaderData }: Route.MetaArgs) {
  return pageMeta(
    loaderData.q ? `Search: ${loaderData.q}` : 'Search',
    'Search laptops, gaming laptops and desktops by name, brand or category.',
  )
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { q, result } = loaderData
  return (
    <div className="container-page py-10">
      <h1 className="text-3xl font-bold text-slate-900">Search</h1>
      <Form method="get" action="/search" role="search" className="mt-5 flex max-w-2xl gap-2">
        <label htmlFor="search-q" className="sr-only">
          Search products
        </label>
        <input
          id="search-q"
          name="q"
          type="search"
          defaultValue={q}
          key={q}
          // biome-ignore lint/a11y/noAutofocus: this page exists to type a search; the header's search icon leads here
          autoFocus={!q}
          maxLength={100}
          placeholder="Search by name, brand or category"
          className="field-input py-3 text-base"
        />
        <button type="submit" className="btn-primary px-6">
          <SearchIcon /> Search
        </button>
      </Form>

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
        <section aria-label="Search results" className="mt-8">
          <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
            <ResultCount result={result} suffix={` for “${q}”`} />
            {result.total > 0 ? (
              <Link to={`/products?search=${encodeURIComponent(q)}`} className="text-sm font-semibold text-brand-700 hover:underline">
                Filter and sort these results →
              </Link>
            ) : null}
          </div>
          {result.total === 0 ? (
            <div className="card flex flex-col items-center px-6 py-16 text-center">
              <h2 className="text-xl font-semibold text-slate-900">No products found</h2>
              <p className="mt-2 max-w-md text-slate-600">We couldn't find any products matching your search criteria.</p>
              <Link to="/products" className="btn-primary mt-6">
                Browse All Products
              </Link>
            </div>
          ) : (
            <>
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
