/**
 * India's states and union territories with their GST state codes (the first two digits of a GSTIN,
 * and the code an invoice's place of supply is given by). Code 25 (Daman and Diu) merged into 26 in
 * 2020 and 28 is the pre-2014 Andhra Pradesh: neither is offered for a new address.
 */
export const INDIA_STATES = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
] as const

export type IndiaState = (typeof INDIA_STATES)[number]
export type GstStateCode = IndiaState['code']

/** The same, A–Z by name: the order of every list a person picks their state from (issue 49, item 8). */
export const INDIA_STATES_BY_NAME: readonly IndiaState[] = [...INDIA_STATES].sort((a, b) => a.name.localeCompare(b.name, 'en-IN'))

const byCode = new Map<string, IndiaState>(INDIA_STATES.map((s) => [s.code, s]))

export function stateByCode(code: string): IndiaState | undefined {
  return byCode.get(code)
}

/** The seller's state: Deccan Digital is in Pune. */
export const SELLER_STATE_CODE: GstStateCode = '27'

const byName = new Map<string, IndiaState>(INDIA_STATES.map((s) => [s.name.toLowerCase(), s]))

/**
 * The state a form or API value names: its GST code ("27") or its name exactly, in any case
 * ("maharashtra"). Abbreviations are not read here: "MH" could be a typo of anything (decision 013).
 */
export function stateOfInput(value: string): IndiaState | undefined {
  const trimmed = value.trim()
  return byCode.get(trimmed) ?? byName.get(trimmed.toLowerCase())
}

/** How an invoice names a place of supply: "Maharashtra (27)". */
export function placeOfSupplyLabel(code: string): string {
  const state = byCode.get(code)
  return state ? `${state.name} (${state.code})` : code
}

/** The seller's state code: the first two digits of its GSTIN, or Maharashtra's when that is not a state code. */
export function sellerStateCode(gstin: string | null | undefined): string {
  const code = gstin?.slice(0, 2) ?? ''
  return byCode.has(code) ? code : SELLER_STATE_CODE
}
