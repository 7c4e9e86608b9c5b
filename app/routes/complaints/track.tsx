import { data, Form, Link, useNavigation } from 'react-router'
import { ComplaintHeader, ComplaintThread, MessageForm, ResolvedNote } from '#app/components/complaints/complaint-bits.tsx'
import { Field, FormAlert, FormSuccess } from '#app/components/form-bits.tsx'
import { services } from '#app/context.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { formValues } from '#app/lib/responses.ts'
import type { ComplaintView } from '#src/modules/grievances/browser.ts'
import { replyAsCustomer, trackComplaint } from '#src/modules/grievances/index.ts'
import { httpStatusOf } from '#src/platform/http-failures.ts'
import type { Route } from './+types/track'

export const meta = () => noindexMeta('Follow a Complaint', 'Follow a complaint with its ticket number and your email address.')

type Answer = {
  complaint: ComplaintView | null
  email: string
  ticket: string
  message?: string
  ok: boolean
  errors?: Record<string, string | undefined>
}

// A guest follows a complaint with its ticket number and the email it was filed with: both go with every
// post (never in the address, which ends up in logs and browser history).
export async function action({ request, context }: Route.ActionArgs) {
  const ctx = services(context)
  const { intent = '', ticket = '', email = '', body = '' } = await formValues(request)
  if (intent === 'reply') {
    const outcome = await replyAsCustomer(ctx, { ticket, email, body })
    if (!outcome.ok) {
      const tracked = await trackComplaint(ctx, { ticket, email })
      return data<Answer>(
        { complaint: tracked.ok ? tracked.complaint : null, ticket, email, ok: false, message: outcome.message, errors: outcome.errors },
        { status: httpStatusOf(outcome) },
      )
    }
    return data<Answer>({ complaint: outcome.complaint, ticket, email, ok: true, message: 'Your message is added.' })
  }
  const outcome = await trackComplaint(ctx, { ticket, email })
  if (!outcome.ok)
    return data<Answer>(
      { complaint: null, ticket, email, ok: false, message: outcome.message, errors: outcome.errors },
      { status: httpStatusOf(outcome) },
    )
  return data<Answer>({ complaint: outcome.complaint, ticket: outcome.complaint.ticketNumber, email, ok: true })
}

export default function TrackComplaint({ actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting'
  const complaint = actionData?.complaint
  if (complaint && actionData)
    return (
      <div className="container-page max-w-3xl py-10">
        <ComplaintHeader complaint={complaint} />
        <div aria-live="polite" className="mt-4">
          {actionData.message ? (
            actionData.ok ? (
              <FormSuccess message={actionData.message} />
            ) : (
              <FormAlert message={actionData.message} />
            )
          ) : null}
        </div>
        <ComplaintThread complaint={complaint} />
        {complaint.status === 'resolved' ? (
          <ResolvedNote />
        ) : (
          <MessageForm
            key={complaint.messages.length}
            label="Add a message"
            submit="Send message"
            hidden={{ intent: 'reply', ticket: complaint.ticketNumber, email: actionData.email }}
            error={actionData.errors?.body}
            busy={busy}
          />
        )}
      </div>
    )
  return (
    <div className="container-page flex justify-center py-12">
      <div className="card w-full max-w-md p-6 sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">Follow a complaint</h1>
        <p className="mt-1 text-sm text-slate-600">Enter the ticket number from your email and the address you filed it with.</p>
        <Form method="post" noValidate className="mt-6 space-y-4">
          <input type="hidden" name="intent" value="track" />
          {actionData?.errors?.form ? <FormAlert message={actionData.errors.form} /> : null}
          <Field
            label="Ticket number"
            name="ticket"
            required
            placeholder="GRV-2026-000123"
            defaultValue={actionData?.ticket}
            error={actionData?.errors?.ticket}
          />
          <Field
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={actionData?.email}
            error={actionData?.errors?.email}
          />
          <button type="submit" className="btn-primary w-full" disabled={busy}>
            Show my complaint
          </button>
        </Form>
        <p className="mt-4 text-sm text-slate-700">
          <Link to="/complaints" className="font-semibold text-brand-700 underline">
            File a new complaint
          </Link>
        </p>
      </div>
    </div>
  )
}
