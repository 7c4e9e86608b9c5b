import { z } from 'zod'
import { signInBodySchema, signUpBodySchema } from '#src/modules/accounts/index.ts'
import { named } from './openapi/named.ts'
import type { OperationDoc } from './openapi/operation.ts'

// What signing up, in and out take and answer (auth.api.ts).

const user = named('User', z.object({ id: z.string(), name: z.string(), email: z.string(), role: z.enum(['customer', 'vendor', 'admin']) }))

export const ACCOUNT = {
  signUp: {
    id: 'signUp',
    summary: 'Make a customer account',
    description: "The sign-up form's fields and no other. Signs the new customer in: the session cookie comes in `Set-Cookie`.",
    tag: 'Account',
    who: 'public',
    body: signUpBodySchema,
    answers: { 201: z.object({ user }) },
    errors: [409, 429],
  },
  signIn: {
    id: 'signIn',
    summary: 'Sign in',
    description: 'Sets the session cookie. Repeated failures from one address are slowed down (429).',
    tag: 'Account',
    who: 'public',
    body: signInBodySchema,
    answers: { 200: z.object({ user }) },
    errors: [401, 403, 429],
  },
  signOut: {
    id: 'signOut',
    summary: 'Sign out',
    description: 'Ends the session and clears its cookie.',
    tag: 'Account',
    who: 'public',
    answers: { 204: null },
  },
  me: {
    id: 'me',
    summary: 'Who the session belongs to',
    tag: 'Account',
    who: 'signed-in',
    answers: { 200: z.object({ user }) },
  },
} satisfies Record<string, OperationDoc>
