import { type FormEvent, useState } from 'react'
import { Form, useFetcher } from 'react-router'
import { FormAlert } from '#app/components/form-bits.tsx'
import { CONTACT_SUBJECTS, type ContactInput, contactSchema } from '#src/modules/content/browser.ts'
import { type FieldErrors, fieldErrors } from '#src/platform/validation.ts'

type Field = keyof ContactInput
export type ContactResult = { ok: true } | { ok: false; errors: FieldErrors<Field | 'form'>; values?: Partial<Record<Field, string>> }

/**
 * Checked in the browser with the same schema the server uses, so mistakes show at once; the server
 * checks again. Each field's error clears as soon as that field is edited.
 */
export function ContactForm({ serverResult }: { serverResult?: ContactResult }) {
  const [round, setRound] = useState(0)
  const fetcher = useFetcher<ContactResult>({ key: `contact-${round}` })
  const result = fetcher.data ?? (round === 0 ? serverResult : undefined)
  const [clientErrors, setClientErrors] = useState<FieldErrors<Field | 'form'> | null>(null)
  const errors = clientErrors ?? (result && !result.ok ? result.errors : {})
  const values = result && !result.ok ? (result.values ?? {}) : {}
  const sending = fetcher.state !== 'idle'

  if (result?.ok) {
    return (
      <div role="status" className="flex flex-col items-center py-10 text-center">
        <span
          className="inline-flex h-14 w-14 items-center justify-center rounded-full bg-green-100 text-2xl text-green-700"
          aria-hidden="true"
        >
          ✓
        </span>
        <h2 className="mt-4 text-2xl font-bold text-slate-900">Message Sent!</h2>
        <p className="mt-2 max-w-sm text-slate-600">Thank you for reaching out. Our team replies within one working day.</p>
        <Form
          method="get"
          action="/contact"
          onSubmit={(event) => {
            event.preventDefault()
            setClientErrors(null)
            setRound((r) => r + 1)
          }}
        >
          <button type="submit" className="btn-primary mt-6">
            Send Another Message
          </button>
        </Form>
      </div>
    )
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const data = Object.fromEntries(new FormData(event.currentTarget))
    const parsed = contactSchema.safeParse(data)
    if (!parsed.success) {
      event.preventDefault()
      setClientErrors(fieldErrors(parsed.error))
    } else {
      setClientErrors({})
    }
  }
  const clearError = (field: Field) => {
    if (errors[field]) setClientErrors({ ...errors, [field]: undefined })
  }
  const describedBy = (field: Field) => (errors[field] ? `contact-${field}-error` : undefined)

  return (
    <fetcher.Form method="post" action="/contact" noValidate onSubmit={onSubmit} className="grid gap-5 sm:grid-cols-2">
      {errors.form ? (
        <div className="sm:col-span-2">
          <FormAlert message={errors.form} />
        </div>
      ) : null}
      <div>
        <label htmlFor="contact-name" className="field-label">
          Name
        </label>
        <input
          id="contact-name"
          name="name"
          autoComplete="name"
          defaultValue={values.name}
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={describedBy('name')}
          onChange={() => clearError('name')}
          className="field-input"
        />
        <FieldError id="contact-name-error" message={errors.name} />
      </div>
      <div>
        <label htmlFor="contact-email" className="field-label">
          Email
        </label>
        <input
          id="contact-email"
          name="email"
          type="email"
          autoComplete="email"
          defaultValue={values.email}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy('email')}
          onChange={() => clearError('email')}
          className="field-input"
        />
        <FieldError id="contact-email-error" message={errors.email} />
      </div>
      <div className="sm:col-span-2">
        <label htmlFor="contact-subject" className="field-label">
          Subject
        </label>
        <select
          id="contact-subject"
          name="subject"
          defaultValue={values.subject ?? ''}
          aria-invalid={errors.subject ? true : undefined}
          aria-describedby={describedBy('subject')}
          onChange={() => clearError('subject')}
          className="field-input"
        >
          <option value="">Select a subject</option>
          {CONTACT_SUBJECTS.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
        <FieldError id="contact-subject-error" message={errors.subject} />
      </div>
      <div className="sm:col-span-2">
        <label htmlFor="contact-message" className="field-label">
          Message
        </label>
        <textarea
          id="contact-message"
          name="message"
          rows={5}
          defaultValue={values.message}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy('message')}
          onChange={() => clearError('message')}
          className="field-input"
        />
        <FieldError id="contact-message-error" message={errors.message} />
      </div>
      <div className="sm:col-span-2">
        <button type="submit" disabled={sending} className="btn-primary w-full sm:w-auto">
          {sending ? 'Sending...' : 'Send Message'}
        </button>
      </div>
    </fetcher.Form>
  )
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null
  return (
    <p id={id} className="field-error">
      {message}
    </p>
  )
}
