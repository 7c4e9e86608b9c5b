import { Form, Link, useSearchParams } from 'react-router'
import { RecordsHeader, RecordsPager } from '#app/components/admin/records.tsx'
import { services } from '#app/context.ts'
import { requireAdmin } from '#app/lib/access.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { formatDateTime } from '#src/lib/dates.ts'
import { countOf } from '#src/lib/plural.ts'
import { listAudit } from '#src/modules/admin/index.ts'
import { pageOf } from '#src/platform/paging.ts'
import type { Route } from './+types/audit'

export const meta = () => noindexMeta('Audit log')

const ENTITIES = [
  ['payment-method', 'Payment methods'],
  ['store-details', 'Store details'],
  ['delivery-zone', 'Delivery zones'],
  ['contact-message', 'Contact messages'],
  ['user', 'Users'],
  ['seller', 'Sellers'],
  ['product', 'Products'],
  ['order', 'Orders'],
  ['grievance', 'Complaints'],
] as const

const ENTITY_NAMES: Record<string, string> = {
  order: 'Order',
  product: 'Product',
  user: 'User',
  'payment-method': 'Payment method',
  'store-details': 'Store details',
  'contact-message': 'Contact message',
  'delivery-zone': 'Delivery zone',
  review: 'Review',
  'commission-rate': 'Commission rate',
  payout: 'Payout',
  seller: 'Seller',
  grievance: 'Complaint',
  'cod-remittance': 'Cash-on-delivery remittance',
  offer: 'Offer',
}

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

type AuditRecordView = Route.ComponentProps['loaderData']['records'][number]

/** Orders by their number and products by their name, linked while they exist; anything else by its id. */
function EntityCell({ record }: { record: AuditRecordView }) {
  const href =
    record.entity === 'order'
      ? `/admin/orders/${record.entityId}`
      : record.entity === 'product'
        ? `/admin/products/${record.entityId}/edit`
        : null
  const label = record.entityLabel
  return (
    <>
      <span className="block">{ENTITY_NAMES[record.entity] ?? record.entity}</span>
      {label && href && record.entityFound ? (
        <Link to={href} className={`font-medium text-brand-700 hover:underline ${record.entity === 'order' ? 'font-mono text-xs' : ''}`}>
          {label}
        </Link>
      ) : label ? (
        <span className="text-slate-900">{label} (deleted)</span>
      ) : (
        <span className="block font-mono text-xs text-slate-600 [overflow-wrap:anywhere]">{record.entityId}</span>
      )}
    </>
  )
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
      <p className="mt-2 text-sm text-slate-700">
        {countOf(total, 'recorded action')} of admins and sellers (and customers' return requests), newest first. Keys and secrets are never
        recorded.
      </p>
      {records.length === 0 ? (
        <p className="card mt-4 p-6 text-slate-700">Nothing recorded yet.</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: between phone and desk the table may scroll sideways, and must be reachable by keyboard (axe: scrollable-region-focusable)
        <section className="card scroll-cue mt-4 overflow-x-auto" aria-label="Audit log records" tabIndex={0}>
          {/* Cards on a phone (decision 021), a table from md up. */}
          <table className="table-cards w-full text-left text-sm md:min-w-[44rem]">
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
                  <td className="whitespace-nowrap px-4 py-3 text-slate-700" data-label="When">
                    <time dateTime={r.createdAt}>{formatDateTime(r.createdAt)}</time>
                  </td>
                  <td className="px-4 py-3 text-slate-900 [overflow-wrap:anywhere]" data-label="Who">
                    {r.actorName}
                    {r.actorName !== r.actorEmail ? <span className="block text-xs text-slate-600">{r.actorEmail}</span> : null}
                  </td>
                  <td className="whitespace-nowrap px-4 py-3" data-label="Action">
                    <span className="font-mono text-xs text-slate-900">{r.action}</span>
                  </td>
                  <td className="px-4 py-3 text-slate-700" data-label="Entity">
                    <EntityCell record={r} />
                  </td>
                  <td className="px-4 py-3" data-label="Change">
                    <ul className="space-y-0.5 text-xs text-slate-800">
                      {changes(r.before, r.after).map((c) => (
                        <li key={c.key} className="[overflow-wrap:anywhere]">
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
