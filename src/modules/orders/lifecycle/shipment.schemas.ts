import { z } from 'zod'
import { courierName, OTHER_COURIER } from '#src/lib/couriers.ts'
import { EWAY_BILL_FORMAT } from '../parcels/eway-bill.ts'

/**
 * A shipment: the courier and its tracking number, for the vendor's lines or (by an admin) the whole
 * order. The form offers the listed couriers and Other, whose name is written in `courierOther`; the
 * API may send any courier's name in `courier`. Either way the result is the courier's name. A parcel
 * worth more than ₹50,000 also needs its e-way bill's number; whether it does is the lifecycle's to say.
 */
export const shipmentSchema = z
  .object({
    courier: z.string({ error: 'Please choose the courier' }).trim().min(1, 'Please choose the courier').max(60),
    courierOther: z.string().trim().max(60, 'A courier name is at most 60 characters').optional(),
    trackingNumber: z
      .string({ error: 'Please enter the tracking number' })
      .trim()
      .min(1, 'Please enter the tracking number')
      .max(40)
      .regex(/^[A-Za-z0-9-]+$/, 'A tracking number is letters, digits and hyphens'),
    ewayBillNumber: z
      .string()
      .optional()
      .transform((value) => (value ?? '').replace(/\s/g, ''))
      .refine((value) => value === '' || EWAY_BILL_FORMAT.test(value), 'An e-way bill number is 12 digits'),
  })
  .superRefine((value, ctx) => {
    if (value.courier === OTHER_COURIER && !value.courierOther)
      ctx.addIssue({ code: 'custom', path: ['courierOther'], message: "Please enter the courier's name" })
  })
  .transform(({ courier, courierOther, trackingNumber, ewayBillNumber }) => ({
    courier: courierName(courier === OTHER_COURIER ? (courierOther ?? '') : courier),
    trackingNumber,
    ...(ewayBillNumber ? { ewayBillNumber } : {}),
  }))

/** Each field's first message, for a form to show at the field. */
export function shipmentErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) errors[String(issue.path[0])] ??= issue.message
  return errors
}
