import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { pricesFromPreTax, storedPrices } from '#src/modules/catalog/pricing.ts'
import { seedPrices } from './seed-prices.ts'

describe('seed prices', () => {
  it("are the catalogue's own rule: storedPrices(pricesFromPreTax()) for any price and discount", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000_00 }), fc.option(fc.integer({ min: 1, max: 10_000_000_00 })), (price, discount) => {
        expect(seedPrices(price, discount)).toEqual(storedPrices(pricesFromPreTax(price, discount)))
      }),
    )
  })
})
