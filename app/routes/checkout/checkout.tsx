import { randomUUID } from 'node:crypto'
import { useRef } from 'react'
import { data, Link, redirect, useNavigation } from 'react-router'
import { AccessErrorBoundary } from '#app/components/access-denied.tsx'
import { formValuesOf } from '#app/components/address-form.tsx'
import { BuyNowNote, BuyNowUnavailable } from '#app/components/buy-now-bits.tsx'
import { ADDRESS_FIELDS, type CheckoutErrors, type CheckoutValues, type Delivery } from '#app/components/checkout/checkout-values.ts'
import { PaymentStep } from '#app/components/checkout/payment-step.tsx'
import { ShippingStep } from '#app/components/checkout/shipping-step.tsx'
import { FormAlert } from '#app/components/form-bits.tsx'
import { OfferCodeForm } from '#app/components/offers/offer-code-form.tsx'
import { OfferTotals } from '#app/components/offers/offer-totals.tsx'
import { YouSave } from '#app/components/order-bits.tsx'
import { useStepAnnouncer } from '#app/components/route-announcer.tsx'
import { services } from '#app/context.ts'
import { requireSignedIn } from '#app/lib/access.ts'
import { useFocusFirstError } from '#app/lib/focus.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { formValues } from '#app/lib/responses.ts'
import { formatInr } from '#src/lib/money.ts'
import { addressSchema } from '#src/modules/accounts/browser.ts'
import { listAddresses } from '#src/modules/accounts/index.ts'
import { buyNowAsked, buyNowSelection, getCart } from '#src/modules/cart/index.ts'
import { offeredCart } from '#src/modules/offers/index.ts'
import { codWithinLimit, planParcels } from '#src/modules/orders/browser.ts'
import { enabledPaymentMethods, GENERIC_FAILURE, placeOrder, storeCreditBalance } from '#src/modules/orders/index.ts'
import { sellerBadges } from '#src/modules/sellers/index.ts'
import { unserviceableMessage } from '#src/modules/settings/browser.ts'
import { deliveryPromise } from '#src/modules/settings/index.ts'
import { httpStatusOf } from '#src/platform/http-failures.ts'
import { fieldErrors } from '#src/platform/validation.ts'
import type { Route } from './+types/checkout'

export const meta = () => noindexMeta('Checkout')

export const handle = { checkout: true }

export async function loader({ request, context }: Route.LoaderArgs) {
  const ctx = services(context)
  const actor = requireSignedIn(context)
  const search = new URL(request.url).searchParams
  const asked = buyNowAsked(search)
  const [inCart, bought, addresses, methods, storeCreditPaise] = await Promise.all([
    getCart(ctx),
    asked ? buyNowSelection(ctx, asked.productId, asked.quantity) : null,
    listAddresses(ctx),
    enabledPaymentMethods(ctx),
    storeCreditBalance(ctx.db, actor.id),
  ])
  // Buy now checks one product out alone: the summary, the totals and the order are that product's.
  if (bought && !bought.ok) return data({ unavailable: bought.message }, { status: httpStatusOf(bought) })
  const cart = bought ? bought.cart : inCart
  // The offers it gets (decision 083); Buy now gets the automatic ones, the cart's code stays with the cart.
  const [offered, sellers] = await Promise.all([
    offeredCart(ctx, cart),
    sellerBadges(ctx, [...new Set(cart.lines.map((line) => line.vendorId))]),
  ])
  // Said before payment: the order comes in one parcel per seller (decision 039), each named here.
  const parcels = planParcels(cart.lines).map((parcel) => ({
    ...parcel,
    sellerName: sellers.get(parcel.vendorId)?.name ?? 'Deccan Digital',
  }))
  const chosen = addresses.find((a) => a.id === search.get('address')) ?? addresses.find((a) => a.isDefault)
  return {
    unavailable: null,
    cart,
    offered,
    buyNow: bought ? { productId: bought.productId, quantity: bought.quantity, cartItems: inCart.itemCount } : null,
    addresses,
    methods,
    storeCreditPaise,
    codAllowed: codWithinLimit(offered.payablePaise),
    parcels,
    initial: chosen ? (formValuesOf(chosen) as CheckoutValues) : {},
    // A saved address from before States were a choice, or whose PIN is not in its State: fix it first.
    chosenNeedsFix: chosen?.needsFix ?? null,
    // One key per visit to this page: a double click or a retried request places one order.
    idempotencyKey: randomUUID(),
  }
}

