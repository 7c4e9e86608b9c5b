import type { ReactNode } from 'react'
import { Form } from 'react-router'

/**
 * A final action behind a second step: the first button only opens the question, and the action runs
 * from the confirming button. `<details>` works before JavaScript loads and with the keyboard alone.
 */
export function ConfirmAction({
  label,
  question,
  confirmLabel,
  intent,
  busy,
  tone = 'danger',
  children,
}: {
  label: string
  question: string
  confirmLabel: string
  intent: string
  busy: boolean
  tone?: 'danger' | 'neutral'
  children?: ReactNode
}) {
  const colour = tone === 'danger' ? 'text-red-700' : ''
  return (
    <details className="group">
      <summary className={`btn-secondary cursor-pointer list-none ${colour}`}>{label}</summary>
      <div className="mt-2 rounded-lg border border-slate-300 bg-slate-50 p-3 text-sm text-slate-800">
        <p>{question}</p>
        <Form method="post" className="mt-2">
          {children}
          <button
            type="submit"
            name="intent"
            value={intent}
            className={`btn-primary ${tone === 'danger' ? 'bg-red-700 hover:bg-red-800' : ''}`}
            disabled={busy}
          >
            {confirmLabel}
          </button>
        </Form>
      </div>
    </details>
  )
}
