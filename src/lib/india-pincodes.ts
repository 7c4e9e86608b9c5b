import type { GstStateCode } from './india-states.ts'

/**
 * Which states a PIN code can belong to, by its first digits (the postal circle and region). The
 * longest matching prefix wins. Where a prefix spans a state border (Uttarakhand inside Uttar
 * Pradesh's series, Puducherry's pockets in Tamil Nadu, Kerala and Andhra Pradesh, Daman and Diu in
 * Gujarat's, Jharkhand in Bihar's, Mohali under Chandigarh's 160), every state that can own it is
 * listed: a real address is never refused. Prefixes not listed (not allotted, or 9x: the Army Postal
 * Service) are not checked at all.
 */
const PIN_PREFIX_STATES: Record<string, readonly GstStateCode[]> = {
  '11': ['07'],
  '12': ['06'],
  '13': ['06'],
  '14': ['03'],
  '15': ['03'],
  '16': ['03'],
  '160': ['04', '03'],
  '17': ['02'],
  '18': ['01'],
  '19': ['01'],
  '194': ['38'],
  '20': ['09'],
  '21': ['09'],
  '22': ['09'],
  '23': ['09'],
  '24': ['09', '05'],
  '248': ['05'],
  '249': ['05'],
  '25': ['09'],
  '26': ['09', '05'],
  '263': ['05'],
  '27': ['09'],
  '28': ['09'],
  '30': ['08'],
  '31': ['08'],
  '32': ['08'],
  '33': ['08'],
  '34': ['08'],
  '36': ['24'],
  '362': ['24', '26'],
  '37': ['24'],
  '38': ['24'],
  '39': ['24'],
  '396': ['24', '26'],
  '40': ['27'],
  '403': ['30'],
  '41': ['27'],
  '42': ['27'],
  '43': ['27'],
  '44': ['27'],
  '45': ['23'],
  '46': ['23'],
  '47': ['23'],
  '48': ['23'],
  '49': ['22'],
  '50': ['36'],
  '507': ['36', '37'],
  '51': ['37'],
  '52': ['37'],
  '53': ['37'],
  '533': ['37', '34'],
  '56': ['29'],
  '57': ['29'],
  '58': ['29'],
  '59': ['29'],
  '60': ['33'],
  '605': ['33', '34'],
  '607': ['33', '34'],
  '609': ['33', '34'],
  '61': ['33'],
  '62': ['33'],
  '63': ['33'],
  '64': ['33'],
  '67': ['32'],
  '673': ['32', '34'],
  '68': ['32'],
  '68255': ['31'],
  '69': ['32'],
  '70': ['19'],
  '71': ['19'],
  '72': ['19'],
  '73': ['19'],
  '737': ['11'],
  '74': ['19'],
  '744': ['35'],
  '75': ['21'],
  '76': ['21'],
  '77': ['21'],
  '78': ['18'],
  '790': ['12'],
  '791': ['12'],
  '792': ['12'],
  '793': ['17'],
  '794': ['17'],
  '795': ['14'],
  '796': ['15'],
  '797': ['13'],
  '798': ['13'],
  '799': ['16'],
  '80': ['10'],
  '81': ['10', '20'],
  '82': ['10', '20'],
  '83': ['20'],
  '84': ['10'],
  '85': ['10'],
}

/**
 * Cities named only where the prefix is one city's own delivery area (Mumbai is 4000xx-4001xx: 4006xx
 * is Thane). Nothing is guessed for the rest of the country.
 */
const PIN_PREFIX_CITIES: Record<string, string> = {
  '110': 'New Delhi',
  '226': 'Lucknow',
  '302': 'Jaipur',
  '380': 'Ahmedabad',
  '390': 'Vadodara',
  '395': 'Surat',
  '4000': 'Mumbai',
  '4001': 'Mumbai',
  '411': 'Pune',
  '440': 'Nagpur',
  '452': 'Indore',
  '462': 'Bhopal',
  '500': 'Hyderabad',
  '560': 'Bengaluru',
  '600': 'Chennai',
  '700': 'Kolkata',
  '800': 'Patna',
}

function longestPrefix<T>(table: Record<string, T>, pincode: string): T | undefined {
  for (let length = 5; length >= 2; length--) {
    const hit = table[pincode.slice(0, length)]
    if (hit !== undefined) return hit
  }
  return undefined
}

/** The states a 6-digit PIN code can be in; empty when its prefix is not one we know (then nothing is checked). */
export function statesOfPincode(pincode: string): readonly GstStateCode[] {
  if (!/^\d{6}$/.test(pincode)) return []
  return longestPrefix(PIN_PREFIX_STATES, pincode) ?? []
}

/** Whether the PIN code can be in that state; a PIN whose prefix is not known is not refused. */
export function pincodeFitsState(pincode: string, stateCode: string): boolean {
  const states = statesOfPincode(pincode)
  return states.length === 0 || states.includes(stateCode as GstStateCode)
}

/** The city of a PIN code, only where its prefix is one city's own. */
export function cityOfPincode(pincode: string): string | undefined {
  return /^\d{6}$/.test(pincode) ? longestPrefix(PIN_PREFIX_CITIES, pincode) : undefined
}
