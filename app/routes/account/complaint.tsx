import { data, Link, useNavigation } from 'react-router'
import { AccessErrorBoundary } from '#app/components/access-denied.tsx'
import { ComplaintHeader, ComplaintThread, MessageForm, ResolvedNote } from '#app/components/complaints/complaint-bits.tsx'
import { OutcomeMessage } from '#app/components/form-bits.tsx'
import { services } from '#app/context.ts'
import { requireSignedIn } from '#app/lib/access.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { formValues } from '#app/lib/responses.ts'
import { myComplaint, replyAsCustomer } from '#src/modules/grievances/index.ts'
import { httpStatusOf } from '#src/platform/http-failures.ts'
import type { Route } from './+types/complaint'

export const meta = ({ params }: Route.MetaArgs) => noindexMeta(`Complaint ${params.ticket}`)

export async function loader({ params, context }: Route.LoaderArgs) {
  requireSignedIn(context)
  const complaint = await myComplaint(services(context), params.ticket)
  if (!complaint) throw data(null, { status: 404 })
  return { complaint }
}

export async function action({ params, request, context }: Route.ActionArgs) {
  requireSignedIn(context)
  const { body = '' } = await formValues(request)
  const outcome = await replyAsCustomer(services(context), { ticket: params.ticket, body })
  if (!outcome.ok) return data({ ok: false, message: outcome.message, errors: outcome.errors }, { status: httpStatusOf(outcome) })
  return { ok: true, message: 'Your message is added.', errors: undefined }
}

export default function MyComplaint({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting'
  const { complaint } = loaderData
  return (
    <div className="container-page max-w-3xl py-10">
      <Link to="/account/complaints" className="text-sm font-medium text-brand-700 hover:underline">
        ← My complaints
      </Link>
      <div className="mt-2">
        <ComplaintHeader complaint={complaint} />
      </div>
      <div aria-live="polite" className="mt-4">
        {actionData ? <OutcomeMessage outcome={actionData} /> : null}
      </div>
      <ComplaintThread complaint={complaint} />
      {complaint.status === 'resolved' ? (
        <ResolvedNote />
      ) : (
        <MessageForm
          key={complaint.messages.length}
          label="Add a message"
          submit="Send message"
          hidden={{}}
          error={actionData?.errors?.body}
          busy={busy}
        />
      )}
    </div>
  )
}

export const ErrorBoundary = AccessErrorBoundary
