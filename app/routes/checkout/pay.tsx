import { useRef, useState } from 'react'
import { data, Form, Link, redirect, useNavigation } from 'react-router'
import { AccessErrorBoundary } from '#app/components/access-denied.tsx'
import { type StripePageCheckout, StripePayment } from '#app/components/checkout/stripe-payment.tsx'
import { FormAlert } from '#app/components/form-bits.tsx'
import { services } from '#app/context.ts'
import { requireSignedIn } from '#app/lib/access.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { formValues } from '#app/lib/responses.ts'
import { formatInr } from '#src/lib/money.ts'
import { SIMULATED_METHODS } from '#src/modules/offers/browser.ts'
import { paymentConditionsOf } from '#src/modules/offers/index.ts'
import {
  completeTestPayment,
  confirmRazorpayPayment,
  payableOrder,
  type RazorpayCheckout,
  startRazorpayPayment,
  startStripePayment,
} from '#src/modules/orders/index.ts'
import { httpStatusOf } from '#src/platform/http-failures.ts'
import type { Route } from './+types/pay'

export const meta = () => noindexMeta('Payment')

export const handle = { checkout: true }

export async function loader({ params, context }: Route.LoaderArgs) {
  requireSignedIn(context)
  const ctx = services(context)
  const order = await payableOrder(ctx, params.orderId)
  if (order?.paymentMethod !== 'online') throw data(null, { status: 404 })
  if (order.paymentProvider === 'test' && !ctx.testGateway) throw data(null, { status: 404 })
  if (order.paymentStatus === 'paid') throw redirect(`/order-confirmation?orderId=${order.id}`)
  const payable = order.status === 'pending'
  let checkout: RazorpayCheckout | null = null
  let problem: string | undefined
  if (order.paymentProvider === 'razorpay' && payable) {
    const started = await startRazorpayPayment(ctx, order.id)
    if (started.ok) checkout = started.checkout
    else problem = started.message
  }
  let stripe: StripePageCheckout | null = null
  if (order.paymentProvider === 'stripe' && payable) {
    const started = await startStripePayment(ctx, order.id)
    if (started.ok) stripe = started.checkout
    else problem = started.message
  }
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    totalPaise: order.duePaise,
    // The bank offers the order took: the payment must be made as they ask (decision 083).
    bankOffers: await paymentConditionsOf(ctx.db, order.id),
    provider: order.paymentProvider,
    failed: order.paymentStatus === 'failed',
    payable,
    checkout,
    stripe,
    problem,
  }
}

export async function action({ params, request, context }: Route.ActionArgs) {
  requireSignedIn(context)
  const ctx = services(context)
  const form = await formValues(request)
  const result =
    form.intent === 'razorpay'
      ? await confirmRazorpayPayment(ctx, params.orderId, form)
      : await completeTestPayment(ctx, params.orderId, form.outcome === 'succeed', form.method)
  if (!result.ok) return data({ message: result.message }, { status: httpStatusOf(result) })
  if (result.paid) throw redirect(`/order-confirmation?orderId=${params.orderId}`)
  return { message: 'The payment failed. Nothing was charged. You can try again.' }
}

export const ErrorBoundary = AccessErrorBoundary

export default function Pay({ loaderData, actionData }: Route.ComponentProps) {
  const { orderId, orderNumber, totalPaise, provider, failed, payable, checkout, stripe, problem, bankOffers } = loaderData
  const message = actionData?.message ?? problem ?? (failed ? 'The last payment attempt failed. You can try again.' : undefined)
  if (provider === 'razorpay') {
    return (
      <PaymentCard
        title={`Pay ${formatInr(totalPaise)}`}
        orderId={orderId}
        orderNumber={orderNumber}
        message={message}
        bankOffers={bankOffers}
      >
        {payable && checkout ? <RazorpayButton checkout={checkout} /> : null}
      </PaymentCard>
    )
  }
  if (provider === 'stripe') {
    return (
      <PaymentCard
        title={`Pay ${formatInr(totalPaise)}`}
        orderId={orderId}
        orderNumber={orderNumber}
        message={message}
        bankOffers={bankOffers}
      >
        {payable && stripe ? <StripePayment checkout={stripe} orderId={orderId} /> : null}
      </PaymentCard>
    )
  }
  return (
    <TestGateway
      orderId={orderId}
      orderNumber={orderNumber}
      totalPaise={totalPaise}
      payable={payable}
      message={message}
      bankOffers={bankOffers}
    />
  )
}

