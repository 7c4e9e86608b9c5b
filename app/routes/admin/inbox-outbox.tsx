import { useSearchParams } from 'react-router'
import { RecordsHeader, RecordsPager } from '#app/components/admin/records.tsx'
import { services } from '#app/context.ts'
import { requireAdmin } from '#app/lib/access.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { formatDateTime } from '#src/lib/dates.ts'
import { listOutbox } from '#src/modules/admin/index.ts'
import { pageOf } from '#src/platform/paging.ts'
import type { Route } from './+types/inbox-outbox'

export const meta = () => noindexMeta('Email outbox')

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request)
  return listOutbox(services(context), { page: pageOf(request.url) })
}

const STATUS = {
  sent: { label: 'Sent', className: 'bg-green-100 text-green-800' },
  failed: { label: 'Failed', className: 'bg-red-100 text-red-800' },
  kept: { label: 'Not sent (kept here)', className: 'bg-slate-200 text-slate-800' },
} as const

export default function AdminOutbox({ loaderData }: Route.ComponentProps) {
  const { rows, total, page, pageCount } = loaderData
  const [params] = useSearchParams()
  return (
    <>
      <RecordsHeader title="Email outbox" />
      <p className="mt-2 max-w-3xl text-sm text-slate-700">
        Every email the shop has written ({total}), newest first. Without a mail server (SMTP_URL) emails stay here unsent. Password-reset
        links are hidden: anyone holding one could take over that account.
      </p>
      {rows.length === 0 ? (
        <p className="card mt-4 p-6 text-slate-700">No email yet.</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {rows.map((m) => (
            <li key={m.id} className="card p-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <p className="font-medium break-words text-slate-900">{m.subject}</p>
                  <p className="text-sm break-all text-slate-700">
                    To {m.toAddress} · <span className="font-mono text-xs">{m.kind}</span> ·{' '}
                    <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
                  </p>
                </div>
                <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS[m.status].className}`}>
                  {STATUS[m.status].label}
                </span>
              </div>
              {m.error ? <p className="mt-2 text-sm text-red-800">Error: {m.error}</p> : null}
              <details className="mt-2">
                <summary className="cursor-pointer text-sm font-medium text-brand-700">Show the text</summary>
                <pre className="mt-2 overflow-x-auto rounded-lg bg-slate-50 p-3 text-xs whitespace-pre-wrap text-slate-800">
                  {m.textBody}
                </pre>
              </details>
            </li>
          ))}
        </ul>
      )}
      <RecordsPager page={page} pageCount={pageCount} params={params} />
    </>
  )
}
