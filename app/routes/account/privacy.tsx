import { data, Form, Link, useNavigation } from 'react-router'
import { AccessErrorBoundary } from '#app/components/access-denied.tsx'
import { Field, FormAlert, OutcomeMessage } from '#app/components/form-bits.tsx'
import { services } from '#app/context.ts'
import { requireSignedIn } from '#app/lib/access.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { formValues, redirectWithCookies } from '#app/lib/responses.ts'
import { GST_RETENTION_MONTHS, RIGHTS_RESPONSE_DAYS } from '#src/modules/privacy/browser.ts'
import { eraseMyAccount, myConsents, setMyConsent } from '#src/modules/privacy/index.ts'
import { httpStatusOf } from '#src/platform/http-failures.ts'
import type { Route } from './+types/privacy'

export const meta = () => noindexMeta('My Privacy')

export async function loader({ context }: Route.LoaderArgs) {
  const actor = requireSignedIn(context)
  return { email: actor.email, role: actor.role, consents: await myConsents(services(context)) }
}

type Answer = { intent: string; ok: boolean; message: string; errors?: Record<string, string | undefined> }

export async function action({ request, context }: Route.ActionArgs) {
  requireSignedIn(context)
  const ctx = services(context)
  const { intent = '', purpose = '', confirm = '' } = await formValues(request)
  if (intent === 'consent-on' || intent === 'consent-off') {
    const outcome = await setMyConsent(ctx, purpose, intent === 'consent-on')
    return outcome.ok
      ? data<Answer>({ intent, ok: true, message: outcome.message })
      : data<Answer>({ intent, ...outcome }, { status: httpStatusOf(outcome) })
  }
  if (intent === 'erase') {
    const outcome = await eraseMyAccount(ctx, { confirm })
    if (!outcome.ok) return data<Answer>({ intent, ...outcome }, { status: httpStatusOf(outcome) })
    return redirectWithCookies('/account/erased', outcome.setCookies)
  }
  return data<Answer>({ intent, ok: false, message: 'Unknown request' }, { status: 400 })
}

const CORRECTIONS = [
  { what: 'Your name and password', where: '/account', how: 'My Account' },
  { what: 'Delivery addresses and their phone numbers', where: '/account#address-form', how: 'My Account → Addresses' },
  { what: 'Your reviews', where: '/orders', how: 'the product page of each order’s item' },
  { what: 'Your complaints (add or correct details)', where: '/account/complaints', how: 'My complaints' },
]

