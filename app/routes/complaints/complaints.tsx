import { data, Form, Link, useNavigation } from 'react-router'
import { Field, FormAlert, LabelledControl } from '#app/components/form-bits.tsx'
import { GrievanceOfficerLines, grievanceOfficerOf } from '#app/components/grievance-officer.tsx'
import { services } from '#app/context.ts'
import { listedPageMeta } from '#app/lib/meta.ts'
import { formValues } from '#app/lib/responses.ts'
import { ABOUT_LABELS, DESCRIPTION_MIN, type GrievanceAbout, TEXT_MAX } from '#src/modules/grievances/browser.ts'
import { complaintChoices, fileComplaint } from '#src/modules/grievances/index.ts'
import { getStoreDetails } from '#src/modules/settings/index.ts'
import { httpStatusOf } from '#src/platform/http-failures.ts'
import type { Route } from './+types/complaints'

export function meta({ matches }: Route.MetaArgs) {
  return listedPageMeta(matches, {
    title: 'File a Complaint',
    description: 'Complain about an order, a product, a seller or the website: a ticket number at once, acknowledged within 48 hours.',
    path: '/complaints',
  })
}

export async function loader({ context }: Route.LoaderArgs) {
  const ctx = services(context)
  const [choices, store] = await Promise.all([complaintChoices(ctx), getStoreDetails(ctx)])
  return {
    signedIn: ctx.actor !== null,
    choices,
    officer: grievanceOfficerOf(store),
  }
}

type Answer =
  | { ok: true; ticketNumber: string; signedIn: boolean }
  | { ok: false; message: string; errors: Record<string, string | undefined>; values: Record<string, string> }

export async function action({ request, context }: Route.ActionArgs) {
  const values = await formValues(request)
  const outcome = await fileComplaint(services(context), values)
  if (!outcome.ok)
    return data<Answer>({ ok: false, message: outcome.message, errors: outcome.errors ?? {}, values }, { status: httpStatusOf(outcome) })
  return { ok: true, ticketNumber: outcome.ticketNumber, signedIn: outcome.signedIn } satisfies Answer
}

export default function Complaints({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting'
  const { signedIn, choices, officer } = loaderData
  if (actionData?.ok)
    return (
      <div className="container-page max-w-2xl py-10">
        <h1 className="text-3xl font-bold text-slate-900">Complaint received</h1>
        <div role="status" className="card mt-6 p-6">
          <p className="text-slate-700">Your ticket number is</p>
          <p className="mt-1 font-mono text-2xl font-bold text-slate-900">{actionData.ticketNumber}</p>
          <p className="mt-3 text-slate-700">
            We have emailed you a copy. It will be acknowledged within 48 hours and resolved within one month.
          </p>
        </div>
        <p className="mt-6">
          {actionData.signedIn ? (
            <Link to={`/account/complaints/${actionData.ticketNumber}`} className="btn-primary">
              Follow your complaint
            </Link>
          ) : (
            <Link to="/complaints/track" className="btn-primary">
              Follow your complaint
            </Link>
          )}
        </p>
      </div>
    )
  const failed = actionData && !actionData.ok ? actionData : null
  const errors = failed?.errors ?? {}
  const sent = failed?.values ?? {}
  return (
    <div className="container-page grid gap-8 py-10 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <div>
        <h1 className="text-3xl font-bold text-slate-900">File a complaint</h1>
        <p className="mt-2 text-slate-700">
          About an order, a product, a seller or this website. You get a ticket number at once; we acknowledge it within 48 hours and
          resolve it within one month.
        </p>
        <Form method="post" noValidate className="card mt-6 space-y-5 p-5 sm:p-6">
          {failed ? <FormAlert message={failed.message} /> : null}
          {signedIn ? (
            <LabelledControl
              label="What is it about?"
              name="subject"
              error={errors.subject}
              hint="Your recent orders, each parcel, the products you bought and their sellers. A complaint about a seller's parcel goes straight to that seller."
            >
              {(control) => (
                <select {...control} defaultValue={sent.subject ?? 'site'}>
                  {choices.map((group) => (
                    <optgroup key={group.label} label={group.label}>
                      {group.options.map((option) => (
                        <option key={option.value} value={option.value}>
                          {option.label}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                  <option value="site">This website, or something else</option>
                </select>
              )}
            </LabelledControl>
          ) : (
            <>
              <fieldset aria-describedby={errors.about ? 'about-error' : undefined}>
                <legend className="field-label">What is it about?</legend>
                <div className="mt-1 grid gap-2 sm:grid-cols-2">
                  {(Object.keys(ABOUT_LABELS) as GrievanceAbout[]).map((about) => (
                    <label key={about} className="flex items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 text-slate-800">
                      <input
                        type="radio"
                        name="about"
                        value={about}
                        defaultChecked={sent.about === about}
                        required
                        className="h-4 w-4 accent-brand-700"
                      />
                      {ABOUT_LABELS[about]}
                    </label>
                  ))}
                </div>
                {errors.about ? (
                  <p id="about-error" className="field-error">
                    {errors.about}
                  </p>
                ) : null}
              </fieldset>
              <p className="text-sm text-slate-700">
                Have an account?{' '}
                <Link to="/login?redirect=/complaints" className="font-semibold text-brand-700 underline">
                  Log in
                </Link>{' '}
                to pick one of your orders: the complaint then goes straight to its seller.
              </p>
            </>
          )}
          <Field
            label="Order number, product or seller (optional)"
            name="reference"
            maxLength={200}
            defaultValue={sent.reference}
            error={errors.reference}
          />
          {signedIn ? null : (
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                label="Your name"
                name="name"
                autoComplete="name"
                required
                maxLength={100}
                defaultValue={sent.name}
                error={errors.name}
              />
              <Field label="Email" name="email" type="email" autoComplete="email" required defaultValue={sent.email} error={errors.email} />
            </div>
          )}
          <Field label="Phone (optional)" name="phone" type="tel" autoComplete="tel" defaultValue={sent.phone} error={errors.phone} />
          <LabelledControl
            label="What went wrong?"
            name="description"
            error={errors.description}
            hint={`At least ${DESCRIPTION_MIN} characters.`}
          >
            {(control) => (
              <textarea {...control} rows={6} required minLength={DESCRIPTION_MIN} maxLength={TEXT_MAX} defaultValue={sent.description} />
            )}
          </LabelledControl>
          {errors.form ? <FormAlert message={errors.form} /> : null}
          <button type="submit" className="btn-primary w-full sm:w-auto" disabled={busy}>
            {busy ? 'Sending…' : 'File complaint'}
          </button>
        </Form>
      </div>
      <aside aria-labelledby="officer-heading" className="space-y-4">
        <div className="card p-5">
          <h2 id="officer-heading" className="font-semibold text-slate-900">
            Grievance Officer
          </h2>
          <GrievanceOfficerLines officer={officer} />
        </div>
        <div className="card p-5 text-sm text-slate-700">
          <h2 className="font-semibold text-slate-900">Already filed one?</h2>
          <p className="mt-1">
            {signedIn ? (
              <Link to="/account/complaints" className="font-semibold text-brand-700 underline">
                See your complaints
              </Link>
            ) : (
              <Link to="/complaints/track" className="font-semibold text-brand-700 underline">
                Follow it with your ticket number
              </Link>
            )}
          </p>
        </div>
      </aside>
    </div>
  )
}
