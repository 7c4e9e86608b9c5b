import { Field } from '#app/components/form-bits.tsx'
import type { Declarations, ProductErrors } from '#src/modules/catalog/browser.ts'
import { countryChoices } from '#src/modules/catalog/browser.ts'

const TEXT_FIELDS = [
  { name: 'genericName', label: 'Generic name', hint: 'What the item is, in common words: Laptop computer, Desktop computer.', max: 80 },
  { name: 'netQuantity', label: 'Net quantity', hint: 'How many are in the pack: 1 N for one unit.', max: 40 },
  { name: 'manufacturerName', label: 'Manufacturer (or packer)', hint: 'The company that made or packed it.', max: 120 },
  { name: 'manufacturerAddress', label: 'Manufacturer’s address', hint: 'Full postal address, with the country.', max: 300 },
  { name: 'importerName', label: 'Importer', hint: 'Required when made outside India: who brought it into India.', max: 120 },
  { name: 'importerAddress', label: 'Importer’s address', hint: 'Required when made outside India.', max: 300 },
  { name: 'consumerCare', label: 'Consumer care', hint: 'Whom a buyer contacts about the product: phone, email or web address.', max: 300 },
] as const satisfies ReadonlyArray<{ name: keyof Declarations; label: string; hint: string; max: number }>

/**
 * The declarations a listing must carry to be published (Packaged Commodities Rules rule 6(10), decision
 * 041). A draft may leave them blank; the server says which are missing when the product is published.
 */
export function DeclarationFields({ values, errors }: { values: Declarations; errors: ProductErrors }) {
  const countries = countryChoices()
  return (
    <fieldset className="min-w-0">
      <legend className="field-label">Declarations (shown to shoppers; required to publish)</legend>
      <div className="mt-2 grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="field-countryOfOrigin" className="field-label">
            Country of origin
          </label>
          <select
            id="field-countryOfOrigin"
            name="countryOfOrigin"
            defaultValue={values.countryOfOrigin ?? ''}
            aria-invalid={errors.countryOfOrigin ? true : undefined}
            aria-describedby={errors.countryOfOrigin ? 'countryOfOrigin-error' : undefined}
            className="field-input"
          >
            <option value="">Choose a country</option>
            {countries.map((country) => (
              <option key={country.code} value={country.code}>
                {country.name}
              </option>
            ))}
          </select>
          {errors.countryOfOrigin ? (
            <p id="countryOfOrigin-error" className="field-error">
              {errors.countryOfOrigin}
            </p>
          ) : null}
        </div>
        {TEXT_FIELDS.map((field) => (
          <div key={field.name}>
            <Field
              label={field.label}
              name={field.name}
              defaultValue={values[field.name] ?? ''}
              error={errors[field.name]}
              maxLength={field.max}
              hint={field.hint}
            />
          </div>
        ))}
      </div>
    </fieldset>
  )
}
