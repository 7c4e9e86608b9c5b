import { data, Form, Link, useNavigation } from 'react-router'
import { FormAlert } from '#app/components/form-bits.tsx'
import { services } from '#app/context.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { readUnsubscribeLink, unsubscribeByLink } from '#src/modules/privacy/index.ts'
import { httpStatusOf } from '#src/platform/http-failures.ts'
import type { Route } from './+types/unsubscribe'

export const meta = () => noindexMeta('Unsubscribe')

const tokenOf = (request: Request) => new URL(request.url).searchParams.get('token') ?? ''

// The link in every marketing email opens this page; one button withdraws the consent, with no sign-in.
// Opening the link changes nothing (mail scanners open links too); a POST to it (one-click
// List-Unsubscribe-Post) or the button does.
export function loader({ request, context }: Route.LoaderArgs) {
  const link = readUnsubscribeLink(services(context), tokenOf(request))
  return link.ok
    ? { ok: true as const, email: link.email, label: link.label }
    : data({ ok: false as const, message: link.message }, { status: 404 })
}

export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await unsubscribeByLink(services(context), tokenOf(request))
  return outcome.ok ? { done: true, label: outcome.label } : data({ done: false, label: '' }, { status: httpStatusOf(outcome) })
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting'
  return (
    <div className="container-page flex justify-center py-16">
      <div className="card w-full max-w-md p-6 text-center sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">Unsubscribe</h1>
        {!loaderData.ok ? (
          <div className="mt-4 text-left">
            <FormAlert message={loaderData.message} />
          </div>
        ) : actionData?.done ? (
          <p role="status" className="mt-4 text-slate-700">
            Done: {loaderData.email} gets no more {actionData.label.toLowerCase()}. Emails your orders need still come.
          </p>
        ) : (
          <Form method="post" className="mt-4">
            <p className="text-slate-700">
              Stop <strong>{loaderData.label.toLowerCase()}</strong> to {loaderData.email}?
            </p>
            <button type="submit" className="btn-primary mt-4 w-full" disabled={busy}>
              Unsubscribe
            </button>
          </Form>
        )}
        <Link to="/" className="mt-6 inline-block text-sm font-semibold text-brand-700 underline">
          Back to Homepage
        </Link>
      </div>
    </div>
  )
}
