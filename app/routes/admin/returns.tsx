import { data, useNavigation } from 'react-router'
import { OutcomeMessage } from '#app/components/form-bits.tsx'
import { ReturnActions } from '#app/components/returns/return-actions.tsx'
import { ReturnSummary } from '#app/components/returns/return-bits.tsx'
import { services } from '#app/context.ts'
import { requireAdmin } from '#app/lib/access.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { formValues } from '#app/lib/responses.ts'
import { listReturns, moveAnyReturn } from '#src/modules/admin/index.ts'
import { httpStatusOf } from '#src/platform/http-failures.ts'
import type { Route } from './+types/returns'

export const meta = () => noindexMeta('Returns')

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request)
  return { returns: await listReturns(services(context)) }
}

export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(context, request)
  const { returnId = '', ...rest } = await formValues(request)
  const outcome = await moveAnyReturn(services(context), returnId, rest)
  if (!outcome.ok) return data({ ...outcome, returnId }, { status: httpStatusOf(outcome) })
  return { ok: true, message: `Return ${outcome.rmaNumber} updated.`, returnId, errors: undefined }
}

export default function VendorReturns({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting'
  return (
    <div>
      <h1 className="text-2xl font-bold text-slate-900">Returns</h1>
      <div className="mt-4" aria-live="polite">
        {actionData ? <OutcomeMessage outcome={actionData} /> : null}
      </div>
      {loaderData.returns.length === 0 ? (
        <p className="card mt-6 p-6 text-slate-700">No returns yet.</p>
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
