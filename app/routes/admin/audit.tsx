import { Form, useSearchParams } from 'react-router'
import { RecordsHeader, RecordsPager } from '#app/components/admin/records.tsx'
import { services } from '#app/context.ts'
import { requireAdmin } from '#app/lib/access.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { formatDateTime } from '#src/lib/dates.ts'
import { listAudit } from '#src/platform/audit/audit.service.ts'
import { pageOf } from '#src/platform/paging.ts'
import type { Route } from './+types/audit'

export const meta = () => noindexMeta('Audit log')

const ENTITIES = [
  ['payment-method', 'Payment methods'],
  ['store-details', 'Store details'],
  ['delivery-zone', 'Delivery zones'],
  ['contact-message', 'Contact messages'],
  ['user', 'Users'],
  ['product', 'Products'],
  ['order', 'Orders'],
] as const

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request)
  const asked = new URL(request.url).searchParams.get('entity') ?? ''
  const entity = ENTITIES.some(([value]) => value === asked) ? asked : ''
  return { entity, ...(await listAudit(services(context), { page: pageOf(request.url), entity: entity || undefined })) }
}

const show = (value: unknown) => (value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value))

/** Each changed field as "field: before → after"; an added or removed record shows its one side. */
function changes(before: Record<string, unknown> | null, after: Record<string, unknown> | null) {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])]
  return keys
    .filter((k) => !before || !after || JSON.stringify(before[k]) !== JSON.stringify(after[k]))
    .map((k) => ({ key: k, before: before ? show(before[k]) : null, after: after ? show(after[k]) : null }))
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { records, total, page, pageCount, entity } = loaderData
  const [params] = useSearchParams()
  return (
    <>
      <RecordsHeader title="Audit log">
        <Form method="get" className="flex items-end gap-2">
          <div>
            <label htmlFor="audit-entity" className="field-label">
              Show
            </label>
            <select id="audit-entity" name="entity" defaultValue={entity} className="field-input">
              <option value="">Everything</option>
              {ENTITIES.map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn-secondary">
            Filter
          </button>
        </Form>
      </RecordsHeader>
      <p className="mt-2 text-sm text-slate-700">{total} admin actions, newest first. Keys and secrets are never recorded.</p>
      {records.length === 0 ? (
        <p className="card mt-4 p-6 text-slate-700">Nothing recorded yet.</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways on a phone must be reachable by keyboard (axe: scrollable-region-focusable)
        <section className="card mt-4 overflow-x-auto" aria-label="Audit log records" tabIndex={0}>
          <table className="w-full min-w-[44rem] text-left text-sm">
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                {['When', 'Who', 'Action', 'Entity', 'Change'].map((h) => (
                  <th key={h} scope="col" className="px-4 py-3 font-semibold">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200 align-top">
              {records.map((r) => (
                <tr key={r.id}>
                  <td className="whitespace-nowrap px-4 py-3 text-slate-700">
                    <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time>
                  </td>
                  <td className="whitespace-nowrap px-4 py-3 text-slate-900">{r.actorEmail}</td>
                  <td className="whitespace-nowrap px-4 py-3 font-mono text-xs text-slate-900">{r.action}</td>
                  <td className="px-4 py-3 text-slate-700">
                    {r.entity}
                    <span className="block font-mono text-xs break-all text-slate-600">{r.entityId}</span>
                  </td>
                  <td className="px-4 py-3">
                    <ul className="space-y-0.5 text-xs text-slate-800">
                      {changes(r.before, r.after).map((c) => (
                        <li key={c.key} className="break-words">
                          <span className="font-semibold">{c.key}:</span>{' '}
                          {c.before !== null && c.after !== null ? (
                            <>
                              <del className="text-red-800">{c.before}</del> → <ins className="text-green-800 no-underline">{c.after}</ins>
                            </>
                          ) : (
                            <span>{c.after ?? c.before}</span>
                          )}
                        </li>
                      ))}
                    </ul>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <RecordsPager page={page} pageCount={pageCount} params={params} />
    </>
  )
}
