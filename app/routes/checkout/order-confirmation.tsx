import { useState } from 'react'
import { data, Link } from 'react-router'
import { AccessErrorBoundary } from '#app/components/access-denied.tsx'
import { services } from '#app/context.ts'
import { requireSignedIn } from '#app/lib/access.ts'
import { pageMeta } from '#app/lib/meta.ts'
import { getOrder } from '#src/modules/orders/orders.service.ts'
import type { Route } from './+types/order-confirmation'

export const meta = () => pageMeta('Order Confirmed')

export async function loader({ request, context }: Route.LoaderArgs) {
  requireSignedIn(context)
  const order = await getOrder(services(context), new URL(request.url).searchParams.get('orderId') ?? '')
  if (!order) throw data(null, { status: 404 })
  return { orderId: order.id, paymentMethod: order.paymentMethod }
}

export const ErrorBoundary = AccessErrorBoundary

export default function OrderConfirmation({ loaderData }: Route.ComponentProps) {
  const { orderId, paymentMethod } = loaderData
  const [copied, setCopied] = useState(false)
  return (
    <div className="container-page flex flex-col items-center py-20 text-center">
      <span
        className="inline-flex h-16 w-16 items-center justify-center rounded-full bg-green-100 text-3xl text-green-700"
        aria-hidden="true"
      >
        ✓
      </span>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">Thank You!</h1>
      <p className="mt-2 max-w-md text-slate-700">
        Your order has been placed{paymentMethod === 'cod' ? '. Please keep the amount ready for cash on delivery.' : ' and paid.'} We have
        emailed you the details.
      </p>
      <div className="mt-6 flex flex-wrap items-center justify-center gap-2 rounded-lg bg-slate-100 px-4 py-3">
        <span className="text-sm text-slate-700">Order ID</span>
        <code className="font-mono text-sm text-slate-900">{orderId}</code>
        <button
          type="button"
          className="btn-secondary px-3 py-1"
          onClick={() => {
            void navigator.clipboard?.writeText(orderId).then(() => setCopied(true))
          }}
        >
          {copied ? 'Copied' : 'Copy'}
        </button>
        <span className="sr-only" aria-live="polite">
          {copied ? 'Order ID copied' : ''}
        </span>
      </div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/orders" className="btn-primary">
          View My Orders
        </Link>
        <Link to="/" className="btn-secondary">
          Continue Shopping
        </Link>
      </div>
    </div>
  )
}
