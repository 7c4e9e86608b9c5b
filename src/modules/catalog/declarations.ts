/**
 * What a listing declares (Packaged Commodities Rules 2011, rule 6(10) with 6(1), decision 041). Pure,
 * so the product form, the product page and the API share the labels and the rules.
 */
export interface Declarations {
  manufacturerName: string | null
  manufacturerAddress: string | null
  /** For imported goods: who brought them into India. */
  importerName: string | null
  importerAddress: string | null
  /** ISO 3166-1 alpha-2, upper case ("IN", "CN"). */
  countryOfOrigin: string | null
  genericName: string | null
  netQuantity: string | null
  consumerCare: string | null
}

export const DECLARATION_FIELDS = [
  'manufacturerName',
  'manufacturerAddress',
  'importerName',
  'importerAddress',
  'countryOfOrigin',
  'genericName',
  'netQuantity',
  'consumerCare',
] as const satisfies ReadonlyArray<keyof Declarations>

export const DECLARATION_LABELS: Record<keyof Declarations, string> = {
  manufacturerName: 'Manufacturer',
  manufacturerAddress: 'Manufacturer’s address',
  importerName: 'Importer',
  importerAddress: 'Importer’s address',
  countryOfOrigin: 'Country of origin',
  genericName: 'Generic name',
  netQuantity: 'Net quantity',
  consumerCare: 'Consumer care',
}

export const EMPTY_DECLARATIONS: Declarations = Object.fromEntries(
  DECLARATION_FIELDS.map((field) => [field, null]),
) as unknown as Declarations

/** India's code: goods made here have no importer. */
export const INDIA = 'IN'

/**
 * The countries a product may come from, by ISO 3166-1 alpha-2 code, with the names the shop shows.
 * A fixed table rather than the runtime's ICU names: the server and the browser render the same text
 * (hydration), and the facet's labels never shift with a Node upgrade. Where computer hardware is made
 * and packed; a code added here is all a new country needs.
 */
export const COUNTRIES: Readonly<Record<string, string>> = {
  AT: 'Austria',
  AU: 'Australia',
  BD: 'Bangladesh',
  BE: 'Belgium',
  BR: 'Brazil',
  CA: 'Canada',
  CH: 'Switzerland',
  CN: 'China',
  CZ: 'Czechia',
  DE: 'Germany',
  DK: 'Denmark',
  EE: 'Estonia',
  ES: 'Spain',
  FI: 'Finland',
  FR: 'France',
  GB: 'United Kingdom',
  HK: 'Hong Kong',
  HU: 'Hungary',
  ID: 'Indonesia',
  IE: 'Ireland',
  IL: 'Israel',
  IN: 'India',
  IT: 'Italy',
  JP: 'Japan',
  KH: 'Cambodia',
  KR: 'South Korea',
  LK: 'Sri Lanka',
  MX: 'Mexico',
  MY: 'Malaysia',
  NL: 'Netherlands',
  NO: 'Norway',
  NZ: 'New Zealand',
  PH: 'Philippines',
  PL: 'Poland',
  PT: 'Portugal',
  RO: 'Romania',
  SE: 'Sweden',
  SG: 'Singapore',
  SK: 'Slovakia',
  TH: 'Thailand',
  TR: 'Türkiye',
  TW: 'Taiwan',
  AE: 'United Arab Emirates',
  US: 'United States',
  VN: 'Vietnam',
}

/** "China" for "CN"; the code itself for one the table does not know. */
export function countryName(code: string): string {
  return COUNTRIES[code] ?? code
}

export function isCountryCode(code: string): boolean {
  return Object.hasOwn(COUNTRIES, code)
}

/** The product form's choices, by name. */
export function countryChoices(): Array<{ code: string; name: string }> {
  return Object.entries(COUNTRIES)
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'))
}

export function missingDeclarations(input: Declarations): Partial<Record<keyof Declarations, string>> {
  const missing: Partial<Record<keyof Declarations, string>> = {}
  const need = (field: keyof Declarations, message: string) => {
    if (!input[field]) missing[field] = message
  }
  need('manufacturerName', 'Manufacturer (or packer) is required to publish.')
  need('manufacturerAddress', 'Manufacturer’s address is required to publish.')
  need('countryOfOrigin', 'Country of origin is required to publish.')
  need('genericName', 'Generic name is required to publish (for example, Laptop computer).')
  need('netQuantity', 'Net quantity is required to publish (for example, 1 N).')
  need('consumerCare', 'Consumer care contact is required to publish.')
  if (input.countryOfOrigin && input.countryOfOrigin !== INDIA) {
    need('importerName', 'Imported goods name their importer to publish.')
    need('importerAddress', 'Imported goods give their importer’s address to publish.')
  }
  return missing
}
