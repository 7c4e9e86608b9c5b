import { data, Form, Link, useNavigation } from 'react-router'
import { AuthCard, Field, FormSuccess } from '#app/components/form-bits.tsx'
import { services } from '#app/context.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { formValues } from '#app/lib/responses.ts'
import { requestPasswordReset } from '#src/modules/accounts/index.ts'
import { httpStatusOf } from '#src/platform/http-failures.ts'
import type { Route } from './+types/forgot-password'

export const meta = () => noindexMeta('Forgot Password', 'Reset the password of your Deccan Digital account.')

// The same answer whether or not the address has an account, so the page reveals nothing.
const SENT = 'If an account exists for that email, we have sent a link to reset your password. It works for one hour.'

export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await requestPasswordReset(services(context), await formValues(request))
  if (!outcome.ok) return data({ sent: false, error: outcome.errors.email }, { status: httpStatusOf(outcome) })
  return { sent: true, error: undefined }
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting'
  return (
    <AuthCard title="Forgot your password?" subtitle="Enter your email and we'll send you a link to choose a new one.">
      {actionData?.sent ? (
        <FormSuccess message={SENT} />
      ) : (
        <Form method="post" className="space-y-4" noValidate>
          <Field label="Email" name="email" type="email" autoComplete="email" error={actionData?.error} />
          <button type="submit" className="btn-primary w-full" disabled={busy}>
            {busy ? 'Sending...' : 'Send Reset Link'}
          </button>
        </Form>
      )}
      <p className="mt-6 text-center text-sm text-slate-700">
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          Back to login
        </Link>
      </p>
    </AuthCard>
  )
}