function PaymentCard({
  title,
  orderId,
  orderNumber,
  message,
  banner,
  bankOffers = [],
  children,
}: {
  title: string
  orderId: string
  orderNumber: string
  message?: string
  banner?: string
  bankOffers?: ReadonlyArray<{ name: string; words: string }>
  children: React.ReactNode
}) {
  return (
    <div className="container-page flex justify-center py-12">
      <div
        className={`w-full max-w-lg overflow-hidden rounded-xl bg-white shadow-sm ${banner ? 'border-2 border-dashed border-amber-500' : 'border border-slate-200'}`}
      >
        {banner ? <p className="bg-amber-100 px-6 py-3 text-sm font-semibold text-amber-950">{banner}</p> : null}
        <div className="p-6">
          <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
          <p className="mt-1 text-sm text-slate-600">Order {orderNumber}</p>
          <div className="mt-4">
            <FormAlert message={message} />
          </div>
          {bankOffers.map((offer) => (
            <p key={offer.name} className="mt-2 rounded-lg bg-green-50 px-3 py-2 text-sm text-green-900">
              Your order has the bank offer {offer.name}: it is for {offer.words.replace(/^paying/, 'payments')}. Please pay that way.
            </p>
          ))}
          {children}
          <Link to={`/orders/${orderId}`} className="mt-6 inline-block text-sm font-medium text-brand-700 hover:underline">
            View the order
          </Link>
        </div>
      </div>
    </div>
  )
}

/** The built-in test gateway: clearly not a real payment page, so nobody mistakes it for one. */
function TestGateway({
  orderId,
  orderNumber,
  totalPaise,
  payable,
  message,
  bankOffers,
}: {
  orderId: string
  orderNumber: string
  totalPaise: number
  payable: boolean
  message?: string
  bankOffers: ReadonlyArray<{ name: string; words: string }>
}) {
  const busy = useNavigation().state === 'submitting'
  return (
    <PaymentCard
      title={`Pay ${formatInr(totalPaise)}`}
      orderId={orderId}
      orderNumber={orderNumber}
      message={message}
      banner="Test payment gateway: this is a simulation. No money moves."
      bankOffers={bankOffers}
    >
      {payable ? (
        <Form method="post" className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
          {/* What a real gateway would report of the payment: a bank offer's condition is checked against it. */}
          <div className="w-full">
            <label htmlFor="simulated-method" className="field-label">
              Pay with (simulated)
            </label>
            <select id="simulated-method" name="method" className="field-input" defaultValue={SIMULATED_METHODS[0]?.id}>
              {SIMULATED_METHODS.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.label}
                </option>
              ))}
            </select>
          </div>
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
    </PaymentCard>
  )
}

type RazorpayResponse = { razorpay_payment_id: string; razorpay_order_id: string; razorpay_signature: string }
type RazorpayConstructor = new (options: object) => { open(): void }

/** Opens Razorpay Checkout; its result is posted back here and verified on the server. */
function RazorpayButton({ checkout }: { checkout: RazorpayCheckout }) {
  const form = useRef<HTMLFormElement>(null)
  const [opening, setOpening] = useState(false)
  const open = async () => {
    setOpening(true)
    const w = window as unknown as { Razorpay?: RazorpayConstructor }
    if (!w.Razorpay) {
      await new Promise<void>((resolve, reject) => {
        const script = document.createElement('script')
        script.src = 'https://checkout.razorpay.com/v1/checkout.js'
        script.onload = () => resolve()
        script.onerror = () => reject(new Error('Razorpay Checkout did not load'))
        document.head.append(script)
      }).catch(() => setOpening(false))
    }
    if (!w.Razorpay) return
    new w.Razorpay({
      key: checkout.keyId,
      order_id: checkout.gatewayOrderId,
      amount: checkout.amountPaise,
      currency: 'INR',
      name: 'Deccan Digital',
      prefill: { name: checkout.name, email: checkout.email, contact: checkout.contact },
      handler(response: RazorpayResponse) {
        const el = form.current
        if (!el) return
        for (const [key, value] of Object.entries(response)) (el.elements.namedItem(key) as HTMLInputElement).value = value
        el.requestSubmit()
      },
      modal: { ondismiss: () => setOpening(false) },
    }).open()
  }
  return (
    <Form method="post" ref={form} className="mt-6">
      <input type="hidden" name="intent" value="razorpay" />
      <input type="hidden" name="razorpay_payment_id" />
      <input type="hidden" name="razorpay_order_id" />
      <input type="hidden" name="razorpay_signature" />
      <button type="button" className="btn-primary w-full" onClick={() => void open()} disabled={opening}>
        {opening ? 'Opening Razorpay...' : 'Pay with Razorpay'}
      </button>
    </Form>
  )
}
