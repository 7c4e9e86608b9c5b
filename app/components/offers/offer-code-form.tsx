import { useId } from 'react'
import { useFetcher } from 'react-router'
import { formatInr } from '#src/lib/money.ts'
import { COMBINING_RULE } from '#src/modules/offers/browser.ts'

export type OfferCodeActionData = { ok: boolean; intent: string; message: string }

/**
 * "Apply coupon" on the cart and at checkout (decision 083): the code goes to the cart's action, which
 * checks it against the cart as it is and keeps it, or says why not; the page's figures follow. Without
 * JavaScript it is a plain form that lands on the cart.
 */
export function OfferCodeForm({
  code,
  saved,
  refusal,
}: {
  /** The code kept on the cart, if any. */
  code: string | null
  /** What that code takes off now. */
  saved: number
  /** Why the kept code no longer applies, if it does not. */
  refusal: string | null
}) {
  const fetcher = useFetcher<OfferCodeActionData>({ key: 'offer-code' })
  const id = useId()
  const busy = fetcher.state !== 'idle'
  const answer = fetcher.data
  const problem = answer && !answer.ok && answer.intent === 'apply-code' ? answer.message : null
  return (
    <section aria-labelledby={`${id}-heading`} className="mt-6 border-t border-slate-200 pt-4">
      <h3 id={`${id}-heading`} className="text-sm font-semibold text-slate-900">
        Offer code
      </h3>
      {code ? (
        <div className="mt-2 flex flex-wrap items-center justify-between gap-2 rounded-lg bg-green-50 px-3 py-2 text-sm">
          <p className={refusal ? 'text-red-700' : 'text-green-800'} role={refusal ? 'alert' : undefined}>
            <span className="font-mono font-semibold">{code}</span>
            {refusal ? `: ${refusal}` : ` applied: you save ${formatInr(saved)}`}
          </p>
          <fetcher.Form method="post" action="/cart" preventScrollReset>
            <input type="hidden" name="intent" value="remove-code" />
            <button type="submit" className="min-h-11 font-medium text-red-700 hover:underline" disabled={busy}>
              Remove<span className="sr-only"> code {code}</span>
            </button>
          </fetcher.Form>
        </div>
      ) : null}
      <fetcher.Form method="post" action="/cart" preventScrollReset className="mt-2 flex gap-2">
        <input type="hidden" name="intent" value="apply-code" />
        <label htmlFor={`${id}-code`} className="sr-only">
          Offer code
        </label>
        <input
          id={`${id}-code`}
          name="code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="Enter a code"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : `${id}-rule`}
          className="field-input min-w-0 flex-1 uppercase"
        />
        <button type="submit" className="btn-secondary shrink-0" disabled={busy}>
          {busy && fetcher.formData?.get('intent') === 'apply-code' ? 'Applying…' : 'Apply coupon'}
        </button>
      </fetcher.Form>
      <div aria-live="polite">
        {problem ? (
          <p id={`${id}-problem`} className="mt-2 text-sm text-red-700">
            {problem}
          </p>
        ) : answer?.ok && answer.intent === 'remove-code' ? (
          <p className="mt-2 text-sm text-green-800">{answer.message}</p>
        ) : null}
      </div>
      <p id={`${id}-rule`} className="mt-2 text-xs text-slate-600">
        {COMBINING_RULE}
      </p>
    </section>
  )
}
