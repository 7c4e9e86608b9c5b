import type { ReactNode } from 'react'
import { Form } from 'react-router'

/**
 * One button of a table row's actions: posts the row's id under `field` with an `intent`. With
 * `confirm`, the browser asks first (a page without JavaScript posts straight away).
 */
export function RowAction({
  field,
  id,
  intent,
  label,
  busy,
  danger = false,
  confirm,
  children,
}: {
  field: string
  id: string
  intent: string
  /** The accessible name, naming the row: "Delete ASUS Vivobook 15". */
  label: string
  busy: boolean
  danger?: boolean
  confirm?: string
  children: ReactNode
}) {
  return (
    <Form
      method="post"
      onSubmit={(event) => {
        if (confirm && !window.confirm(confirm)) event.preventDefault()
      }}
    >
      <input type="hidden" name={field} value={id} />
      <button
        type="submit"
        name="intent"
        value={intent}
        className={`btn-secondary px-3 py-1.5${danger ? ' text-red-700' : ''}`}
        disabled={busy}
        aria-label={label}
      >
        {children}
      </button>
    </Form>
  )
}
