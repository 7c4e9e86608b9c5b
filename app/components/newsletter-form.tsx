import { useId } from 'react'
import { useFetcher } from 'react-router'
import type { Submission } from '#src/modules/content/index.ts'

/** Footer newsletter sign-up. Posts to /newsletter, which also answers as a page when JavaScript is off. */
export function NewsletterForm() {
  const fetcher = useFetcher<Submission<'email'>>({ key: 'newsletter' })
  const inputId = useId()
  const errorId = `${inputId}-error`
  const result = fetcher.data
  const error = result && !result.ok ? result.errors.email : undefined
  const busy = fetcher.state !== 'idle'

  if (result?.ok) {
    return (
      <p role="status" className="rounded-lg bg-brand-800 px-4 py-3 text-sm text-white">
        Thank you for subscribing! Our best offers and new arrivals will reach your inbox.
      </p>
    )
  }

  return (
    <fetcher.Form method="post" action="/newsletter" noValidate className="flex flex-col gap-2">
      <label htmlFor={inputId} className="text-sm text-slate-300">
        Email address
      </label>
      <div className="flex gap-2">
        <input
          id={inputId}
          name="email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="min-w-0 flex-1 rounded-lg border border-slate-600 bg-slate-800 px-3 py-2 text-sm text-white placeholder:text-slate-400 focus:border-saffron-400 focus:ring-2 focus:ring-saffron-400 focus:outline-none"
        />
        <button type="submit" disabled={busy} className="btn bg-saffron-500 px-4 text-slate-900 hover:bg-saffron-400">
          {busy ? 'Subscribing...' : 'Subscribe'}
        </button>
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-300">
          {error}
        </p>
      ) : null}
    </fetcher.Form>
  )
}
