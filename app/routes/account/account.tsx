import { useRef } from 'react'
import { data, Form, Link, useLocation, useNavigation, useSearchParams } from 'react-router'
import { AccessErrorBoundary } from '#app/components/access-denied.tsx'
import { AddressForm } from '#app/components/address-form.tsx'
import { Field, FormAlert, FormSuccess } from '#app/components/form-bits.tsx'
import { StoreCreditCard } from '#app/components/returns/store-credit-card.tsx'
import { services } from '#app/context.ts'
import { requireSignedIn } from '#app/lib/access.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { formValues, redirectWithCookies } from '#app/lib/responses.ts'
import { cookiesOf } from '#src/api/cookies.ts'
import {
  addAddress,
  changeName,
  changePassword,
  deleteAddress,
  listAddresses,
  setDefaultAddress,
  updateAddress,
} from '#src/modules/accounts/index.ts'
import { storeCreditOf } from '#src/modules/orders/index.ts'
import { fail } from '#src/platform/failure.ts'
import { httpStatusOf } from '#src/platform/http-failures.ts'
import type { Route } from './+types/account'

export const meta = () => noindexMeta('My Account')

export async function loader({ context }: Route.LoaderArgs) {
  const actor = requireSignedIn(context)
  const ctx = services(context)
  const [addresses, credit] = await Promise.all([listAddresses(ctx), storeCreditOf(ctx.db, actor.id)])
  return { actor, addresses, credit }
}

type Result = { intent: string; ok: boolean; errors?: Record<string, string | undefined> }

export async function action({ request, context }: Route.ActionArgs) {
  requireSignedIn(context)
  const ctx = services(context)
  const { intent = '', id = '', ...values } = await formValues(request)
  const outcome = await (async () => {
    switch (intent) {
      case 'name':
        return changeName(ctx, values)
      case 'password':
        return changePassword(ctx, values)
      case 'add-address':
        return addAddress(ctx, values, values.makeDefault === 'true')
      case 'update-address':
        return updateAddress(ctx, id, values)
      case 'delete-address':
        return deleteAddress(ctx, id)
      case 'default-address':
        return setDefaultAddress(ctx, id)
      default:
        return { ...fail('invalid_input', 'Unknown request'), errors: { form: 'Unknown request' } }
    }
  })()
  if (!outcome.ok) return data<Result>({ intent, ok: false, errors: outcome.errors }, { status: httpStatusOf(outcome) })
  // Post/redirect/get: a reload does not repeat the change. A password change renews this session's cookie.
  return redirectWithCookies(`/account?saved=${intent}`, cookiesOf(outcome as { setCookies?: string[] }, ctx.secureCookies))
}

export const ErrorBoundary = AccessErrorBoundary

