import { data, useSearchParams } from 'react-router'
import { DeliveryZonesForm } from '#app/components/admin/delivery-zones-form.tsx'
import { type MethodDialogMode, PaymentMethodDialog } from '#app/components/admin/payment-method-dialog.tsx'
import { PaymentMethodsList } from '#app/components/admin/payment-methods-list.tsx'
import { StoreDetailsForm } from '#app/components/admin/store-details-form.tsx'
import { FormAlert, FormSuccess } from '#app/components/form-bits.tsx'
import { services } from '#app/context.ts'
import { requireAdmin } from '#app/lib/access.ts'
import { noindexMeta } from '#app/lib/meta.ts'
import { formValues } from '#app/lib/responses.ts'
import { STORE_DETAILS_FIELDS } from '#src/modules/settings/browser.ts'
import {
  addPaymentMethod,
  adminStoreDetails,
  deleteDeliveryZone,
  deletePaymentMethod,
  listDeliveryZones,
  listPaymentMethods,
  saveDeliveryZone,
  updatePaymentMethod,
  updateStoreDetails,
} from '#src/modules/settings/index.ts'
import { httpStatusOf } from '#src/platform/http-failures.ts'
import type { FieldErrors } from '#src/platform/validation.ts'
import type { Route } from './+types/settings'

export const meta = () => noindexMeta('Settings')

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request)
  const ctx = services(context)
  const [payments, store, zones] = await Promise.all([listPaymentMethods(ctx), adminStoreDetails(ctx), listDeliveryZones(ctx)])
  return { ...payments, store, zones }
}

type ActionResult = {
  intent: string
  ok: boolean
  message: string
  errors?: FieldErrors<string>
  /** Typed store details to show again after a refusal (no secrets are ever echoed). */
  values?: Record<string, string>
  methodType?: 'digital' | 'offline'
  /** The method an edit was refused for, to reopen its modal. */
  editId?: string
  /** The delivery zone a refusal is about ('' for a new one). */
  zoneId?: string
}

export async function action({ request, context }: Route.ActionArgs) {
  requireAdmin(context, request)
  const ctx = services(context)
  const { intent = '', methodId = '', zoneId = '', ...form } = await formValues(request)
  const answer = (result: ActionResult, status = 200) => data(result, { status })
  if (intent === 'toggle') {
    const outcome = await updatePaymentMethod(ctx, methodId, { enabled: form.enabled === 'true' })
    return answer({ intent, ...outcome }, outcome.ok ? 200 : httpStatusOf(outcome))
  }
  if (intent === 'add-method') {
    const outcome = await addPaymentMethod(ctx, form)
    const methodType = form.provider === 'cod' || form.provider === 'bank' ? 'offline' : 'digital'
    return answer({ intent, methodType, ...outcome }, outcome.ok ? 200 : httpStatusOf(outcome))
  }
  if (intent === 'edit-method') {
    const { name, apiKey, apiSecret, bankDetails } = form
    const edit = Object.fromEntries(Object.entries({ name, apiKey, apiSecret, bankDetails }).filter(([, v]) => v !== undefined))
    const outcome = await updatePaymentMethod(ctx, methodId, edit)
    return answer({ intent, editId: methodId, ...outcome }, outcome.ok ? 200 : httpStatusOf(outcome))
  }
  if (intent === 'delete-method') {
    const outcome = await deletePaymentMethod(ctx, methodId)
    return answer({ intent, ...outcome }, outcome.ok ? 200 : httpStatusOf(outcome))
  }
  if (intent === 'store-details') {
    const values = Object.fromEntries(STORE_DETAILS_FIELDS.map((f) => [f, form[f] ?? '']))
    const outcome = await updateStoreDetails(ctx, values)
    return outcome.ok
      ? answer({ intent, ok: true, message: outcome.message })
      : answer({ intent, ok: false, message: outcome.message, errors: outcome.errors, values }, httpStatusOf(outcome))
  }
  if (intent === 'save-zone' || intent === 'delete-zone') {
    const outcome = intent === 'save-zone' ? await saveDeliveryZone(ctx, zoneId || null, form) : await deleteDeliveryZone(ctx, zoneId)
    return answer({ intent, zoneId, ...outcome }, outcome.ok ? 200 : httpStatusOf(outcome))
  }
  return answer({ intent, ok: false, message: 'Unknown request.' }, 400)
}

