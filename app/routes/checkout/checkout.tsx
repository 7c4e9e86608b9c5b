import { randomUUID } from 'node:crypto'
import { useRef, useState } from 'react'
import { data, Form, Link, redirect, useNavigation } from 'react-router'
import { AccessErrorBoundary } from '#app/components/access-denied.tsx'
import { AddressFields, formValuesOf } from '#app/components/address-form.tsx'
import { type BuyNow, BuyNowFields, BuyNowNote, BuyNowUnavailable, checkoutHref } from '#app/components/buy-now-bits.tsx'
import { FormAlert } from '#app/components/form-bits.tsx'
import { Totals, YouSave } from '#app/components/order-bits.tsx'
import { PaymentTerms } from '#app/components/payment-terms.tsx'
import { useStepAnnouncer } from '#app/components/route-announcer.tsx'
import { services } from '#app/context.ts'
import { requireSignedIn } from '#app/lib/access.ts'
import { useFocusFirstError } from '#app/lib/focus.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { formValues } from '#app/lib/responses.ts'
import { stateByCode } from '#src/lib/india-states.ts'
import { formatInr } from '#src/lib/money.ts'
import { addressSchema } from '#src/modules/accounts/browser.ts'
import { listAddresses } from '#src/modules/accounts/index.ts'
import { buyNowAsked, buyNowSelection, getCart } from '#src/modules/cart/index.ts'
import { COD_LIMIT_PAISE, codWithinLimit } from '#src/modules/orders/browser.ts'
import { enabledPaymentMethods, GENERIC_FAILURE, placeOrder, storeCreditBalance } from '#src/modules/orders/index.ts'
import { formatDeliveryRange, noCodMessage, unserviceableMessage } from '#src/modules/settings/browser.ts'
import { deliveryPromise } from '#src/modules/settings/index.ts'
import { httpStatusOf } from '#src/platform/http-failures.ts'
import { fieldErrors } from '#src/platform/validation.ts'
import type { Route } from './+types/checkout'

export const meta = () => noindexMeta('Checkout')

export const handle = { checkout: true }

/** What each way of paying covers, said where the shopper chooses. */
const METHOD_NOTES: Record<string, string> = {
  online: 'UPI, credit and debit cards, and netbanking',
  cod: 'Pay in cash when your order arrives',
}

const ADDRESS_FIELDS = ['fullName', 'addressLine1', 'addressLine2', 'city', 'state', 'pincode', 'phone', 'gstin', 'businessName'] as const
type Values = Partial<Record<(typeof ADDRESS_FIELDS)[number], string>>
type Errors = Record<string, string | undefined>

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
  const chosen = addresses.find((a) => a.id === search.get('address')) ?? addresses.find((a) => a.isDefault)
  return {
    unavailable: null,
    cart,
    buyNow: bought ? { productId: bought.productId, quantity: bought.quantity, cartItems: inCart.itemCount } : null,
    addresses,
    methods,
    storeCreditPaise,
    codAllowed: codWithinLimit(cart.totalPaise),
    initial: chosen ? (formValuesOf(chosen) as Values) : {},
    // A saved address from before States were a choice, or whose PIN is not in its State: fix it first.
    chosenNeedsFix: chosen?.needsFix ?? null,
    // One key per visit to this page: a double click or a retried request places one order.
    idempotencyKey: randomUUID(),
  }
}

