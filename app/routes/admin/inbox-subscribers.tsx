import { useSearchParams } from 'react-router'
import { RecordsHeader, RecordsPager } from '#app/components/admin/records.tsx'
import { services } from '#app/context.ts'
import { requireAdmin } from '#app/lib/access.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { formatDateTime } from '#src/lib/dates.ts'
import { listSubscribers } from '#src/modules/admin/index.ts'
import { pageOf } from '#src/platform/paging.ts'
import type { Route } from './+types/inbox-subscribers'

export const meta = () => noindexMeta('Subscribers')

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request)
  return listSubscribers(services(context), { page: pageOf(request.url) })
}

export default function AdminSubscribers({ loaderData }: Route.ComponentProps) {
  const { rows, total, page, pageCount } = loaderData
  const [params] = useSearchParams()
  return (
    <>
      <RecordsHeader title="Subscribers">
        {/* A plain link: the browser downloads the file, React Router does not render it. */}
        <a href="/admin/inbox/subscribers.csv" download className="btn-primary" aria-disabled={total === 0 ? true : undefined}>
          Export CSV
        </a>
      </RecordsHeader>
      <p className="mt-2 text-sm text-slate-700">
        {new Intl.NumberFormat('en-IN').format(total)} newsletter {total === 1 ? 'subscriber' : 'subscribers'}, newest first.
      </p>
      {rows.length === 0 ? (
        <p className="card mt-4 p-6 text-slate-700">Nobody has subscribed yet.</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a table that scrolls sideways on a phone must be reachable by keyboard (axe: scrollable-region-focusable)
        <section className="card mt-4 overflow-x-auto" aria-label="Subscribers" tabIndex={0}>
          <table className="w-full text-left text-sm">
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Email
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Subscribed
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {rows.map((s) => (
                <tr key={s.email}>
                  <td className="break-all px-4 py-3 text-slate-900">{s.email}</td>
                  <td className="whitespace-nowrap px-4 py-3 text-slate-700">
                    <time dateTime={s.createdAt}>{formatDateTime(s.createdAt)}</time>
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
