import { z } from 'zod'
import { isCountryCode } from './declarations.ts'

// The declarations' form fields (decision 041), apart from the labels and countries pages ship: Zod stays out of the listing's JavaScript.
const blankIsNull = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? null : value
const declared = (label: string, max: number) =>
  z.preprocess(
    blankIsNull,
    z
      .string({ error: `${label} must be text.` })
      .trim()
      .max(max, `${label} must be at most ${max} characters.`)
      .nullable(),
  )

/** The form's and the API's declaration fields; blank is null (a draft may leave them). */
export const declarationFields = {
  manufacturerName: declared('Manufacturer', 120),
  manufacturerAddress: declared('Manufacturer’s address', 300),
  importerName: declared('Importer', 120),
  importerAddress: declared('Importer’s address', 300),
  countryOfOrigin: z.preprocess((value) => {
    const blank = blankIsNull(value)
    return typeof blank === 'string' ? blank.trim().toUpperCase() : blank
  }, z.string().refine(isCountryCode, 'Please choose a country of origin from the list.').nullable()),
  genericName: declared('Generic name', 80),
  netQuantity: declared('Net quantity', 40),
  consumerCare: declared('Consumer care', 300),
}

/** What a published listing must declare and does not: field to message. Imported goods name their importer. */
