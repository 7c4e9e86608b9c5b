import { data } from 'react-router'
import { SellerDocumentUploads } from '#app/components/seller-documents.tsx'
import { SellerProfileForm } from '#app/components/seller-profile-form.tsx'
import { SellerStatusBanner } from '#app/components/seller-status-banner.tsx'
import { services } from '#app/context.ts'
import { asVendor, requireVendor } from '#app/lib/access.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { formatDate } from '#src/lib/dates.ts'
import { SELLER_PROFILE_FIELDS } from '#src/modules/sellers/browser.ts'
import { ownSellerProfile, submitOwnSellerProfile, uploadOwnSellerDocument } from '#src/modules/vendors/index.ts'
import { httpStatusOf } from '#src/platform/http-failures.ts'
import type { Route } from './+types/profile'

export const meta = () => noindexMeta('Seller Profile')

export async function loader({ context }: Route.LoaderArgs) {
  requireVendor(context)
  return { profile: await asVendor(() => ownSellerProfile(services(context))) }
}

/** Two forms post here: one document at a time (multipart, decision 079), or the profile's fields to submit it. */
export async function action({ request, context }: Route.ActionArgs) {
  requireVendor(context)
  const form = await request.formData()
  const text = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value : ''
  }
  if (text('intent') === 'document') {
    const file = form.get('file')
    const upload =
      file instanceof File
        ? { fileName: file.name, bytes: new Uint8Array(await file.arrayBuffer()) }
        : { fileName: '', bytes: new Uint8Array() }
    const outcome = await asVendor(() => uploadOwnSellerDocument(services(context), text('kind'), upload))
    const answer = { intent: 'document' as const, ok: outcome.ok, message: outcome.message, kind: text('kind') }
    return data(answer, { status: outcome.ok ? 200 : httpStatusOf(outcome) })
  }
  const input = Object.fromEntries(SELLER_PROFILE_FIELDS.map((field) => [field, text(field)]))
  const outcome = await asVendor(() => submitOwnSellerProfile(services(context), input))
  // The account number typed is never sent back: a refused form asks for it again.
  const values = { ...input, bankAccountNumber: '' }
  return data({ ...outcome, intent: 'profile' as const, values }, { status: outcome.ok ? 200 : httpStatusOf(outcome) })
}

export default function VendorProfile({ loaderData, actionData }: Route.ComponentProps) {
  const { profile } = loaderData
  const submitted = actionData?.intent === 'profile' ? actionData : undefined
  const uploaded = actionData?.intent === 'document' ? actionData : undefined
  const values = submitted && !submitted.ok ? submitted.values : profile.values
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
        <div className="mt-6 space-y-6">
          <p className="text-sm text-slate-700">
            Shoppers see your legal name, registered address, customer care and grievance officer on your seller page, as the Consumer
            Protection (E-Commerce) Rules ask. Your bank account and PAN are only for payouts and invoices.
          </p>
          <SellerDocumentUploads documents={profile.documents} editable result={uploaded} />
          <SellerProfileForm
            values={values}
            bankAccountMasked={profile.bankAccountMasked}
            result={
              submitted ? { ok: submitted.ok, message: submitted.message, errors: submitted.ok ? undefined : submitted.errors } : undefined
            }
          />
        </div>
      ) : (
        <>
          <ProfileSummary profile={profile} />
          <div className="mt-6">
            <SellerDocumentUploads documents={profile.documents} editable={false} />
          </div>
        </>
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
