import { data, Form, Link, redirect, useNavigation } from 'react-router'
import { AccessErrorBoundary } from '#app/components/access-denied.tsx'
import { FormAlert } from '#app/components/form-bits.tsx'
import { services } from '#app/context.ts'
import { requireSignedIn } from '#app/lib/access.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { MAX_RETURN_PHOTOS, OUTCOME_LABELS, RETURN_FORM_CHOICES, RETURN_OUTCOMES } from '#src/modules/orders/browser.ts'
import { getOrder, requestReturn, returnsOfOrder } from '#src/modules/orders/index.ts'
import { httpStatusOf } from '#src/platform/http-failures.ts'
import type { Route } from './+types/order-return'

export const meta = () => noindexMeta('Return an item')

export async function loader({ params, context }: Route.LoaderArgs) {
  requireSignedIn(context)
  const ctx = services(context)
  const order = await getOrder(ctx, params.orderId)
  if (!order) throw data(null, { status: 404 })
  return { order: { id: order.id, number: order.number }, returns: await returnsOfOrder(ctx.db, order, order.items) }
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = requireSignedIn(context)
  const ctx = services(context)
  const form = await request.formData()
  const values = Object.fromEntries([...form].filter((entry): entry is [string, string] => typeof entry[1] === 'string'))
  const files = form.getAll('photos').filter((value): value is File => typeof value !== 'string' && value.size > 0)
  const photos = await Promise.all(files.map(async (file) => ({ fileName: file.name, bytes: new Uint8Array(await file.arrayBuffer()) })))
  const outcome = await requestReturn(ctx, actor.id, params.orderId, values, new Date(), { store: ctx.uploads, files: photos })
  // The answers come back with the message, so a form sent without JavaScript keeps them.
  if (!outcome.ok) return data({ ...outcome, values }, { status: httpStatusOf(outcome) })
  return redirect(`/orders/${params.orderId}?return=${encodeURIComponent(outcome.rmaNumber)}#returns`)
}

export const ErrorBoundary = AccessErrorBoundary

const OUTCOME_HINTS: Record<(typeof RETURN_OUTCOMES)[number], string> = {
  replacement: 'For dead-on-arrival, defective or wrong items. If we cannot replace it, we refund the price you paid for it.',
  store_credit: 'For a change of mind: the price of the product as credit on your account.',
  exchange: 'For a change of mind: another product instead (you pay or we refund the difference).',
}

export default function OrderReturn({ loaderData, actionData }: Route.ComponentProps) {
  const { order, returns } = loaderData
  const busy = useNavigation().state === 'submitting'
  const lines = returns.lines.filter((l) => l.left > 0)
  const errors = actionData && !actionData.ok ? (actionData.errors ?? {}) : {}
  const sent: Record<string, string | undefined> = actionData && !actionData.ok ? actionData.values : {}
  const described = (name: string) => (errors[name] ? { 'aria-invalid': true, 'aria-describedby': `${name}-error` } : {})
  const error = (name: string) =>
    errors[name] ? (
      <p id={`${name}-error`} className="field-error">
        {errors[name]}
      </p>
    ) : null
  return (
    <div className="container-page max-w-2xl py-10">
      <Link to={`/orders/${order.id}`} className="text-sm font-medium text-brand-700 hover:underline">
        ← Order {order.number}
      </Link>
      <h1 className="mt-2 text-2xl font-bold text-slate-900">Return an item</h1>
      {returns.notice ? <p className="mt-2 text-sm text-slate-700">{returns.notice}</p> : null}
      {!returns.canReturn ? (
        <p className="card mt-6 p-6 text-slate-700">
          {returns.notice ? 'Nothing on this order can be returned now.' : 'Items can be returned once the order has been delivered.'}{' '}
          <Link to="/refund" className="font-medium text-brand-700 underline">
            Read our refund policy
          </Link>
        </p>
      ) : (
        <Form method="post" encType="multipart/form-data" className="card mt-6 space-y-5 p-5" noValidate>
          <FormAlert message={actionData && !actionData.ok ? actionData.message : undefined} />
          <div>
            <label htmlFor="productId" className="field-label">
              Item
            </label>
            {/* Not `required`: it has no empty choice, so it is always answered (and HTML asks a required select for one). */}
            <select id="productId" name="productId" className="field-input" defaultValue={sent.productId} {...described('productId')}>
              {lines.map((line) => (
                <option key={line.productId} value={line.productId}>
                  {line.name} ({line.left} can be returned)
                </option>
              ))}
            </select>
            {error('productId')}
          </div>
          <div>
            <label htmlFor="quantity" className="field-label">
              Quantity
            </label>
            <input
              id="quantity"
              name="quantity"
              type="number"
              min={1}
              defaultValue={sent.quantity ?? 1}
              required
              className="field-input w-28"
              {...described('quantity')}
            />
            {error('quantity')}
          </div>
          <fieldset {...described('reason')}>
            <legend className="field-label">Reason</legend>
            <div className="mt-1 grid gap-2 sm:grid-cols-2">
              {RETURN_FORM_CHOICES.map((choice) => (
                <label key={choice.reason} className="flex min-h-11 items-center gap-2 rounded-md border border-slate-300 px-3 text-sm">
                  <input type="radio" name="reason" value={choice.reason} required defaultChecked={sent.reason === choice.reason} />{' '}
                  {choice.label}
                </label>
              ))}
            </div>
            {error('reason')}
          </fieldset>
          <fieldset {...described('outcome')}>
            <legend className="field-label">What would you like?</legend>
            <div className="mt-1 space-y-2">
              {RETURN_OUTCOMES.map((outcome) => (
                <label key={outcome} className="flex gap-2 rounded-md border border-slate-300 px-3 py-2 text-sm">
                  <input type="radio" name="outcome" value={outcome} required className="mt-1" defaultChecked={sent.outcome === outcome} />
                  <span>
                    <span className="font-medium text-slate-900">{OUTCOME_LABELS[outcome]}</span>
                    <span className="block text-slate-600">{OUTCOME_HINTS[outcome]}</span>
                  </span>
                </label>
              ))}
            </div>
            {error('outcome')}
          </fieldset>
          <div>
            <label htmlFor="description" className="field-label">
              What is wrong?
            </label>
            <textarea
              id="description"
              name="description"
              rows={4}
              required
              minLength={10}
              maxLength={1000}
              className="field-input"
              defaultValue={sent.description}
              {...described('description')}
            />
            {error('description')}
          </div>
          <div>
            <label htmlFor="photos" className="field-label">
              Photos (optional, up to {MAX_RETURN_PHOTOS})
            </label>
            <input
              id="photos"
              name="photos"
              type="file"
              multiple
              accept="image/jpeg,image/png,image/webp"
              className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium"
              aria-invalid={errors.photos ? true : undefined}
              aria-describedby={errors.photos ? 'photos-error photos-hint' : 'photos-hint'}
            />
            <p id="photos-hint" className="mt-1 text-xs text-slate-600">
              JPEG, PNG or WebP, up to 5 MB each: the fault, the box and the serial number label help us decide quickly.
            </p>
            {error('photos')}
          </div>
          <p className="text-sm text-slate-600">
            Keep the item in its original box with all accessories and the invoice.{' '}
            <Link to="/refund" className="font-medium text-brand-700 underline">
              Refund policy
            </Link>
          </p>
          <button type="submit" disabled={busy} className="btn-primary w-full sm:w-auto">
            Ask for a return
          </button>
        </Form>
      )}
    </div>
  )
}
