import { beforeAll, describe, expect, it } from 'vitest'
import type { ServiceContext } from '#src/platform/context.ts'
import { insertProduct, insertVendor } from '#tests/fixtures/catalog.ts'
import { signedInShopper, testContext } from '#tests/fixtures/context.ts'
import { testShopOn } from '#tests/fixtures/test-shop.ts'
import { TEST_DIALECTS } from '#tests/test-database.ts'
import { sendWishlistAlerts } from './alerts.service.ts'
import { setWishlistAlert, stopAlertByLink } from './wishlist.service.ts'

// The test (issue 45): a price drop below a saved price sends exactly one email to each watcher, and a
// restock one, on both databases, however often the job runs and however many runners there are (decision 086).

describe.each(TEST_DIALECTS)('wishlist alerts on %s', (dialect) => {
  const shop = testShopOn(dialect)
  const db = () => shop.database.db

  beforeAll(async () => {
    await insertVendor(db(), 'v-alerts')
  })

  const product = async (name: string, fields: { sellingPrice: number; stock: number }) =>
    (await insertProduct(db(), { name, vendorId: 'v-alerts', ...fields })).id
  const setProduct = (id: string, values: { sellingPricePaise?: number; stock?: number }) =>
    db().updateTable('products').set(values).where('id', '=', id).execute()
  const emails = (kind: string, to?: string) =>
    db()
      .selectFrom('emailOutbox')
      .select(['toAddress', 'subject', 'textBody'])
      .where('kind', '=', kind)
      .$if(to !== undefined, (q) => q.where('toAddress', '=', to as string))
      .execute()
  const emailOf = (ctx: ServiceContext) => ctx.actor?.email as string

  it('a price drop below the price a watcher asked about sends exactly one email to each watcher, once per crossing', async () => {
    const id = await product('Alert Laptop 15', { sellingPrice: 1_18_000, stock: 5 })
    const [asha, ravi, bystander] = await Promise.all([1, 2, 3].map(() => signedInShopper(shop.services)))
    if (!asha || !ravi || !bystander) throw new Error('three shoppers')
    for (const watcher of [asha, ravi]) expect(await setWishlistAlert(watcher, id, 'price', true)).toEqual({ ok: true })
    // Saved without an alert: hears nothing.
    expect(await setWishlistAlert(bystander, id, 'stock', true)).toEqual({ ok: true })

    expect(await sendWishlistAlerts(shop.services)).toEqual({ priceDrops: 0, backInStock: 0 })
    await setProduct(id, { sellingPricePaise: 1_09_990_00 })
    // Two runners at once (two instances whose leases overlapped, or a tick beside a retry): one email each.
    const [first, second] = await Promise.all([sendWishlistAlerts(shop.services), sendWishlistAlerts(shop.services)])
    expect((first?.priceDrops ?? 0) + (second?.priceDrops ?? 0)).toBe(2)
    for (const watcher of [asha, ravi]) expect(await emails('wishlist-price-drop', emailOf(watcher))).toHaveLength(1)
    expect(await emails('wishlist-price-drop', emailOf(bystander))).toEqual([])
    const [mail] = await emails('wishlist-price-drop', emailOf(asha))
    expect(mail?.subject).toBe('Price drop: Alert Laptop 15 is now ₹1,09,990')
    expect(mail?.textBody).toContain('₹8,010 less than the ₹1,18,000 it cost when you asked us to tell you')
    expect(mail?.textBody).toMatch(/http:\/\/localhost:3000\/wishlist\/alerts\/stop\?token=[\w.-]+/)

    // Further changes on the same side of the line are not crossings.
    await setProduct(id, { sellingPricePaise: 1_05_000_00 })
    expect(await sendWishlistAlerts(shop.services)).toEqual({ priceDrops: 0, backInStock: 0 })
    await setProduct(id, { sellingPricePaise: 1_07_000_00 })
    expect(await sendWishlistAlerts(shop.services)).toEqual({ priceDrops: 0, backInStock: 0 })
    // Back above the line re-arms it without an email; the next drop is a new crossing.
    await setProduct(id, { sellingPricePaise: 1_18_000_00 })
    expect(await sendWishlistAlerts(shop.services)).toEqual({ priceDrops: 0, backInStock: 0 })
    await setProduct(id, { sellingPricePaise: 1_10_000_00 })
    expect(await sendWishlistAlerts(shop.services)).toEqual({ priceDrops: 2, backInStock: 0 })
    for (const watcher of [asha, ravi]) expect(await emails('wishlist-price-drop', emailOf(watcher))).toHaveLength(2)
  })

  it('a restock sends one email to each who asked, and again only after the product was out again', async () => {
    const id = await product('Alert Desktop Tower', { sellingPrice: 90_000, stock: 0 })
    const [meera, omkar] = await Promise.all([1, 2].map(() => signedInShopper(shop.services)))
    if (!meera || !omkar) throw new Error('two shoppers')
    for (const watcher of [meera, omkar]) expect(await setWishlistAlert(watcher, id, 'stock', true)).toEqual({ ok: true })
    expect(await sendWishlistAlerts(shop.services)).toEqual({ priceDrops: 0, backInStock: 0 })

    await setProduct(id, { stock: 3 })
    expect(await sendWishlistAlerts(shop.services)).toEqual({ priceDrops: 0, backInStock: 2 })
    await setProduct(id, { stock: 7 })
    expect(await sendWishlistAlerts(shop.services)).toEqual({ priceDrops: 0, backInStock: 0 })
    for (const watcher of [meera, omkar]) {
      const mails = await emails('wishlist-back-in-stock', emailOf(watcher))
      expect(mails.map((m) => m.subject)).toEqual(['Back in stock: Alert Desktop Tower'])
    }
    await setProduct(id, { stock: 0 })
    expect(await sendWishlistAlerts(shop.services)).toEqual({ priceDrops: 0, backInStock: 0 })
    await setProduct(id, { stock: 1 })
    expect(await sendWishlistAlerts(shop.services)).toEqual({ priceDrops: 0, backInStock: 2 })
  })

  it("the email's stop link turns that alert off in one step, without signing in; an altered link is refused", async () => {
    const id = await product('Alert Stop Laptop', { sellingPrice: 70_000, stock: 4 })
    const shopper = await signedInShopper(shop.services)
    await setWishlistAlert(shopper, id, 'price', true)
    await setProduct(id, { sellingPricePaise: 65_000_00 })
    await sendWishlistAlerts(shop.services)
    const [mail] = await emails('wishlist-price-drop', emailOf(shopper))
    const token = /token=([\w.-]+)/.exec(mail?.textBody ?? '')?.[1] ?? ''
    const guest = testContext(shop.services)
    expect(await stopAlertByLink(guest, `${token}x`)).toMatchObject({ ok: false, code: 'not_found' })
    expect(await stopAlertByLink(guest, token)).toEqual({ ok: true, productName: 'Alert Stop Laptop', kind: 'price' })
    await setProduct(id, { sellingPricePaise: 70_000_00 })
    await sendWishlistAlerts(shop.services)
    await setProduct(id, { sellingPricePaise: 60_000_00 })
    expect(await sendWishlistAlerts(shop.services)).toEqual({ priceDrops: 0, backInStock: 0 })
    // The product stays saved: only the emails stopped.
    const row = await db().selectFrom('wishlistItems').selectAll().where('productId', '=', id).executeTakeFirstOrThrow()
    expect(row.priceAlertPaise).toBeNull()
  })
})
