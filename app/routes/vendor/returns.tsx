import { data, Link, useNavigation } from 'react-router'
import { OutcomeMessage } from '#app/components/form-bits.tsx'
import { ReturnActions } from '#app/components/returns/return-actions.tsx'
import { ReturnSummary } from '#app/components/returns/return-bits.tsx'
import { services } from '#app/context.ts'
import { asVendor, requireVendor } from '#app/lib/access.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { formValues } from '#app/lib/responses.ts'
import { listOwnReturns, moveOwnReturn } from '#src/modules/vendors/index.ts'
import { httpStatusOf } from '#src/platform/http-failures.ts'
import type { Route } from './+types/returns'

export const meta = () => noindexMeta('Vendor Returns')

export async function loader({ context }: Route.LoaderArgs) {
  requireVendor(context)
  return { returns: await asVendor(() => listOwnReturns(services(context))) }
}

export async function action({ request, context }: Route.ActionArgs) {
  requireVendor(context)
  const { returnId = '', ...rest } = await formValues(request)
  const outcome = await asVendor(() => moveOwnReturn(services(context), returnId, rest))
  if (!outcome.ok) return data({ ...outcome, returnId }, { status: httpStatusOf(outcome) })
  return { ok: true, message: `Return ${outcome.rmaNumber} updated.`, returnId, errors: undefined }
}

export default function VendorReturns({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting'
  return (
    <div className="container-page py-10">
      <Link to="/vendor/dashboard" className="text-sm font-medium text-brand-700 hover:underline">
        ← Vendor Dashboard
      </Link>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">Returns</h1>
      <div className="mt-4" aria-live="polite">
        {actionData ? <OutcomeMessage outcome={actionData} /> : null}
      </div>
      {loaderData.returns.length === 0 ? (
        <p className="card mt-6 p-6 text-slate-700">No returns of your items.</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {loaderData.returns.map((ret) => (
            <li key={ret.id} className="card p-5">
              <p className="mb-2 text-sm text-slate-600">
                Order <span className="font-mono">{ret.orderNumber}</span>
              </p>
              <ReturnSummary ret={ret} productName={ret.productName} />
              <ReturnActions ret={ret} busy={busy} errors={actionData?.returnId === ret.id ? actionData.errors : undefined} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
