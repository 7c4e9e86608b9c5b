import type { InputHTMLAttributes, ReactNode } from 'react'

/** What a form control needs to be labelled and described: its id, name, style and error wiring. */
export type ControlProps = { id: string; name: string; className: string; 'aria-invalid'?: true; 'aria-describedby'?: string }

/**
 * The one frame every form field uses: a label, the control (an input, select or textarea the caller
 * draws with the props given), an optional hint and the error below, wired for screen readers.
 */
export function LabelledControl({
  label,
  name,
  id = `field-${name}`,
  error,
  hint,
  children,
}: {
  label: ReactNode
  name: string
  id?: string
  error?: string
  hint?: ReactNode
  children: (props: ControlProps) => ReactNode
}) {
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      {children({ id, name, className: 'field-input', 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** A labelled input with its error below, wired for screen readers. */
export function Field({
  label,
  name,
  error,
  hint,
  id,
  ...input
}: { label: string; name: string; error?: string; hint?: ReactNode } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <LabelledControl label={label} name={name} id={id} error={error} hint={hint}>
      {(control) => <input {...control} {...input} />}
    </LabelledControl>
  )
}

/** A form-level failure, in the red alert the spec asks for. */
export function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      {message}
    </div>
  )
}

export function FormSuccess({ message }: { message: string | undefined }) {
  if (!message) return null
  return (
    <div role="status" className="rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-800">
      {message}
    </div>
  )
}

/** A centred card for the sign-in family of pages. */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  return (
    <div className="container-page flex justify-center py-12 sm:py-16">
      <div className="card w-full max-w-md p-6 sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {subtitle ? <p className="mt-1 text-sm text-slate-600">{subtitle}</p> : null}
        <div className="mt-6">{children}</div>
      </div>
    </div>
  )
}

/** An action's answer: green when it was done, the red alert when it was refused. */
export function OutcomeMessage({ outcome }: { outcome: { ok: boolean; message: string } }) {
  return outcome.ok ? <FormSuccess message={outcome.message} /> : <FormAlert message={outcome.message} />
}
