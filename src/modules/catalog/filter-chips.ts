import { formatInr } from '#src/lib/money.ts'
import { PRICE_FILTER, type ProductQuery } from './catalog.types.ts'
import { countryName } from './declarations.ts'
import { formatScreen, formatStorage } from './spec-values.ts'

/** One choice in force on a listing, named as the shopper reads it, and the query without it. */
export interface FilterChip {
  label: string
  /** The query without this one choice. */
  without: ProductQuery
}

const rupees = (value: number) => formatInr(value * 100)

function range(label: string, min: number | undefined, max: number | undefined, format: (value: number) => string): string | null {
  // "RAM: 16 GB" for "16gb", not "16 GB – 16 GB".
  if (min !== undefined && min === max) return `${label}: ${format(min)}`
  if (min !== undefined && max !== undefined) return `${label}: ${format(min)} – ${format(max)}`
  if (min !== undefined) return `${label}: from ${format(min)}`
  if (max !== undefined) return `${label}: up to ${format(max)}`
  return null
}

/**
 * One chip per choice in the URL: each category, processor and graphics on its own, a range as one
 * (decision 037). The listing shows them; a search that finds nothing counts what each removal would
 * show (decision 085).
 */
export function appliedFilterChips(query: ProductQuery): FilterChip[] {
  const { page: _page, ...q } = query
  const chips: FilterChip[] = []
  const add = (label: string | null, without: ProductQuery) => {
    if (label) chips.push({ label, without })
  }
  const listWithout = <T>(values: T[] | undefined, value: T) => {
    const rest = (values ?? []).filter((v) => v !== value)
    return rest.length > 0 ? rest : undefined
  }
  for (const category of q.category ?? []) add(category, { ...q, category: listWithout(q.category, category) })
  for (const brand of q.brand ?? []) add(brand, { ...q, brand: listWithout(q.brand, brand) })
  if (q.isNew) add('New Arrivals', { ...q, isNew: undefined })
  if (q.isFeatured) add('Featured', { ...q, isFeatured: undefined })
  const minPrice = q.minPrice !== undefined && q.minPrice > PRICE_FILTER.min ? q.minPrice : undefined
  const maxPrice = q.maxPrice !== undefined && q.maxPrice < PRICE_FILTER.max ? q.maxPrice : undefined
  add(range('Price', minPrice, maxPrice, rupees), { ...q, minPrice: undefined, maxPrice: undefined })
  add(
    range('RAM', q.ramMin, q.ramMax, (gb) => `${gb} GB`),
    { ...q, ramMin: undefined, ramMax: undefined },
  )
  add(range('Storage', q.storageMin, q.storageMax, formatStorage), { ...q, storageMin: undefined, storageMax: undefined })
  add(
    range('Screen', q.screenMin, q.screenMax, (inches) => formatScreen(Math.round(inches * 10))),
    { ...q, screenMin: undefined, screenMax: undefined },
  )
  for (const cpu of q.cpu ?? []) add(cpu, { ...q, cpu: listWithout(q.cpu, cpu) })
  for (const gpu of q.gpu ?? []) add(gpu, { ...q, gpu: listWithout(q.gpu, gpu) })
  for (const code of q.origin ?? []) add(`Made in ${countryName(code)}`, { ...q, origin: listWithout(q.origin, code) })
  return chips
}
