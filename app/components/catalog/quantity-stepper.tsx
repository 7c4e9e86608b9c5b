import { useId, useState } from 'react'

/** A quantity between 1 and the stock on hand; the server checks it again. */
export function QuantityStepper({ max, name = 'quantity' }: { max: number; name?: string }) {
  const [quantity, setQuantity] = useState(1)
  const id = useId()
  const clamp = (n: number) => Math.min(Math.max(Number.isFinite(n) ? Math.trunc(n) : 1, 1), Math.max(max, 1))
  return (
    <div>
      <label htmlFor={id} className="field-label">
        Quantity
      </label>
      <div className="inline-flex items-stretch overflow-hidden rounded-lg border border-slate-300 bg-white">
        <button
          type="button"
          className="px-3 text-lg font-semibold text-slate-700 hover:bg-slate-100 disabled:opacity-40"
          onClick={() => setQuantity((q) => clamp(q - 1))}
          disabled={quantity <= 1}
          aria-label="Decrease quantity"
        >
          −
        </button>
        <input
          id={id}
          name={name}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          step={1}
          value={quantity}
          onChange={(e) => setQuantity(clamp(Number(e.target.value)))}
          className="w-14 border-x border-slate-300 py-2 text-center text-sm [appearance:textfield]"
        />
        <button
          type="button"
          className="px-3 text-lg font-semibold text-slate-700 hover:bg-slate-100 disabled:opacity-40"
          onClick={() => setQuantity((q) => clamp(q + 1))}
          disabled={quantity >= max}
          aria-label="Increase quantity"
        >
          +
        </button>
      </div>
    </div>
  )
}
