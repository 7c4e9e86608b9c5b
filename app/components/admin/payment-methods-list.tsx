import { Form, Link, useNavigation } from 'react-router'
import { PROVIDER_LABELS } from '#src/modules/settings/browser.ts'
import type { AdminPaymentMethod } from '#src/modules/settings/index.ts'

/** One of the spec's two lists (digital, offline), each method with its switch and checkout status. */
export function PaymentMethodsList({
  title,
  type,
  methods,
}: {
  title: string
  type: 'digital' | 'offline'
  methods: AdminPaymentMethod[]
}) {
  const busy = useNavigation().state === 'submitting'
  const headingId = `${type}-methods`
  return (
    <section aria-labelledby={headingId} className="card p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h3>
        <Link to={`?add=${type}`} preventScrollReset className="btn-primary px-3 py-1.5 text-sm" aria-label={`Add ${type} payment method`}>
          Add
        </Link>
      </div>
      {methods.length === 0 ? <p className="mt-4 text-sm text-slate-700">No {type} payment methods yet.</p> : null}
      <ul className="mt-4 divide-y divide-slate-200">
        {methods.map((m) => (
          <li key={m.id} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0">
              <p className="font-medium text-slate-900">{m.name}</p>
              <p className="text-xs text-slate-600">
                {PROVIDER_LABELS[m.provider] ?? m.provider} · {m.type} · id <span className="font-mono">{m.id}</span>
                {m.apiKey ? (
                  <>
                    {' '}
                    · key <span className="font-mono">{m.apiKey}</span>
                  </>
                ) : null}
              </p>
              {m.bankDetails ? <p className="mt-1 whitespace-pre-line text-xs text-slate-700">{m.bankDetails}</p> : null}
              <p className={`mt-1 text-sm ${m.checkout.offered ? 'text-green-800' : 'text-slate-700'}`}>{m.checkout.note}</p>
            </div>
            <div className="flex shrink-0 flex-wrap items-center gap-2">
              <Form method="post" preventScrollReset>
                <input type="hidden" name="intent" value="toggle" />
                <input type="hidden" name="methodId" value={m.id} />
                <input type="hidden" name="enabled" value={m.enabled ? 'false' : 'true'} />
                <button
                  type="submit"
                  role="switch"
                  aria-checked={m.enabled}
                  aria-label={`${m.name} enabled`}
                  disabled={busy}
                  className="inline-flex items-center gap-2 rounded-full px-1 py-1 text-sm font-medium text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-700"
                >
                  <span
                    aria-hidden="true"
                    className={`relative inline-block h-6 w-11 rounded-full transition-colors ${m.enabled ? 'bg-green-700' : 'bg-slate-400'}`}
                  >
                    <span
                      className={`absolute top-0.5 h-5 w-5 rounded-full bg-white shadow transition-all ${m.enabled ? 'left-5.5' : 'left-0.5'}`}
                    />
                  </span>
                  <span aria-hidden="true">{m.enabled ? 'On' : 'Off'}</span>
                </button>
              </Form>
              <Link to={`?edit=${m.id}`} preventScrollReset className="btn-secondary px-3 py-1.5 text-sm" aria-label={`Edit ${m.name}`}>
                Edit
              </Link>
              {m.builtIn ? null : (
                <Form method="post" preventScrollReset>
                  <input type="hidden" name="intent" value="delete-method" />
                  <input type="hidden" name="methodId" value={m.id} />
                  <button
                    type="submit"
                    className="btn-secondary px-3 py-1.5 text-sm text-red-700"
                    disabled={busy}
                    aria-label={`Delete ${m.name}`}
                  >
                    Delete
                  </button>
                </Form>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
