import { useState } from 'react'
import { Form, useNavigation } from 'react-router'
import { Field, FormAlert } from '#app/components/form-bits.tsx'
import type { ProductErrors } from '#src/modules/catalog/browser.ts'
import { CATEGORIES, EMPTY_DECLARATIONS, EMPTY_SPEC_VALUES, NON_RETURNABLE_KINDS } from '#src/modules/catalog/browser.ts'
import type { EditableProduct } from '#src/modules/catalog/index.ts'
import type { SellingTerms } from '#src/modules/vendors/browser.ts'
import { DeclarationFields } from './declaration-fields.tsx'
import { ImageEditor } from './image-editor.tsx'
import { SellerReceives } from './seller-receives.tsx'
import { SpecValuePickers } from './spec-pickers.tsx'

/** What the form starts from: a saved product, or the blank new-product form. */
export type ProductFormValues = Omit<EditableProduct, 'id' | 'vendorId' | 'slug' | 'isFeatured'> & { slug: string | null }

export const BLANK_PRODUCT: ProductFormValues = {
  name: '',
  slug: null,
  description: '',
  category: 'Laptop',
  brand: '',
  mrp: null,
  sellingPrice: 0,
  stock: 0,
  specs: ['Processor', 'RAM', 'Storage', 'Display', 'Graphics'].map((label) => ({ label, value: '' })),
  isNew: true,
  isPublished: true,
  nonReturnable: null,
  specChoices: EMPTY_SPEC_VALUES,
  specRead: EMPTY_SPEC_VALUES,
  declarations: EMPTY_DECLARATIONS,
  images: [],
}

let rowKeys = 0

/**
 * The product editor shared by vendors and admins. Everything is checked again on the server; the
 * form only arranges the input and shows the server's messages beside each field.
 */
