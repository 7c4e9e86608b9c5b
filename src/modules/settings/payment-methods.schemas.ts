import { z } from 'zod'

/** The providers an admin can add (spec section 3); 'test' is the built-in gateway, never added by hand. */
export const PROVIDERS = ['cod', 'bank', 'stripe', 'razorpay'] as const
export type Provider = (typeof PROVIDERS)[number]

export const PROVIDER_LABELS: Record<string, string> = {
  cod: 'Cash on delivery',
  bank: 'Bank transfer',
  stripe: 'Stripe',
  razorpay: 'Razorpay',
  test: 'Built-in test gateway',
}

/** The type follows the provider: cash and bank transfer are offline, gateways are digital. */
export const typeOf = (provider: string): 'offline' | 'digital' => (provider === 'cod' || provider === 'bank' ? 'offline' : 'digital')
export const needsKeys = (provider: string) => provider === 'stripe' || provider === 'razorpay'

// The add-payment modal's rules (spec section 5). Whitespace-only counts as empty.
export const MESSAGES = {
  name: 'Display Name is required',
  apiKey: 'API Key is required',
  apiSecret: 'API Secret is required',
  bankDetails: 'Bank Account Details are required',
  provider: 'Please choose a provider',
} as const

const text = (max: number, tooLong: string) => z.string().trim().max(max, tooLong).optional().default('')
const name = z.string({ error: MESSAGES.name }).trim().min(1, MESSAGES.name).max(60, 'Display Name must be at most 60 characters')
const apiKey = text(200, 'API Key must be at most 200 characters')
const apiSecret = text(200, 'API Secret must be at most 200 characters')
const bankDetails = text(1000, 'Bank Account Details must be at most 1000 characters')

/** One schema for the modal in the browser, the settings action and the JSON API. */
export const addMethodSchema = z
  .object({
    provider: z.enum(PROVIDERS, { error: MESSAGES.provider }),
    name,
    apiKey,
    apiSecret,
    bankDetails,
  })
  .superRefine((input, issues) => {
    if (needsKeys(input.provider)) {
      if (!input.apiKey) issues.addIssue({ code: 'custom', path: ['apiKey'], message: MESSAGES.apiKey })
      if (!input.apiSecret) issues.addIssue({ code: 'custom', path: ['apiSecret'], message: MESSAGES.apiSecret })
    }
    if (input.provider === 'bank' && !input.bankDetails)
      issues.addIssue({ code: 'custom', path: ['bankDetails'], message: MESSAGES.bankDetails })
  })
export type AddMethodInput = z.infer<typeof addMethodSchema>

/**
 * An edit. The browser never holds the saved keys, so an empty key or secret means "keep the saved
 * one"; bank details are shown to the admin and, when sent, may not be emptied.
 */
export const editMethodSchema = z
  .object({
    name: name.optional(),
    enabled: z.boolean().optional(),
    apiKey: apiKey,
    apiSecret: apiSecret,
    bankDetails: z
      .string()
      .trim()
      .min(1, MESSAGES.bankDetails)
      .max(1000, 'Bank Account Details must be at most 1000 characters')
      .optional(),
  })
  .strict()
export type EditMethodInput = z.infer<typeof editMethodSchema>

/**
 * A credential as an admin may see it again: the gateway's public prefix (rzp_live_, sk_test_) and the
 * last four characters. Short values show nothing of themselves.
 */
export function maskSecret(value: string | null): string | null {
  if (!value) return null
  if (value.length < 10) return '••••'
  const prefix = /^[a-z]{2,4}_(?:(?:live|test)_)?/.exec(value)?.[0] ?? ''
  return `${prefix}••••${value.slice(-4)}`
}
