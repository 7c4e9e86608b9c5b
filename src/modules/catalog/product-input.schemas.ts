import { z } from 'zod'
import { type FieldErrors, fieldErrors } from '#src/platform/validation.ts'
import { CATEGORIES, NON_RETURNABLE_KINDS, type NonReturnableKind } from './catalog.types.ts'
import { declarationFields } from './declarations.schemas.ts'
import { DECLARATION_FIELDS, missingDeclarations } from './declarations.ts'
import { SPEC_LABELS } from './pricing.ts'
import { CPU_BRANDS, type SpecValues, STORAGE_TYPES } from './spec-values.ts'

/** Highest price a listing may carry, in whole rupees (₹1,00,00,000). */
export const MAX_PRICE_RUPEES = 10_000_000
export const MAX_STOCK = 100_000
export const MAX_SPECS = 20

/** The rows a new product's spec table starts with; vendors add any others. */
export const STANDARD_SPECS = ['processor', 'ram', 'storage', 'display', 'graphics'] as const

const text = (required: string, max: number, tooLong: string) => z.string({ error: required }).trim().min(1, required).max(max, tooLong)

/**
 * A whole number typed into a form (or sent as a JSON number). Indian digit grouping and a rupee sign
 * are allowed ("1,29,990", "₹ 49990"); fractions and exponents are not.
 */
const wholeNumber = (required: string, invalid: string, min: number, max: number, tooBig = invalid) =>
  z
    .union([z.number(), z.string().trim().min(1, required)], { error: required })
    .transform((value) =>
      typeof value === 'number' ? value : /^\d+$/.test(value.replace(/[,\s₹]/g, '')) ? Number(value.replace(/[,\s₹]/g, '')) : Number.NaN,
    )
    .pipe(z.number({ error: invalid }).int(invalid).min(min, invalid).max(max, tooBig))

const SELLING_INVALID = 'Selling price must be a whole number of rupees above 0.'
const MRP_INVALID = 'M.R.P. must be a whole number of rupees above 0.'
const STOCK_INVALID = 'Stock must be a whole number from 0 to 1,00,000.'
const TOO_DEAR = 'Prices may be at most ₹1,00,00,000.'

const flag = z
  .union([z.boolean(), z.enum(['on', 'true', '1', 'false', '0', ''])])
  .optional()
  .transform((value) => value === true || value === 'on' || value === 'true' || value === '1')

/** An optional picker or number: blank is null (read from the spec text when saved). */
const blankIsNull = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : value
const optionalNumber = (message: string, min: number, max: number, decimals = 0) =>
  z.preprocess(
    (value) => {
      const blank = blankIsNull(value)
      return typeof blank === 'string' ? Number(blank.trim()) : blank
    },
    z
      .number({ error: message })
      .min(min, message)
      .max(max, message)
      .transform((value) => Math.round(value * 10 ** decimals) / 10 ** decimals)
      .nullable(),
  )
const optionalChoice = <T extends readonly [string, ...string[]]>(choices: T, message: string) =>
  z.preprocess(blankIsNull, z.enum(choices, { error: message }).nullable())
const optionalText = (max: number, message: string) => z.preprocess(blankIsNull, z.string().trim().max(max, message).nullable())

/** The typed values shoppers filter by (decision 025); each may be left blank. */
const specValueFields = {
  ramGb: optionalNumber('Memory must be a whole number of GB from 1 to 1,024.', 1, 1024),
  storageGb: optionalNumber('Storage must be a whole number of GB from 1 to 1,00,000.', 1, 100_000),
  storageType: optionalChoice(STORAGE_TYPES, 'Please choose a storage type from the list.'),
  cpuBrand: optionalChoice(CPU_BRANDS, 'Please choose a processor brand from the list.'),
  cpuFamily: optionalText(40, 'Processor family must be at most 40 characters.'),
  gpu: optionalText(40, 'Graphics must be at most 40 characters.'),
  screenInches: optionalNumber('Screen size must be in inches, from 7 to 65.', 7, 65, 1),
  weightKg: optionalNumber('Weight must be in kg, from 0.1 to 50.', 0.1, 50, 2),
}
export const SPEC_VALUE_FIELDS = Object.keys(specValueFields) as Array<keyof typeof specValueFields>

const spec = z.object({
  label: z.string().trim().max(40, 'A spec label must be at most 40 characters.'),
  value: z.string().trim().max(200, 'A spec value must be at most 200 characters.'),
})

/**
 * The two prices a seller declares (decision 068), in whole rupees, both with tax: the M.R.P. inclusive
 * of all taxes as printed on the pack (a draft may leave it blank; a published listing declares it,
 * rule 6(1)(e)) and the selling price with GST, which may not be above it.
 */
const priceFields = {
  mrp: z
    .union([z.number(), z.string(), z.null()])
    .optional()
    .transform((value) => (value === null || value === undefined || (typeof value === 'string' && value.trim() === '') ? null : value))
    .pipe(z.union([z.null(), wholeNumber(MRP_INVALID, MRP_INVALID, 1, MAX_PRICE_RUPEES, TOO_DEAR)])),
  sellingPrice: wholeNumber('Selling price is required.', SELLING_INVALID, 1, MAX_PRICE_RUPEES, TOO_DEAR),
}
const pricesReadable = z.object(priceFields)

