import { useEffect, useState } from 'react'
import { useFetcher } from 'react-router'

/** What the cart's action answers a change of quantity with. */
export type CartActionData = { ok: boolean; intent: string; message: string }

/** How long after the last keystroke a typed quantity is saved (spec section 9). */
const SAVE_TYPED_QUANTITY_MS = 1000

/**
 * − and + act at once: the new quantity shows before the server answers, and the server's answer (a
 * refusal, or a cap at the stock) replaces it. A typed quantity is saved after a pause. Without
 * JavaScript these are plain forms and the number box has an Update button (in `<noscript>`).
 */
export function QuantityControls({
  productId,
  name,
  quantity,
  stock,
  busy,
}: {
  productId: string
  name: string
  quantity: number
  stock: number
  busy: boolean
}) {
  const fetcher = useFetcher<CartActionData>({ key: `cart-line-${productId}` })
  const pending = fetcher.formData?.get('intent') === 'set' ? Number(fetcher.formData.get('quantity')) : null
  const shown = pending ?? quantity
  const [typed, setTyped] = useState<string | null>(null)
  const submit = fetcher.submit
  useEffect(() => {
    if (typed === null || !/^\d{1,4}$/.test(typed)) return
    const timer = setTimeout(() => {
      void submit({ intent: 'set', productId, quantity: typed }, { method: 'post', action: '/cart' })
      setTyped(null)
    }, SAVE_TYPED_QUANTITY_MS)
    return () => clearTimeout(timer)
  }, [typed, productId, submit])

  const step = (to: number, label: string, text: string, disabled: boolean) => (
    <fetcher.Form method="post" action="/cart" preventScrollReset>
      <input type="hidden" name="intent" value="set" />
      <input type="hidden" name="productId" value={productId} />
      <input type="hidden" name="quantity" value={to} />
      <button
        type="submit"
        className="h-9 w-9 rounded-md border border-slate-300 bg-white text-lg font-semibold text-slate-700 hover:bg-slate-100 disabled:opacity-40"
        disabled={busy || disabled}
        aria-label={label}
      >
        {text}
      </button>
    </fetcher.Form>
  )
  return (
    <div>
      <label className="mb-1 block text-xs text-slate-600" htmlFor={`qty-${productId}`}>
        Quantity<span className="sr-only"> of {name}</span>
      </label>
      <div className="flex items-center gap-1.5">
        {step(shown - 1, `Decrease quantity of ${name}`, '−', false)}
        <fetcher.Form method="post" action="/cart" preventScrollReset className="flex items-center gap-1.5" onSubmit={() => setTyped(null)}>
          <input type="hidden" name="intent" value="set" />
          <input type="hidden" name="productId" value={productId} />
          <input
            id={`qty-${productId}`}
            name="quantity"
            type="number"
            min={0}
            value={typed ?? shown}
            onChange={(e) => setTyped(e.target.value)}
            inputMode="numeric"
            className="field-input h-9 w-16 text-center"
          />
          {/* Only without JavaScript: with it, changes save themselves, and a button that left at hydration moved the page (CLS). */}
          <noscript>
            <button type="submit" className="text-sm font-medium text-brand-700 hover:underline">
              Update
            </button>
          </noscript>
        </fetcher.Form>
        {step(shown + 1, `Increase quantity of ${name}`, '+', shown >= stock)}
      </div>
      {fetcher.data && !fetcher.data.ok ? (
        <p role="alert" className="mt-1 text-xs text-red-700">
          {fetcher.data.message}
        </p>
      ) : null}
    </div>
  )
}
