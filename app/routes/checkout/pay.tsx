import { data, Form, Link, redirect, useNavigation } from 'react-router'
import { AccessErrorBoundary } from '#app/components/access-denied.tsx'
import { FormAlert } from '#app/components/form-bits.tsx'
import { services } from '#app/context.ts'
import { requireSignedIn } from '#app/lib/access.ts'
import { pageMeta } from '#app/lib/meta.ts'
import { formValues } from '#app/lib/responses.ts'
import { formatInr } from '#src/lib/money.ts'
import { completeTestPayment, payableOrder } from '#src/modules/payments/test-gateway.service.ts'
import type { Route } from './+types/pay'

export const meta = () => pageMeta('Test Payment')

export async function loader({ params, context }: Route.LoaderArgs) {
  requireSignedIn(context)
  const order = await payableOrder(services(context), params.orderId)
  if (order?.paymentProvider !== 'test') throw data(null, { status: 404 })
  if (order.paymentStatus === 'paid') throw redirect(`/order-confirmation?orderId=${order.id}`)
  return { orderId: order.id, totalPaise: order.totalPaise, failed: order.paymentStatus === 'failed', payable: order.status === 'pending' }
}

export async function action({ params, request, context }: Route.ActionArgs) {
  requireSignedIn(context)
  const { outcome } = await formValues(request)
  const result = await completeTestPayment(services(context), params.orderId, outcome === 'succeed')
  if (!result.ok) return data({ message: result.message }, { status: result.status })
  if (result.paid) throw redirect(`/order-confirmation?orderId=${params.orderId}`)
  return { message: 'The payment failed. Nothing was charged. You can try again.' }
}

export const ErrorBoundary = AccessErrorBoundary

/** The built-in test gateway: clearly not a real payment page, so nobody mistakes it for one. */
export default function Pay({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting'
  const { orderId, totalPaise, failed, payable } = loaderData
  return (
    <div className="container-page flex justify-center py-12">
      <div className="w-full max-w-lg overflow-hidden rounded-xl border-2 border-dashed border-amber-500 bg-white shadow-sm">
        <p className="bg-amber-100 px-6 py-3 text-sm font-semibold text-amber-950">
          Test payment gateway: this is a simulation. No money moves.
        </p>
        <div className="p-6">
          <h1 className="text-2xl font-bold text-slate-900">Pay {formatInr(totalPaise)}</h1>
          <p className="mt-1 text-sm text-slate-600">Order {orderId}</p>
          <div className="mt-4">
            <FormAlert message={actionData?.message ?? (failed ? 'The last payment attempt failed. You can try again.' : undefined)} />
          </div>
          {payable ? (
            <Form method="post" className="mt-6 flex flex-col gap-3 sm:flex-row">
              <button type="submit" name="outcome" value="succeed" className="btn-primary flex-1" disabled={busy}>
                Simulate successful payment
              </button>
              <button type="submit" name="outcome" value="fail" className="btn-secondary flex-1" disabled={busy}>
                Simulate failed payment
              </button>
            </Form>
          ) : (
            <p className="mt-6 text-slate-700">This order is no longer waiting for a payment.</p>
          )}
          <Link to={`/orders/${orderId}`} className="mt-6 inline-block text-sm font-medium text-brand-700 hover:underline">
            View the order
          </Link>
        </div>
      </div>
    </div>
  )
}
