import { useRef } from 'react'
import { data, Form, redirect, useNavigation } from 'react-router'
import { Field, FormAlert } from '#app/components/form-bits.tsx'
import { services } from '#app/context.ts'
import { useFocusFirstError } from '#app/lib/focus.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { formValues, redirectWithCookies } from '#app/lib/responses.ts'
import { cookiesOf } from '#src/api/cookies.ts'
import { safeRedirect } from '#src/modules/accounts/browser.ts'
import { signIn } from '#src/modules/accounts/index.ts'
import { httpStatusOf } from '#src/platform/http-failures.ts'
import type { Route } from './+types/login'

export const meta = () => noindexMeta('Admin Login')

const destination = (request: Request) => {
  const target = safeRedirect(new URL(request.url).searchParams.get('redirectTo'), '/admin/dashboard')
  return target.startsWith('/admin') ? target : '/admin/dashboard'
}

export function loader({ request, context }: Route.LoaderArgs) {
  if (services(context).actor?.role === 'admin') throw redirect(destination(request))
  return null
}

export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await signIn(services(context), await formValues(request), { require: 'admin' })
  if (!outcome.ok) {
    const message = outcome.errors.form ?? Object.values(outcome.errors).find(Boolean) ?? 'Failed to login. Please check your credentials.'
    return data({ error: message }, { status: httpStatusOf(outcome) })
  }
  return redirectWithCookies(destination(request), cookiesOf(outcome, services(context).secureCookies))
}

export default function AdminLogin({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting'
  const form = useRef<HTMLFormElement>(null)
  useFocusFirstError(form, actionData, Boolean(actionData?.error))
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-900 px-4">
      <div className="w-full max-w-sm rounded-xl bg-white p-8 shadow-xl">
        <p className="text-sm font-semibold tracking-widest text-brand-700 uppercase">Deccan Digital</p>
        <h1 className="mt-1 text-2xl font-bold text-slate-900">Admin Login</h1>
        <Form ref={form} method="post" className="mt-6 space-y-4" noValidate>
          <FormAlert message={actionData?.error} />
          <Field label="Email" name="email" type="email" autoComplete="username" />
          <Field label="Password" name="password" type="password" autoComplete="current-password" />
          <button type="submit" className="btn-primary w-full" disabled={busy}>
            {busy ? 'Signing in...' : 'Sign In'}
          </button>
        </Form>
      </div>
    </main>
  )
}