type Delivery = { from: string; to: string; codAllowed: boolean; pincode: string }
type ActionData = { step: 1 | 2; values: Values; errors: Errors; message?: string; saveAddress?: boolean; delivery?: Delivery }

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
  const values = Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, form[f] ?? ''])) as Values
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
        outcome.paymentMethod === 'online' && outcome.paymentStatus !== 'paid'
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
  const { cart, buyNow, addresses, methods, storeCreditPaise, codAllowed, initial, chosenNeedsFix, idempotencyKey } = loaderData
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
              totalPaise={cart.totalPaise}
              storeCreditPaise={storeCreditPaise}
              delivery={result?.delivery}
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
                <span className="shrink-0 font-medium text-slate-900">{formatInr(line.lineTotalPaise)}</span>
              </li>
            ))}
          </ul>
          <Totals {...cart} />
          <YouSave savingsPaise={cart.savingsPaise} />
          {buyNow ? <BuyNowNote cartItems={buyNow.cartItems} /> : null}
        </aside>
      </div>
    </div>
  )
}

/** The spec's shipping form: each field's error clears as soon as that field is edited. */
function ShippingStep({
  buyNow,
  values,
  errors: serverErrors,
  addresses,
  needsFix,
  busy,
  saveAddress,
}: {
  buyNow: BuyNow
  values: Values
  errors: Errors
  addresses: Array<{ id: string; fullName: string; addressLine1: string; city: string; needsFix: string | null }>
  needsFix: string | null
  busy: boolean
  saveAddress: boolean
}) {
  const [errors, setErrors] = useState(serverErrors)
  return (
    <Form
      method="post"
      action={buyNow ? checkoutHref(buyNow) : undefined}
      noValidate
      onChange={(e) => setErrors((current) => ({ ...current, [(e.target as unknown as HTMLInputElement).name]: undefined }))}
    >
      <input type="hidden" name="intent" value="shipping" />
      <BuyNowFields buyNow={buyNow} />
      <h2 className="mb-4 text-xl font-semibold text-slate-900">Shipping Address</h2>
      {addresses.length > 0 ? (
        <div className="mb-5">
          <p className="field-label">Use a saved address</p>
          <ul className="flex flex-wrap gap-2">
            {addresses.map((a) => (
              <li key={a.id}>
                <Link
                  to={checkoutHref(buyNow, { address: a.id })}
                  className="inline-block rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-800 hover:border-brand-600"
                >
                  {a.fullName}, {a.addressLine1}, {a.city}
                  {a.needsFix ? <span className="ml-1 text-amber-800">(needs a fix)</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {needsFix ? (
        <p className="mb-4 rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
          This saved address needs a fix: {needsFix} Correct it below; to keep the fix, also{' '}
          <Link to="/account#address-form" className="font-semibold underline">
            edit it in My Account
          </Link>
          .
        </p>
      ) : null}
      <AddressFields values={values} errors={errors} />
      <label className="mt-4 flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" name="saveAddress" value="true" defaultChecked={saveAddress} className="h-4 w-4 accent-brand-700" />
        Save this address to my account
      </label>
      <button type="submit" className="btn-primary mt-6" disabled={busy}>
        Continue to Payment
      </button>
    </Form>
  )
}

function PaymentStep({
  buyNow,
  values,
  methods,
  codAllowed,
  idempotencyKey,
  busy,
  placing,
  saveAddress,
  totalPaise,
  storeCreditPaise,
  delivery,
}: {
  buyNow: BuyNow
  values: Values
  methods: Array<{ id: string; name: string }>
  codAllowed: boolean
  idempotencyKey: string
  busy: boolean
  placing: boolean
  saveAddress: boolean
  totalPaise: number
  /** The shopper's store credit balance. */
  storeCreditPaise: number
  delivery: Delivery | undefined
}) {
  // Cash on delivery needs both: an order under the legal limit, and a PIN where the courier collects cash.
  const codHere = delivery?.codAllowed ?? true
  const available = methods.filter((m) => m.id !== 'cod' || (codAllowed && codHere))
  const total = formatInr(totalPaise)
  const credit = Math.min(storeCreditPaise, totalPaise)
  const due = formatInr(totalPaise - credit)
  return (
    // `pay-choice` (app.css): the submit button's words follow the choices by CSS alone, right without JavaScript too.
    <Form method="post" action={buyNow ? checkoutHref(buyNow) : undefined} className="pay-choice">
      {ADDRESS_FIELDS.map((f) => (
        <input key={f} type="hidden" name={f} value={values[f] ?? ''} />
      ))}
      {saveAddress ? <input type="hidden" name="saveAddress" value="true" /> : null}
      <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
      <BuyNowFields buyNow={buyNow} />
      <h2 className="text-xl font-semibold text-slate-900">Payment Method</h2>
      <p className="mt-1 text-sm text-slate-600">
        Delivering to {values.fullName}, {values.addressLine1}, {values.city}, {stateByCode(values.state ?? '')?.name} {values.pincode}
      </p>
      {values.gstin ? (
        <p className="mt-1 text-sm text-slate-600">
          GST invoice to {values.businessName}, GSTIN {values.gstin.toUpperCase()}
        </p>
      ) : null}
      {available.length === 0 ? (
        <p role="alert" className="mt-4 text-sm text-red-800">
          No payment method is available for this order right now. Please try again later or contact us.
        </p>
      ) : null}
      <fieldset className="mt-4 space-y-3">
        <legend className="sr-only">Payment method</legend>
        {available.map((m, index) => (
          <label
            key={m.id}
            className="flex cursor-pointer items-center gap-3 rounded-lg border border-slate-300 p-4 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              name="paymentMethod"
              value={m.id}
              defaultChecked={m.id === 'online' || (index === 0 && !available.some((x) => x.id === 'online'))}
              className="h-4 w-4 accent-brand-700"
            />
            <span>
              <span className="block font-medium text-slate-900">{m.name}</span>
              {METHOD_NOTES[m.id] ? <span className="block text-sm text-slate-600">{METHOD_NOTES[m.id]}</span> : null}
            </span>
          </label>
        ))}
      </fieldset>
      <PaymentTerms />
      {credit > 0 ? (
        <label className="mt-4 flex cursor-pointer items-start gap-3 rounded-lg border border-green-300 bg-green-50 p-4">
          <input type="checkbox" name="useStoreCredit" value="true" defaultChecked className="mt-0.5 h-4 w-4 accent-brand-700" />
          <span>
            <span className="block font-medium text-slate-900">Use my store credit: {formatInr(credit)}</span>
            <span className="block text-sm text-slate-700">
              {credit === totalPaise
                ? `It pays for the whole order (you have ${formatInr(storeCreditPaise)}).`
                : `You have ${formatInr(storeCreditPaise)}; you pay the other ${due} by the method above.`}
            </span>
          </span>
        </label>
      ) : null}
      {delivery ? <p className="mt-2 text-sm font-medium text-slate-900">Estimated delivery: {formatDeliveryRange(delivery)}</p> : null}
      {methods.some((m) => m.id === 'cod') && codAllowed && !codHere && delivery ? (
        <p className="mt-3 text-sm text-slate-700">{noCodMessage(delivery.pincode)}</p>
      ) : null}
      {methods.some((m) => m.id === 'cod') && !codAllowed ? (
        <p className="mt-3 text-sm text-slate-700">
          Cash on Delivery is not available for orders of {formatInr(COD_LIMIT_PAISE)} or more: Indian income-tax law does not allow cash
          payments of that size.
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="submit" name="intent" value="back" className="btn-secondary" disabled={busy} formNoValidate>
          Back
        </button>
        <button type="submit" name="intent" value="place" className="btn-primary" disabled={busy}>
          {placing ? (
            'Processing...'
          ) : (
            <>
              <span data-when="cod">Place order · {total}</span>
              <span data-when="online">Pay {total}</span>
              <span data-when="credit cod">{credit === totalPaise ? 'Place order · paid with store credit' : `Place order · ${due}`}</span>
              <span data-when="credit online">{credit === totalPaise ? 'Place order · paid with store credit' : `Pay ${due}`}</span>
            </>
          )}
        </button>
      </div>
    </Form>
  )
}
