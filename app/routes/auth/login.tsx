import { useRef } from 'react'
import { data, Form, Link, redirect, useNavigation, useSearchParams } from 'react-router'
import { AuthCard, Field, FormAlert } from '#app/components/form-bits.tsx'
import { services } from '#app/context.ts'
import { useFocusFirstError } from '#app/lib/focus.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { formValues, redirectWithCookies } from '#app/lib/responses.ts'
import { cookiesOf } from '#src/api/cookies.ts'
import { safeRedirect } from '#src/modules/accounts/browser.ts'
import { signIn } from '#src/modules/accounts/index.ts'
import { httpStatusOf } from '#src/platform/http-failures.ts'
import type { Route } from './+types/login'

export const meta = () => noindexMeta('Login', 'Log in to your Deccan Digital account.')

export function loader({ request, context }: Route.LoaderArgs) {
  // Already signed in: nothing to do here.
  if (services(context).actor) throw redirect(safeRedirect(new URL(request.url).searchParams.get('redirect')))
  return null
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = await formValues(request)
  const outcome = await signIn(services(context), values)
  if (!outcome.ok)
    return data(
      { error: outcome.errors.form ?? Object.values(outcome.errors)[0], email: values.email ?? '' },
      { status: httpStatusOf(outcome) },
    )
  return redirectWithCookies(
    safeRedirect(new URL(request.url).searchParams.get('redirect')),
    cookiesOf(outcome, services(context).secureCookies),
  )
}

export default function Login({ actionData }: Route.ComponentProps) {
  const [params] = useSearchParams()
  const busy = useNavigation().state === 'submitting'
  const query = params.toString()
  const form = useRef<HTMLFormElement>(null)
  useFocusFirstError(form, actionData, Boolean(actionData?.error))
  return (
    <AuthCard title="Welcome back" subtitle="Log in to your Deccan Digital account">
      <Form ref={form} method="post" className="space-y-4" noValidate>
        <FormAlert message={actionData?.error} />
        <Field label="Email" name="email" type="email" autoComplete="email" defaultValue={actionData?.email} />
        <Field label="Password" name="password" type="password" autoComplete="current-password" />
        <div className="flex justify-end">
          <Link to="/forgot-password" className="text-sm font-medium text-brand-700 hover:underline">
            Forgot password?
          </Link>
        </div>
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? 'Signing in...' : 'Sign In'}
        </button>
      </Form>
      <p className="mt-6 text-center text-sm text-slate-700">
        Don't have an account?{' '}
        <Link to={`/register${query ? `?${query}` : ''}`} className="font-semibold text-brand-700 hover:underline">
          Register
        </Link>
      </p>
    </AuthCard>
  )
}
