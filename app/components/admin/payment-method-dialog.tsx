import { type FormEvent, useEffect, useRef, useState } from 'react'
import { Form, Link, useNavigate, useNavigation } from 'react-router'
import { Field, FormAlert, LabelledControl } from '#app/components/form-bits.tsx'
import { addMethodSchema, editMethodSchema, needsKeys, PROVIDER_LABELS } from '#src/modules/settings/browser.ts'
import type { AdminPaymentMethod } from '#src/modules/settings/index.ts'
import { type FieldErrors, fieldErrors } from '#src/platform/validation.ts'

export type MethodDialogMode = { kind: 'add'; type: 'digital' | 'offline' } | { kind: 'edit'; method: AdminPaymentMethod }

const PROVIDERS_OF = { digital: ['razorpay', 'stripe'], offline: ['cod', 'bank'] } as const

/**
 * The add-payment modal (spec section 2): a native <dialog>, so focus moves in, stays in, and Escape
 * closes it. Rendered open by the server when the URL asks for it (?add=digital), so it also works
 * before JavaScript loads. Checked in the browser with the server's own schema.
 */
export function PaymentMethodDialog({
  mode,
  serverErrors,
  message,
}: {
  mode: MethodDialogMode
  serverErrors?: FieldErrors<string>
  message?: string
}) {
  const ref = useRef<HTMLDialogElement>(null)
  const navigate = useNavigate()
  const busy = useNavigation().state === 'submitting'
  const editing = mode.kind === 'edit' ? mode.method : null
  const [provider, setProvider] = useState<string>(editing?.provider ?? PROVIDERS_OF[mode.kind === 'add' ? mode.type : 'digital'][0])
  const [clientErrors, setClientErrors] = useState<FieldErrors<string> | null>(null)
  const errors = clientErrors ?? serverErrors ?? {}
  const title = editing
    ? `Edit ${editing.name}`
    : `Add ${mode.kind === 'add' && mode.type === 'digital' ? 'Digital' : 'Offline'} Payment Method`

  useEffect(() => {
    const dialog = ref.current
    if (!dialog) return
    // The server rendered it open (non-modal); reopen it as a modal so the page behind is inert.
    if (dialog.open) dialog.close()
    dialog.showModal()
  }, [])

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const data = Object.fromEntries(new FormData(event.currentTarget))
    const parsed = editing ? editMethodSchema.safeParse(withoutIntent(data)) : addMethodSchema.safeParse(withoutIntent(data))
    if (parsed.success) return setClientErrors({})
    event.preventDefault()
    setClientErrors(fieldErrors(parsed.error))
  }
  const clear = (field: string) => errors[field] && setClientErrors({ ...errors, [field]: undefined })
  const keys = needsKeys(provider)

  return (
    <dialog
      ref={ref}
      aria-labelledby="method-dialog-title"
      onClose={() => navigate('/admin/settings', { replace: true, preventScrollReset: true })}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-xl bg-white p-0 shadow-2xl backdrop:bg-slate-900/60"
    >
      <Form method="post" action="/admin/settings" noValidate onSubmit={onSubmit} className="space-y-4 p-6">
        <h2 id="method-dialog-title" className="text-xl font-semibold text-slate-900">
          {title}
        </h2>
        <FormAlert message={message} />
        <input type="hidden" name="intent" value={editing ? 'edit-method' : 'add-method'} />
        {editing ? <input type="hidden" name="methodId" value={editing.id} /> : null}
        {editing ? (
          <p className="text-sm text-slate-700">Provider: {PROVIDER_LABELS[editing.provider] ?? editing.provider}</p>
        ) : (
          <div>
            <label htmlFor="field-provider" className="field-label">
              Provider
            </label>
            <select
              id="field-provider"
              name="provider"
              value={provider}
              onChange={(e) => setProvider(e.target.value)}
              className="field-input"
            >
              {PROVIDERS_OF[mode.kind === 'add' ? mode.type : 'digital'].map((p) => (
                <option key={p} value={p}>
                  {PROVIDER_LABELS[p]}
                </option>
              ))}
            </select>
          </div>
        )}
        <Field
          label="Display Name"
          name="name"
          defaultValue={editing?.name}
          error={errors.name}
          onChange={() => clear('name')}
          maxLength={60}
        />
        {keys ? (
          <>
            <Field
              label="API Key"
              name="apiKey"
              autoComplete="off"
              error={errors.apiKey}
              onChange={() => clear('apiKey')}
              hint={editing?.apiKey ? `Saved: ${editing.apiKey}. Leave empty to keep it.` : undefined}
            />
            <Field
              label="API Secret"
              name="apiSecret"
              type="password"
              autoComplete="new-password"
              error={errors.apiSecret}
              onChange={() => clear('apiSecret')}
              hint={
                editing?.apiSecret ? `Saved: ${editing.apiSecret}. Leave empty to keep it.` : 'Stored on the server; never shown again.'
              }
            />
          </>
        ) : null}
        {provider === 'bank' ? (
          <LabelledControl label="Bank Account Details" name="bankDetails" error={errors.bankDetails}>
            {(control) => (
              <textarea
                {...control}
                rows={4}
                maxLength={1000}
                defaultValue={editing?.bankDetails ?? ''}
                onChange={() => clear('bankDetails')}
                placeholder="Bank, account name, account number, IFSC"
              />
            )}
          </LabelledControl>
        ) : null}
        <div className="flex flex-wrap justify-end gap-3 pt-2">
          <Link
            to="/admin/settings"
            replace
            preventScrollReset
            className="btn-secondary"
            onClick={(event) => {
              event.preventDefault()
              ref.current?.close()
            }}
          >
            Cancel
          </Link>
          <button type="submit" className="btn-primary" disabled={busy}>
            {editing ? 'Save Changes' : 'Add Method'}
          </button>
        </div>
      </Form>
    </dialog>
  )
}

function withoutIntent({ intent: _i, methodId: _m, ...rest }: Record<string, FormDataEntryValue>) {
  return rest
}
