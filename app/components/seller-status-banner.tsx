import { Link } from 'react-router'
import type { SellerStatus } from '#src/modules/sellers/browser.ts'

/** What a seller's dashboard says of its profile until it sells (decision 038), and why it stopped. */
export function SellerStatusBanner({
  status,
  statusReason,
  missing,
  linkToProfile = true,
}: {
  status: SellerStatus
  statusReason: string | null
  missing: string[]
  linkToProfile?: boolean
}) {
  if (status === 'approved') return null
  const words: Record<Exclude<SellerStatus, 'approved'>, { title: string; body: string; tone: string }> = {
    incomplete: {
      title: 'Complete your seller profile',
      body:
        missing.length > 0
          ? `Your products are not on sale until an admin approves your profile. Still to fill in or upload: ${missing.join(', ')}.`
          : 'Your products are not on sale until an admin approves your profile.',
      tone: 'border-amber-300 bg-amber-50 text-amber-900',
    },
    submitted: {
      title: 'Waiting for approval',
      body: 'An admin is reviewing your profile. Your products go on sale once it is approved; you will get an email.',
      tone: 'border-sky-300 bg-sky-50 text-sky-900',
    },
    rejected: {
      title: 'Your profile was not approved',
      body: 'Please correct it and submit it again. Your products are not on sale meanwhile.',
      tone: 'border-red-300 bg-red-50 text-red-900',
    },
    suspended: {
      title: 'Your seller account is suspended',
      body: 'Your products are not on sale until an admin reinstates your account. Write to sellers@deccandigital.in.',
      tone: 'border-red-300 bg-red-50 text-red-900',
    },
  }
  const { title, body, tone } = words[status]
  return (
    <section aria-labelledby="seller-status-title" className={`rounded-lg border px-4 py-3 ${tone}`}>
      <h2 id="seller-status-title" className="font-semibold">
        {title}
      </h2>
      <p className="mt-1 text-sm">{body}</p>
      {statusReason && (status === 'rejected' || status === 'suspended') ? (
        <p className="mt-1 text-sm font-medium">Reason: {statusReason}</p>
      ) : null}
      {linkToProfile && (status === 'incomplete' || status === 'rejected') ? (
        <p className="mt-2">
          <Link to="/vendor/profile" className="text-sm font-semibold underline">
            {status === 'incomplete' ? 'Complete your profile' : 'Correct your profile'}
          </Link>
        </p>
      ) : null}
    </section>
  )
}
