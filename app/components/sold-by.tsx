import { Link } from 'react-router'
import { Rating } from '#app/components/product-bits.tsx'

/** What "Sold by" needs of a seller (the sellers module's SellerBadge, as a page receives it). */
export interface SoldByBadge {
  name: string
  slug: string
  city: string
  state: string
  rating: { rating: number; reviewCount: number }
}

/** "Sold by X" as a link to the seller's page, with where it is and its rating (decision 038). */
export function SoldBy({
  seller,
  fallbackName,
  className = '',
  bare = false,
}: {
  seller: SoldByBadge | null
  fallbackName: string
  className?: string
  /** Without the words "Sold by", where a heading already says them (the compare table's row). */
  bare?: boolean
}) {
  const soldBy = bare ? '' : 'Sold by '
  if (!seller) return <p className={`text-sm text-slate-600 ${className}`}>{`${soldBy}${fallbackName}`}</p>
  const place = [seller.city, seller.state].filter(Boolean).join(', ')
  return (
    <div className={`text-sm text-slate-700 ${className}`}>
      <p>
        {soldBy}
        <Link to={`/sellers/${seller.slug}`} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          {seller.name}
        </Link>
        {place ? <span className="text-slate-600">, {place}</span> : null}
      </p>
      <Rating rating={seller.rating.rating} reviewCount={seller.rating.reviewCount} />
    </div>
  )
}
