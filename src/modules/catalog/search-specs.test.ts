import { describe, expect, it } from 'vitest'
import { searchWords } from './catalog.search.ts'
import { specIntents } from './search-specs.ts'

const intents = (text: string) => specIntents(searchWords(text))

describe('specifications named in a search', () => {
  it('reads a processor and a memory size', () => {
    expect(intents('i7 16gb')).toEqual({ cpuFamily: 'Core i7', ramGb: 16 })
    expect(intents('gaming laptop 16 GB RAM i9')).toEqual({ ramGb: 16, cpuFamily: 'Core i9' })
  })

  it('tells storage from memory by size and by the words around it', () => {
    expect(intents('512gb ssd')).toEqual({ storageGb: 512 })
    expect(intents('1tb')).toEqual({ storageGb: 1024 })
    expect(intents('32 gb storage')).toEqual({ storageGb: 32 })
    expect(intents('ryzen 7 32gb')).toEqual({ cpuFamily: 'Ryzen 7', ramGb: 32 })
  })

  it('reads Apple chips and graphics cards', () => {
    expect(intents('macbook m4')).toEqual({ cpuFamily: 'Apple M4' })
    expect(intents('rtx 4060')).toEqual({ gpu: 'RTX 4060' })
    expect(intents('rtx4070 laptop')).toEqual({ gpu: 'RTX 4070' })
  })

  it('names nothing for words that are not specifications', () => {
    expect(intents('dell xps')).toEqual({})
    expect(intents('7 inch')).toEqual({})
  })
})