type ActionData = {
  step: 1 | 2
  values: CheckoutValues
  errors: CheckoutErrors
  message?: string
  saveAddress?: boolean
  delivery?: Delivery
}

/** Where the payment step stands for this PIN: when it would arrive and whether cash is collected there. */
async function deliveryTo(ctx: ReturnType<typeof services>, pincode: string): Promise<Delivery | { error: string }> {
  const promise = await deliveryPromise(ctx, pincode)
  if (!promise.ok) return { error: promise.message }
  if (!promise.serviceable) return { error: unserviceableMessage(promise.pincode) }
  return { from: promise.from, to: promise.to, codAllowed: promise.codAllowed, pincode: promise.pincode }
}

export async function action({ request, context }: Route.ActionArgs) {
  const ctx = services(context)
  const form = await formValues(request)
  const values = Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, form[f] ?? ''])) as CheckoutValues
  const saveAddress = form.saveAddress === 'true'
  if (form.intent === 'back') return { step: 1, values, errors: {}, saveAddress } satisfies ActionData
  if (form.intent === 'shipping') {
    const parsed = addressSchema.safeParse(values)
    if (!parsed.success) return data<ActionData>({ step: 1, values, errors: fieldErrors(parsed.error), saveAddress }, { status: 400 })
    const delivery = await deliveryTo(ctx, parsed.data.pincode)
    if ('error' in delivery) return data<ActionData>({ step: 1, values, errors: { pincode: delivery.error }, saveAddress }, { status: 400 })
    return { step: 2, values, errors: {}, saveAddress, delivery } satisfies ActionData
  }
  if (!ctx.actor) throw redirect('/login?redirect=checkout')
  try {
    const outcome = await placeOrder(ctx, form)
    if (outcome.ok) {
      throw redirect(
        // A bank transfer's instructions are on the confirmation: the shopper pays from their own bank.
        outcome.paymentMethod === 'online' && outcome.paymentStatus !== 'paid' && outcome.paymentProvider !== 'bank'
          ? `/pay/${outcome.orderId}`
          : `/order-confirmation?orderId=${outcome.orderId}`,
      )
    }
    if (outcome.code === 'not_signed_in') throw redirect('/login?redirect=checkout')
    const step = outcome.errors && ADDRESS_FIELDS.some((f) => outcome.errors?.[f]) ? 1 : 2
    const delivery = step === 2 ? await deliveryTo(ctx, values.pincode ?? '') : null
    return data<ActionData>(
      {
        step,
        values,
        errors: outcome.errors ?? {},
        message: outcome.message,
        saveAddress,
        delivery: delivery && !('error' in delivery) ? delivery : undefined,
      },
      { status: httpStatusOf(outcome) },
    )
  } catch (error) {
    if (error instanceof Response) throw error
    ctx.log.error({ err: error }, 'checkout failed')
    return data<ActionData>({ step: 2, values, errors: {}, message: GENERIC_FAILURE, saveAddress }, { status: 500 })
  }
}

export const ErrorBoundary = AccessErrorBoundary

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.unavailable !== null) return <BuyNowUnavailable message={loaderData.unavailable} />
  return <CheckoutSteps loaderData={loaderData} actionData={actionData as ActionData | undefined} />
}

type Ready = Extract<Route.ComponentProps['loaderData'], { unavailable: null }>

