import type { OfferValues } from '#app/components/offers/offer-form.tsx'
import { indiaDay } from '#src/lib/dates.ts'
import { publishedProductId } from '#src/modules/catalog/index.ts'
import type { OfferTerms } from '#src/modules/offers/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'

// The offer form's values to the offers service's input and back (decision 083).

const GROUPS = { categories: 'targetCategories', brands: 'targetBrands', sellers: 'targetSellers', products: 'targetProducts' } as const

const LISTS = new Set(['networks', 'banks'])

/** Every value of the form, lists for the fields that repeat (the checkboxes). */
export async function offerFormValues(request: Request): Promise<OfferValues> {
  const form = await request.formData()
  const values: OfferValues = {}
  for (const key of new Set(form.keys())) {
    const all = form.getAll(key).filter((v): v is string => typeof v === 'string')
    values[key] = LISTS.has(key) || key.startsWith('target') ? all : (all[0] ?? '')
  }
  return values
}

/**
 * The service's input: the fields as typed, and what the offer covers from the group its scope names.
 * The store names products by their page address; `slugs` turns those into ids (unknown ones are kept,
 * and refused as covering nothing).
 */
export async function offerInput(ctx: ServiceContext, values: OfferValues, slugs: boolean): Promise<Record<string, unknown>> {
  const single = (key: string) => {
    const value = values[key]
    return Array.isArray(value) ? (value[0] ?? '') : (value ?? '')
  }
  const scope = single('appliesTo')
  const group = GROUPS[scope as keyof typeof GROUPS]
  let targets = group ? (values[group] ?? []) : []
  if (!Array.isArray(targets)) targets = [targets]
  targets = targets
    .flatMap((t) => t.split(','))
    .map((t) => t.trim())
    .filter(Boolean)
  if (scope === 'products' && slugs) targets = await Promise.all(targets.map(async (t) => (await publishedProductId(ctx, t)) ?? t))
  const input: Record<string, unknown> = { targets }
  for (const key of [
    'name',
    'kind',
    'code',
    'discountType',
    'percent',
    'amountRupees',
    'capRupees',
    'minOrderRupees',
    'appliesTo',
    'startsOn',
    'endsOn',
    'useLimit',
    'perCustomerLimit',
    'budgetRupees',
    'paidBy',
  ])
    if (values[key] !== undefined) input[key] = single(key)
  input.combinable = single('combinable') === 'true'
  const list = (key: string) => {
    const value = values[key]
    return Array.isArray(value) ? value : value ? [value] : []
  }
  input.networks = list('networks')
  input.banks = list('banks')
  return input
}

const rupees = (paise: number | null) => (paise === null ? '' : String(paise / 100))

/** An offer's terms as the form shows them for a change; the end day is the last day it runs. */
export function offerValuesOf(offer: OfferTerms & { codes?: ReadonlyArray<{ code: string; useLimit: number | null }> }): OfferValues {
  const group = GROUPS[offer.appliesTo as keyof typeof GROUPS]
  return {
    name: offer.name,
    kind: offer.kind,
    code: offer.codes?.find((c) => c.useLimit === null)?.code ?? '',
    discountType: offer.discountType,
    percent: offer.percent === null ? '' : String(offer.percent),
    amountRupees: rupees(offer.amountPaise),
    capRupees: rupees(offer.capPaise),
    minOrderRupees: offer.minOrderPaise > 0 ? rupees(offer.minOrderPaise) : '',
    appliesTo: offer.appliesTo,
    ...(group ? { [group]: [...offer.targets] } : {}),
    startsOn: indiaDay(new Date(offer.startsAt)),
    endsOn: offer.endsAt ? indiaDay(new Date(Date.parse(offer.endsAt) - 1)) : '',
    useLimit: offer.useLimit === null ? '' : String(offer.useLimit),
    perCustomerLimit: offer.perCustomerLimit === null ? '' : String(offer.perCustomerLimit),
    budgetRupees: rupees(offer.budgetPaise),
    combinable: offer.combinable ? 'true' : '',
    paidBy: offer.paymentCondition?.method ?? 'any',
    networks: offer.paymentCondition?.method === 'card' ? [...offer.paymentCondition.networks] : [],
    banks: offer.paymentCondition?.method === 'card' ? [...offer.paymentCondition.banks] : [],
  }
}
