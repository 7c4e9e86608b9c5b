import { z } from 'zod'
import type { Role } from '#db/schema.ts'
import { PASSWORD_MIN_LENGTH } from '#src/modules/accounts/browser.ts'

export const ROLES: readonly Role[] = ['customer', 'vendor', 'admin']
export const ROLE_LABELS: Record<Role, string> = { customer: 'Customer', vendor: 'Vendor', admin: 'Admin' }

const text = (required: string, max: number) => z.string({ error: required }).trim().min(1, required).max(max, `At most ${max} characters`)
const role = z.enum(['customer', 'vendor', 'admin'], { error: 'Please choose a role.' })
/** A vendor needs a store; these are asked for only when the account becomes a vendor without one. */
const store = { storeName: z.string().trim().max(80).optional(), city: z.string().trim().max(60).optional() }

export const newUserSchema = z.object({
  name: text('Name is required', 100),
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .toLowerCase()
    .min(1, 'Email is required')
    .max(254, 'Please enter a valid email address')
    .pipe(z.email('Please enter a valid email address')),
  password: z
    .string({ error: 'Password is required' })
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(128, 'Password must be at most 128 characters'),
  role,
  ...store,
})
export type NewUserInput = z.infer<typeof newUserSchema>

export const userChangeSchema = z.object({ name: text('Name is required', 100), role, ...store })
export type UserChangeInput = z.infer<typeof userChangeSchema>
