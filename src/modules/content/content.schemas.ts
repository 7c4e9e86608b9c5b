import { z } from 'zod'

// Whitespace-only counts as empty (spec section 5), so every text is trimmed before it is checked.
const required = (message: string, max: number, tooLong: string) => z.string({ error: message }).trim().min(1, message).max(max, tooLong)

const email = z
  .string({ error: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Please enter a valid email address')
  .pipe(z.email('Please enter a valid email address'))
  .transform((value) => value.toLowerCase())

export const CONTACT_SUBJECTS = [
  'General Inquiry',
  'Product Support',
  'Order Status',
  'Returns & Refunds',
  'Partnership Opportunities',
  'Other',
] as const

export const contactSchema = z.object({
  name: required('Name is required', 100, 'Name must be at most 100 characters'),
  email,
  subject: z
    .string({ error: 'Subject is required' })
    .trim()
    .min(1, 'Subject is required')
    .pipe(z.enum(CONTACT_SUBJECTS, { error: 'Please choose a subject from the list' })),
  message: required('Message is required', 5000, 'Message must be at most 5000 characters'),
})
export type ContactInput = z.infer<typeof contactSchema>

export const newsletterSchema = z.object({ email })
export type NewsletterInput = z.infer<typeof newsletterSchema>
