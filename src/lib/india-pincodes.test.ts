import { describe, expect, it } from 'vitest'
import { cityOfPincode, pincodeFitsState, statesOfPincode } from './india-pincodes.ts'
import { INDIA_STATES, stateByCode } from './india-states.ts'

const names = (pin: string) => statesOfPincode(pin).map((code) => stateByCode(code)?.name)

describe('the state of a PIN code, by its first digits', () => {
  it('knows the big circles from real PINs', () => {
    expect(names('411001')).toEqual(['Maharashtra']) // Pune GPO
    expect(names('400001')).toEqual(['Maharashtra']) // Mumbai GPO
    expect(names('560001')).toEqual(['Karnataka']) // Bengaluru GPO
    expect(names('110001')).toEqual(['Delhi']) // Connaught Place
    expect(names('600001')).toEqual(['Tamil Nadu']) // Chennai GPO
    expect(names('700001')).toEqual(['West Bengal']) // Kolkata GPO
    expect(names('500001')).toEqual(['Telangana']) // Hyderabad GPO
    expect(names('530001')).toEqual(['Andhra Pradesh']) // Visakhapatnam
    expect(names('380001')).toEqual(['Gujarat']) // Ahmedabad
    expect(names('781001')).toEqual(['Assam']) // Guwahati
    expect(names('682001')).toEqual(['Kerala']) // Kochi
    expect(names('122001')).toEqual(['Haryana']) // Gurugram
    expect(names('201301')).toEqual(['Uttar Pradesh']) // Noida
    expect(names('800001')).toEqual(['Bihar']) // Patna
    expect(names('834001')).toEqual(['Jharkhand']) // Ranchi
  })

  it('knows the smaller states and union territories carved out of a circle', () => {
    expect(names('403001')).toEqual(['Goa']) // Panaji, inside Maharashtra's 40-44
    expect(names('737101')).toEqual(['Sikkim']) // Gangtok
    expect(names('744101')).toEqual(['Andaman and Nicobar Islands']) // Port Blair
    expect(names('682555')).toEqual(['Lakshadweep']) // Kavaratti, inside Kerala's 682
    expect(names('194101')).toEqual(['Ladakh']) // Leh
    expect(names('190001')).toEqual(['Jammu and Kashmir']) // Srinagar
    expect(names('248001')).toEqual(['Uttarakhand']) // Dehradun
    expect(names('793001')).toEqual(['Meghalaya']) // Shillong
    expect(names('795001')).toEqual(['Manipur']) // Imphal
    expect(names('796001')).toEqual(['Mizoram']) // Aizawl
    expect(names('797001')).toEqual(['Nagaland']) // Kohima
    expect(names('799001')).toEqual(['Tripura']) // Agartala
    expect(names('791111')).toEqual(['Arunachal Pradesh']) // Itanagar
    expect(names('492001')).toEqual(['Chhattisgarh']) // Raipur
  })

  it('accepts every state that can own a prefix that crosses a border', () => {
    expect(names('160017')).toEqual(['Chandigarh', 'Punjab']) // Chandigarh; Mohali is 160055
    expect(names('396210')).toEqual(['Gujarat', 'Dadra and Nagar Haveli and Daman and Diu']) // Daman
    expect(names('396230')).toContain('Dadra and Nagar Haveli and Daman and Diu') // Silvassa
    expect(names('362520')).toContain('Dadra and Nagar Haveli and Daman and Diu') // Diu
    expect(names('605001')).toEqual(['Tamil Nadu', 'Puducherry']) // Puducherry
    expect(names('609602')).toContain('Puducherry') // Karaikal
    expect(names('673310')).toContain('Puducherry') // Mahe, inside Kerala's 673
    expect(names('533464')).toContain('Puducherry') // Yanam, inside Andhra Pradesh's 533
    expect(names('263001')).toEqual(['Uttarakhand']) // Nainital
    expect(names('244713')).toEqual(['Uttar Pradesh', 'Uttarakhand']) // Kashipur, in Moradabad's 244
    expect(names('814112')).toEqual(['Bihar', 'Jharkhand']) // Deoghar
  })

  it('does not check PINs whose prefix is not a known circle, and nothing that is not six digits', () => {
    expect(statesOfPincode('990001')).toEqual([]) // Army Postal Service
    expect(pincodeFitsState('990001', '27')).toBe(true)
    expect(statesOfPincode('41100')).toEqual([])
  })

  it('every state and union territory owns at least one prefix', () => {
    const owned = new Set<string>()
    for (let prefix = 100; prefix < 1000; prefix++) for (const code of statesOfPincode(`${prefix}000`)) owned.add(code)
    for (const code of ['68255', '99999']) for (const c of statesOfPincode(`${code}1`)) owned.add(c)
    expect(INDIA_STATES.filter((s) => !owned.has(s.code)).map((s) => s.name)).toEqual([])
  })
})

describe('pincodeFitsState', () => {
  it('accepts the PIN in its state and refuses it in another', () => {
    expect(pincodeFitsState('411001', '27')).toBe(true) // Pune, Maharashtra
    expect(pincodeFitsState('411001', '29')).toBe(false) // Pune is not in Karnataka
    expect(pincodeFitsState('560001', '29')).toBe(true)
    expect(pincodeFitsState('560001', '27')).toBe(false)
    expect(pincodeFitsState('403001', '27')).toBe(false) // Panaji is Goa's
    expect(pincodeFitsState('160055', '03')).toBe(true) // Mohali, Punjab
  })
})

describe('cityOfPincode', () => {
  it('names the city only for the big cities’ own prefixes', () => {
    expect(cityOfPincode('411001')).toBe('Pune')
    expect(cityOfPincode('400001')).toBe('Mumbai')
    expect(cityOfPincode('400601')).toBeUndefined() // Thane, not Mumbai
    expect(cityOfPincode('560001')).toBe('Bengaluru')
    expect(cityOfPincode('110001')).toBe('New Delhi')
    expect(cityOfPincode('413001')).toBeUndefined() // Solapur district: not guessed
    expect(cityOfPincode('4110')).toBeUndefined()
  })
})
