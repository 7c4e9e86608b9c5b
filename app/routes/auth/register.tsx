import { useRef } from 'react'
import { data, Form, Link, redirect, useNavigation, useSearchParams } from 'react-router'
import { AuthCard, Field, FormAlert } from '#app/components/form-bits.tsx'
import { services } from '#app/context.ts'
import { useFocusFirstError } from '#app/lib/focus.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { formValues, redirectWithCookies } from '#app/lib/responses.ts'
import { cookiesOf } from '#src/api/cookies.ts'
import { safeRedirect } from '#src/modules/accounts/browser.ts'
import { register } from '#src/modules/accounts/index.ts'
import { giveConsent } from '#src/modules/privacy/index.ts'
import { httpStatusOf } from '#src/platform/http-failures.ts'
import type { Route } from './+types/register'

// One sign-up form for /register (customers) and /vendor/register (vendors, with their store).
const isVendorPath = (request: Request) => new URL(request.url).pathname.startsWith('/vendor/')

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData?.vendor
    ? noindexMeta('Become a Vendor', 'Sell on Deccan Digital.')
    : noindexMeta('Create Account', 'Join Deccan Digital.')
}

export function loader({ request, context }: Route.LoaderArgs) {
  if (services(context).actor) throw redirect(safeRedirect(new URL(request.url).searchParams.get('redirect')))
  return { vendor: isVendorPath(request) }
}

export async function action({ request, context }: Route.ActionArgs) {
  const values = await formValues(request)
  const vendor = isVendorPath(request)
  const outcome = await register(services(context), values, vendor ? 'vendor' : 'customer')
  if (!outcome.ok) {
    const { password: _p, confirmPassword: _c, ...kept } = values
    return data({ errors: outcome.errors, values: kept }, { status: httpStatusOf(outcome) })
  }
  // Offers by email only when the box was ticked: it is never ticked for them (E-Commerce Rules 2020, rule 4(9)).
  if (values.marketingEmail === 'yes')
    await giveConsent(services(context).db, {
      userId: outcome.actor.id,
      email: outcome.actor.email,
      purpose: 'marketing-email',
      source: 'registration',
    })
  // A new seller's next step is its seller profile (decision 038), unless it came with somewhere to go.
  const asked = new URL(request.url).searchParams.get('redirect')
  return redirectWithCookies(
    vendor && !asked ? '/vendor/profile' : safeRedirect(asked),
    cookiesOf(outcome, services(context).secureCookies),
  )
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const { vendor } = loaderData
  const [params] = useSearchParams()
  const busy = useNavigation().state === 'submitting'
  const errors: Record<string, string | undefined> = actionData?.errors ?? {}
  const values: Record<string, string | undefined> = actionData?.values ?? {}
  const form = useRef<HTMLFormElement>(null)
  useFocusFirstError(form, actionData, Object.values(errors).some(Boolean))
  const query = params.toString()
  return (
    <AuthCard
      title={vendor ? 'Become a Vendor' : 'Create Account'}
      subtitle={
        vendor ? 'Register your store and sell to customers across India' : 'Join Deccan Digital to check out and track your orders'
      }
    >
      <Form ref={form} method="post" className="space-y-4" noValidate>
        <FormAlert message={errors.form} />
        <Field label="Full Name" name="name" autoComplete="name" defaultValue={values.name} error={errors.name} />
        <Field label="Email" name="email" type="email" autoComplete="email" defaultValue={values.email} error={errors.email} />
        {vendor ? (
          <>
            <Field
              label="Store Name"
              name="storeName"
              autoComplete="organization"
              defaultValue={values.storeName}
              error={errors.storeName}
            />
            <Field label="City" name="city" autoComplete="address-level2" defaultValue={values.city} error={errors.city} />
          </>
        ) : null}
        <Field
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          error={errors.password}
          hint="At least 6 characters"
        />
        <Field label="Confirm Password" name="confirmPassword" type="password" autoComplete="new-password" error={errors.confirmPassword} />
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            name="marketingEmail"
            value="yes"
            defaultChecked={values.marketingEmail === 'yes'}
            className="mt-0.5 h-4 w-4 accent-brand-700"
          />
          <span>
            Email me offers and sales (optional). You can stop them at any time from the link in each email or from My Account. See our{' '}
            <Link to="/privacy" className="font-semibold text-brand-700 underline">
              privacy notice
            </Link>
            .
          </span>
        </label>
        <button type="submit" className="btn-primary w-full" disabled={busy}>
          {busy ? 'Creating Account...' : vendor ? 'Register Store' : 'Create Account'}
        </button>
      </Form>
      <p className="mt-6 text-center text-sm text-slate-700">
        Already have an account?{' '}
        <Link to={`/login${query ? `?${query}` : ''}`} className="font-semibold text-brand-700 hover:underline">
          Log in
        </Link>
      </p>
      {vendor ? null : (
        <p className="mt-2 text-center text-sm text-slate-700">
          Selling computers?{' '}
          <Link to="/vendor/register" className="font-semibold text-brand-700 hover:underline">
            Become a Vendor
          </Link>
        </p>
      )}
    </AuthCard>
  )
}