const specRows = z
  .array(spec)
  .default([])
  // A row with a label but no value is one of the form's unfilled starting rows, not an error.
  .transform((rows) => rows.filter((row) => row.value))
  .superRefine((rows, issues) => {
    if (rows.some((row) => !row.label)) issues.addIssue({ code: 'custom', message: 'Each spec needs both a label and a value.' })
    else if (rows.length > MAX_SPECS) issues.addIssue({ code: 'custom', message: `A product may list at most ${MAX_SPECS} specs.` })
    else if (new Set(rows.map((row) => specKey(row.label))).size !== rows.length)
      issues.addIssue({ code: 'custom', message: 'Each spec label may appear only once.' })
  })

export const productInputSchema = z
  .object({
    name: text('Product name is required.', 120, 'Product name must be at most 120 characters.'),
    description: text('Description is required.', 5000, 'Description must be at most 5000 characters.'),
    category: z.enum(CATEGORIES, { error: 'Please choose a category.' }),
    brand: text('Brand is required.', 60, 'Brand must be at most 60 characters.'),
    ...priceFields,
    stock: wholeNumber('Stock is required.', STOCK_INVALID, 0, MAX_STOCK),
    specs: specRows,
    isNew: flag,
    isPublished: flag,
    ...specValueFields,
    ...declarationFields,
    // One of the refund policy's non-returnable kinds, or empty: returnable.
    nonReturnable: z
      .union([z.literal(''), z.enum(Object.keys(NON_RETURNABLE_KINDS) as [NonReturnableKind, ...NonReturnableKind[]])], {
        error: 'Please choose a kind from the refund policy’s list, or Returnable.',
      })
      .nullish()
      .transform((value) => value || null),
  })
  // Checked whenever both prices read, even if another field is wrong, so every message shows at once.
  .refine((input) => input.mrp === null || input.sellingPrice <= input.mrp, {
    path: ['sellingPrice'],
    message: 'Selling price may not be above the M.R.P.: selling above the M.R.P. is unlawful.',
    when: (payload) => pricesReadable.safeParse(payload.value).success,
  })
  // A draft may leave the declarations; the shop shows none without them (rule 6(10), decision 041).
  .superRefine((input, issues) => {
    if (!input.isPublished) return
    if (input.mrp === null) issues.addIssue({ code: 'custom', path: ['mrp'], message: 'Enter the M.R.P. declared on the pack to publish.' })
    for (const [field, message] of Object.entries(missingDeclarations(input))) issues.addIssue({ code: 'custom', path: [field], message })
  })

export type ProductInput = z.output<typeof productInputSchema>
export type ProductField = keyof ProductInput | 'images'
export type ProductErrors = FieldErrors<ProductField | 'form'>

export function parseProductInput(raw: unknown): { ok: true; input: ProductInput } | { ok: false; errors: ProductErrors } {
  const parsed = productInputSchema.safeParse(raw)
  return parsed.success ? { ok: true, input: parsed.data } : { ok: false, errors: fieldErrors(parsed.error) }
}

/** The stored key for a spec label: the standard labels map back to their keys ('RAM' → 'ram'). */
export function specKey(label: string): string {
  const wanted = label.trim().toLowerCase()
  const standard = Object.entries(SPEC_LABELS).find(([key, shown]) => key === wanted || shown.toLowerCase() === wanted)
  return standard ? standard[0] : label.trim()
}

/** The spec table as stored: label keys to values, in the vendor's order. */
export function specsObject(rows: ProductInput['specs']): Record<string, string> {
  return Object.fromEntries(rows.map((row) => [specKey(row.label), row.value]))
}

/** A URL slug from a product name: lower-case words joined by hyphens, ASCII only. */
export function slugify(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '')
  return slug || 'product'
}

/** Form fields as the schema reads them: spec rows come as parallel specLabel / specValue lists. */
export function productFormInput(form: FormData): Record<string, unknown> {
  const values: Record<string, unknown> = {}
  for (const key of [
    'name',
    'description',
    'category',
    'brand',
    'mrp',
    'sellingPrice',
    'stock',
    'isNew',
    'isPublished',
    'nonReturnable',
    ...DECLARATION_FIELDS,
  ]) {
    const value = form.get(key)
    if (typeof value === 'string') values[key] = value
  }
  const labels = form.getAll('specLabel').map(String)
  const specValues = form.getAll('specValue').map(String)
  values.specs = labels.map((label, i) => ({ label, value: specValues[i] ?? '' }))
  return values
}

/** The form's chosen spec values as stored (screen in tenths of an inch, weight in grams); blanks are null. */
export function chosenSpecValues(input: ProductInput): Partial<SpecValues> {
  return {
    ramGb: input.ramGb,
    storageGb: input.storageGb,
    storageType: input.storageType,
    cpuBrand: input.cpuBrand,
    cpuFamily: input.cpuFamily,
    gpu: input.gpu,
    screenTenths: input.screenInches === null ? null : Math.round(input.screenInches * 10),
    weightGrams: input.weightKg === null ? null : Math.round(input.weightKg * 1000),
  }
}
