import { describe, expect, it } from 'vitest'
import { CATEGORIES } from '#src/modules/catalog/index.ts'
import { HSN_BY_CATEGORY, hsnFor } from './hsn.ts'

/** Headings of India's customs tariff (the HSN the GST uses) that a computer shop meets, as published. */
const REAL_HEADINGS: Record<string, string> = {
  '8471': 'Automatic data processing machines and units thereof; magnetic or optical readers',
  '8473': 'Parts and accessories suitable for use solely or principally with the machines of headings 8470 to 8472',
  '8523':
    'Discs, tapes, solid-state non-volatile storage devices, smart cards and other media for the recording of sound or of other phenomena',
  '8528': 'Monitors and projectors, not incorporating television reception apparatus',
  '8443': 'Printing machinery; other printers, copying machines and facsimile machines',
  '8517': 'Telephone sets; other apparatus for the transmission or reception of voice, images or other data (routers, modems)',
}

describe('HSN codes', () => {
  it('gives every category a real heading, and computers the heading for automatic data processing machines', () => {
    for (const category of CATEGORIES) {
      expect(REAL_HEADINGS[HSN_BY_CATEGORY[category]]).toBeDefined()
      expect(REAL_HEADINGS[hsnFor(category)]).toMatch(/^Automatic data processing machines/)
    }
  })

  it('refuses a category it has no code for, rather than guess one onto a tax invoice', () => {
    expect(() => hsnFor('Mouse')).toThrow('No HSN code for the category "Mouse"')
  })
})
