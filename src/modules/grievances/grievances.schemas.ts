import { z } from 'zod'
import { isIndianPhone } from '#src/lib/phone.ts'
import { DESCRIPTION_MIN, TEXT_MAX } from './browser.ts'

// Server-side only: the complaint pages ship no Zod (the storefront's JavaScript budget); their fields carry
// the same limits as HTML attributes, and these messages come back beside the fields.

const text = (empty: string) =>
  z
    .string({ error: empty })
    .trim()
    .min(1, empty)
    .max(TEXT_MAX, `Please keep it to ${TEXT_MAX.toLocaleString('en-IN')} characters`)

export const complaintSchema = z.object({
  /** A signed-in customer's pick among their orders, parcels, products and sellers. */
  subject: z.string().trim().max(80).optional().default(''),
  /** A guest's choice of what it is about. */
  about: z.enum(['order', 'product', 'seller', 'site'], { error: 'Please choose what your complaint is about' }).optional(),
  reference: z.string().trim().max(200, 'Please keep the order number, product or seller to 200 characters').optional().default(''),
  name: z.string().trim().max(100, 'Please keep your name to 100 characters').optional().default(''),
  email: z.string().trim().max(254).optional().default(''),
  phone: z
    .string()
    .trim()
    .optional()
    .default('')
    .refine((v) => v === '' || isIndianPhone(v), 'Please enter a valid Indian phone number, e.g. 98230 45678'),
  description: text('Please describe the problem').refine(
    (v) => v.length >= DESCRIPTION_MIN,
    `Please describe the problem in at least ${DESCRIPTION_MIN} characters`,
  ),
})
export type ComplaintInput = z.infer<typeof complaintSchema>

export const guestNameSchema = z.string().trim().min(1, 'Please enter your name')
export const guestEmailSchema = z.email('Please enter a valid email address').max(254)

export const lookupSchema = z.object({
  ticket: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .pipe(z.string().regex(/^GRV-\d{4}-\d{6}$/, 'Please enter the ticket number as it was given, e.g. GRV-2026-000123')),
  email: z.string().trim().pipe(z.email('Please enter the email address the complaint was filed with')),
})

export const replySchema = z.object({ body: text('Please write your message') })

export const handleSchema = z.discriminatedUnion('move', [
  z.object({ move: z.literal('acknowledge'), body: z.string().trim().max(TEXT_MAX).optional().default('') }),
  z.object({ move: z.literal('reply'), body: text('Please write your reply') }),
  z.object({ move: z.literal('resolve'), body: text('Please say how the complaint was resolved') }),
])
