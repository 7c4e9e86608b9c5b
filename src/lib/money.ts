/** Money is integer paise everywhere; the screen shows whole rupees in the Indian grouping (₹1,29,990). */
const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
})

export function formatInr(paise: number): string {
  return inr.format(Math.round(paise / 100))
}

export function rupeesToPaise(rupees: number): number {
  return Math.round(rupees * 100)
}

export function paiseToRupees(paise: number): number {
  return Math.round(paise / 100)
}

const inrPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** Rupees with their paise always shown (₹1,86,416.00): a record or document that gives the exact amount in words people read. */
export function formatInrWithPaise(paise: number): string {
  return inrPaise.format(paise / 100)
}

/**
 * With paise when there are any (₹30,234.60), else whole rupees (₹30,234): for the GST and Round off
 * lines, so the lines above a whole-rupee total visibly add up to it (decision 013).
 */
export function formatInrExact(paise: number): string {
  return paise % 100 === 0 ? formatInr(paise) : inrPaise.format(paise / 100)
}

/** A round-off with its sign either way: "+₹0.40", "−₹0.20". */
export function formatRoundOff(paise: number): string {
  return `${paise < 0 ? '−' : '+'}${formatInrExact(Math.abs(paise))}`
}

/** `amount` shared over `weights` in whole paise, by largest remainder: the shares add up exactly. */
export function sharePaise(amount: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0)
  const exact = weights.map((w) => (sum > 0 ? (amount * w) / sum : 0))
  const out = exact.map(Math.floor)
  let left = amount - out.reduce((a, b) => a + b, 0)
  const byRest = exact.map((v, i) => ({ i, rest: v - Math.floor(v) })).sort((a, b) => b.rest - a.rest || a.i - b.i)
  for (const { i } of byRest) {
    if (left <= 0) break
    out[i] = (out[i] ?? 0) + 1
    left -= 1
  }
  return out
}
