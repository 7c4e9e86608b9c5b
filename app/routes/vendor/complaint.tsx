import { data, Link, type ShouldRevalidateFunctionArgs, useNavigation } from 'react-router'
import { ComplaintHeader, ComplaintThread, HandlerActions } from '#app/components/complaints/complaint-bits.tsx'
import { OutcomeMessage } from '#app/components/form-bits.tsx'
import { services } from '#app/context.ts'
import { asVendor, requireVendor } from '#app/lib/access.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { formValues } from '#app/lib/responses.ts'
import { handleOwnComplaint, ownComplaint } from '#src/modules/vendors/index.ts'
import { httpStatusOf } from '#src/platform/http-failures.ts'
import type { Route } from './+types/complaint'

export const meta = ({ params }: Route.MetaArgs) => noindexMeta(`Complaint ${params.ticket}`)

export async function loader({ params, context }: Route.LoaderArgs) {
  requireVendor(context)
  const complaint = await asVendor(() => ownComplaint(services(context), params.ticket))
  if (!complaint) throw data(null, { status: 404 })
  return { complaint }
}

export async function action({ params, request, context }: Route.ActionArgs) {
  requireVendor(context)
  const values = await formValues(request)
  const outcome = await asVendor(() => handleOwnComplaint(services(context), params.ticket, values))
  if (!outcome.ok) return data({ ok: false, message: outcome.message, errors: outcome.errors }, { status: httpStatusOf(outcome) })
  return { ok: true, message: outcome.message, errors: undefined }
}

/** A 409 here means the conversation changed (the customer wrote again): show it, as it is now. */
export const shouldRevalidate = ({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  actionStatus === 409 || defaultShouldRevalidate

export default function VendorComplaint({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting'
  const { complaint } = loaderData
  return (
    <div className="container-page max-w-3xl py-10">
      <Link to="/vendor/complaints" className="text-sm font-medium text-brand-700 hover:underline">
        ← Complaints
      </Link>
      <div className="mt-2">
        <ComplaintHeader complaint={complaint}>
          <p className="mt-2 text-sm text-slate-700">
            From {complaint.name}
            {complaint.phone ? ` · ${complaint.phone}` : ''}
          </p>
        </ComplaintHeader>
      </div>
      <div aria-live="polite" className="mt-4">
        {actionData ? <OutcomeMessage outcome={actionData} /> : null}
      </div>
      <ComplaintThread complaint={complaint} />
      <HandlerActions
        key={`${complaint.status}-${complaint.messages.length}`}
        complaint={complaint}
        error={actionData?.errors?.body}
        busy={busy}
      />
    </div>
  )
}
