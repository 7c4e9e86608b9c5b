import { data, Form, Link, useNavigation } from 'react-router'
import { AuthCard, Field, FormAlert, FormSuccess } from '#app/components/form-bits.tsx'
import { services } from '#app/context.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { formValues } from '#app/lib/responses.ts'
import { RESET_LINK_INVALID } from '#src/modules/accounts/browser.ts'
import { isResetLinkValid, resetPassword } from '#src/modules/accounts/index.ts'
import { httpStatusOf } from '#src/platform/http-failures.ts'
import type { Route } from './+types/reset-password'

export const meta = () => noindexMeta('Choose a New Password')

// A used or expired link says so at once, rather than after the visitor has typed a new password twice.
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  return { hasToken: await isResetLinkValid(services(context), token) }
}

export async function action({ request, context }: Route.ActionArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const outcome = await resetPassword(services(context), token, await formValues(request))
  if (!outcome.ok) return data({ done: false, errors: outcome.errors }, { status: httpStatusOf(outcome) })
  return { done: true, errors: {} as Record<string, string | undefined> }
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting'
  const errors = actionData?.errors ?? {}
  if (actionData?.done) {
    return (
      <AuthCard title="Password changed">
        <FormSuccess message="Your password has been changed. You can now log in with it." />
        <Link to="/login" className="btn-primary mt-6 w-full">
          Log In
        </Link>
      </AuthCard>
    )
  }
  return (
    <AuthCard title="Choose a new password">
      {loaderData.hasToken ? (
        <Form method="post" className="space-y-4" noValidate>
          <FormAlert message={errors.form} />
          <Field
            label="New Password"
            name="password"
            type="password"
            autoComplete="new-password"
            error={errors.password}
            hint="At least 6 characters"
          />
          <Field
            label="Confirm Password"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            error={errors.confirmPassword}
          />
          <button type="submit" className="btn-primary w-full" disabled={busy}>
            {busy ? 'Saving...' : 'Save New Password'}
          </button>
        </Form>
      ) : (
        <FormAlert message={RESET_LINK_INVALID} />
      )}
      <p className="mt-6 text-center text-sm text-slate-700">
        <Link to="/forgot-password" className="font-semibold text-brand-700 hover:underline">
          Ask for a new link
        </Link>
      </p>
    </AuthCard>
  )
}
