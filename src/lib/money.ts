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
