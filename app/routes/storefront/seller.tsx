import { data, Link } from 'react-router'
import { Pagination } from '#app/components/catalog/pagination.tsx'
import { Rating } from '#app/components/product-bits.tsx'
import { ProductGrid } from '#app/components/product-card.tsx'
import { services } from '#app/context.ts'
import { listedPageMeta, noindexMeta } from '#app/lib/meta.ts'
import { countOf } from '#src/lib/plural.ts'
import { DISPATCH_DAYS, sellerShippingRecord } from '#src/modules/orders/index.ts'
import { sellerPage, shippingRecordLine } from '#src/modules/sellers/index.ts'
import { pageOf } from '#src/platform/paging.ts'
import type { Route } from './+types/seller'

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const ctx = services(context)
  const page = await sellerPage(ctx, params.slug, pageOf(new URL(request.url)))
  if (!page) return data({ page: null, onTime: '' }, { status: 404 })
  const shipping = await sellerShippingRecord(ctx, page.seller.vendorId)
  return { page, onTime: shippingRecordLine(shipping, DISPATCH_DAYS) }
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const page = loaderData?.page
  if (!page) return noindexMeta('Seller Not Found')
  const { seller, shelf } = page
  return listedPageMeta(matches, {
    title: `${seller.displayName}, ${seller.city}: seller on Deccan Digital`,
    description: `${seller.displayName} (${seller.legalName}), ${seller.city}, ${seller.state}: ${countOf(shelf.total, 'product')} on sale, customer care and grievance officer.`,
    // The first page is the canonical one; later pages are their own.
    path: shelf.page > 1 ? `/sellers/${seller.slug}?page=${shelf.page}` : `/sellers/${seller.slug}`,
  })
}

export default function SellerPage({ loaderData }: Route.ComponentProps) {
  const { page, onTime } = loaderData
  if (!page) return <SellerNotFound />
  const { seller, grievance, rating, shelf } = page
  const address = [seller.addressLine1, seller.addressLine2, `${seller.city} ${seller.pincode}`, seller.state].filter(Boolean)
  return (
    <div className="container-page py-8 sm:py-10">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <Link to="/" className="hover:underline">
          Home
        </Link>{' '}
        / Sellers / <span aria-current="page">{seller.displayName}</span>
      </nav>
      <header className="mt-3">
        <h1 className="text-3xl font-bold text-slate-900">{seller.displayName}</h1>
        <p className="mt-1 text-slate-700">{seller.legalName}</p>
        <div className="mt-2">
          <Rating rating={rating.rating} reviewCount={rating.reviewCount} />
          <p className="mt-1 text-xs text-slate-600">From verified buyers' reviews of its products.</p>
          <p className="mt-2 text-sm text-slate-700">{onTime}</p>
        </div>
      </header>

      <div className="mt-6 grid gap-4 md:grid-cols-3">
        <section aria-labelledby="seller-address" className="card p-5">
          <h2 id="seller-address" className="font-semibold text-slate-900">
            Registered address
          </h2>
          <address className="mt-2 text-sm text-slate-700 not-italic">
            {address.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
          <p className="mt-2 text-sm text-slate-700">GSTIN {seller.gstin}</p>
        </section>
        <section aria-labelledby="seller-care" className="card p-5">
          <h2 id="seller-care" className="font-semibold text-slate-900">
            Customer care
          </h2>
          <p className="mt-2 text-sm text-slate-700">
            <a href={`tel:${seller.phone.replace(/[^+0-9]/g, '')}`} className="text-brand-700 underline">
              {seller.phone}
            </a>
          </p>
          <p className="mt-1 text-sm text-slate-700 break-all">
            <a href={`mailto:${seller.email}`} className="text-brand-700 underline">
              {seller.email}
            </a>
          </p>
        </section>
        <section aria-labelledby="seller-grievance" className="card p-5">
          <h2 id="seller-grievance" className="font-semibold text-slate-900">
            Grievance officer
          </h2>
          {grievance ? (
            <div className="mt-2 text-sm text-slate-700">
              <p>
                {grievance.name}
                {grievance.designation ? `, ${grievance.designation}` : ''}
              </p>
              <p className="mt-1 break-all">
                <a href={`mailto:${grievance.email}`} className="text-brand-700 underline">
                  {grievance.email}
                </a>
              </p>
              {grievance.phone ? <p className="mt-1">{grievance.phone}</p> : null}
            </div>
          ) : (
            <p className="mt-2 text-sm text-slate-700">
              See the store's{' '}
              <Link to="/contact" className="text-brand-700 underline">
                contact page
              </Link>
              .
            </p>
          )}
        </section>
      </div>

      <section aria-labelledby="seller-products" className="mt-10">
        <h2 id="seller-products" className="text-2xl font-bold text-slate-900">
          Products on sale ({shelf.total})
        </h2>
        <div className="mt-4">
          {shelf.total === 0 ? (
            <p className="text-slate-700">This seller has no products on sale at the moment.</p>
          ) : (
            <ProductGrid products={shelf.products} label={`Products of ${seller.displayName}`} />
          )}
        </div>
        <Pagination page={shelf.page} pageCount={shelf.pageCount} href={(p) => `/sellers/${seller.slug}?page=${p}`} />
      </section>
    </div>
  )
}

function SellerNotFound() {
  return (
    <div className="container-page flex flex-col items-center py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Seller Not Found</h1>
      <p className="mt-3 max-w-md text-slate-600">There is no seller here, or it is not selling at the moment.</p>
      <Link to="/products" className="btn-primary mt-8">
        Browse Products
      </Link>
    </div>
  )
}
