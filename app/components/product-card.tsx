import { Link } from 'react-router'
import type { ProductSummary } from '#src/modules/catalog/catalog.types.ts'
import { NewBadge, PercentOffBadge, Price, Rating, StockBadge } from './product-bits.tsx'

export function ProductCard({ product }: { product: ProductSummary }) {
  return (
    <article className="card group relative flex w-full flex-col overflow-hidden transition-shadow hover:shadow-md">
      <div className="relative aspect-[4/3] bg-slate-100">
        {product.image ? (
          <img src={product.image.url} alt={product.image.alt} loading="lazy" width={400} height={300} className="h-full w-full object-cover" />
        ) : null}
        <div className="absolute top-2 left-2 flex gap-1.5">
          {product.isNew ? <NewBadge /> : null}
          <PercentOffBadge pricePaise={product.pricePaise} discountPricePaise={product.discountPricePaise} />
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="text-xs font-medium tracking-wide text-slate-600 uppercase">
          {product.brand} · {product.category}
        </p>
        <h3 className="font-semibold leading-snug text-slate-900">
          <Link to={`/products/${product.slug}`} className="after:absolute after:inset-0 hover:text-brand-700">
            {product.name}
          </Link>
        </h3>
        <Rating rating={product.rating} reviewCount={product.reviewCount} />
        <div className="mt-auto flex items-end justify-between gap-2 pt-2">
          <Price pricePaise={product.pricePaise} discountPricePaise={product.discountPricePaise} />
          <StockBadge stock={product.stock} />
        </div>
      </div>
    </article>
  )
}

export function ProductGrid({ products, label }: { products: ProductSummary[]; label: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {products.map((product) => (
        <li key={product.id} className="flex">
          <ProductCard product={product} />
        </li>
      ))}
    </ul>
  )
}
