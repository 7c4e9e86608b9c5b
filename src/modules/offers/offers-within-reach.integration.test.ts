import { beforeAll, describe, expect, it } from 'vitest'
import { seedCatalogueOnce } from '#db/seed/seed.ts'
import { handleApiRequest } from '#src/api/v1/router.ts'
import { createStoreOffer } from '#src/modules/admin/index.ts'
import { addToCart, setCartQuantity } from '#src/modules/cart/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { insertProduct } from '#tests/fixtures/catalog.ts'
import { signedInAdmin, signedInShopper } from '#tests/fixtures/context.ts'
import { testShopOn } from '#tests/fixtures/test-shop.ts'
import { TEST_DIALECTS } from '#tests/test-database.ts'
import { cartOffersWithinReach, offeredCart } from './cart-offers.service.ts'

// The cart says which offers it could still get, and only what is true (decision 088).
describe.each(TEST_DIALECTS)('offers within the cart’s reach on %s', (dialect) => {
  const shop = testShopOn(dialect)
  let shopper: ServiceContext
  let laptop: string
  const db = () => shop.database.db

  beforeAll(async () => {
    await seedCatalogueOnce(db())
    const admin = await signedInAdmin(shop.services)
    laptop = (await insertProduct(db(), { name: 'Reach Laptop', sellingPrice: 40_000, stock: 10, vendorId: 'v1', brand: 'Lenovo' })).id
    const offer = {
      name: 'Big cart ₹1,000 off',
      kind: 'automatic',
      discountType: 'amount',
      amountRupees: '1000',
      minOrderRupees: '50000',
      appliesTo: 'products',
      targets: [laptop],
      startsOn: '2020-01-01',
    }
    expect(await createStoreOffer(admin, offer)).toMatchObject({ ok: true })
    shopper = await signedInShopper(shop.services)
  })

  it('says how much more and what it saves, on the page and over JSON; nothing once the cart gets it', async () => {
    await addToCart(shopper, laptop, '1')
    const within = await cartOffersWithinReach(shopper, await offeredCart(shopper))
    expect(within).toMatchObject([{ name: 'Big cart ₹1,000 off', code: null, addPaise: 10_000_00, savesPaise: 1_000_00, endsAt: null }])
    const api = await handleApiRequest(shopper, {
      method: 'GET',
      url: new URL('http://localhost/api/v1/cart/offers'),
      body: async () => null,
    })
    expect(api).toMatchObject({
      status: 200,
      body: {
        withinReach: [
          {
            name: 'Big cart ₹1,000 off',
            addMore: 10_000,
            saves: 1_000,
            words: 'Add ₹10,000 more of the items it covers to save ₹1,000: Big cart ₹1,000 off (₹1,000 off).',
          },
        ],
      },
    })
    // Two laptops reach the minimum: the cart gets the offer, and says nothing more of it.
    await setCartQuantity(shopper, laptop, '2')
    const offered = await offeredCart(shopper)
    expect(offered.pricing.discountPaise).toBe(1_000_00)
    expect(await cartOffersWithinReach(shopper, offered)).toEqual([])
  })
})
