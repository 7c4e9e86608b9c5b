import { z } from 'zod'

// The inputs of offers (decision 083): one schema each, for the form, its action and the JSON API.

/** A code as a shopper types it: letters, digits and hyphens, compared in upper case. */
export const offerCodeText = z
  .string({ error: 'Please enter a code.' })
  .trim()
  .min(1, 'Please enter a code.')
  .max(30, 'A code has at most 30 letters and digits.')
  .transform((code) => code.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9-]+$/, 'A code has only letters, digits and hyphens.'))

export const applyCodeSchema = z.object({ code: offerCodeText }).strict()

/** The most single-use codes one batch makes. */
export const MAX_BATCH = 1_000
const BATCH_RANGE = `Make from 1 to ${MAX_BATCH.toLocaleString('en-IN')} codes at a time.`

/** How many single-use codes to make: a whole number, or its digits as a form sends them. */
export const codesCount = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  z.number({ error: BATCH_RANGE }).int(BATCH_RANGE).min(1, BATCH_RANGE).max(MAX_BATCH, BATCH_RANGE),
)

/** A batch of codes asked for over JSON: `{ count }` (the API reads `count` and the service parses it with `codesCount`). */
export const codesBatchSchema = z.object({ count: codesCount })

const optionalWhole = (what: string, min: number, max: number) =>
  z.preprocess(
    // A number, or digits as a form sends them; anything else is left for the schema to refuse, never converted.
    (value) =>
      value === '' || value === null ? undefined : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value,
    z
      .number({ error: `Enter ${what} as a whole number` })
      .int(`Enter ${what} as a whole number`)
      .min(min, `${what[0]?.toUpperCase()}${what.slice(1)} is at least ${min}`)
      .max(max, `${what[0]?.toUpperCase()}${what.slice(1)} is at most ${max.toLocaleString('en-IN')}`)
      .optional(),
  )

const checkbox = z.preprocess((value) => value === true || value === 'on' || value === 'true' || value === '1', z.boolean())

/** A list from a form (one field per value, or comma-separated) or JSON (an array). */
const list = z.preprocess(
  (value) =>
    (Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [])
      // Only text is a target: anything else sent as JSON is dropped, never converted.
      .filter((v): v is string => typeof v === 'string')
      .map((v) => v.trim())
      .filter((v) => v !== ''),
  z.array(z.string().max(120)).max(200),
)

/** A day (India's calendar) or a moment, as the start or end of an offer. */
const when = z.union([z.iso.date(), z.iso.datetime({ offset: true })], { error: 'Enter a date' })

/**
 * An offer as its owner sets it up. Percent offers take 1–90% with an optional cap in rupees; amount
 * offers whole rupees. Dates are India's calendar days (an end day is included) or exact moments.
 */
export const offerInputSchema = z
  .object({
    name: z.string().trim().min(3, 'Give the offer a name shoppers read, of 3 to 80 characters').max(80, 'At most 80 characters'),
    kind: z.enum(['code', 'automatic'], { error: 'Choose automatic or by code' }),
    code: z.preprocess((v) => (v === '' ? undefined : v), offerCodeText.optional()),
    discountType: z.enum(['percent', 'amount'], { error: 'Choose percent off or an amount off' }),
    percent: optionalWhole('the percent', 1, 90),
    amountRupees: optionalWhole('the amount', 1, 10_00_000),
    capRupees: optionalWhole('the cap', 1, 10_00_000),
    minOrderRupees: optionalWhole('the minimum order', 0, 1_00_00_000),
    appliesTo: z.enum(['order', 'categories', 'brands', 'sellers', 'products'], { error: 'Choose what it applies to' }),
    // Left out, as a form leaves an empty list or an unticked box: the same as empty (so optional in the API's document).
    targets: list.default([]),
    startsOn: when,
    endsOn: z.preprocess((v) => (v === '' ? undefined : v), when.optional()),
    useLimit: optionalWhole('the total limit', 1, 10_00_000),
    perCustomerLimit: optionalWhole('the limit per customer', 1, 1_000),
    budgetRupees: optionalWhole('the budget', 1, 10_00_00_000),
    combinable: checkbox.default(false),
    // A bank offer (decision 083): how its order must be paid, as the gateway reports the payment.
    paidBy: z
      .preprocess((v) => (v === '' || v === undefined ? 'any' : v), z.enum(['any', 'card', 'upi'], { error: 'Choose how it must be paid' }))
      .default('any'),
    networks: list.default([]),
    banks: list.default([]),
  })
  .strict()
  .superRefine((input, issues) => {
    const issue = (path: string, message: string) => issues.addIssue({ code: 'custom', path: [path], message })
    if (input.discountType === 'percent' && input.percent === undefined) issue('percent', 'Enter the percent off, from 1 to 90')
    if (input.discountType === 'amount' && input.amountRupees === undefined) issue('amountRupees', 'Enter the amount off in rupees')
    if (input.appliesTo !== 'order' && input.targets.length === 0) issue('targets', 'Choose at least one it applies to')
    if (input.paidBy !== 'any' && input.kind !== 'code')
      issue('paidBy', 'A bank offer is applied with its code: shoppers choose it, and then pay as it asks')
  })
export type OfferInput = z.infer<typeof offerInputSchema>
