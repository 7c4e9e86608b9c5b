import { sharePaise } from '#src/lib/money.ts'
import type { OrderDiscount } from './offer-uses.service.ts'

// An order's discounts as its emails name them (decision 083): by offer, over the lines wanted. Pure.

export interface DiscountNamed {
  name: string
  code: string | null
  amountPaise: number
  /** The store funds it (it pays the seller); else the seller's own. */
  byStore: boolean
}

/** Each offer's part of the order's discounts on the lines kept (all of them by default), nothing left out. */
export function discountsNamed(
  discounts: readonly OrderDiscount[],
  keep: (line: OrderDiscount['lines'][number]) => boolean = () => true,
): DiscountNamed[] {
  return discounts
    .map((d) => ({
      name: d.name,
      code: d.code,
      amountPaise: d.lines.filter(keep).reduce((sum, l) => sum + l.amountPaise, 0),
      byStore: d.fundedBy === 'store',
    }))
    .filter((d) => d.amountPaise > 0)
}

/**
 * The offers behind `sharePaise` of one line's discounts (some of its units' share): shared over the
 * line's offers by what each took off it (largest remainder), so the parts add up to the share.
 */
export function lineShareNamed(discounts: readonly OrderDiscount[], productId: string, sharedPaise: number): DiscountNamed[] {
  const onLine = discountsNamed(discounts, (l) => l.productId === productId)
  const parts = sharePaise(
    sharedPaise,
    onLine.map((d) => d.amountPaise),
  )
  return onLine.map((d, i) => ({ ...d, amountPaise: parts[i] ?? 0 })).filter((d) => d.amountPaise > 0)
}
