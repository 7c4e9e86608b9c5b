import { data, Form, Link, useNavigation } from 'react-router'
import { services } from '#app/context.ts'
import { asVendor, requireVendor } from '#app/lib/access.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { formValues } from '#app/lib/responses.ts'
import { formatDateTime } from '#src/lib/dates.ts'
import { API_KEY_SCOPES } from '#src/modules/api-keys/browser.ts'
import { createOwnApiKey, ownApiKeys, revokeOwnApiKey } from '#src/modules/vendors/index.ts'
import { httpStatusOf } from '#src/platform/http-failures.ts'
import type { Route } from './+types/api-keys'

export const meta = () => noindexMeta('API keys')

export async function loader({ context }: Route.LoaderArgs) {
  requireVendor(context)
  return { keys: await asVendor(() => ownApiKeys(services(context))) }
}

export async function action({ request, context }: Route.ActionArgs) {
  requireVendor(context)
  const { intent, id, ...fields } = await formValues(request)
  const ctx = services(context)
  if (intent === 'revoke') {
    const revoked = await asVendor(() => revokeOwnApiKey(ctx, id))
    return data({ ...revoked, key: null, name: null }, { status: revoked.ok ? 200 : httpStatusOf(revoked) })
  }
  const made = await asVendor(() => createOwnApiKey(ctx, fields))
  // The whole key is in this one answer, never stored or shown again.
  return made.ok ? { ...made } : data({ ...made, key: null, name: null }, { status: httpStatusOf(made) })
}

export default function VendorApiKeys({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state !== 'idle'
  const errors = actionData && !actionData.ok ? (actionData.errors ?? {}) : {}
  return (
    <div className="container-page max-w-4xl py-10">
      <Link to="/vendor/dashboard" className="text-sm font-medium text-brand-700 hover:underline">
        ← Vendor Dashboard
      </Link>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">API keys</h1>
      <p className="mt-2 text-slate-700">
        Your warehouse or accounting software can work with your orders, products, payouts and complaints over the shop's JSON API, at{' '}
        <code className="text-sm">/api/v1/vendor/…</code>, sending a key as <code className="text-sm">Authorization: Bearer ddk_…</code>. A
        key reaches only your own store, never another seller's or the shop's administration, and each use is recorded.
      </p>

      <div aria-live="polite" className="mt-4">
        {actionData?.ok && actionData.key ? (
          <div role="status" className="rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900">
            <p className="font-semibold">{actionData.message}</p>
            <label htmlFor="new-key" className="field-label mt-2">
              Key “{actionData.name}”
            </label>
            <input
              id="new-key"
              readOnly
              value={actionData.key}
              className="field-input font-mono"
              onFocus={(e) => e.currentTarget.select()}
            />
          </div>
        ) : actionData?.message ? (
          <p
            role={actionData.ok ? 'status' : 'alert'}
            className={`text-sm font-medium ${actionData.ok ? 'text-green-800' : 'text-red-700'}`}
          >
            {actionData.message}
          </p>
        ) : null}
      </div>

      <section aria-labelledby="new-key-heading" className="card mt-6 p-6">
        <h2 id="new-key-heading" className="text-lg font-semibold text-slate-900">
          Make a key
        </h2>
        {/* Made afresh after each key, so the next starts empty. */}
        <Form key={actionData?.key ?? 'new'} method="post" className="mt-4 grid gap-4 sm:grid-cols-[1fr_auto_auto] sm:items-end">
          <div>
            <label htmlFor="key-name" className="field-label">
              Name
            </label>
            <input
              id="key-name"
              name="name"
              required
              minLength={2}
              maxLength={60}
              placeholder="e.g. Warehouse"
              className="field-input"
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={errors.name ? 'key-name-error' : undefined}
            />
            {errors.name ? (
              <p id="key-name-error" className="field-error">
                {errors.name}
              </p>
            ) : null}
          </div>
          <fieldset>
            <legend className="field-label">What it may do</legend>
            <div className="flex gap-4 py-2 text-sm text-slate-800">
              {Object.entries(API_KEY_SCOPES).map(([scope, label]) => (
                <label key={scope} className="flex items-center gap-2">
                  <input type="radio" name="scope" value={scope} defaultChecked={scope === 'read'} />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>
          <button type="submit" name="intent" value="create" className="btn-primary" disabled={busy}>
            Make key
          </button>
        </Form>
      </section>

      <section aria-labelledby="keys-heading" className="mt-8">
        <h2 id="keys-heading" className="text-lg font-semibold text-slate-900">
          Your keys
        </h2>
        {loaderData.keys.length === 0 ? (
          <p className="card mt-3 p-6 text-slate-700">No keys yet.</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {loaderData.keys.map((key) => (
              <li key={key.id} className="card flex flex-wrap items-center justify-between gap-3 p-4">
                <div>
                  <p className="font-semibold text-slate-900">
                    {key.name} <span className="font-normal text-slate-600">· {key.scopeLabel}</span>
                  </p>
                  <p className="mt-1 font-mono text-sm text-slate-700">{key.shownAs}</p>
                  <p className="mt-1 text-sm text-slate-600">
                    Made {formatDateTime(key.createdAt)} · {key.lastUsedAt ? `last used ${formatDateTime(key.lastUsedAt)}` : 'never used'}
                    {key.revokedAt ? ` · revoked ${formatDateTime(key.revokedAt)}` : ''}
                  </p>
                </div>
                {key.revokedAt ? (
                  <span className="rounded bg-slate-100 px-2 py-1 text-xs font-semibold text-slate-700">Revoked</span>
                ) : (
                  <Form method="post">
                    <input type="hidden" name="id" value={key.id} />
                    <button
                      type="submit"
                      name="intent"
                      value="revoke"
                      className="btn-secondary"
                      disabled={busy}
                      aria-label={`Revoke ${key.name}`}
                    >
                      Revoke
                    </button>
                  </Form>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