export function ProductForm({
  values,
  errors = {},
  submitLabel,
  terms,
}: {
  values: ProductFormValues
  errors?: ProductErrors
  submitLabel: string
  /** The seller's commission, TCS and TDS terms, for "you receive ₹X of ₹Y"; none on the admin's form. */
  terms?: SellingTerms
}) {
  const busy = useNavigation().state === 'submitting'
  const [selling, setSelling] = useState(() => (values.sellingPrice ? String(values.sellingPrice) : ''))
  const [category, setCategory] = useState(values.category)
  const [specs, setSpecs] = useState(() => [...values.specs, { label: '', value: '' }].map((row) => ({ ...row, key: rowKeys++ })))
  const number = (value: number | null) => (value ? String(value) : '')
  return (
    <Form method="post" encType="multipart/form-data" className="card mt-6 grid gap-6 p-5 sm:p-6" noValidate>
      <FormAlert message={errors.form} />
      <div className="grid gap-4 sm:grid-cols-2">
        {/* A long name pasted whole (a model code) makes an equally long web address: let it wrap. */}
        <div className="min-w-0 [overflow-wrap:anywhere] sm:col-span-2">
          <Field
            label="Product name"
            name="name"
            defaultValue={values.name}
            error={errors.name}
            maxLength={120}
            hint={values.slug ? `Web address: /products/${values.slug}` : 'The web address is made from the name when you save.'}
          />
        </div>
        <Field label="Brand" name="brand" defaultValue={values.brand} error={errors.brand} maxLength={60} />
        <div>
          <label htmlFor="field-category" className="field-label">
            Category
          </label>
          <select
            id="field-category"
            name="category"
            defaultValue={values.category}
            onChange={(event) => setCategory(event.currentTarget.value as ProductFormValues['category'])}
            className="field-input"
            aria-invalid={errors.category ? true : undefined}
            aria-describedby={errors.category ? 'field-category-error' : undefined}
          >
            {CATEGORIES.map((category) => (
              <option key={category}>{category}</option>
            ))}
          </select>
          {errors.category ? (
            <p id="field-category-error" className="field-error">
              {errors.category}
            </p>
          ) : null}
        </div>
        <div className="sm:col-span-2">
          <label htmlFor="field-description" className="field-label">
            Description
          </label>
          <textarea
            id="field-description"
            name="description"
            rows={5}
            maxLength={5000}
            defaultValue={values.description}
            className="field-input"
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={errors.description ? 'field-description-error' : undefined}
          />
          {errors.description ? (
            <p id="field-description-error" className="field-error">
              {errors.description}
            </p>
          ) : null}
        </div>
      </div>

      <div className="grid gap-4 sm:grid-cols-3">
        <Field
          label="M.R.P. (₹, inclusive of all taxes)"
          name="mrp"
          inputMode="numeric"
          defaultValue={number(values.mrp)}
          error={errors.mrp}
          hint="As declared on the pack."
        />
        <Field
          label="Selling price (₹, inclusive of GST)"
          name="sellingPrice"
          inputMode="numeric"
          defaultValue={number(values.sellingPrice)}
          error={errors.sellingPrice}
          hint="What the shopper pays; at most the M.R.P."
          onChange={(event) => setSelling(event.currentTarget.value)}
        />
        <Field label="Stock" name="stock" inputMode="numeric" defaultValue={String(values.stock)} error={errors.stock} />
      </div>
      {terms ? <SellerReceives terms={terms} sellingRupees={selling} category={category} /> : null}

      <fieldset aria-describedby={errors.specs ? 'specs-error' : undefined} className="min-w-0">
        <legend className="field-label">Specifications</legend>
        <ul className="grid gap-2">
          {specs.map((row, index) => (
            <li key={row.key} className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)_auto] items-center gap-2">
              <input
                name="specLabel"
                aria-label={`Spec ${index + 1} label`}
                defaultValue={row.label}
                placeholder="Label, e.g. Battery"
                maxLength={40}
                className="field-input"
              />
              <input
                name="specValue"
                aria-label={`Spec ${index + 1} value`}
                defaultValue={row.value}
                maxLength={200}
                className="field-input"
              />
              <button
                type="button"
                className="btn-small"
                aria-label={`Remove spec ${index + 1}`}
                onClick={() => setSpecs((rows) => rows.filter((other) => other.key !== row.key))}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="btn-secondary mt-3"
          onClick={() => setSpecs((rows) => [...rows, { label: '', value: '', key: rowKeys++ }])}
        >
          Add a spec
        </button>
        {errors.specs ? (
          <p id="specs-error" className="field-error">
            {errors.specs}
          </p>
        ) : null}
      </fieldset>

      <SpecValuePickers chosen={values.specChoices} read={values.specRead} errors={errors} />

      <ImageEditor saved={values.images} error={errors.images} />

      <DeclarationFields values={values.declarations} errors={errors} />

      <div className="max-w-md">
        <label htmlFor="field-nonReturnable" className="field-label">
          Returns
        </label>
        <select
          id="field-nonReturnable"
          name="nonReturnable"
          defaultValue={values.nonReturnable ?? ''}
          aria-describedby="nonReturnable-hint"
          aria-invalid={errors.nonReturnable ? true : undefined}
          className="field-input"
        >
          <option value="">Returnable under the refund policy</option>
          {Object.entries(NON_RETURNABLE_KINDS).map(([kind, label]) => (
            <option key={kind} value={kind}>
              Non-returnable: {label}
            </option>
          ))}
        </select>
        <p id="nonReturnable-hint" className="mt-1 text-xs text-slate-600">
          A non-returnable item is refused for a change of mind and replaced only when dead on arrival or defective.
        </p>
        {errors.nonReturnable ? <p className="field-error">{errors.nonReturnable}</p> : null}
      </div>

      <div className="flex flex-wrap gap-6">
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" name="isNew" defaultChecked={values.isNew} className="size-4" />
          Mark as new arrival
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" name="isPublished" defaultChecked={values.isPublished} className="size-4" />
          Published (shoppers can find and buy it)
        </label>
      </div>

      <div>
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? 'Saving...' : submitLabel}
        </button>
      </div>
    </Form>
  )
}
