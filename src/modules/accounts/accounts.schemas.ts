import { z } from 'zod'
import { gstinProblem } from '#src/lib/gstin.ts'
import { pincodeFitsState, statesOfPincode } from '#src/lib/india-pincodes.ts'
import { type GstStateCode, type IndiaState, stateByCode, stateOfInput } from '#src/lib/india-states.ts'
import { nationalNumber, PHONE_INPUT_MAX } from '#src/lib/phone.ts'

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

/**
 * The JSON API's sign-up and sign-in bodies: the forms' fields and no other (decision 004's strictness,
 * as for the other JSON bodies). A key the form has not (a `constructor`, a blank one, a 100 KB array)
 * is refused by name before better-auth is called (issue 49, item 19).
 */
export const signUpBodySchema = registerSchema.strict()
export const signInBodySchema = loginSchema.strict()

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

/**
 * The State arrives as its GST state code (the form's select) or its exact name (the API), and
 * leaves as the code; the name is added by `withStateName`.
 */
const stateField = z
  .string()
  .trim()
  .min(1, 'State is required')
  .transform((value, ctx) => {
    const state = stateOfInput(value)
    if (!state) {
      ctx.addIssue({ code: 'custom', message: 'Please choose a State from the list' })
      return z.NEVER
    }
    return state.code
  })

/** Spec section 5: the shipping form's fields, rules and messages, also used for saved addresses. */
export const addressFields = z.object({
  fullName: text(100).min(1, 'Full name is required'),
  addressLine1: text(200).min(1, 'Address is required'),
  // nullish: an address saved from a placed order carries null for an empty line.
  addressLine2: text(200)
    .nullish()
    .transform((v) => v || null),
  city: text(100).min(1, 'City is required'),
  state: stateField,
  pincode: z
    .string()
    .trim()
    .min(1, 'PIN code is required')
    .regex(/^\d{6}$/, 'Please enter a valid 6-digit PIN code'),
  // Written as people write it ("+91 98450 12345", "098450-12345"), kept as the spec's ten digits.
  phone: z
    .string()
    .trim()
    .min(1, 'Phone number is required')
    .max(PHONE_INPUT_MAX, 'Please enter a valid 10-digit phone number')
    .transform((value, ctx) => {
      const digits = nationalNumber(value)
      if (digits) return digits
      ctx.addIssue({ code: 'custom', message: 'Please enter a valid 10-digit phone number' })
      return z.NEVER
    }),
  // A business buyer's GST registration (optional): printed on the invoice for input tax credit.
  gstin: z
    .string()
    .trim()
    .toUpperCase()
    .max(20, 'A GSTIN is 15 characters')
    .nullish()
    .transform((v) => v || null),
  businessName: text(100)
    .nullish()
    .transform((v) => v || null),
})

/** The PIN code must be able to belong to the chosen State (its first digits fix the postal circle). */
export function pinInState(value: { state: string; pincode: string }, ctx: z.RefinementCtx): void {
  // Zod still runs this when a field failed: say nothing until both fields are valid on their own.
  if (!stateByCode(value.state) || !/^\d{6}$/.test(value.pincode)) return
  if (pincodeFitsState(value.pincode, value.state)) return
  const names = statesOfPincode(value.pincode).map((code) => stateByCode(code)?.name)
  ctx.addIssue({
    code: 'custom',
    path: ['pincode'],
    message: `PIN code ${value.pincode} is in ${names.join(' or ')}, not ${stateByCode(value.state)?.name}. Please check the PIN code or the State.`,
  })
}

/**
 * A business buyer gives both the GSTIN and the name it is registered to; the GSTIN must be well formed,
 * pass its check character, and be registered in the State of the (billing and shipping) address.
 */
export function businessBuyer(value: { state: string; gstin?: string | null; businessName?: string | null }, ctx: z.RefinementCtx): void {
  if (value.gstin) {
    const problem = gstinProblem(value.gstin, stateByCode(value.state) ? value.state : null)
    if (problem) ctx.addIssue({ code: 'custom', path: ['gstin'], message: problem })
    if (!value.businessName)
      ctx.addIssue({ code: 'custom', path: ['businessName'], message: 'Please enter the business name the GSTIN is registered to' })
  } else if (value.businessName) {
    ctx.addIssue({ code: 'custom', path: ['gstin'], message: 'Please enter the GSTIN of the business, or leave the business name empty' })
  }
}

/** The stored form: the GST code as `stateCode`, its name as `state` (what addresses and invoices show). */
export function withStateName<T extends { state: string }>(value: T): Omit<T, 'state'> & { state: string; stateCode: GstStateCode } {
  const state = stateByCode(value.state) as IndiaState
  return { ...value, state: state.name, stateCode: state.code }
}

export const addressSchema = addressFields.superRefine(pinInState).superRefine(businessBuyer).transform(withStateName)
export type AddressInput = z.infer<typeof addressSchema>

/** Where to go after signing in: a path on this site only. `redirect=checkout` means /checkout. */
export function safeRedirect(value: string | null | undefined, fallback = '/'): string {
  if (!value) return fallback
  const path = value.startsWith('/') ? value : `/${value}`
  // Refuse anything another origin could hide in: //host, /\host, schemes, control characters; and a
  // target that was not UTF-8 (decoding put U+FFFD where its bytes were), which names no page here.
  if (/^\/[/\\]|[\\:\s\p{Cc}\uFFFD]|%2f|%5c/iu.test(path) || path.length > 200) return fallback
  // A Location header is ASCII: any other character goes percent-encoded as UTF-8 (an unpaired
  // surrogate has no UTF-8, and encodeURIComponent throws on it).
  try {
    return path.replace(/[^\x21-\x7e]+/gu, (text) => encodeURIComponent(text))
  } catch {
    return fallback
  }
}

// The sign-in and reset messages, shown by pages as well as returned by the service.
export const PROFILE_MISSING = 'User profile not found. Please contact support or try registering again.'
export const ACCOUNT_DISABLED = 'This account has been disabled. Please contact support.'
export const RESET_LINK_INVALID = 'This password reset link is invalid or has expired. Please ask for a new one.'
