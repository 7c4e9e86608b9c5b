import { Form } from 'react-router'
import { Field, LabelledControl } from '#app/components/form-bits.tsx'
import { CATEGORIES } from '#src/modules/catalog/browser.ts'
import { CARD_NETWORKS, COMBINING_RULE, ISSUING_BANKS } from '#src/modules/offers/browser.ts'

/** An offer's fields as the form holds them (strings, as typed). */
export type OfferValues = Partial<Record<string, string | string[]>>
type Choice = { id: string; name: string }

const SCOPES = [
  ['order', 'The whole order'],
  ['categories', 'Categories'],
  ['brands', 'Brands'],
  ['sellers', 'Sellers'],
  ['products', 'Chosen products'],
] as const

const text = (v: OfferValues, key: string) => {
  const value = v[key]
  return Array.isArray(value) ? value.join(', ') : (value ?? '')
}
const chosen = (v: OfferValues, key: string) => {
  const value = v[key]
  return new Set(Array.isArray(value) ? value : value ? value.split(',').map((s) => s.trim()) : [])
}

/**
 * Setting up or changing an offer (decision 083), for the store's admin and for a seller: a seller's
 * offers cover its own products only, so it chooses among them and never among sellers. Once orders used
 * an offer, what it takes off and covers is fixed (`locked`).
 */
