import { Form, useNavigation } from 'react-router'
import { formatInr } from '#src/lib/money.ts'
import { FREE_DELIVERY_ABOVE_PAISE } from '#src/modules/content/browser.ts'
import { COD_LIMIT_PAISE, codWithinLimit } from '#src/modules/orders/browser.ts'
import { formatDeliveryRange, unserviceableMessage } from '#src/modules/settings/browser.ts'
import type { DeliveryPromise } from '#src/modules/settings/index.ts'
import { TruckIcon } from './icons.tsx'

/**
 * "Deliver to": a PIN code box that answers when a parcel would arrive, whether cash on delivery is
 * taken there, and the free-delivery note. A GET form, so it works without JavaScript; with it, the
 * page updates in place. `orderTotalPaise` is what the order would come to (one unit with GST on the
 * product page, the cart's total in the cart): cash on delivery is judged by checkout's own rules, the
 * zone's and the ₹2,00,000 limit (`codWithinLimit`), so the box never promises what checkout refuses.
 */
export function DeliverTo({
  check,
  orderTotalPaise,
}: {
  check: { pincode: string; promise: DeliveryPromise | null; error: string | null }
  orderTotalPaise: number
}) {
  const checking = useNavigation().formData?.has('pin') ?? false
  const { promise, error } = check
  const withinLimit = codWithinLimit(orderTotalPaise)
  return (
    <section aria-labelledby="deliver-to-heading" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="deliver-to-heading" className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <TruckIcon className="text-brand-700" /> Deliver to
      </h2>
      <Form method="get" preventScrollReset className="mt-2 flex gap-2">
        <label htmlFor="deliver-to-pin" className="sr-only">
          PIN code
        </label>
        <input
          id="deliver-to-pin"
          name="pin"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={6}
          defaultValue={check.pincode}
          key={check.pincode}
          placeholder="6-digit PIN code"
          aria-invalid={error ? true : undefined}
          aria-describedby="deliver-to-answer"
          className="field-input w-40"
        />
        <button type="submit" className="btn-secondary px-4" disabled={checking}>
          {checking ? 'Checking...' : 'Check'}
        </button>
      </Form>
      <div id="deliver-to-answer" aria-live="polite" className="mt-2 text-sm">
        {error ? (
          <p className="field-error">{error}</p>
        ) : promise && !promise.serviceable ? (
          <p className="text-red-700">{unserviceableMessage(promise.pincode)}</p>
        ) : promise?.serviceable ? (
          <>
            <p className="font-medium text-slate-900">
              Delivery to {promise.pincode} by {formatDeliveryRange(promise)}
            </p>
            <p className={promise.codAllowed && withinLimit ? 'text-green-800' : 'text-amber-800'}>
              {!promise.codAllowed
                ? 'Cash on Delivery is not available here: pay online'
                : withinLimit
                  ? 'Cash on Delivery available'
                  : `Cash on Delivery is not available for orders of ${formatInr(COD_LIMIT_PAISE)} or more: pay online`}
            </p>
          </>
        ) : (
          <p className="text-slate-600">Enter a PIN code to see when it would arrive.</p>
        )}
        <p className="mt-1 text-slate-600">Free delivery on orders above {formatInr(FREE_DELIVERY_ABOVE_PAISE)}</p>
      </div>
    </section>
  )
}
