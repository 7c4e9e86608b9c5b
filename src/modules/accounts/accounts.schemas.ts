import { z } from 'zod'

export const PASSWORD_MIN_LENGTH = 6

const text = (max: number) => z.string().trim().max(max)
const email = z.string().trim().toLowerCase().max(254).pipe(z.email('Please enter a valid email address'))

/** Spec section 5: all four fields required, passwords match, at least 6 characters, in that order. */
export const registerSchema = z
  .object({
    name: text(100),
    email: z.string().trim().toLowerCase().max(254),
    password: z.string().max(128, 'Password must be at most 128 characters'),
    confirmPassword: z.string().max(128),
  })
  .superRefine((v, issue) => {
    if (!v.name || !v.email || !v.password || !v.confirmPassword) {
      issue.addIssue({ code: 'custom', message: 'All fields are required', path: ['form'] })
    } else if (v.password !== v.confirmPassword) {
      issue.addIssue({ code: 'custom', message: 'Passwords do not match', path: ['confirmPassword'] })
    } else if (v.password.length < PASSWORD_MIN_LENGTH) {
      issue.addIssue({ code: 'custom', message: 'Password must be at least 6 characters', path: ['password'] })
    } else if (!z.email().safeParse(v.email).success) {
      issue.addIssue({ code: 'custom', message: 'Please enter a valid email address', path: ['email'] })
    }
  })
export type RegisterInput = z.infer<typeof registerSchema>

export const vendorRegisterSchema = z.object({ storeName: text(80), city: text(60) }).superRefine((v, issue) => {
  if (!v.storeName || !v.city) issue.addIssue({ code: 'custom', message: 'All fields are required', path: ['form'] })
})

export const loginSchema = z
  .object({ email: z.string().trim().toLowerCase().max(254), password: z.string().max(128) })
  .refine((v) => v.email !== '' && v.password !== '', { message: 'Please enter both email and password', path: ['form'] })
export type LoginInput = z.infer<typeof loginSchema>

export const forgotPasswordSchema = z.object({ email })

export const newPasswordSchema = z
  .object({ password: z.string().max(128), confirmPassword: z.string().max(128) })
  .superRefine((v, issue) => {
    if (!v.password || !v.confirmPassword) issue.addIssue({ code: 'custom', message: 'All fields are required', path: ['form'] })
    else if (v.password !== v.confirmPassword)
      issue.addIssue({ code: 'custom', message: 'Passwords do not match', path: ['confirmPassword'] })
    else if (v.password.length < PASSWORD_MIN_LENGTH) {
      issue.addIssue({ code: 'custom', message: 'Password must be at least 6 characters', path: ['password'] })
    }
  })

export const changePasswordSchema = z
  .object({ currentPassword: z.string().min(1, 'Please enter your current password').max(128) })
  .and(newPasswordSchema)

export const nameSchema = z.object({ name: text(100).min(1, 'Name is required') })

/** Spec section 5: the shipping form's rules and messages, also used for saved addresses. */
export const addressSchema = z.object({
  fullName: text(100).min(1, 'Full name is required'),
  addressLine1: text(200).min(1, 'Address is required'),
  addressLine2: text(200)
    .optional()
    .transform((v) => v || null),
  city: text(100).min(1, 'City is required'),
  state: text(100).min(1, 'State is required'),
  pincode: z
    .string()
    .trim()
    .min(1, 'PIN code is required')
    .regex(/^\d{6}$/, 'Please enter a valid 6-digit PIN code'),
  phone: z
    .string()
    .trim()
    .min(1, 'Phone number is required')
    .regex(/^\d{10}$/, 'Please enter a valid 10-digit phone number'),
})
export type AddressInput = z.infer<typeof addressSchema>

/** Where to go after signing in: a path on this site only. `redirect=checkout` means /checkout. */
export function safeRedirect(value: string | null | undefined, fallback = '/'): string {
  if (!value) return fallback
  const path = value.startsWith('/') ? value : `/${value}`
  // Refuse anything another origin could hide in: //host, /\host, schemes, control characters.
  if (/^\/[/\\]|[\\:\s]|%2f|%5c/i.test(path) || path.length > 200) return fallback
  return path
}
