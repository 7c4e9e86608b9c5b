import { data, Link, useFetcher, useSubmit } from 'react-router'
import { Gallery } from '#app/components/catalog/gallery.tsx'
import { QuantityStepper } from '#app/components/catalog/quantity-stepper.tsx'
import { DeliverTo } from '#app/components/deliver-to.tsx'
import { RefreshIcon, ShieldIcon } from '#app/components/icons.tsx'
import { NewBadge, PercentOffBadge, Price, Rating, StockBadge } from '#app/components/product-bits.tsx'
import { services } from '#app/context.ts'
import { deliveryCheck } from '#app/lib/delivery-pin.server.ts'
import { pageMeta } from '#app/lib/meta.ts'
import { formatInr, paiseToRupees } from '#src/lib/money.ts'
import { GST_PERCENT, withGst } from '#src/lib/tax.ts'
import { getProduct } from '#src/modules/catalog/catalog.service.ts'
import type { ProductDetail } from '#src/modules/catalog/catalog.types.ts'
import { effectivePricePaise, specLabel, stockLevel } from '#src/modules/catalog/pricing.ts'
import { REPLACEMENT_DAYS } from '#src/modules/content/store-details.ts'
import type { CartActionData } from '../cart/cart.tsx'
import type { Route } from './+types/product'

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const ctx = services(context)
  const product = await getProduct(ctx, params.slug)
  if (!product) return data({ product: null, delivery: null }, { status: 404 })
  const { check, setCookie } = await deliveryCheck(request, ctx)
  return data({ product, delivery: check }, setCookie ? { headers: { 'Set-Cookie': setCookie } } : undefined)
}

export function meta({ loaderData }: Route.MetaArgs) {
  const product = loaderData?.product
  if (!product) return pageMeta('Product Not Found')
  return [...pageMeta(product.name, summarise(product.description)), { 'script:ld+json': productJsonLd(product) }]
}

function summarise(text: string): string {
  return text.length <= 160 ? text : `${text.slice(0, 157).replace(/\s+\S*$/, '')}…`
}

/** schema.org Product data, so search engines can show price, stock and rating. */
function productJsonLd(product: ProductDetail) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.id,
    description: product.description,
    category: product.category,
    brand: { '@type': 'Brand', name: product.brand },
    image: product.images.map((i) => i.url),
    aggregateRating: { '@type': 'AggregateRating', ratingValue: product.rating, reviewCount: product.reviewCount },
    offers: {
      '@type': 'Offer',
      url: `/products/${product.slug}`,
      priceCurrency: 'INR',
      price: paiseToRupees(effectivePricePaise(product)),
      availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      seller: { '@type': 'Organization', name: product.vendor.name },
    },
  }
}

