import { beforeAll, describe, expect, it } from 'vitest'
import { eraseMyAccount, exportMyData } from '#src/modules/privacy/index.ts'
import { insertProduct, insertVendor } from '#tests/fixtures/catalog.ts'
import { signedInShopper, testContext } from '#tests/fixtures/context.ts'
import { testShopOn } from '#tests/fixtures/test-shop.ts'
import { TEST_DIALECTS } from '#tests/test-database.ts'
import {
  myWishlist,
  productWish,
  removeFromWishlist,
  savedProductIds,
  saveToWishlist,
  setWishlistAlert,
  sharedWishlist,
  shareMyWishlist,
  stopSharingMyWishlist,
} from './wishlist.service.ts'

describe.each(TEST_DIALECTS)('a wishlist on %s', (dialect) => {
  const shop = testShopOn(dialect)
  const db = () => shop.database.db
  let laptop: { id: string; slug: string }
  let desktop: { id: string; slug: string }

  beforeAll(async () => {
    await insertVendor(db(), 'v-wish')
    laptop = await insertProduct(db(), { name: 'Wish Laptop 14', vendorId: 'v-wish', sellingPrice: 1_18_000, mrp: 1_29_800, stock: 6 })
    desktop = await insertProduct(db(), { name: 'Wish Desktop', vendorId: 'v-wish', sellingPrice: 80_000, stock: 0 })
  })

  it('keeps each product with its price when saved beside its price now and its stock; saving again changes nothing', async () => {
    const shopper = await signedInShopper(shop.services)
    expect(await saveToWishlist(shopper, laptop.id, new Date('2026-11-20T10:00:00Z'))).toEqual({ ok: true })
    expect(await saveToWishlist(shopper, desktop.id, new Date('2026-11-21T10:00:00Z'))).toEqual({ ok: true })
    await db().updateTable('products').set({ sellingPricePaise: 1_12_000_00 }).where('id', '=', laptop.id).execute()
    expect(await saveToWishlist(shopper, laptop.id, new Date('2026-11-22T10:00:00Z'))).toEqual({ ok: true })

    const page = await myWishlist(shopper)
    expect(page.shareToken).toBeNull()
    expect(page.items.map((i) => [i.name, i.savedAt, i.savedPricePaise, i.pricePaise, i.stock])).toEqual([
      ['Wish Desktop', '2026-11-21T10:00:00.000Z', 80_000_00, 80_000_00, 0],
      ['Wish Laptop 14', '2026-11-20T10:00:00.000Z', 1_18_000_00, 1_12_000_00, 6],
    ])
    expect((await savedProductIds(shopper)).sort()).toEqual([laptop.id, desktop.id].sort())
    expect(await productWish(shopper, laptop.slug)).toEqual({ saved: true, priceAlert: false, stockAlert: false })

    expect(await removeFromWishlist(shopper, desktop.id)).toEqual({ ok: true })
    expect((await myWishlist(shopper)).items.map((i) => i.name)).toEqual(['Wish Laptop 14'])
    await db().updateTable('products').set({ sellingPricePaise: 1_18_000_00 }).where('id', '=', laptop.id).execute()
  })

  it('an alert saves the product too; a visitor has no wishlist; a product off sale cannot be saved', async () => {
    const shopper = await signedInShopper(shop.services)
    expect(await setWishlistAlert(shopper, desktop.id, 'stock', true)).toEqual({ ok: true })
    expect(await productWish(shopper, desktop.slug)).toEqual({ saved: true, priceAlert: false, stockAlert: true })
    expect(await setWishlistAlert(shopper, desktop.id, 'price', true)).toEqual({ ok: true })
    expect((await myWishlist(shopper)).items[0]).toMatchObject({ priceAlertPaise: 80_000_00, stockAlert: true })
    expect(await setWishlistAlert(shopper, desktop.id, 'stock', false)).toEqual({ ok: true })
    expect(await productWish(shopper, desktop.slug)).toEqual({ saved: true, priceAlert: true, stockAlert: false })

    expect(await productWish(testContext(shop.services), laptop.slug)).toBeNull()
    expect(await savedProductIds(testContext(shop.services))).toEqual([])
    const hidden = await insertProduct(db(), { name: 'Wish Hidden', vendorId: 'v-wish', sellingPrice: 50_000, isPublished: 0 })
    expect(await saveToWishlist(shopper, hidden.id)).toMatchObject({ ok: false, code: 'not_found' })
  })

  it('shares a read-only link that shows what is on the list and nothing of its owner, until sharing stops', async () => {
    const shopper = await signedInShopper(shop.services)
    await saveToWishlist(shopper, laptop.id)
    await setWishlistAlert(shopper, laptop.id, 'price', true)
    const shared = await shareMyWishlist(shopper)
    if (!shared.ok) throw new Error(shared.message)
    expect(await shareMyWishlist(shopper)).toEqual(shared)
    const seen = await sharedWishlist(testContext(shop.services), shared.token)
    expect(seen?.map((i) => [i.name, i.pricePaise, i.stock])).toEqual([['Wish Laptop 14', 1_18_000_00, 6]])
    expect(Object.keys(seen?.[0] ?? {})).not.toContain('savedPricePaise')
    expect(Object.keys(seen?.[0] ?? {})).not.toContain('priceAlertPaise')

    expect(await stopSharingMyWishlist(shopper)).toEqual({ ok: true })
    expect(await sharedWishlist(testContext(shop.services), shared.token)).toBeNull()
    const again = await shareMyWishlist(shopper)
    expect(again.ok && again.token).not.toBe(shared.token)
    expect(await sharedWishlist(testContext(shop.services), 'not-a-token')).toBeNull()
  })

  it("is part of the person's data export, and erased with the account", async () => {
    const shopper = await signedInShopper(shop.services)
    await saveToWishlist(shopper, laptop.id, new Date('2026-11-25T08:30:00Z'))
    await setWishlistAlert(shopper, laptop.id, 'price', true)
    await shareMyWishlist(shopper, new Date('2026-11-26T09:00:00Z'))
    const data = await exportMyData(shopper)
    expect(data.wishlist).toMatchObject({
      items: [
        { product: 'Wish Laptop 14', savedAt: '2026-11-25T08:30:00.000Z', savedPricePaise: 1_18_000_00, priceAlertBelowPaise: 1_18_000_00 },
      ],
      sharedSince: '2026-11-26T09:00:00.000Z',
    })

    const userId = shopper.actor?.id as string
    expect(await eraseMyAccount(shopper, { confirm: shopper.actor?.email })).toMatchObject({ ok: true })
    expect(await db().selectFrom('wishlistItems').selectAll().where('userId', '=', userId).execute()).toEqual([])
    expect(await db().selectFrom('wishlistShares').selectAll().where('userId', '=', userId).execute()).toEqual([])
  })
})
