import { z } from 'zod'

/** A shipment: the courier and its tracking number, for the vendor's lines or (by an admin) the whole order. */
export const shipmentSchema = z.object({
  courier: z.string({ error: 'Please enter the courier' }).trim().min(1, 'Please enter the courier').max(60),
  trackingNumber: z
    .string({ error: 'Please enter the tracking number' })
    .trim()
    .min(1, 'Please enter the tracking number')
    .max(40)
    .regex(/^[A-Za-z0-9-]+$/, 'A tracking number is letters, digits and hyphens'),
})
