import { z } from 'zod'
import { CATEGORIES } from '#src/modules/catalog/browser.ts'

/**
 * A commission rate an admin sets: for a category, or for one seller over every category; a percentage
 * of the line's taxable value (up to two decimals) and a fixed fee per parcel in rupees, from a date.
 */
export const commissionRateSchema = z
  .object({
    subject: z.enum(['category', 'seller'], { error: 'Choose a category or a seller' }),
    category: z.enum(CATEGORIES, { error: 'Choose a category' }).optional(),
    vendorId: z.string().trim().min(1, 'Choose a seller').optional(),
    percent: z.coerce
      .number({ error: 'Enter the commission as a percentage, e.g. 5 or 7.5' })
      .min(0, 'The commission cannot be negative')
      .max(50, 'The commission can be at most 50%')
      .refine((n) => Number.isInteger(Math.round(n * 100 * 1e6) / 1e6), 'Use at most two decimals'),
    fixedFeeRupees: z.coerce
      .number({ error: 'Enter the fee in rupees' })
      .int('Enter the fee in whole rupees')
      .min(0)
      .max(10_000)
      .default(0),
    effectiveFrom: z.iso.date({ error: 'Enter the date it applies from' }),
  })
  .strict()
  .superRefine((input, issues) => {
    if (input.subject === 'category' && !input.category)
      issues.addIssue({ code: 'custom', path: ['category'], message: 'Choose a category' })
    if (input.subject === 'seller' && !input.vendorId) issues.addIssue({ code: 'custom', path: ['vendorId'], message: 'Choose a seller' })
  })
export type CommissionRateInput = z.infer<typeof commissionRateSchema>
