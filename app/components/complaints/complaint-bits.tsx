import type { ReactNode } from 'react'
import { Form, Link } from 'react-router'
import { LabelledControl } from '#app/components/form-bits.tsx'
import { formatDateTime } from '#src/lib/dates.ts'
import { type ComplaintLine, type ComplaintView, STATUS_LABELS, TEXT_MAX } from '#src/modules/grievances/browser.ts'

const TONES = {
  open: 'bg-amber-100 text-amber-900',
  acknowledged: 'bg-blue-100 text-blue-900',
  resolved: 'bg-green-100 text-green-900',
} as const

export function StatusBadge({ status }: { status: ComplaintLine['status'] }) {
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[status]}`}>{STATUS_LABELS[status]}</span>
}

/** Where the complaint stands against its clock, in words: what is owed next and by when, or how it ended. */
export function ClockLine({ complaint }: { complaint: ComplaintLine }) {
  const { clock } = complaint
  if (clock.next === null)
    return (
      <p className="text-sm text-slate-700">
        Resolved on {formatDateTime(complaint.resolvedAt ?? '')}
        {clock.resolutionLate ? ' (after the one-month deadline)' : ''}.
      </p>
    )
  const what = clock.next === 'acknowledge' ? 'To be acknowledged by' : 'To be resolved by'
  return (
    <p className={`text-sm ${clock.overdue ? 'font-semibold text-red-800' : 'text-slate-700'}`}>
      {clock.overdue ? 'Overdue: ' : ''}
      {what} {formatDateTime(clock.dueAt ?? '')}
      {complaint.escalatedAt ? ' · escalated to the marketplace’s Grievance Officer' : ''}
    </p>
  )
}

/** One complaint in a list: ticket, what about, status and clock; `href` opens it. */
export function ComplaintCard({ complaint, href, showPerson = false }: { complaint: ComplaintLine; href: string; showPerson?: boolean }) {
  return (
    <li className={`card p-4 ${complaint.clock.overdue ? 'border-l-4 border-l-red-600' : ''}`}>
      <div className="flex flex-wrap items-center gap-2">
        <Link to={href} className="font-mono font-semibold text-brand-700 hover:underline">
          {complaint.ticketNumber}
        </Link>
        <StatusBadge status={complaint.status} />
      </div>
      <p className="mt-1 text-slate-900">{complaint.subjectLabel}</p>
      <p className="text-sm text-slate-600">
        Received {formatDateTime(complaint.receivedAt)}
        {showPerson ? ` · from ${complaint.name}` : ''}
        {showPerson ? ` · ${complaint.sellerName ? `${complaint.sellerName}’s queue` : 'the store’s queue'}` : ''}
      </p>
      <ClockLine complaint={complaint} />
    </li>
  )
}

const AUTHOR_STYLE = {
  customer: 'bg-slate-50 border-slate-200',
  seller: 'bg-blue-50 border-blue-200',
  store: 'bg-blue-50 border-blue-200',
  system: 'bg-amber-50 border-amber-200',
} as const

/** The complaint as filed and its conversation, oldest first. */
export function ComplaintThread({ complaint }: { complaint: ComplaintView }) {
  return (
    <section aria-labelledby="thread-heading" className="mt-6">
      <h2 id="thread-heading" className="text-lg font-semibold text-slate-900">
        Conversation
      </h2>
      <ol className="mt-3 space-y-3">
        <li className="rounded-lg border border-slate-200 bg-slate-50 p-4">
          <p className="text-sm font-semibold text-slate-900">
            {complaint.name} <span className="font-normal text-slate-600">· {formatDateTime(complaint.receivedAt)}</span>
          </p>
          <p className="mt-1 whitespace-pre-line text-slate-800">{complaint.description}</p>
        </li>
        {complaint.messages.map((m) => (
          <li key={m.id} className={`rounded-lg border p-4 ${AUTHOR_STYLE[m.author]}`}>
            <p className="text-sm font-semibold text-slate-900">
              {m.authorName} <span className="font-normal text-slate-600">· {formatDateTime(m.createdAt)}</span>
            </p>
            <p className="mt-1 whitespace-pre-line text-slate-800">{m.body}</p>
          </li>
        ))}
      </ol>
    </section>
  )
}

/** The complaint's particulars: ticket, status, what about, whose queue, the clock. */
export function ComplaintHeader({ complaint, children }: { complaint: ComplaintView; children?: ReactNode }) {
  return (
    <div className="card p-5">
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="font-mono text-2xl font-bold text-slate-900">{complaint.ticketNumber}</h1>
        <StatusBadge status={complaint.status} />
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-slate-700">About</dt>
        <dd className="text-slate-900">{complaint.subjectLabel}</dd>
        <dt className="font-semibold text-slate-700">Handled by</dt>
        <dd className="text-slate-900">{complaint.sellerName ?? 'Deccan Digital (the marketplace)'}</dd>
        <dt className="font-semibold text-slate-700">Received</dt>
        <dd className="text-slate-900">{formatDateTime(complaint.receivedAt)}</dd>
        <dt className="font-semibold text-slate-700">Acknowledged</dt>
        <dd className="text-slate-900">
          {complaint.acknowledgedAt ? formatDateTime(complaint.acknowledgedAt) : `Due by ${formatDateTime(complaint.acknowledgeBy)}`}
        </dd>
        <dt className="font-semibold text-slate-700">Resolved</dt>
        <dd className="text-slate-900">
          {complaint.resolvedAt ? formatDateTime(complaint.resolvedAt) : `Due by ${formatDateTime(complaint.resolveBy)}`}
        </dd>
      </dl>
      <div className="mt-2">
        <ClockLine complaint={complaint} />
      </div>
      {children}
    </div>
  )
}

/** A message box and its submit; `hidden` carries what the action needs besides (intent, ticket, a guest's email). */
export function MessageForm({
  label,
  submit,
  hidden,
  error,
  busy,
  extra,
}: {
  label: string
  submit: string
  hidden: Record<string, string>
  error?: string
  busy: boolean
  extra?: ReactNode
}) {
  return (
    <Form method="post" className="mt-6 space-y-3">
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <LabelledControl label={label} name="body" error={error}>
        {(control) => <textarea {...control} rows={4} maxLength={TEXT_MAX} />}
      </LabelledControl>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={busy}>
          {submit}
        </button>
        {extra}
      </div>
    </Form>
  )
}

/** What a customer can do once a complaint is resolved. */
export function ResolvedNote() {
  return (
    <p className="mt-6 rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-700">
      This complaint is resolved. If it is not settled for you,{' '}
      <Link to="/complaints" className="font-semibold text-brand-700 underline">
        file a new complaint
      </Link>{' '}
      or call the National Consumer Helpline on 1915.
    </p>
  )
}

/** The handler's one form: a message, and the move it goes with (acknowledge, reply or resolve). */
export function HandlerActions({ complaint, error, busy }: { complaint: ComplaintView; error?: string; busy: boolean }) {
  if (complaint.status === 'resolved') return null
  return (
    <Form method="post" className="card mt-6 space-y-3 p-5">
      <h2 className="text-lg font-semibold text-slate-900">Answer</h2>
      {/* The conversation this answer follows: refused if the customer wrote again meanwhile (issue 49, item 21). */}
      <input type="hidden" name="seen" value={complaint.messages.length} />
      <LabelledControl
        label="Message to the customer"
        name="body"
        error={error}
        hint="Optional to acknowledge; needed to reply or to resolve (say how it was resolved)."
      >
        {(control) => <textarea {...control} rows={4} maxLength={TEXT_MAX} />}
      </LabelledControl>
      <div className="flex flex-wrap gap-3">
        {complaint.status === 'open' ? (
          <button type="submit" name="move" value="acknowledge" className="btn-secondary" disabled={busy}>
            Acknowledge
          </button>
        ) : null}
        <button type="submit" name="move" value="reply" className="btn-secondary" disabled={busy}>
          Send reply
        </button>
        <button type="submit" name="move" value="resolve" className="btn-primary" disabled={busy}>
          Resolve
        </button>
      </div>
    </Form>
  )
}
