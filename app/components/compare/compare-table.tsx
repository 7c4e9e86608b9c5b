import { type CSSProperties, useEffect, useState } from 'react'
import { Form, Link, useSubmit } from 'react-router'
import { Price, Rating, StockBadge } from '#app/components/product-bits.tsx'
import { QuickAdd } from '#app/components/product-card.tsx'
import { SoldBy, type SoldByBadge } from '#app/components/sold-by.tsx'
import { countOf } from '#src/lib/plural.ts'
import type { ComparisonRow } from '#src/modules/compare/browser.ts'
import type { ComparedProduct, Comparison } from '#src/modules/compare/index.ts'

/** The shareable address of a comparison (slugs read better than ids), with or without only its differences. */
export function comparisonHref(products: ReadonlyArray<Pick<ComparedProduct, 'slug'>>, onlyDifferences: boolean): string {
  const ids = products.map((p) => p.slug).join(',')
  return `/compare?ids=${ids}${onlyDifferences ? '&only=differences' : ''}`
}

/**
 * "Show only differences": a GET form, so it works without JavaScript (with an Apply button) and the
 * choice stays in the address; once interactive, ticking the box applies it at once.
 */
export function DifferencesToggle({ products, checked }: { products: ReadonlyArray<Pick<ComparedProduct, 'slug'>>; checked: boolean }) {
  const submit = useSubmit()
  const [interactive, setInteractive] = useState(false)
  useEffect(() => setInteractive(true), [])
  return (
    <Form method="get" action="/compare" preventScrollReset className="flex items-center gap-2">
      <input type="hidden" name="ids" value={products.map((p) => p.slug).join(',')} />
      <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium text-slate-800">
        <input
          key={String(checked)}
          type="checkbox"
          name="only"
          value="differences"
          defaultChecked={checked}
          onChange={(event) => void submit(event.currentTarget.form, { preventScrollReset: true, replace: true })}
          className="h-4 w-4 accent-brand-700"
        />
        Show only differences
      </label>
      {interactive ? null : (
        <button type="submit" className="btn-secondary px-3 py-1 text-sm">
          Apply
        </button>
      )}
    </Form>
  )
}

/**
 * One column per product, one row per fact. On a phone two products fit side by side beside the row
 * names (issue 45: it showed one and a half), and a third or fourth scrolls in sideways with the names
 * pinned on the left (inside its own box: the page itself never scrolls sideways); rows where the
 * products differ are tinted and say "Differs" in words.
 */
export function CompareTable({
  comparison,
  sellers,
  onlyDifferences,
}: {
  comparison: Comparison
  /** Each seller's badge by vendor id: "Sold by" links to its page with its place and rating. */
  sellers: Record<string, SoldByBadge>
  onlyDifferences: boolean
}) {
  const { products } = comparison
  const rows = onlyDifferences ? comparison.rows.filter((row) => row.differs) : comparison.rows
  const differing = comparison.rows.filter((row) => row.differs).length
  return (
    <div className="mt-4">
      <p className="text-sm text-slate-700">
        {products.length > 1
          ? `${differing} of ${countOf(comparison.rows.length, 'row')} ${differing === 1 ? 'differs' : 'differ'}${onlyDifferences ? '; rows where all agree are hidden' : ''}.`
          : null}
      </p>
      {products.length > 2 ? (
        <p className="mt-1 text-sm font-medium text-brand-800 md:hidden" aria-hidden="true">
          Swipe sideways to see every product →
        </p>
      ) : null}
      {/* Relative, so the screen-reader-only texts inside (absolutely placed) scroll with it and never widen the page. */}
      <section
        aria-labelledby="compare-caption"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways on a phone must be reachable by keyboard (axe: scrollable-region-focusable)
        tabIndex={0}
        className="relative mt-2 overflow-x-auto rounded-xl border border-slate-200 bg-white"
      >
        {/* Fixed layout: product columns share what the row names leave equally; app.css sizes the table (two products a screen on a phone). */}
        <table
          style={{ '--products': products.length } as CSSProperties}
          className="compare-grid table-fixed border-separate border-spacing-0 text-left text-sm"
        >
          <caption id="compare-caption" className="sr-only">
            Comparison of {products.map((p) => p.name).join(', ')}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={`${STICKY} w-24 bg-white align-bottom md:w-44`}>
                <span className="sr-only">Product</span>
              </th>
              {products.map((product) => (
                <th key={product.id} scope="col" className="border-b border-slate-200 p-2 align-top font-normal md:p-3">
                  <ProductHead product={product} others={products.filter((p) => p.id !== product.id)} onlyDifferences={onlyDifferences} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <Row key={row.key} row={row} products={products} sellers={sellers} />
            ))}
          </tbody>
        </table>
        {rows.length === 0 ? <p className="p-4 text-sm text-slate-700">These products are alike in every row listed.</p> : null}
      </section>
    </div>
  )
}

