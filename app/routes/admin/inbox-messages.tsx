import { data, Form, Link, useNavigation, useSearchParams } from 'react-router'
import { RecordsHeader, RecordsPager } from '#app/components/admin/records.tsx'
import { OutcomeMessage } from '#app/components/form-bits.tsx'
import { services } from '#app/context.ts'
import { requireAdmin } from '#app/lib/access.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { formValues } from '#app/lib/responses.ts'
import { formatDateTime } from '#src/lib/dates.ts'
import { listMessages, setMessageHandled } from '#src/modules/admin/index.ts'
import { httpStatusOf } from '#src/platform/http-failures.ts'
import { pageOf } from '#src/platform/paging.ts'
import type { Route } from './+types/inbox-messages'

export const meta = () => noindexMeta('Messages')

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request)
  const unhandledOnly = new URL(request.url).searchParams.get('show') === 'unhandled'
  return { unhandledOnly, ...(await listMessages(services(context), { page: pageOf(request.url), unhandledOnly })) }
}

export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(context, request)
  const { intent, messageId = '' } = await formValues(request)
  if (intent !== 'handled' && intent !== 'unhandled') return data({ ok: false, message: 'Unknown request.' }, { status: 400 })
  const outcome = await setMessageHandled(services(context), messageId, intent === 'handled')
  return data(outcome, { status: outcome.ok ? 200 : httpStatusOf(outcome) })
}

export default function AdminMessages({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, total, page, pageCount, unhandledOnly } = loaderData
  const [params] = useSearchParams()
  const busy = useNavigation().state === 'submitting'
  return (
    <>
      <RecordsHeader title="Messages">
        <nav aria-label="Which messages" className="flex gap-2 text-sm">
          <Link to="?" className={unhandledOnly ? 'btn-secondary' : 'btn-primary'} aria-current={unhandledOnly ? undefined : 'page'}>
            All
          </Link>
          <Link
            to="?show=unhandled"
            className={unhandledOnly ? 'btn-primary' : 'btn-secondary'}
            aria-current={unhandledOnly ? 'page' : undefined}
          >
            Unhandled only
          </Link>
        </nav>
      </RecordsHeader>
      <p className="mt-2 text-sm text-slate-700">
        {total} {unhandledOnly ? 'unhandled ' : ''}
        {total === 1 ? 'message' : 'messages'} from the contact form, newest first.
      </p>
      <div className="mt-4" aria-live="polite">
        {actionData ? <OutcomeMessage outcome={actionData} /> : null}
      </div>
      {rows.length === 0 ? (
        <p className="card mt-4 p-6 text-slate-700">{unhandledOnly ? 'Every message has been handled.' : 'No messages yet.'}</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {rows.map((m) => {
            const handled = m.handledAt !== null
            return (
              <li key={m.id} className="card p-5">
                <article aria-labelledby={`message-${m.id}`}>
                  <div className="flex flex-wrap items-start justify-between gap-3">
                    <div className="min-w-0">
                      <h2 id={`message-${m.id}`} className="font-semibold text-slate-900">
                        {m.subject}
                      </h2>
                      <p className="text-sm text-slate-700">
                        {m.name} ·{' '}
                        <a href={`mailto:${m.email}`} className="text-brand-700 underline">
                          {m.email}
                        </a>{' '}
                        · <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
                      </p>
                    </div>
                    <div className="flex items-center gap-3">
                      <span
                        className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${handled ? 'bg-green-100 text-green-800' : 'bg-amber-100 text-amber-900'}`}
                      >
                        {handled ? 'Handled' : 'Unhandled'}
                      </span>
                      <Form method="post" preventScrollReset>
                        <input type="hidden" name="messageId" value={m.id} />
                        <button
                          type="submit"
                          name="intent"
                          value={handled ? 'unhandled' : 'handled'}
                          className="btn-secondary px-3 py-1.5 text-sm"
                          disabled={busy}
                          aria-label={`${handled ? 'Mark unhandled' : 'Mark handled'}: “${m.subject}” from ${m.name}`}
                        >
                          {handled ? 'Mark unhandled' : 'Mark handled'}
                        </button>
                      </Form>
                    </div>
                  </div>
                  <p className="mt-3 whitespace-pre-line break-words text-sm text-slate-800">{m.message}</p>
                </article>
              </li>
            )
          })}
        </ul>
      )}
      <RecordsPager page={page} pageCount={pageCount} params={params} />
    </>
  )
}
