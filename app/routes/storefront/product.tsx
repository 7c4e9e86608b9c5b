import { data, Link } from 'react-router'
import { AddToCart } from '#app/components/catalog/add-to-cart.tsx'
import { DeclarationsBlock } from '#app/components/catalog/declarations-block.tsx'
import { Gallery } from '#app/components/catalog/gallery.tsx'
import { PurchaseTerms } from '#app/components/catalog/purchase-terms.tsx'
import { CompareToggle } from '#app/components/compare/compare-form.tsx'
import { DeliverTo } from '#app/components/deliver-to.tsx'
import { ProductOffers } from '#app/components/offers/product-offers.tsx'
import { NewBadge, PercentOffBadge, Price, Rating, StockBadge } from '#app/components/product-bits.tsx'
import { ProductReviews } from '#app/components/reviews/product-reviews.tsx'
import { SoldBy } from '#app/components/sold-by.tsx'
import { services } from '#app/context.ts'
import { deliveryCheck } from '#app/lib/delivery-pin.server.ts'
import { listedPageMeta, noindexMeta, siteOf } from '#app/lib/meta.ts'
import { formValues } from '#app/lib/responses.ts'
import { paiseToRupees } from '#src/lib/money.ts'
import type { ProductDetail } from '#src/modules/catalog/browser.ts'
import { countryName, shopperPrice, specLabel, stockLevel } from '#src/modules/catalog/browser.ts'
import { getProduct } from '#src/modules/catalog/index.ts'
import { offersForProduct } from '#src/modules/offers/index.ts'
import { markHelpful, reviewStanding, reviewsOfProduct, submitReview } from '#src/modules/reviews/index.ts'
import { sellerBadges } from '#src/modules/sellers/index.ts'
import { absoluteUrl } from '#src/modules/seo/browser.ts'
import { httpStatusOf } from '#src/platform/http-failures.ts'
import type { Route } from './+types/product'

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const ctx = services(context)
  const product = await getProduct(ctx, params.slug)
  if (!product)
    return data(
      { product: null, delivery: null, reviews: null, standing: null, signedIn: false, seller: null, offers: [] },
      { status: 404 },
    )
  const url = new URL(request.url)
  const sort = url.searchParams.get('reviewSort') === 'helpful' ? 'helpful' : 'recent'
  const all = url.searchParams.get('reviews') === 'all'
  const [{ check, setCookie }, reviews, standing, sellers, offers] = await Promise.all([
    deliveryCheck(request, ctx),
    reviewsOfProduct(ctx, product.id, { sort, all }),
    reviewStanding(ctx, product.id),
    sellerBadges(ctx, [product.vendor.id]),
    // The same for every shopper (automatic offers and shared codes), so the shared page may carry them.
    offersForProduct(ctx, {
      productId: product.id,
      vendorId: product.vendor.id,
      category: product.category,
      brand: product.brand,
      pricePaise: product.sellingPricePaise,
    }),
  ])
  const seller = sellers.get(product.vendor.id) ?? null
  return data(
    { product, delivery: check, reviews: { ...reviews, shownAll: all }, standing, signedIn: Boolean(ctx.actor), seller, offers },
    setCookie ? { headers: { 'Set-Cookie': setCookie } } : undefined,
  )
}