export default function MyPrivacy({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting'
  const { consents, email, role } = loaderData
  return (
    <div className="container-page max-w-3xl space-y-6 py-10">
      <div>
        <Link to="/account" className="text-sm font-medium text-brand-700 hover:underline">
          ← My Account
        </Link>
        <h1 className="mt-2 text-3xl font-bold text-slate-900">My privacy</h1>
        <p className="mt-2 text-slate-700">
          Your rights over your personal data under the Digital Personal Data Protection Act, 2023. We answer every request and complaint
          within {RIGHTS_RESPONSE_DAYS} days. Read the{' '}
          <Link to="/privacy" className="font-semibold text-brand-700 underline">
            privacy notice
          </Link>
          .
        </p>
      </div>
      <div aria-live="polite">{actionData && actionData.intent !== 'erase' ? <OutcomeMessage outcome={actionData} /> : null}</div>

      <section aria-labelledby="consents-heading" className="card p-5">
        <h2 id="consents-heading" className="text-xl font-semibold text-slate-900">
          What you agreed to
        </h2>
        <ul className="mt-3 divide-y divide-slate-200">
          {consents.map((c) => (
            <li key={c.purpose} className="flex flex-wrap items-center justify-between gap-3 py-3">
              <div>
                <p className="font-medium text-slate-900">
                  {c.label}: <span className={c.given ? 'text-green-800' : 'text-slate-700'}>{c.given ? 'on' : 'off'}</span>
                </p>
                <p className="text-sm text-slate-700">{c.detail}</p>
              </div>
              <Form method="post">
                <input type="hidden" name="purpose" value={c.purpose} />
                <button
                  type="submit"
                  name="intent"
                  value={c.given ? 'consent-off' : 'consent-on'}
                  className="btn-secondary"
                  disabled={busy}
                >
                  {c.given ? `Stop ${c.label.toLowerCase()}` : `Send me ${c.label.toLowerCase()}`}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="download-heading" className="card p-5">
        <h2 id="download-heading" className="text-xl font-semibold text-slate-900">
          Download your data
        </h2>
        <p className="mt-2 text-slate-700">
          One file (JSON) with your account, addresses, orders, returns, reviews, complaints, consents, store credit and messages to us.
        </p>
        <a href="/account/privacy/data.json" download className="btn-primary mt-3 inline-block">
          Download my data
        </a>
      </section>

      <section aria-labelledby="correct-heading" className="card p-5">
        <h2 id="correct-heading" className="text-xl font-semibold text-slate-900">
          Correct your data
        </h2>
        <ul className="mt-2 space-y-1 text-slate-700">
          {CORRECTIONS.map((c) => (
            <li key={c.what}>
              {c.what}:{' '}
              <Link to={c.where} className="font-semibold text-brand-700 underline">
                {c.how}
              </Link>
            </li>
          ))}
        </ul>
        <p className="mt-2 text-sm text-slate-700">
          An order’s delivery address and its invoice cannot be changed after the order is placed; if one is wrong,{' '}
          <Link to="/complaints" className="font-semibold text-brand-700 underline">
            tell us
          </Link>
          .
        </p>
      </section>

      <section aria-labelledby="erase-heading" className="card border-red-200 p-5">
        <h2 id="erase-heading" className="text-xl font-semibold text-slate-900">
          Delete your account
        </h2>
        <p className="mt-2 text-slate-700">
          Deleting your account signs you out everywhere, and you can never sign in to it again. We erase:
        </p>
        <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-700">
          <li>your name, email address and password, and your saved addresses;</li>
          <li>your cart, newsletter subscription, consents and messages to us;</li>
          <li>your name on your reviews and complaints (their text stays, under no name);</li>
          <li>the phone number and email on your orders, and the name and address on orders that have no invoice.</li>
        </ul>
        <p className="mt-3 text-slate-700">
          <strong>What we keep, and why:</strong> the tax invoices and credit notes of your orders, with the name, address and GSTIN printed
          on them, and the amounts. The CGST Act 2017, section 36, requires them kept for {GST_RETENTION_MONTHS} months (
          {GST_RETENTION_MONTHS / 12} years) from the due date of the annual GST return of the year they belong to; after that they are
          erased too.
        </p>
        {role === 'customer' ? (
          <Form method="post" noValidate className="mt-4 space-y-3">
            <input type="hidden" name="intent" value="erase" />
            {actionData?.intent === 'erase' && !actionData.ok && !actionData.errors?.confirm ? (
              <FormAlert message={actionData.message} />
            ) : null}
            <Field
              label={`Type your email (${email}) to confirm`}
              name="confirm"
              type="email"
              autoComplete="off"
              error={actionData?.intent === 'erase' ? actionData.errors?.confirm : undefined}
            />
            <button
              type="submit"
              className="rounded-lg bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:opacity-60"
              disabled={busy}
            >
              Delete my account
            </button>
          </Form>
        ) : (
          <p className="mt-3 text-sm text-slate-700">
            A seller’s or administrator’s account holds business records: please write to the Grievance Officer (see{' '}
            <Link to="/contact" className="font-semibold text-brand-700 underline">
              Contact
            </Link>
            ) to close it.
          </p>
        )}
      </section>
    </div>
  )
}

export const ErrorBoundary = AccessErrorBoundary