function stockText(stock: number): string {
  switch (stockLevel(stock)) {
    case 'out-of-stock':
      return 'Currently out of stock'
    case 'low-stock':
      return `Only ${stock} left in stock`
    default:
      return `${stock} units in stock`
  }
}

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  const { product, delivery } = loaderData
  if (!product) return <ProductNotFound />
  return (
    // Room at the bottom on phones for the fixed Add to cart | Buy now bar.
    <div className="container-page py-8 pb-32 md:pb-8">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-600">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to="/" className="hover:text-brand-700">
              Home
            </Link>
            <span aria-hidden="true"> /</span>
          </li>
          <li>
            <Link to="/products" className="hover:text-brand-700">
              Products
            </Link>
            <span aria-hidden="true"> /</span>
          </li>
          <li>
            <Link to={`/products?category=${encodeURIComponent(product.category)}`} className="hover:text-brand-700">
              {product.category}
            </Link>
            <span aria-hidden="true"> /</span>
          </li>
          <li aria-current="page" className="font-medium text-slate-800">
            {product.name}
          </li>
        </ol>
      </nav>

      <div className="mt-6 grid gap-10 lg:grid-cols-2">
        <Gallery images={product.images} name={product.name} />

        <div>
          <div className="flex flex-wrap gap-2">
            {product.isNew ? <NewBadge /> : null}
            <PercentOffBadge pricePaise={product.pricePaise} discountPricePaise={product.discountPricePaise} />
          </div>
          <p className="mt-3 text-sm font-medium tracking-wide text-slate-600 uppercase">
            {product.brand} · {product.category}
          </p>
          <h1 className="mt-1 text-3xl font-bold text-slate-900">{product.name}</h1>
          <div className="mt-3">
            <Rating rating={product.rating} reviewCount={product.reviewCount} />
          </div>
          <div className="mt-5">
            <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <Price pricePaise={product.pricePaise} discountPricePaise={product.discountPricePaise} size="lg" />
              <span className="text-lg font-semibold text-slate-800">
                {formatInr(withGst(effectivePricePaise(product)).totalPaise)} incl. GST
              </span>
            </div>
            <p className="mt-1 text-sm text-slate-600">Price before GST; {GST_PERCENT}% GST is added in the cart</p>
          </div>
          <p className="mt-4 flex items-center gap-2 text-sm text-slate-800">
            <StockBadge stock={product.stock} />
            {stockText(product.stock)}
          </p>
          <p className="mt-5 leading-relaxed text-slate-700">{product.description}</p>

          <AddToCart productId={product.id} stock={product.stock} />

          <div className="mt-8">{delivery ? <DeliverTo check={delivery} /> : null}</div>
          <ul className="mt-6 space-y-3 text-sm text-slate-700">
            <li className="flex items-start gap-3">
              <ShieldIcon className="mt-0.5 shrink-0 text-brand-700" />
              Manufacturer's warranty, with a GST invoice for every order
            </li>
            <li className="flex items-start gap-3">
              <RefreshIcon className="mt-0.5 shrink-0 text-brand-700" />
              {REPLACEMENT_DAYS}-day replacement for dead-on-arrival or defective items
            </li>
          </ul>
          <p className="mt-4 text-sm text-slate-600">Sold by {product.vendor.name}</p>
        </div>
      </div>

      <section aria-labelledby="specs-heading" className="card mt-12 p-6">
        <h2 id="specs-heading" className="text-xl font-bold text-slate-900">
          Specifications
        </h2>
        <dl className="mt-4 divide-y divide-slate-200">
          {Object.entries(product.specs).map(([key, value]) => (
            <div key={key} className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr]">
              <dt className="font-medium text-slate-600">{specLabel(key)}</dt>
              <dd className="text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </div>
  )
}

/**
 * Add to Cart stays on the page (the header's count updates, the result is announced, and focus stays on
 * the button: it is never disabled under the shopper's finger); Buy now goes on to checkout with the item.
 * On phones both buttons sit in a bar fixed to the bottom of the screen. Without JavaScript both are plain
 * form posts: Add to Cart lands on the cart, Buy now on checkout.
 */
function AddToCart({ productId, stock }: { productId: string; stock: number }) {
  const fetcher = useFetcher<CartActionData>()
  const navigate = useSubmit()
  const busy = fetcher.state !== 'idle'
  const adding = busy && fetcher.formData?.get('intent') === 'add'
  const result = fetcher.data
  const soldOut = stock === 0
  return (
    <fetcher.Form
      method="post"
      action="/cart"
      className="mt-6"
      onSubmit={(event) => {
        if (busy) return event.preventDefault()
        // Buy now leaves the page: a navigation, not a fetch, so the address bar and history follow it
        // even when the cart's live update asks the page to reload at the same moment.
        const submitter = (event.nativeEvent as SubmitEvent).submitter
        if (submitter instanceof HTMLButtonElement && submitter.value === 'buy') {
          event.preventDefault()
          void navigate(submitter)
        }
      }}
    >
      <input type="hidden" name="productId" value={productId} />
      {soldOut ? null : <QuantityStepper max={stock} />}
      <div className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white p-3 shadow-[0_-4px_12px_rgb(0_0_0/0.08)] md:static md:mt-4 md:border-0 md:bg-transparent md:p-0 md:shadow-none">
        <div aria-live="polite" className="empty:hidden md:order-last">
          {result?.ok ? (
            <p role="status" className="mb-2 text-sm text-green-800 md:mt-3 md:mb-0">
              {result.message}{' '}
              <Link to="/cart" className="font-semibold text-brand-700 hover:underline">
                View Cart
              </Link>
            </p>
          ) : result ? (
            <p role="alert" className="mb-2 text-sm text-red-700 md:mt-3 md:mb-0">
              {result.message}
            </p>
          ) : null}
        </div>
        <div className="flex gap-3">
          <button
            type="submit"
            name="intent"
            value="add"
            className="btn-secondary h-11 flex-1 border-brand-700 text-brand-800 md:flex-none md:px-8"
            disabled={soldOut}
            aria-disabled={busy || undefined}
          >
            {soldOut ? 'Out of Stock' : adding ? 'Adding...' : 'Add to Cart'}
          </button>
          {soldOut ? null : (
            <button
              type="submit"
              name="intent"
              value="buy"
              className="btn-primary h-11 flex-1 md:flex-none md:px-8"
              aria-disabled={busy || undefined}
            >
              Buy now
            </button>
          )}
        </div>
      </div>
    </fetcher.Form>
  )
}

function ProductNotFound() {
  return (
    <div className="container-page flex flex-col items-center py-24 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Product Not Found</h1>
      <p className="mt-3 max-w-md text-slate-600">The product you're looking for doesn't exist or is no longer available.</p>
      <Link to="/products" className="btn-primary mt-8">
        Browse Products
      </Link>
    </div>
  )
}
