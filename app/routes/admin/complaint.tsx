import { data, Link, type ShouldRevalidateFunctionArgs, useNavigation } from 'react-router'
import { ComplaintHeader, ComplaintThread, HandlerActions } from '#app/components/complaints/complaint-bits.tsx'
import { OutcomeMessage } from '#app/components/form-bits.tsx'
import { services } from '#app/context.ts'
import { requireAdmin } from '#app/lib/access.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { formValues } from '#app/lib/responses.ts'
import { complaintForHandler, handleComplaint } from '#src/modules/grievances/index.ts'
import { httpStatusOf } from '#src/platform/http-failures.ts'
import type { Route } from './+types/complaint'

export const meta = ({ params }: Route.MetaArgs) => noindexMeta(`Complaint ${params.ticket}`)

export async function loader({ params, request, context }: Route.LoaderArgs) {
  requireAdmin(context, request)
  const complaint = await complaintForHandler(services(context), { kind: 'admin' }, params.ticket)
  if (!complaint) throw data(null, { status: 404 })
  return { complaint }
}

export async function action({ params, request, context }: Route.ActionArgs) {
  requireAdmin(context, request)
  const values = await formValues(request)
  const outcome = await handleComplaint(services(context), { kind: 'admin' }, params.ticket, values)
  if (!outcome.ok) return data({ ok: false, message: outcome.message, errors: outcome.errors }, { status: httpStatusOf(outcome) })
  return { ok: true, message: outcome.message, errors: undefined }
}

/** A 409 here means the conversation changed (the customer wrote again): show it, as it is now. */
export const shouldRevalidate = ({ actionStatus, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
  actionStatus === 409 || defaultShouldRevalidate

export default function AdminComplaint({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting'
  const { complaint } = loaderData
  return (
    <div className="max-w-3xl">
      <Link to="/admin/complaints" className="text-sm font-medium text-brand-700 hover:underline">
        ← Complaints
      </Link>
      <div className="mt-2">
        <ComplaintHeader complaint={complaint}>
          <p className="mt-2 text-sm text-slate-700">
            From {complaint.name}
            {complaint.email ? ` · ${complaint.email}` : ''}
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
