import { data, Form, Link, useNavigation } from 'react-router'
import { FormAlert } from '#app/components/form-bits.tsx'
import { services } from '#app/context.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { readAlertLink, stopAlertByLink } from '#src/modules/wishlist/index.ts'
import { httpStatusOf } from '#src/platform/http-failures.ts'
import type { Route } from './+types/stop-alert'

export const meta = () => noindexMeta('Stop alert emails')

const tokenOf = (request: Request) => new URL(request.url).searchParams.get('token') ?? ''
const WHAT = { price: 'price drop emails', stock: 'back in stock emails' } as const

// The link in every wishlist alert opens this page; one button stops that alert, with no sign-in, as the
// newsletter's unsubscribe does (decision 042). Opening the link changes nothing (mail scanners open links).
export async function loader({ request, context }: Route.LoaderArgs) {
  const link = await readAlertLink(services(context), tokenOf(request))
  return link.ok
    ? { ok: true as const, productName: link.productName, what: WHAT[link.kind] }
    : data({ ok: false as const, message: link.message }, { status: 404 })
}

export async function action({ request, context }: Route.ActionArgs) {
  const outcome = await stopAlertByLink(services(context), tokenOf(request))
  return outcome.ok ? { done: true } : data({ done: false }, { status: httpStatusOf(outcome) })
}

export default function StopAlert({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting'
  return (
    <div className="container-page flex justify-center py-16">
      <div className="card w-full max-w-md p-6 text-center sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">Stop alert emails</h1>
        {!loaderData.ok ? (
          <div className="mt-4 text-left">
            <FormAlert message={loaderData.message} />
          </div>
        ) : actionData?.done ? (
          <p role="status" className="mt-4 text-slate-700">
            Done: no more {loaderData.what} for {loaderData.productName}. It stays on your wishlist.
          </p>
        ) : (
          <Form method="post" className="mt-4">
            <p className="text-slate-700">
              Stop {loaderData.what} for <strong>{loaderData.productName}</strong>?
            </p>
            <button type="submit" className="btn-primary mt-4 w-full" disabled={busy}>
              Stop these emails
            </button>
          </Form>
        )}
        <Link to="/wishlist" className="mt-6 inline-block text-sm font-semibold text-brand-700 underline">
          My Wishlist
        </Link>
      </div>
    </div>
  )
}