const SAVED: Record<string, string> = {
  name: 'Your name has been updated.',
  password: 'Your password has been changed. You have been signed out everywhere else.',
  'add-address': 'Address saved.',
  'update-address': 'Address updated.',
  'delete-address': 'Address deleted.',
  'default-address': 'Default address changed.',
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const { actor, addresses, credit } = loaderData
  const busy = useNavigation().state === 'submitting'
  const [params] = useSearchParams()
  // Forms start empty again after each completed change, but keep what was typed when it was refused.
  const location = useLocation()
  const formKeyRef = useRef(location.key)
  if (!actionData) formKeyRef.current = location.key
  const formKey = formKeyRef.current
  const result = actionData as Result | undefined
  const errorsFor = (intent: string) => (result && result.intent === intent ? result.errors : undefined)
  const saved = SAVED[params.get('saved') ?? '']
  const editing = addresses.find((a) => a.id === params.get('edit'))

  return (
    <div className="container-page max-w-4xl py-10">
      <h1 className="text-3xl font-bold text-slate-900">My Account</h1>
      <p className="mt-1 text-slate-600">
        Signed in as {actor.email}
        {actor.role === 'customer' ? null : ` (${actor.role})`}
      </p>
      <div className="mt-4">
        <FormSuccess message={saved} />
      </div>
      <nav aria-label="More of your account" className="mt-4 flex flex-wrap gap-3">
        <Link to="/orders" className="btn-secondary">
          My Orders
        </Link>
        <Link to="/wishlist" className="btn-secondary">
          My Wishlist
        </Link>
        <Link to="/account/complaints" className="btn-secondary">
          My complaints
        </Link>
        <Link to="/account/privacy" className="btn-secondary">
          My privacy and data
        </Link>
      </nav>

      <section aria-labelledby="profile-heading" className="card mt-6 p-6">
        <h2 id="profile-heading" className="text-xl font-semibold text-slate-900">
          Profile
        </h2>
        <Form method="post" className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-end" noValidate>
          <input type="hidden" name="intent" value="name" />
          <div className="flex-1">
            <Field label="Name" name="name" autoComplete="name" defaultValue={actor.name} error={errorsFor('name')?.name} />
          </div>
          <button type="submit" className="btn-primary" disabled={busy}>
            Save Name
          </button>
        </Form>
      </section>

      <StoreCreditCard credit={credit} />

      <section aria-labelledby="password-heading" className="card mt-6 p-6">
        <h2 id="password-heading" className="text-xl font-semibold text-slate-900">
          Change Password
        </h2>
        <Form key={formKey} method="post" className="mt-4 grid gap-4 sm:grid-cols-3" noValidate>
          <input type="hidden" name="intent" value="password" />
          <div className="sm:col-span-3">
            <FormAlert message={errorsFor('password')?.form} />
          </div>
          <Field
            label="Current Password"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            error={errorsFor('password')?.currentPassword}
          />
          <Field label="New Password" name="password" type="password" autoComplete="new-password" error={errorsFor('password')?.password} />
          <Field
            label="Confirm New Password"
            name="confirmPassword"
            type="password"
            autoComplete="new-password"
            error={errorsFor('password')?.confirmPassword}
          />
          <div className="sm:col-span-3">
            <button type="submit" className="btn-primary" disabled={busy}>
              Change Password
            </button>
          </div>
        </Form>
      </section>

      <section aria-labelledby="addresses-heading" className="card mt-6 p-6">
        <h2 id="addresses-heading" className="text-xl font-semibold text-slate-900">
          Saved Addresses
        </h2>
        {addresses.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">No saved addresses yet. Add one for a faster checkout.</p>
        ) : null}
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {addresses.map((a) => (
            <li key={a.id} className="rounded-lg border border-slate-200 p-4 text-sm text-slate-800">
              <p className="font-semibold text-slate-900">
                {a.fullName}{' '}
                {a.isDefault ? <span className="ml-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-800">Default</span> : null}
              </p>
              <p>{a.addressLine1}</p>
              {a.addressLine2 ? <p>{a.addressLine2}</p> : null}
              <p>
                {a.city}, {a.state} {a.pincode}
              </p>
              <p>Phone: {a.phone}</p>
              {a.gstin ? (
                <p>
                  GST invoice to {a.businessName}, GSTIN {a.gstin}
                </p>
              ) : null}
              {a.needsFix ? (
                <p className="mt-2 rounded border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950">
                  <strong>Needs a fix:</strong> {a.needsFix}{' '}
                  <Link to={`/account?edit=${a.id}#address-form`} className="font-semibold underline">
                    Fix this address
                  </Link>
                </p>
              ) : null}
              <div className="mt-3 flex flex-wrap gap-2">
                <Link
                  to={`/account?edit=${a.id}#address-form`}
                  className="btn-secondary px-3 py-1.5"
                  aria-label={`Edit address of ${a.fullName}, ${a.addressLine1}`}
                >
                  Edit
                </Link>
                {a.isDefault ? null : (
                  <Form method="post">
                    <input type="hidden" name="intent" value="default-address" />
                    <input type="hidden" name="id" value={a.id} />
                    <button type="submit" className="btn-secondary px-3 py-1.5" aria-label={`Make ${a.addressLine1} the default address`}>
                      Make Default
                    </button>
                  </Form>
                )}
                <Form method="post">
                  <input type="hidden" name="intent" value="delete-address" />
                  <input type="hidden" name="id" value={a.id} />
                  <button type="submit" className="btn-secondary px-3 py-1.5 text-red-700" aria-label={`Delete address ${a.addressLine1}`}>
                    Delete
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
        <div id="address-form" className="mt-6 border-t border-slate-200 pt-6">
          <h3 className="mb-4 font-semibold text-slate-900">{editing ? 'Edit Address' : 'Add an Address'}</h3>
          <AddressForm
            key={`${editing?.id ?? 'new'}-${formKey}`}
            address={editing}
            busy={busy}
            errors={errorsFor(editing ? 'update-address' : 'add-address')}
          />
        </div>
      </section>
    </div>
  )
}
