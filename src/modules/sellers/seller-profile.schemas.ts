import { z } from 'zod'
import { accountNumberProblem, ifscProblem } from '#src/lib/bank-account.ts'
import { gstinProblem } from '#src/lib/gstin.ts'
import { INDIA_STATES_BY_NAME, stateByCode } from '#src/lib/india-states.ts'
import { panOfGstin, panProblem } from '#src/lib/pan.ts'
import { isIndianPhone, PHONE_INPUT_MAX } from '#src/lib/phone.ts'

const required = (message: string, max = 120) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, `${message.replace(' is required', '')} must be at most ${max} characters`)

/** An Indian number however it is written (src/lib/phone.ts), kept as written: shoppers read it on invoices. */
const PHONE_MESSAGE = 'Please enter a valid Indian phone number, e.g. +91 20 4567 8900'
const phone = (message: string) => required(message, PHONE_INPUT_MAX).refine(isIndianPhone, PHONE_MESSAGE)
const email = (message: string) =>
  required(message, 254).refine((value) => z.email().safeParse(value).success, 'Please enter a valid email address')
const upper = (message: string, max: number) => required(message, max).transform((value) => value.toUpperCase().replace(/\s/g, ''))

/** The states a registered address may be in, A–Z as the form lists them (the retired codes 25 and 28 are not among them). */
export const SELLER_STATES = INDIA_STATES_BY_NAME

/**
 * A seller's profile as the seller fills it in: one schema for the page's form and the JSON API
 * (decision 038). The GSTIN is checked whole (shape, state code, check character) and against the
 * registered address's state; the PAN must be the one inside the GSTIN. The bank account number may be
 * left blank when one is already on file: the page never shows it back in full, so blank keeps it.
 */
export const sellerProfileSchema = z
  .object({
    legalName: required('Legal name is required', 160),
    addressLine1: required('Address line 1 is required'),
    addressLine2: z.string().trim().max(120, 'Address line 2 must be at most 120 characters').optional().default(''),
    city: required('City is required', 60),
    stateCode: z
      .string({ error: 'State is required' })
      .trim()
      .min(1, 'State is required')
      .refine((code) => SELLER_STATES.some((state) => state.code === code), 'Please choose the state of the registered address'),
    pincode: required('PIN code is required', 6).regex(/^[1-9][0-9]{5}$/, 'Please enter a valid 6-digit PIN code'),
    gstin: upper('GSTIN is required', 20).superRefine((value, ctx) => {
      const problem = gstinProblem(value, null)
      if (problem) ctx.addIssue({ code: 'custom', message: problem })
    }),
    pan: upper('PAN is required', 12).superRefine((value, ctx) => {
      const problem = panProblem(value)
      if (problem) ctx.addIssue({ code: 'custom', message: problem })
    }),
    email: email('Email is required'),
    carePhone: phone('Customer care phone is required'),
    grievanceName: required("Grievance officer's name is required", 120),
    grievanceDesignation: required("Grievance officer's designation is required", 120),
    grievanceEmail: email("Grievance officer's email is required"),
    grievancePhone: phone("Grievance officer's phone is required"),
    bankAccountHolder: required('Account holder name is required', 160),
    bankIfsc: upper('IFSC is required', 15).superRefine((value, ctx) => {
      const problem = ifscProblem(value)
      if (problem) ctx.addIssue({ code: 'custom', message: problem })
    }),
    bankAccountNumber: z
      .string()
      .optional()
      .default('')
      .transform((value) => value.replace(/[\s-]/g, ''))
      .refine((value) => value === '' || accountNumberProblem(value) === null, 'An account number is 9 to 18 digits'),
    invoicePrefix: upper('Invoice prefix is required', 10).refine(
      (value) => /^[A-Z0-9]{2,5}$/.test(value),
      'An invoice prefix is 2 to 5 capital letters or digits, e.g. SNC',
    ),
  })
  .strict()
  .superRefine((profile, ctx) => {
    // Each only when the identifiers themselves are well formed: one message per mistake.
    const gstinOk = gstinProblem(profile.gstin, null) === null
    if (gstinOk && profile.gstin.slice(0, 2) !== profile.stateCode && stateByCode(profile.stateCode)) {
      ctx.addIssue({
        code: 'custom',
        path: ['gstin'],
        message: `This GSTIN is registered in ${stateByCode(profile.gstin.slice(0, 2))?.name}, but the registered address is in ${stateByCode(profile.stateCode)?.name}`,
      })
    }
    if (gstinOk && panProblem(profile.pan) === null && panOfGstin(profile.gstin) !== profile.pan) {
      ctx.addIssue({
        code: 'custom',
        path: ['pan'],
        message: `The PAN must be the one inside the GSTIN (its characters 3 to 12): ${panOfGstin(profile.gstin)}`,
      })
    }
  })
export type SellerProfileInput = z.output<typeof sellerProfileSchema>

export const SELLER_PROFILE_FIELDS = [
  'legalName',
  'addressLine1',
  'addressLine2',
  'city',
  'stateCode',
  'pincode',
  'gstin',
  'pan',
  'email',
  'carePhone',
  'grievanceName',
  'grievanceDesignation',
  'grievanceEmail',
  'grievancePhone',
  'bankAccountHolder',
  'bankIfsc',
  'bankAccountNumber',
  'invoicePrefix',
] as const satisfies ReadonlyArray<keyof SellerProfileInput>

/** A review's reason, required to reject or suspend: the seller reads it. */
export const reviewReasonSchema = z
  .string({ error: 'Please give the reason the seller will read' })
  .trim()
  .min(5, 'Please give the reason the seller will read (at least 5 characters)')
  .max(500, 'The reason must be at most 500 characters')

/** An admin's note on an approval or a reinstatement, for the record (the seller is not told it); optional. */
export const reviewNoteSchema = z
  .string({ error: 'The note must be text' })
  .trim()
  .max(500, 'The note must be at most 500 characters')
  .optional()
  .transform((note) => note || null)