export default function AdminSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { methods, liveGateway, store, zones } = loaderData
  const result = actionData as ActionResult | undefined
  const [params] = useSearchParams()
  const zoneResult = result?.intent === 'save-zone' || result?.intent === 'delete-zone' ? result : undefined
  const methodResult = result && result.intent !== 'store-details' && !zoneResult ? result : undefined
  const dialog = dialogMode(params, methods, result)
  return (
    <>
      <h1 className="text-2xl font-bold text-slate-900">Settings</h1>
      <section aria-labelledby="payments-heading" className="mt-6 space-y-4">
        <h2 id="payments-heading" className="text-xl font-semibold text-slate-900">
          Payment methods
        </h2>
        <p className="rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-slate-800">
          {liveGateway === 'razorpay' ? (
            <>
              <strong>Live online gateway: Razorpay</strong>, with the keys in the server's configuration (RAZORPAY_KEY_ID). Keys saved here
              are kept for reference and are not used for payments.
            </>
          ) : liveGateway === 'stripe' ? (
            <>
              <strong>Live online gateway: Stripe</strong>, with the keys in the server's configuration (STRIPE_SECRET_KEY,
              STRIPE_PUBLISHABLE_KEY); shoppers pay in Stripe's Payment Element, and an order is paid when Stripe's signed webhook says so
              (STRIPE_WEBHOOK_SECRET). Keys saved here are kept for reference and are not used for payments.
            </>
          ) : liveGateway === null ? (
            <>
              <strong>No online gateway: checkout offers cash on delivery only.</strong> Razorpay takes payments once RAZORPAY_KEY_ID and
              RAZORPAY_KEY_SECRET are set on the server, or Stripe once STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are. The built-in test
              gateway is off in production (a staging shop may switch it on with PAYMENT_TEST_GATEWAY=true); keys saved here are not used
              for payments.
            </>
          ) : (
            <>
              <strong>Live online gateway: the built-in test gateway</strong> (simulated payments; no money moves). Razorpay takes real
              payments once RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET are set on the server (or Stripe, with STRIPE_SECRET_KEY and
              STRIPE_PUBLISHABLE_KEY); keys saved here are not used for payments.
            </>
          )}
        </p>
        <div aria-live="polite">
          {methodResult && !dialog ? (
            methodResult.ok ? (
              <FormSuccess message={methodResult.message} />
            ) : (
              <FormAlert message={methodResult.message} />
            )
          ) : null}
        </div>
        <div className="grid gap-4 xl:grid-cols-2">
          <PaymentMethodsList title="Digital payment methods" type="digital" methods={methods.filter((m) => m.type === 'digital')} />
          <PaymentMethodsList title="Offline payment methods" type="offline" methods={methods.filter((m) => m.type === 'offline')} />
        </div>
      </section>
      <section aria-labelledby="store-heading" className="mt-10 space-y-4">
        <h2 id="store-heading" className="text-xl font-semibold text-slate-900">
          Store details
        </h2>
        <p className="text-sm text-slate-700">Shown on the contact page, in the footer and on tax invoices.</p>
        <StoreDetailsForm key={JSON.stringify(store)} details={store} result={result?.intent === 'store-details' ? result : undefined} />
      </section>
      <section aria-labelledby="delivery-heading" className="mt-10 space-y-4">
        <h2 id="delivery-heading" className="text-xl font-semibold text-slate-900">
          Delivery zones
        </h2>
        <p className="text-sm text-slate-700">
          Shoppers see these dates on product pages, in the cart and at checkout, and cash on delivery is offered only where a zone allows
          it. A PIN code belongs to the zone with the longest prefix it starts with; a PIN in no zone is not delivered to.
        </p>
        <DeliveryZonesForm key={JSON.stringify(zones)} zones={zones} result={zoneResult} />
      </section>
      {dialog ? (
        <PaymentMethodDialog
          key={dialog.kind === 'edit' ? dialog.method.id : dialog.type}
          mode={dialog}
          serverErrors={methodResult?.ok === false ? methodResult.errors : undefined}
          message={methodResult?.ok === false ? methodResult.message : undefined}
        />
      ) : null}
    </>
  )
}

/** The modal is open while the URL asks for it, or again after the server refused what it sent. */
function dialogMode(
  params: URLSearchParams,
  methods: Route.ComponentProps['loaderData']['methods'],
  result?: ActionResult,
): MethodDialogMode | null {
  const add = params.get('add')
  if (add === 'digital' || add === 'offline') return { kind: 'add', type: add }
  if (result?.intent === 'add-method' && !result.ok && result.methodType) return { kind: 'add', type: result.methodType }
  const editId = params.get('edit') ?? (result?.intent === 'edit-method' && !result.ok ? (result.editId ?? null) : null)
  const method = methods.find((m) => m.id === editId)
  return method ? { kind: 'edit', method } : null
}