/** A review written or edited, or a helpful vote: both post to the product's own page. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const ctx = services(context)
  const form = await formValues(request)
  const product = await getProduct(ctx, params.slug)
  if (!product) throw data(null, { status: 404 })
  if (form.intent === 'helpful') {
    const outcome = await markHelpful(ctx, form.reviewId ?? '')
    return data({ ...outcome, reviewId: form.reviewId }, { status: outcome.ok ? 200 : httpStatusOf(outcome) })
  }
  const outcome = await submitReview(ctx, product.id, form)
  return data(outcome, { status: outcome.ok ? 200 : httpStatusOf(outcome) })
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const product = loaderData?.product
  if (!product) return noindexMeta('Product Not Found')
  const main = product.images[0]
  const listed = listedPageMeta(matches, {
    title: product.name,
    description: summarise(product.description),
    path: productPath(product),
    type: 'product',
    image: main ? { url: main.url, alt: main.alt || product.name } : undefined,
  })
  return [
    ...listed,
    // The price paid, GST included, as every page shows it (decision 041).
    { property: 'product:price:amount', content: String(paiseToRupees(shopperPrice(product).payPaise)) },
    { property: 'product:price:currency', content: 'INR' },
    { 'script:ld+json': productJsonLd(product, siteOf(matches), loaderData?.reviews ?? null) },
  ]
}

const productPath = (product: ProductDetail) => `/products/${product.slug}`

function summarise(text: string): string {
  return text.length <= 160 ? text : `${text.slice(0, 157).replace(/\s+\S*$/, '')}…`
}

/** schema.org Product data, so search engines can show price, stock and rating. */
function productJsonLd(
  product: ProductDetail,
  site: string,
  reviews: { total: number; average: number; reviews: Array<{ author: string; rating: number; body: string; createdAt: string }> } | null,
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.id,
    description: product.description,
    category: product.category,
    brand: { '@type': 'Brand', name: product.brand },
    ...(product.declarations.countryOfOrigin ? { countryOfOrigin: countryName(product.declarations.countryOfOrigin) } : {}),
    image: product.images.map((i) => absoluteUrl(site, i.url)),
    // Only from reviews customers wrote here (decision 024); a product without any has no rating at all.
    ...(reviews && reviews.total > 0
      ? {
          aggregateRating: { '@type': 'AggregateRating', ratingValue: reviews.average, reviewCount: reviews.total, bestRating: 5 },
          review: reviews.reviews.slice(0, 5).map((r) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: r.author },
            datePublished: r.createdAt.slice(0, 10),
            reviewRating: { '@type': 'Rating', ratingValue: r.rating, bestRating: 5 },
            reviewBody: r.body,
          })),
        }
      : {}),
    offers: {
      '@type': 'Offer',
      url: absoluteUrl(site, productPath(product)),
      priceCurrency: 'INR',
      price: paiseToRupees(shopperPrice(product).payPaise),
      priceSpecification: {
        '@type': 'PriceSpecification',
        price: paiseToRupees(shopperPrice(product).payPaise),
        priceCurrency: 'INR',
        valueAddedTaxIncluded: true,
      },
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

export default function ProductPage({ loaderData, actionData }: Route.ComponentProps) {
  const { product, delivery, reviews, standing, signedIn, offers } = loaderData
  if (!product || !reviews || !standing) return <ProductNotFound />
  const price = shopperPrice(product)
  return (
    <div className="container-page py-8">
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
            <PercentOffBadge sellingPricePaise={product.sellingPricePaise} mrpPaise={product.mrpPaise} />
          </div>
          <p className="mt-3 text-sm font-medium tracking-wide text-slate-600 uppercase">
            {product.brand} · {product.category}
          </p>
          <h1 className="mt-1 text-3xl font-bold text-slate-900">{product.name}</h1>
          <div className="mt-3">
            <Rating rating={product.rating} reviewCount={product.reviewCount} />
          </div>
          <div className="mt-5">
            <Price sellingPricePaise={product.sellingPricePaise} mrpPaise={product.mrpPaise} size="lg" />
          </div>
          <ProductOffers offers={offers} />
          <p className="mt-4 flex items-center gap-2 text-sm text-slate-800">
            <StockBadge stock={product.stock} />
            {stockText(product.stock)}
          </p>
          <p className="mt-5 leading-relaxed text-slate-700">{product.description}</p>

          <AddToCart productId={product.id} stock={product.stock} pricePaise={price.payPaise} />
          <CompareToggle productId={product.id} name={product.name} className="mt-3" />

          <div className="mt-8">{delivery ? <DeliverTo check={delivery} orderTotalPaise={price.payPaise} /> : null}</div>
          <PurchaseTerms />
          <SoldBy seller={loaderData.seller} fallbackName={product.vendor.name} className="mt-4" />
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

      <DeclarationsBlock declarations={product.declarations} mrpPaise={price.mrpPaise} />

      <ProductReviews
        {...reviews}
        standing={standing}
        signedIn={signedIn}
        outcome={actionData as Parameters<typeof ProductReviews>[0]['outcome']}
      />
    </div>
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
