import { data } from 'react-router'
import { SellerProfileForm } from '#app/components/seller-profile-form.tsx'
import { SellerStatusBanner } from '#app/components/seller-status-banner.tsx'
import { services } from '#app/context.ts'
import { asVendor, requireVendor } from '#app/lib/access.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { formValues } from '#app/lib/responses.ts'
import { formatDate } from '#src/lib/dates.ts'
import { SELLER_PROFILE_FIELDS } from '#src/modules/sellers/browser.ts'
import { ownSellerProfile, submitOwnSellerProfile } from '#src/modules/vendors/index.ts'
import { httpStatusOf } from '#src/platform/http-failures.ts'
import type { Route } from './+types/profile'

export const meta = () => noindexMeta('Seller Profile')

export async function loader({ context }: Route.LoaderArgs) {
  requireVendor(context)
  return { profile: await asVendor(() => ownSellerProfile(services(context))) }
}

export async function action({ request, context }: Route.ActionArgs) {
  requireVendor(context)
  const all = await formValues(request)
  const input = Object.fromEntries(SELLER_PROFILE_FIELDS.map((field) => [field, all[field] ?? '']))
  const outcome = await asVendor(() => submitOwnSellerProfile(services(context), input))
  // The account number typed is never sent back: a refused form asks for it again.
  const values = { ...input, bankAccountNumber: '' }
  return data(outcome.ok ? { ...outcome, values } : { ...outcome, values }, { status: outcome.ok ? 200 : httpStatusOf(outcome) })
}

export default function VendorProfile({ loaderData, actionData }: Route.ComponentProps) {
  const { profile } = loaderData
  const values = actionData && !actionData.ok ? actionData.values : profile.values
  return (
    <div className="container-page max-w-3xl py-10">
      <h1 className="text-3xl font-bold text-slate-900">Seller Profile</h1>
      <p className="mt-1 text-slate-700">
        {profile.displayName}: {profile.statusLabel}
        {profile.submittedAt ? `, submitted ${formatDate(profile.submittedAt)}` : ''}
      </p>
      <div className="mt-4">
        <SellerStatusBanner status={profile.status} statusReason={profile.statusReason} missing={profile.missing} linkToProfile={false} />
      </div>
      {profile.editable ? (
        <div className="mt-6">
          <p className="mb-4 text-sm text-slate-700">
            Shoppers see your legal name, registered address, customer care and grievance officer on your seller page, as the Consumer
            Protection (E-Commerce) Rules ask. Your bank account and PAN are only for payouts and invoices.
          </p>
          <SellerProfileForm
            values={values}
            bankAccountMasked={profile.bankAccountMasked}
            result={
              actionData
                ? { ok: actionData.ok, message: actionData.message, errors: actionData.ok ? undefined : actionData.errors }
                : undefined
            }
          />
        </div>
      ) : (
        <ProfileSummary profile={profile} />
      )}
    </div>
  )
}

function ProfileSummary({ profile }: { profile: Route.ComponentProps['loaderData']['profile'] }) {
  const v = profile.values
  const rows: Array<[string, string]> = [
    ['Legal name', v.legalName],
    ['Registered address', [v.addressLine1, v.addressLine2, `${v.city} ${v.pincode}`, profile.stateName].filter(Boolean).join(', ')],
    ['GSTIN', v.gstin],
    ['PAN', v.pan],
    ['Customer care', `${v.email}, ${v.carePhone}`],
    ['Grievance officer', `${v.grievanceName} (${v.grievanceDesignation}), ${v.grievanceEmail}, ${v.grievancePhone}`],
    ['Bank account', `${v.bankAccountHolder}, ${v.bankIfsc}, ${profile.bankAccountMasked ?? ''}`],
    ['Invoice prefix', v.invoicePrefix],
  ]
  return (
    <div className="card mt-6 p-5">
      <dl className="grid gap-3 sm:grid-cols-[12rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-700">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-slate-600">To change your registered details, write to sellers@deccandigital.in.</p>
    </div>
  )
}
