import { z } from 'zod'
import { gstinProblem } from '#src/lib/gstin.ts'
import { stateByCode, stateOfInput } from '#src/lib/india-states.ts'
import { isIndianPhone } from '#src/lib/phone.ts'

const required = (message: string, max = 120) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `${message.replace(' is required', '')} must be at most ${max} characters`)

/** An Indian number however it is written (src/lib/phone.ts), kept as written: it is printed for people to call. */
const PHONE_MESSAGE = 'Please enter a valid Indian phone number, e.g. +91 20 4567 8900'
const isPhone = isIndianPhone
const isEmail = (value: string) => value.length <= 254 && z.email().safeParse(value).success
const optional = z.string().trim().optional().default('')

/** GSTIN: state code, PAN, entity number, Z, check character. */
export const GSTIN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/

/** The shop's own details as an admin edits them; one schema for the form and the API. */
export const storeDetailsSchema = z
  .object({
    legalName: required('Legal name is required'),
    addressLine1: required('Address line 1 is required'),
    addressLine2: z.string().trim().max(120, 'Address line 2 must be at most 120 characters').optional().default(''),
    city: required('City is required', 60),
    state: required('State is required', 60),
    pincode: z
      .string()
      .trim()
      .min(1, 'PIN code is required')
      .regex(/^[0-9]{6}$/, 'Please enter a valid 6-digit PIN code'),
    gstin: z
      .string()
      .trim()
      .min(1, 'GSTIN is required')
      .transform((value) => value.toUpperCase())
      .pipe(z.string().regex(GSTIN, 'Please enter a valid 15-character GSTIN, e.g. 27AAKCD4821M1ZB'))
      // The store sells too (decision 038): its GSTIN is checked as a seller's is, check character included.
      .superRefine((value, ctx) => {
        const problem = gstinProblem(value, null)
        if (problem) ctx.addIssue({ code: 'custom', message: problem })
      }),
    phone: z.string().trim().min(1, 'Phone number is required').refine(isPhone, PHONE_MESSAGE),
    phoneAlt: optional.refine((value) => value === '' || isPhone(value), PHONE_MESSAGE),
    email: z.string().trim().min(1, 'Email is required').refine(isEmail, 'Please enter a valid email address'),
    emailSales: optional.refine((value) => value === '' || isEmail(value), 'Please enter a valid email address'),
    // The Grievance Officer (E-Commerce Rules 2020, rule 4(4)). The form always sends them, so a blank one is
    // refused; an API client that leaves them out keeps the saved ones (the service fills them in).
    grievanceName: required("Grievance Officer's name is required").optional(),
    grievanceDesignation: required("Grievance Officer's designation is required").optional(),
    grievanceEmail: z
      .string()
      .trim()
      .min(1, "Grievance Officer's email is required")
      .refine(isEmail, 'Please enter a valid email address')
      .optional(),
    grievancePhone: z.string().trim().min(1, "Grievance Officer's phone is required").refine(isPhone, PHONE_MESSAGE).optional(),
  })
  .strict()
  .superRefine((details, ctx) => {
    // The GSTIN's state code must be the registered address's state, as for every seller.
    const state = stateOfInput(details.state)
    if (!state) {
      ctx.addIssue({ code: 'custom', path: ['state'], message: 'Please enter an Indian state or union territory, e.g. Maharashtra' })
      return
    }
    if (gstinProblem(details.gstin, null) === null && details.gstin.slice(0, 2) !== state.code)
      ctx.addIssue({
        code: 'custom',
        path: ['gstin'],
        message: `This GSTIN is registered in ${stateByCode(details.gstin.slice(0, 2))?.name}, but the store's address is in ${state.name}`,
      })
  })
/** The details as saved and shown: every field there (the service fills the Grievance Officer's in when left out). */
export type StoreDetails = Required<z.infer<typeof storeDetailsSchema>>

export const STORE_DETAILS_FIELDS = [
  'legalName',
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'pincode',
  'gstin',
  'phone',
  'phoneAlt',
  'email',
  'emailSales',
  'grievanceName',
  'grievanceDesignation',
  'grievanceEmail',
  'grievancePhone',
] as const satisfies ReadonlyArray<keyof StoreDetails>
