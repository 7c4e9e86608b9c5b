import { formatInrWithPaise } from '#src/lib/money.ts'

/** A value with, beside every amount in paise, the same amount in rupees as people read it. */
export type WithRupees<T> = T extends readonly (infer U)[]
  ? WithRupees<U>[]
  : T extends object
    ? { [K in keyof T]: WithRupees<T[K]> } & Record<string, unknown>
    : T

/**
 * The data export keeps money exact, in paise ("totalPaise": 18641600), and gives each amount in rupees
 * just before it ("total": "₹1,86,416.00"), in the shop's Indian grouping (issue 49, item 6): a person
 * reading their own data should not have to divide by a hundred. A name already taken keeps its value;
 * the rupees then go under `<name>Rupees`.
 */
export function withRupees<T>(value: T): WithRupees<T> {
  if (Array.isArray(value)) return value.map(withRupees) as WithRupees<T>
  if (value === null || typeof value !== 'object') return value as WithRupees<T>
  const out: Record<string, unknown> = {}
  for (const [key, inner] of Object.entries(value)) {
    const base = key.endsWith('Paise') ? key.slice(0, -'Paise'.length) : ''
    if (base && typeof inner === 'number' && Number.isInteger(inner)) {
      const name = base in value ? `${base}Rupees` : base
      out[name] = formatInrWithPaise(inner)
    }
    out[key] = withRupees(inner)
  }
  return out as WithRupees<T>
}
