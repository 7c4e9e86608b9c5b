import { formatInr } from '#src/lib/money.ts'
import { STOCK_LABELS, shopperPrice, stockLevel } from '#src/modules/catalog/browser.ts'
import { StarIcon } from './icons.tsx'

/**
 * The price a shopper pays, GST included, and, when it is below the M.R.P. the seller declared, that
 * M.R.P. struck through: both as the seller entered them (shopperPrice, decision 068).
 */
export function Price({
  sellingPricePaise,
  mrpPaise: declaredMrpPaise,
  size = 'md',
}: {
  sellingPricePaise: number
  mrpPaise: number | null
  size?: 'md' | 'lg'
}) {
  const big = size === 'lg'
  const { payPaise, mrpPaise, offPercent } = shopperPrice({ sellingPricePaise, mrpPaise: declaredMrpPaise })
  return (
    <span className="flex flex-col">
      <span className={`font-bold text-slate-900 ${big ? 'text-3xl' : 'text-base sm:text-lg'}`}>{formatInr(payPaise)}</span>
      <span className={`text-slate-600 ${big ? 'text-sm' : 'text-xs'}`}>
        {offPercent !== null && mrpPaise !== null ? (
          <>
            M.R.P. <s>{formatInr(mrpPaise)}</s>{' '}
          </>
        ) : null}
        (incl. of all taxes)
      </span>
    </span>
  )
}

/** Percent off the M.R.P., taken between the selling price and the M.R.P. the seller declared. */
export function PercentOffBadge({ sellingPricePaise, mrpPaise }: { sellingPricePaise: number; mrpPaise: number | null }) {
  const off = shopperPrice({ sellingPricePaise, mrpPaise }).offPercent
  if (off === null) return null
  return <span className="rounded-md bg-red-700 px-2 py-0.5 text-xs font-bold text-white">{off}% OFF</span>
}

export function NewBadge() {
  return <span className="rounded-md bg-brand-700 px-2 py-0.5 text-xs font-bold tracking-wide text-white">NEW</span>
}

const STOCK_STYLES = {
  'in-stock': 'bg-green-100 text-green-800',
  'low-stock': 'bg-amber-100 text-amber-900',
  'out-of-stock': 'bg-red-100 text-red-800',
} as const

export function StockBadge({ stock }: { stock: number }) {
  const level = stockLevel(stock)
  return (
    <span className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${STOCK_STYLES[level]}`}>
      {STOCK_LABELS[level]}
    </span>
  )
}

// Built once: constructing an Intl formatter costs far more than using one.
const indianNumber = new Intl.NumberFormat('en-IN')

/**
 * The product's rating from its visible reviews. With none there is no rating to show, and an honest
 * "No reviews yet" takes its place (decision 024): never a zero that reads like a bad score.
 */
export function Rating({ rating, reviewCount }: { rating: number; reviewCount: number }) {
  if (reviewCount === 0) return <span className="flex items-center text-xs text-slate-600 sm:text-sm">No reviews yet</span>
  const count = indianNumber.format(reviewCount)
  return (
    <span className="flex flex-wrap items-center gap-1 text-xs text-slate-600 sm:text-sm">
      <StarIcon className="h-4 w-4 text-saffron-500" />
      <span className="font-semibold text-slate-800">{rating.toFixed(1)}</span>
      <span>
        ({count} {reviewCount === 1 ? 'review' : 'reviews'})
      </span>
      <span className="sr-only">, rated {rating.toFixed(1)} out of 5</span>
    </span>
  )
}
