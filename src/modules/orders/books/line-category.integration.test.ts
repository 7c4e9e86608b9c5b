import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { addToCart } from '#src/modules/cart/index.ts'
import { insertProduct, insertVendor } from '#tests/fixtures/catalog.ts'
import { SHIPPING, signedInShopper } from '#tests/fixtures/context.ts'
import { testShopOn } from '#tests/fixtures/test-shop.ts'
import { TEST_DIALECTS } from '#tests/test-database.ts'
import { placeOrder } from '../placement/place-order.service.ts'
import { linesOfParcel } from './books.repository.ts'

// A line's commission rate is its category's when it was ordered (decision 040): moving the product to
// another category afterwards changes nothing for the lines already ordered.
describe.each(TEST_DIALECTS)('order lines keep their category on %s', (dialect) => {
  const shop = testShopOn(dialect)
  let product: string

  beforeAll(async () => {
    await insertVendor(shop.database.db, 'v1')
    product = (await insertProduct(shop.database.db, { name: 'Moving Laptop', price: 40_000, vendorId: 'v1', category: 'Laptop' })).id
  })

  it('reads the category as ordered, not as the product says today', async () => {
    const ctx = await signedInShopper(shop.services)
    await addToCart(ctx, product, '1')
    const placed = await placeOrder(ctx, { ...SHIPPING, paymentMethod: 'cod', idempotencyKey: randomUUID() })
    if (!placed.ok) throw new Error(placed.message)
    await shop.database.db.updateTable('products').set({ category: 'Gaming Laptop' }).where('id', '=', product).execute()
    expect(await linesOfParcel(shop.database.db, placed.orderId, 'v1')).toMatchObject([{ productId: product, category: 'Laptop' }])
  })
})
