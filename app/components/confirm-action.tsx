import type { ReactNode } from 'react'
import { Form } from 'react-router'

/**
 * A final action behind a second step: the first button only opens the question, and the action runs
 * from the confirming button. `<details>` works before JavaScript loads and with the keyboard alone.
 * `primary` is for the action the page expects (a customer's chosen outcome); `quiet` for a destructive
 * way out beside the page's primary action, as a red link rather than a button (issue 49, item 10);
 * `open` shows the question again after a refusal, with its fields' errors.
 */
export function ConfirmAction({
  label,
  question,
  confirmLabel,
  intent,
  busy,
  tone = 'danger',
  open,
  children,
}: {
  label: string
  question: string
  confirmLabel: string
  intent: string
  busy: boolean
  tone?: 'danger' | 'neutral' | 'primary' | 'quiet'
  open?: boolean
  children?: ReactNode
}) {
  const summary =
    tone === 'primary'
      ? 'btn-primary'
      : tone === 'quiet'
        ? 'inline-block rounded text-sm font-medium text-red-700 underline underline-offset-2 hover:text-red-800'
        : `btn-secondary ${tone === 'danger' ? 'text-red-700' : ''}`
  return (
    <details className="group" open={open}>
      <summary className={`${summary} cursor-pointer list-none`}>{label}</summary>
      <div className="mt-2 rounded-lg border border-slate-300 bg-slate-50 p-3 text-sm text-slate-800">
        <p>{question}</p>
        <Form method="post" className="mt-2">
          {children}
          <button
            type="submit"
            name="intent"
            value={intent}
            className={`btn-primary ${tone === 'danger' || tone === 'quiet' ? 'bg-red-700 hover:bg-red-800' : ''}`}
            disabled={busy}
          >
            {confirmLabel}
          </button>
        </Form>
      </div>
    </details>
  )
}