function CheckoutSteps({ loaderData, actionData }: { loaderData: Ready; actionData: ActionData | undefined }) {
  const { cart, offered, buyNow, addresses, methods, storeCreditPaise, codAllowed, initial, chosenNeedsFix, idempotencyKey, parcels } =
    loaderData
  const kept = offered.pricing.applied.find((a) => a.code !== null && a.code === cart.offerCode)
  const result = actionData
  const step = result?.step ?? 1
  const values = result?.values ?? initial
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  const placing = busy && navigation.formData?.get('intent') === 'place'
  // A refused step puts focus on the first field to fix, or on the alert saying why.
  const card = useRef<HTMLDivElement>(null)
  const failed = Boolean(result?.message) || Object.values(result?.errors ?? {}).some(Boolean)
  useFocusFirstError(card, result, failed)
  // A step that went through moves focus to the next step's heading and says where the shopper is.
  useStepAnnouncer(step, `Checkout, step ${step} of 2: ${step === 1 ? 'Shipping' : 'Payment'}`, card, failed)

  if (cart.lines.length === 0) {
    return (
      <div className="container-page flex flex-col items-center py-24 text-center">
        <h1 className="text-3xl font-bold text-slate-900">Checkout</h1>
        <p className="mt-3 text-slate-700">Your cart is empty, so there is nothing to check out yet.</p>
        <Link to="/products" className="btn-primary mt-8">
          Browse Products
        </Link>
      </div>
    )
  }

  return (
    <div className="container-page py-10">
      <h1 className="text-3xl font-bold text-slate-900">Checkout</h1>
      <ol className="mt-4 flex gap-6 text-sm" aria-label="Checkout steps">
        <li aria-current={step === 1 ? 'step' : undefined} className={step === 1 ? 'font-semibold text-brand-700' : 'text-slate-600'}>
          1. Shipping
        </li>
        <li aria-current={step === 2 ? 'step' : undefined} className={step === 2 ? 'font-semibold text-brand-700' : 'text-slate-600'}>
          2. Payment
        </li>
      </ol>
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div ref={card} className="card p-6">
          <div className="mb-4">
            <FormAlert message={result?.message} />
          </div>
          {step === 1 ? (
            <ShippingStep
              key={JSON.stringify(values)}
              buyNow={buyNow}
              values={values}
              errors={result?.errors ?? {}}
              addresses={addresses}
              needsFix={result ? null : chosenNeedsFix}
              busy={busy}
              saveAddress={result?.saveAddress ?? false}
            />
          ) : (
            <PaymentStep
              buyNow={buyNow}
              values={values}
              methods={methods}
              codAllowed={codAllowed}
              idempotencyKey={idempotencyKey}
              busy={busy}
              placing={placing}
              saveAddress={result?.saveAddress ?? false}
              totalPaise={offered.payablePaise}
              storeCreditPaise={storeCreditPaise}
              delivery={result?.delivery}
              parcels={parcels}
            />
          )}
        </div>
        <aside aria-labelledby="checkout-summary" className="card h-fit p-6">
          <h2 id="checkout-summary" className="text-lg font-semibold text-slate-900">
            Order Summary
          </h2>
          <ul className="my-4 space-y-2 text-sm">
            {cart.lines.map((line) => (
              <li key={line.productId} className="flex justify-between gap-3">
                <span className="text-slate-800">
                  {line.name} × {line.quantity}
                </span>
                <span className="shrink-0 font-medium text-slate-900">{formatInr(line.lineTotalWithGstPaise)}</span>
              </li>
            ))}
          </ul>
          <OfferTotals offered={offered} />
          <YouSave savingsPaise={cart.savingsPaise} />
          {buyNow ? null : (
            <OfferCodeForm code={cart.offerCode} saved={kept?.amountPaise ?? 0} refusal={offered.pricing.refusal?.message ?? null} />
          )}
          {buyNow ? <BuyNowNote cartItems={buyNow.cartItems} /> : null}
        </aside>
      </div>
    </div>
  )
}
