import { data, Link } from 'react-router'
import { NewsletterForm } from '#app/components/newsletter-form.tsx'
import { services } from '#app/context.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { subscribeNewsletter } from '#src/modules/privacy/index.ts'
import { httpStatusOf } from '#src/platform/http-failures.ts'
import type { Route } from './+types/newsletter'

// The footer form posts here. With JavaScript its fetcher reads the result; without, this page shows it.
// Opened directly, it is a plain sign-up page.
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData()
  const result = await subscribeNewsletter(services(context), { email: String(form.get('email') ?? '') })
  return result.ok ? result : data(result, { status: httpStatusOf(result) })
}

export const meta = () => noindexMeta('Newsletter', 'Offers and new arrivals from Deccan Digital, by email.')

export default function Newsletter({ actionData }: Route.ComponentProps) {
  return (
    <div className="container-page flex flex-col items-center py-20 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Newsletter</h1>
      {actionData?.ok ? (
        <p role="status" className="mt-4 max-w-md text-slate-700">
          Thank you for subscribing! Our best offers and new arrivals will reach your inbox.
        </p>
      ) : (
        <div className="mt-6 w-full max-w-md rounded-xl bg-slate-900 p-6 text-left">
          <NewsletterForm />
          {actionData && !actionData.ok ? (
            <p role="alert" className="mt-3 text-sm text-red-300">
              {actionData.errors.email}
            </p>
          ) : null}
        </div>
      )}
      <Link to="/" className="btn-secondary mt-8">
        Back to Homepage
      </Link>
    </div>
  )
}
