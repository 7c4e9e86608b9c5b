import { Link, useFetcher } from 'react-router'
import type { ProductSummary } from '#src/modules/catalog/browser.ts'
import { responsiveImage } from '#src/modules/catalog/browser.ts'
import { CompareToggle } from './compare/compare-form.tsx'
import { NewBadge, PercentOffBadge, Price, Rating, StockBadge } from './product-bits.tsx'
import { CardHeart } from './wishlist/wish-heart.tsx'

export function ProductCard({ product }: { product: ProductSummary }) {
  return (
    <article className="card group relative flex w-full flex-col overflow-hidden transition-shadow hover:shadow-md">
      <div className="relative aspect-[4/3] bg-slate-100">
        {product.image ? (
          <img
            src={product.image.url}
            {...responsiveImage(product.image.url, '(min-width: 1024px) 300px, (min-width: 640px) 45vw, 90vw')}
            alt={product.image.alt}
            loading="lazy"
            width={400}
            height={300}
            className="h-full w-full object-contain"
          />
        ) : null}
        <div className="absolute top-2 left-2 flex gap-1.5">
          {product.isNew ? <NewBadge /> : null}
          <PercentOffBadge sellingPricePaise={product.sellingPricePaise} mrpPaise={product.mrpPaise} />
        </div>
        <CardHeart productId={product.id} name={product.name} />
      </div>
      <div className="flex flex-1 flex-col gap-1.5 p-3 sm:gap-2 sm:p-4">
        <p className="truncate text-xs font-medium tracking-wide text-slate-600 uppercase">
          {product.brand} · {product.category}
        </p>
        <h3 className="text-sm font-semibold leading-snug text-slate-900 sm:text-base">
          <Link to={`/products/${product.slug}`} className="after:absolute after:inset-0 hover:text-brand-700">
            {product.name}
          </Link>
        </h3>
        {product.keySpecs ? (
          <p className="line-clamp-2 text-xs leading-snug text-slate-700" title={product.keySpecs}>
            {product.keySpecs}
          </p>
        ) : null}
        <Rating rating={product.rating} reviewCount={product.reviewCount} />
        <div className="mt-auto flex flex-col items-start gap-1.5 pt-2 sm:flex-row sm:flex-wrap sm:items-end sm:justify-between">
          <Price sellingPricePaise={product.sellingPricePaise} mrpPaise={product.mrpPaise} />
          <StockBadge stock={product.stock} />
        </div>
        <QuickAdd productId={product.id} name={product.name} inStock={product.stock > 0} />
        <CompareToggle productId={product.id} name={product.name} className="-mb-1" />
      </div>
    </article>
  )
}

/** One unit into the cart from a card or a comparison's column, without leaving the page; sits above the card's link. */
export function QuickAdd({ productId, name, inStock }: { productId: string; name: string; inStock: boolean }) {
  const fetcher = useFetcher<{ ok: boolean; message: string }>({ key: `quick-add-${productId}` })
  const busy = fetcher.state !== 'idle'
  const result = fetcher.data
  return (
    <fetcher.Form
      method="post"
      action="/cart"
      className="relative z-10 mt-1"
      // A second press while the first is on its way adds nothing (decision 019).
      onSubmit={(event) => {
        if (busy) event.preventDefault()
      }}
    >
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="quantity" value="1" />
      {/* Never `disabled` while busy: a disabled button drops focus to <body>; aria-disabled keeps it here. */}
      <button type="submit" className="btn-secondary w-full px-3 py-1.5" disabled={!inStock} aria-disabled={busy || undefined}>
        {!inStock ? 'Out of Stock' : busy ? 'Adding...' : result?.ok ? 'Added ✓' : 'Add to Cart'}
        <span className="sr-only">: {name}</span>
      </button>
      <span role="status" className={result && !result.ok ? 'mt-1 block text-xs text-red-700' : 'sr-only'}>
        {result ? (result.ok ? `${name} added to your cart` : result.message) : ''}
      </span>
    </fetcher.Form>
  )
}

export function ProductGrid({ products, label, wide = true }: { products: ProductSummary[]; label: string; wide?: boolean }) {
  // Two columns even on phones, so a shopper sees several products per screen.
  const columns = wide ? 'lg:grid-cols-4' : 'md:grid-cols-3 lg:grid-cols-2 xl:grid-cols-3'
  return (
    <ul aria-label={label} className={`grid grid-cols-2 gap-3 sm:gap-5 ${columns}`}>
      {products.map((product) => (
        <li key={product.id} className="flex">
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  )
}