const STICKY = 'sticky left-0 z-10 border-r border-b border-slate-200 p-2 shadow-[2px_0_4px_rgb(0_0_0/0.04)] md:p-3'

function ProductHead({
  product,
  others,
  onlyDifferences,
}: {
  product: ComparedProduct
  others: ComparedProduct[]
  onlyDifferences: boolean
}) {
  return (
    <div className="flex h-full flex-col gap-2">
      {product.image ? (
        <img
          src={product.image.url}
          alt=""
          width={160}
          height={120}
          loading="lazy"
          className="aspect-[4/3] w-full max-w-40 rounded-lg bg-slate-100 object-contain"
        />
      ) : null}
      <p className="text-xs font-medium tracking-wide text-slate-600 uppercase">{product.brand}</p>
      <Link to={`/products/${product.slug}`} className="font-semibold leading-snug text-slate-900 hover:text-brand-700">
        {product.name}
      </Link>
      <div className="mt-auto">
        <QuickAdd productId={product.id} name={product.name} inStock={product.stock > 0} />
        <Link
          to={comparisonHref(others, onlyDifferences && others.length > 1)}
          preventScrollReset
          className="mt-1 inline-block rounded-md px-1 py-1 text-sm font-medium text-slate-700 hover:text-red-700"
        >
          Remove<span className="sr-only"> {product.name} from this comparison</span>
        </Link>
      </div>
    </div>
  )
}

function Row({ row, products, sellers }: { row: ComparisonRow; products: ComparedProduct[]; sellers: Record<string, SoldByBadge> }) {
  const tint = row.differs ? 'bg-amber-50' : 'bg-white'
  return (
    <tr data-differs={row.differs} className={tint}>
      <th scope="row" className={`${STICKY} ${tint} align-top font-medium text-slate-700`}>
        <span className="block">{row.label}</span>
        {row.differs ? (
          <span className="mt-1 inline-flex items-center gap-1 rounded bg-amber-200 px-1.5 py-0.5 text-xs font-semibold text-amber-950">
            <span aria-hidden="true">≠</span> Differs
          </span>
        ) : null}
      </th>
      {products.map((product, i) => (
        <td key={product.id} className="break-words border-b border-slate-200 p-2 align-top text-slate-900 md:p-3">
          <Cell row={row} product={product} value={row.values[i] ?? null} seller={sellers[product.vendor.id] ?? null} />
        </td>
      ))}
    </tr>
  )
}

function Cell({
  row,
  product,
  value,
  seller,
}: {
  row: ComparisonRow
  product: ComparedProduct
  value: string | null
  seller: SoldByBadge | null
}) {
  switch (row.kind) {
    case 'seller':
      return <SoldBy seller={seller} fallbackName={product.vendor.name} bare />
    case 'price':
      return <Price sellingPricePaise={product.sellingPricePaise} mrpPaise={product.mrpPaise} />
    case 'stock':
      return <StockBadge stock={product.stock} />
    case 'rating':
      return <Rating rating={product.rating} reviewCount={product.reviewCount} />
    default:
      return value === null ? (
        <span className="text-slate-500">
          <span aria-hidden="true">—</span>
          <span className="sr-only">Not stated</span>
        </span>
      ) : (
        value
      )
  }
}
