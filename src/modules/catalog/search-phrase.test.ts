import { describe, expect, it } from 'vitest'
import { readSearchPhrase } from './search-phrase.ts'
import { CPU_FAMILY_SUGGESTIONS, GPU_SUGGESTIONS } from './spec-values.ts'

const known = { cpu: CPU_FAMILY_SUGGESTIONS, gpu: GPU_SUGGESTIONS }
const read = (text: string) => readSearchPhrase(text, known)

describe('a search read as a sentence (issue 45)', () => {
  it('reads each phrase of the issue as the filter it means', () => {
    expect(read('under 1 lakh')).toEqual({ filter: { maxPrice: 100_000 }, rest: '' })
    expect(read('below 80k')).toEqual({ filter: { maxPrice: 80_000 }, rest: '' })
    expect(read('between 50000 and 70000')).toEqual({ filter: { minPrice: 50_000, maxPrice: 70_000 }, rest: '' })
    expect(read('i7 16gb')).toEqual({ filter: { cpu: ['Core i7'], ramMin: 16, ramMax: 16 }, rest: '' })
    expect(read('rtx 4060 laptop')).toEqual({ filter: { gpu: ['RTX 4060'], category: ['Laptop', 'Gaming Laptop'] }, rest: '' })
    expect(read('16 inch')).toEqual({ filter: { screenMin: 16, screenMax: 16.9 }, rest: '' })
    expect(read('gaming laptop under 1 lakh')).toEqual({ filter: { category: ['Gaming Laptop'], maxPrice: 100_000 }, rest: '' })
  })

  it('reads prices however they are written: ₹, rs, commas, lakhs with decimals, thousands, bounds after the amount', () => {
    expect(read('under ₹1,00,000')?.filter).toEqual({ maxPrice: 100_000 })
    expect(read('below rs 75000')?.filter).toEqual({ maxPrice: 75_000 })
    expect(read('less than 1.5 lakh')?.filter).toEqual({ maxPrice: 150_000 })
    expect(read('up to 90 thousand')?.filter).toEqual({ maxPrice: 90_000 })
    expect(read('above 2 lakhs')?.filter).toEqual({ minPrice: 200_000 })
    expect(read('50k to 70k')?.filter).toEqual({ minPrice: 50_000, maxPrice: 70_000 })
    expect(read('50k-70k')?.filter).toEqual({ minPrice: 50_000, maxPrice: 70_000 })
    expect(read('between 70000 and 50000')?.filter).toEqual({ minPrice: 50_000, maxPrice: 70_000 })
    expect(read('1 lakh and below')?.filter).toEqual({ maxPrice: 100_000 })
    expect(read('1.2l')?.filter).toBeUndefined()
    expect(read('under 1.2l')?.filter).toEqual({ maxPrice: 120_000 })
    expect(read('50k+')?.filter).toEqual({ minPrice: 50_000 })
  })

  it('takes a limit beyond the price filter as no limit, and a floor beyond it as its top', () => {
    expect(read('laptop under 5 lakh')).toEqual({ filter: { category: ['Laptop', 'Gaming Laptop'] }, rest: '' })
    expect(read('above 4 lakh')?.filter).toEqual({ minPrice: 300_000 })
  })

  it('does not take a number for a price when it is a size, a model or too small to be one', () => {
    expect(read('over 16gb')).toEqual({ filter: { ramMin: 16, ramMax: 16 }, rest: 'over' })
    expect(read('under 80')).toBeNull()
    expect(read('rtx 4060')?.filter).toEqual({ gpu: ['RTX 4060'] })
    expect(read('4060')).toBeNull()
  })

  it('tells memory from storage, by the size and by the word beside it', () => {
    expect(read('16 GB RAM')?.filter).toEqual({ ramMin: 16, ramMax: 16 })
    expect(read('ram 32gb')?.filter).toEqual({ ramMin: 32, ramMax: 32 })
    expect(read('512gb ssd')?.filter).toEqual({ storageMin: 512, storageMax: 512 })
    expect(read('1tb')?.filter).toEqual({ storageMin: 1024, storageMax: 1024 })
    expect(read('32 gb storage')?.filter).toEqual({ storageMin: 32, storageMax: 32 })
    expect(read('16gb+')?.filter).toEqual({ ramMin: 16 })
    expect(read('20gb')).toBeNull()
  })

  it('reads processors and graphics as every family the catalogue has by that name', () => {
    expect(read('core i5')?.filter).toEqual({ cpu: ['Core i5'] })
    expect(read('intel core ultra 7 processor')).toEqual({ filter: { cpu: ['Core Ultra 7'] }, rest: '' })
    expect(read('ryzen 9')?.filter).toEqual({ cpu: ['Ryzen 9', 'Ryzen AI 9'] })
    expect(read('ryzen ai 9')?.filter).toEqual({ cpu: ['Ryzen AI 9'] })
    expect(read('macbook m4')).toEqual({ filter: { cpu: ['Apple M4', 'Apple M4 Pro', 'Apple M4 Max'] }, rest: 'macbook' })
    expect(read('m4 pro')?.filter).toEqual({ cpu: ['Apple M4 Pro'] })
    expect(read('rtx 5070')?.filter).toEqual({ gpu: ['RTX 5070', 'RTX 5070 Ti'] })
    expect(read('rtx 5070 ti')?.filter).toEqual({ gpu: ['RTX 5070 Ti'] })
    expect(read('nvidia geforce rtx4070 graphics')).toEqual({ filter: { gpu: ['RTX 4070'] }, rest: '' })
    // A family the catalogue lacks is still the filter: its chip says what found nothing.
    expect(read('rx 7600')?.filter).toEqual({ gpu: ['RX 7600'] })
  })

  it('reads screens: a whole size is its class, a decimal itself', () => {
    expect(read('15.6 inch')?.filter).toEqual({ screenMin: 15.6, screenMax: 15.6 })
    expect(read('14" laptop')?.filter).toEqual({ screenMin: 14, screenMax: 14.9, category: ['Laptop', 'Gaming Laptop'] })
    expect(read('16-inch')?.filter).toEqual({ screenMin: 16, screenMax: 16.9 })
    expect(read('imac 24in')).toEqual({ filter: { screenMin: 24, screenMax: 24.9 }, rest: 'imac' })
    expect(read('16 in stock')).toBeNull()
  })

  it('keeps the words it does not read as typed, and drops those that only joined the phrases', () => {
    expect(read('ThinkPad X1 i7')).toEqual({ filter: { cpu: ['Core i7'] }, rest: 'ThinkPad X1' })
    expect(read('best ASUS gaming laptop with 16gb ram under 1.5 lakh')).toEqual({
      filter: { category: ['Gaming Laptop'], ramMin: 16, ramMax: 16, maxPrice: 150_000 },
      rest: 'ASUS',
    })
    expect(read('gaming pc')).toEqual({ filter: { category: ['Desktop'] }, rest: 'gaming' })
    expect(read('i7-13620H')).toEqual({ filter: { cpu: ['Core i7'] }, rest: '-13620H' })
  })

  it('reads nothing in a word that merely contains a phrase, nor in words that are not phrases', () => {
    expect(read('dell xps')).toBeNull()
    expect(read('abc16gb')).toBeNull()
    expect(read('vivobook')).toBeNull()
    expect(read('mi7')).toBeNull()
  })
})
