/**
 * The stored price columns of a seed product, from the spec's sample prices before GST (decision 068):
 * the selling price and M.R.P. with GST as the shop always showed them (18% to the paisa, whole rupees),
 * and the taxable value inside the selling price. db/ does not import the application, so the rule is
 * written here again; seed-prices.test.ts holds it equal to the catalogue's storedPrices(pricesFromPreTax()).
 */
export function seedPrices(pricePaise: number, discountPricePaise: number | null) {
  const sellingPricePaise = withGst(discountPricePaise ?? pricePaise)
  return {
    sellingPricePaise,
    mrpPaise: withGst(pricePaise),
    pricePaise: Math.round((sellingPricePaise * 100) / 118),
    discountPricePaise: null,
  }
}

function withGst(preTaxPaise: number): number {
  return Math.round((preTaxPaise + Math.round((preTaxPaise * 18) / 100)) / 100) * 100
}
