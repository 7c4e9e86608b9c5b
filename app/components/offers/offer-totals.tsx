import { Totals } from '#app/components/order-bits.tsx'
import { formatInr, formatInrExact } from '#src/lib/money.ts'

/** What a priced cart shows of its offers (the offers module's OfferedCart, as a page's loader sends it). */
export interface OfferedFigures {
  cart: { subtotalPaise: number; taxPaise: number; roundOffPaise: number; totalPaise: number; itemCount: number }
  pricing: { applied: ReadonlyArray<{ offerId: string; name: string; code: string | null; amountPaise: number }> }
  subtotalPaise: number
  taxPaise: number
  payablePaise: number
}

/**
 * The summary's figures. With offers (decision 083): the items at the prices the shopper read (GST
 * included), each offer taken off by name, and the total; the GST inside it said underneath, since a
 * seller's own discount lowers it. Without offers, the breakdown every page shows (taxable value and GST).
 */
export function OfferTotals({ offered, storeCreditPaise = 0 }: { offered: OfferedFigures; storeCreditPaise?: number }) {
  const { cart, pricing } = offered
  if (pricing.applied.length === 0) return <Totals {...cart} storeCreditPaise={storeCreditPaise} />
  const count = `${cart.itemCount} ${cart.itemCount === 1 ? 'item' : 'items'}`
  return (
    <>
      <dl className="space-y-2 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-slate-700">Items ({count})</dt>
          <dd className="font-medium text-slate-900">{formatInr(cart.totalPaise)}</dd>
        </div>
        {pricing.applied.map((offer) => (
          <div key={offer.offerId} className="flex justify-between gap-3">
            <dt className="text-green-800">
              {offer.name}
              {offer.code ? <span className="ml-1 font-mono text-xs">({offer.code})</span> : null}
            </dt>
            <dd className="shrink-0 font-medium text-green-800">−{formatInr(offer.amountPaise)}</dd>
          </div>
        ))}
        <div className="flex justify-between">
          <dt className="text-slate-700">Shipping</dt>
          <dd className="font-medium text-green-800">Free</dd>
        </div>
        <div className="flex justify-between border-t border-slate-200 pt-3 text-base">
          <dt className="font-semibold text-slate-900">Total</dt>
          <dd className="font-bold text-slate-900">{formatInr(offered.payablePaise)}</dd>
        </div>
        {storeCreditPaise > 0 ? (
          <div className="flex justify-between">
            <dt className="text-slate-700">To pay after store credit</dt>
            <dd className="font-medium text-slate-900">{formatInr(Math.max(0, offered.payablePaise - storeCreditPaise))}</dd>
          </div>
        ) : null}
      </dl>
      <p className="mt-2 text-xs text-slate-600">
        Includes GST of {formatInrExact(offered.taxPaise)} on a taxable value of {formatInrExact(offered.subtotalPaise)}.
      </p>
    </>
  )
}

/**
 * An order's figures (its page, the confirmation, the admin's): each offer it got taken off the items'
 * prices by name (decision 083), or the usual breakdown for an order without offers.
 */
export function OrderTotals({
  order,
  discounts,
}: {
  order: {
    subtotalPaise: number
    taxPaise: number
    roundOffPaise: number
    totalPaise: number
    itemCount: number
    storeCreditPaise: number
    discountPaise: number
  }
  discounts: ReadonlyArray<{ offerId: string; name: string; code: string | null; amountPaise: number }>
}) {
  const offered: OfferedFigures = {
    cart: { ...order, totalPaise: order.totalPaise + order.discountPaise },
    pricing: { applied: discounts },
    subtotalPaise: order.subtotalPaise,
    taxPaise: order.taxPaise,
    payablePaise: order.totalPaise,
  }
  return <OfferTotals offered={offered} storeCreditPaise={order.storeCreditPaise} />
}