export function OfferForm({
  values,
  errors,
  busy,
  submitLabel,
  sellers,
  products,
  locked = false,
  editing = false,
}: {
  values: OfferValues
  errors: Record<string, string | undefined>
  busy: boolean
  submitLabel: string
  /** The sellers a store offer can name; none for a seller's own form. */
  sellers?: readonly Choice[]
  /** A seller's own products to choose from; none for the store (it names products by their page address). */
  products?: readonly Choice[]
  locked?: boolean
  editing?: boolean
}) {
  const scopes = SCOPES.filter(([value]) => value !== 'sellers' || sellers)
  return (
    <Form method="post" className="card grid gap-4 p-5 sm:grid-cols-2">
      <input type="hidden" name="intent" value="save" />
      <div className="sm:col-span-2">
        <Field
          label="Name shoppers read"
          name="name"
          required
          defaultValue={text(values, 'name')}
          error={errors.name}
          hint="For example: 10% off laptops, up to ₹5,000"
        />
      </div>
      {editing ? null : (
        <LabelledControl label="How shoppers get it" name="kind" error={errors.kind}>
          {(control) => (
            <select {...control} defaultValue={text(values, 'kind') || 'code'}>
              <option value="code">By a code they type</option>
              <option value="automatic">Automatically, when the cart qualifies</option>
            </select>
          )}
        </LabelledControl>
      )}
      {editing ? null : (
        <Field
          label="Code"
          name="code"
          defaultValue={text(values, 'code')}
          error={errors.code}
          hint="One code everyone types (letters, digits, hyphens); empty to hand out single-use codes instead"
          autoCapitalize="characters"
        />
      )}
      <LabelledControl label="Discount" name="discountType" error={errors.discountType}>
        {(control) => (
          <select {...control} disabled={locked} defaultValue={text(values, 'discountType') || 'percent'}>
            <option value="percent">Percent off</option>
            <option value="amount">Rupees off</option>
          </select>
        )}
      </LabelledControl>
      <Field
        label="Percent off"
        name="percent"
        disabled={locked}
        inputMode="numeric"
        defaultValue={text(values, 'percent')}
        error={errors.percent}
        hint="1 to 90, for a percent offer"
      />
      <Field
        label="Up to (₹)"
        name="capRupees"
        disabled={locked}
        inputMode="numeric"
        defaultValue={text(values, 'capRupees')}
        error={errors.capRupees}
        hint="The most it takes off an order; empty for no cap"
      />
      <Field
        label="Rupees off (₹)"
        name="amountRupees"
        disabled={locked}
        inputMode="numeric"
        defaultValue={text(values, 'amountRupees')}
        error={errors.amountRupees}
        hint="For a rupees-off offer"
      />
      <Field
        label="Minimum order (₹)"
        name="minOrderRupees"
        disabled={locked}
        inputMode="numeric"
        defaultValue={text(values, 'minOrderRupees')}
        error={errors.minOrderRupees}
        hint="Of the items it covers, before offers; empty for none"
      />
      <LabelledControl label="Applies to" name="appliesTo" error={errors.appliesTo}>
        {(control) => (
          <select {...control} disabled={locked} defaultValue={text(values, 'appliesTo') || 'order'}>
            {scopes.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        )}
      </LabelledControl>
      <fieldset className="sm:col-span-2" disabled={locked} aria-describedby={errors.targets ? 'targets-error' : undefined}>
        <legend className="field-label">What it covers (for all but the whole order)</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <Checks
            legend="Categories"
            name="targetCategories"
            choices={CATEGORIES.map((c) => ({ id: c, name: c }))}
            picked={chosen(values, 'targetCategories')}
          />
          <Field
            label="Brands"
            name="targetBrands"
            defaultValue={text(values, 'targetBrands')}
            hint="Separated by commas, as the product pages spell them"
          />
          {sellers ? <Checks legend="Sellers" name="targetSellers" choices={sellers} picked={chosen(values, 'targetSellers')} /> : null}
          {products ? (
            <Checks legend="Your products" name="targetProducts" choices={products} picked={chosen(values, 'targetProducts')} />
          ) : (
            <Field
              label="Products"
              name="targetProducts"
              defaultValue={text(values, 'targetProducts')}
              hint="Their page addresses (after /products/), separated by commas"
            />
          )}
        </div>
        {errors.targets ? (
          <p id="targets-error" className="field-error">
            {errors.targets}
          </p>
        ) : null}
      </fieldset>
      <fieldset className="sm:col-span-2" disabled={locked}>
        <legend className="field-label">Bank offer: how the order must be paid (a code offer only)</legend>
        <div className="grid gap-3 sm:grid-cols-3">
          <LabelledControl label="Paid by" name="paidBy" error={errors.paidBy}>
            {(control) => (
              <select {...control} defaultValue={text(values, 'paidBy') || 'any'}>
                <option value="any">Any way of paying</option>
                <option value="card">A card (of these networks or banks)</option>
                <option value="upi">UPI</option>
              </select>
            )}
          </LabelledControl>
          <Checks
            legend="Card networks (none: any)"
            name="networks"
            choices={CARD_NETWORKS.map((n) => ({ id: n, name: n }))}
            picked={chosen(values, 'networks')}
          />
          <Checks
            legend="Issuing banks (none: any)"
            name="banks"
            choices={ISSUING_BANKS.map((b) => ({ id: b, name: b }))}
            picked={chosen(values, 'banks')}
          />
        </div>
      </fieldset>
      <Field label="Starts on" name="startsOn" type="date" required defaultValue={text(values, 'startsOn')} error={errors.startsOn} />
      <Field
        label="Ends on (included)"
        name="endsOn"
        type="date"
        defaultValue={text(values, 'endsOn')}
        error={errors.endsOn}
        hint="Empty: until you end it"
      />
      <Field
        label="Total uses"
        name="useLimit"
        inputMode="numeric"
        defaultValue={text(values, 'useLimit')}
        error={errors.useLimit}
        hint="Orders in all; empty for no limit"
      />
      <Field
        label="Uses per customer"
        name="perCustomerLimit"
        inputMode="numeric"
        defaultValue={text(values, 'perCustomerLimit')}
        error={errors.perCustomerLimit}
        hint="Empty for no limit"
      />
      <Field
        label="Budget (₹)"
        name="budgetRupees"
        inputMode="numeric"
        defaultValue={text(values, 'budgetRupees')}
        error={errors.budgetRupees}
        hint="The discount it may give in all; empty for no budget"
      />
      <div className="flex items-start gap-2 sm:col-span-2">
        <input
          id="field-combinable"
          type="checkbox"
          name="combinable"
          value="true"
          defaultChecked={values.combinable === 'true'}
          className="mt-1 h-5 w-5"
          aria-describedby="combinable-hint"
        />
        <div>
          <label htmlFor="field-combinable" className="font-medium text-slate-900">
            Combines with other offers
          </label>
          <p id="combinable-hint" className="text-xs text-slate-600">
            {COMBINING_RULE}
          </p>
        </div>
      </div>
      {locked ? (
        <p className="text-sm text-slate-700 sm:col-span-2">
          Orders have used this offer: what it takes off and what it covers stay as they were.
        </p>
      ) : null}
      <div className="sm:col-span-2">
        <button type="submit" className="btn-primary" disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </Form>
  )
}

function Checks({ legend, name, choices, picked }: { legend: string; name: string; choices: readonly Choice[]; picked: Set<string> }) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">{legend}</legend>
      <div className="mt-1 max-h-48 space-y-1 overflow-y-auto">
        {choices.map((choice) => (
          <label key={choice.id} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" name={name} value={choice.id} defaultChecked={picked.has(choice.id)} className="h-5 w-5" />
            {choice.name}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
