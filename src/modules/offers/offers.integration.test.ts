import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { completeSampleSellers, seedCatalogueOnce } from '#db/seed/seed.ts'
import {
  createStoreOffer,
  endStoreOffer,
  listStoreOffers,
  makeStoreOfferCodes,
  storeOffer,
  storeOfferCodesCsv,
  storeOfferReportCsv,
  updateStoreOffer,
} from '#src/modules/admin/index.ts'
import { addToCart } from '#src/modules/cart/index.ts'
import { placeOrder } from '#src/modules/orders/index.ts'
import { createOwnOffer, listOwnOffers, ownOfferReportCsv } from '#src/modules/vendors/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { documentedApiRequest } from '#tests/fixtures/api-answers.ts'
import { insertProduct } from '#tests/fixtures/catalog.ts'
import { SHIPPING, signedInAdmin, signedInShopper, vendorWithProduct } from '#tests/fixtures/context.ts'
import { testShopOn } from '#tests/fixtures/test-shop.ts'
import { TEST_DIALECTS } from '#tests/test-database.ts'
import { applyOfferCode, offeredCart, removeOfferCode } from './cart-offers.service.ts'
import { offersForProduct } from './offers-shown.service.ts'

// The offers' owners at work (issue 43, step 2, decision 083): the store's admin and a seller set up,
// change, end and hand out codes for their offers; the product page says which apply.
describe.each(TEST_DIALECTS)('offers and their owners on %s', (dialect) => {
  const shop = testShopOn(dialect)
  let admin: ServiceContext
  let laptop: string
  const db = () => shop.database.db
  const offer = (over: Record<string, unknown> = {}) => ({
    name: 'Winter ₹2,000 off',
    kind: 'code',
    code: `WINTER${randomUUID().slice(0, 4)}`,
    discountType: 'amount',
    amountRupees: '2000',
    appliesTo: 'order',
    startsOn: '2026-01-01',
    ...over,
  })
  const buyWith = async (code: string) => {
    const shopper = await signedInShopper(shop.services)
    await addToCart(shopper, laptop, '1')
    const applied = await applyOfferCode(shopper, { code })
    if (!applied.ok) return applied
    return placeOrder(shopper, { ...SHIPPING, paymentMethod: 'cod', idempotencyKey: randomUUID() })
  }

  beforeAll(async () => {
    await seedCatalogueOnce(db())
    await completeSampleSellers(db())
    admin = await signedInAdmin(shop.services)
    laptop = (await insertProduct(db(), { name: 'Owners Laptop', sellingPrice: 40_000, stock: 100, vendorId: 'v1', brand: 'Lenovo' })).id
  })

  it('lists the store’s offers with their uses, discount given and orders; a used offer keeps its terms', async () => {
    const input = offer()
    const made = await createStoreOffer(admin, input)
    if (!made.ok) throw new Error(made.message)
    expect(await buyWith(String(input.code))).toMatchObject({ ok: true })
    const listed = (await listStoreOffers(admin)).find((o) => o.id === made.id)
    expect(listed).toMatchObject({ status: 'live', usesCount: 1, givenPaise: 2_000_00, orders: 1, words: '₹2,000 off' })
    expect(listed?.codes).toEqual({ shared: String(input.code).toUpperCase(), single: 0 })
    // Its report: the order and the sales it touched, the discount it gave, by seller.
    expect((await storeOffer(admin, made.id))?.report).toEqual({
      orders: 1,
      salesPaise: 40_000_00,
      discountPaise: 2_000_00,
      bySeller: [{ vendorId: 'v1', sellerName: expect.any(String), orders: 1, discountPaise: 2_000_00, salesPaise: 40_000_00 }],
    })
    // The same report as CSV for the books: a row per seller and one for all, in rupees.
    const csv = (await storeOfferReportCsv(admin, made.id)) ?? ''
    expect(csv.split('\r\n').slice(0, 3)).toEqual([
      'Offer,Funded by,Seller,Orders,Sales before offers (₹),Discount (₹)',
      expect.stringMatching(/^"Winter ₹2,000 off",The store,.+,1,40000,2000$/),
      '"Winter ₹2,000 off",The store,All sellers,1,40000,2000',
    ])
    expect(await storeOfferReportCsv(admin, randomUUID())).toBeNull()
    expect(await updateStoreOffer(admin, made.id, { ...input, amountRupees: '3000' })).toMatchObject({ ok: false, code: 'conflict' })
    expect(await updateStoreOffer(admin, made.id, { ...input, name: 'Winter sale', useLimit: '100' })).toMatchObject({ ok: true })
    expect(await endStoreOffer(admin, made.id)).toMatchObject({ ok: true })
    const shopper = await signedInShopper(shop.services)
    await addToCart(shopper, laptop, '1')
    expect(await applyOfferCode(shopper, { code: input.code })).toMatchObject({ ok: false, reason: 'expired' })
    await removeOfferCode(shopper)
    // Only an admin runs the store's offers.
    await expect(createStoreOffer(shopper, offer())).rejects.toThrow()
  })

  it('makes single-use codes, each good for one order, and exports them as CSV', async () => {
    const made = await createStoreOffer(admin, offer({ code: undefined, name: 'Gift codes' }))
    if (!made.ok) throw new Error(made.message)
    expect(await makeStoreOfferCodes(admin, made.id, '3')).toMatchObject({ ok: true, count: 3 })
    expect(await makeStoreOfferCodes(admin, made.id, '5000')).toMatchObject({ ok: false, code: 'invalid_input' })
    const csv = (await storeOfferCodesCsv(admin, made.id)) ?? ''
    const rows = csv.trim().split('\r\n')
    expect(rows[0]).toBe('Offer,Code,Single use,Used')
    expect(rows).toHaveLength(4)
    const code = rows[1]?.split(',')[1] ?? ''
    expect(code).toMatch(/^GIFTCODE-[A-Z2-9]{10}$/)
    expect(await buyWith(code)).toMatchObject({ ok: true })
    expect(await buyWith(code)).toMatchObject({ ok: false, reason: 'used_up', message: `The code ${code} has been used up.` })
    // Handed-out codes are never shown on a product page.
    const shown = await offersForProduct(shop.services, {
      productId: laptop,
      vendorId: 'v1',
      category: 'Laptop',
      brand: 'Lenovo',
      pricePaise: 40_000_00,
    })
    expect(shown.map((s) => s.code)).not.toContain(code)
  })

  it('lets a seller run offers on its own products only, funded by itself, and shows them on its product page', async () => {
    const { ctx: seller, productId } = await vendorWithProduct(shop.services, 'Own Offer House')
    expect(await createOwnOffer(seller, offer({ appliesTo: 'sellers', targets: ['v1'] }))).toMatchObject({
      ok: false,
      errors: { appliesTo: expect.stringContaining('your own products') },
    })
    expect(await createOwnOffer(seller, offer({ appliesTo: 'products', targets: [laptop] }))).toMatchObject({
      ok: false,
      errors: { targets: 'Choose only your own products' },
    })
    const own = offer({
      kind: 'automatic',
      code: undefined,
      name: 'House ₹1,000 off',
      amountRupees: '1000',
      appliesTo: 'products',
      targets: [productId],
    })
    expect(await createOwnOffer(seller, own)).toMatchObject({ ok: true })
    expect((await listOwnOffers(seller)).map((o) => o.name)).toEqual(['House ₹1,000 off'])
    const product = {
      productId,
      vendorId: String(
        (await db().selectFrom('products').select('vendorId').where('id', '=', productId).executeTakeFirstOrThrow()).vendorId,
      ),
      category: 'Laptop',
      brand: 'Dell',
      pricePaise: 23_600_00,
    }
    expect(await offersForProduct(shop.services, product)).toContainEqual(
      expect.objectContaining({ name: 'House ₹1,000 off', savesPaise: 1_000_00, code: null, bySeller: true, endsAt: null }),
    )
    // In the cart it lowers the seller's own taxable value: ₹1,000 × 100/118 = ₹847.46 less.
    const shopper = await signedInShopper(shop.services)
    await addToCart(shopper, productId, '1')
    const cart = await offeredCart(shopper)
    expect(cart.pricing.lines).toEqual([{ productId, discountPaise: 1_000_00, storeDiscountPaise: 0, taxableDiscountPaise: 847_46 }])
    expect(cart.payablePaise).toBe(cart.cart.totalPaise - 1_000_00)
    // Its own offer's report, as CSV; never another's.
    const ownId = (await listOwnOffers(seller))[0]?.id ?? ''
    expect(await ownOfferReportCsv(seller, ownId)).toBe(
      'Offer,Funded by,Seller,Orders,Sales before offers (₹),Discount (₹)\r\n"House ₹1,000 off",The seller,All sellers,0,0,0\r\n',
    )
    const made = await createStoreOffer(admin, offer())
    if (!made.ok) throw new Error(made.message)
    expect(await ownOfferReportCsv(seller, made.id)).toBeNull()
  })

  it('refuses a code that has not started yet, in words', async () => {
    const later = offer({ startsOn: '2099-01-01' })
    expect(await createStoreOffer(admin, later)).toMatchObject({ ok: true })
    const shopper = await signedInShopper(shop.services)
    await addToCart(shopper, laptop, '1')
    expect(await applyOfferCode(shopper, { code: later.code })).toMatchObject({
      ok: false,
      code: 'offer_refused',
      reason: 'not_started',
      message: `The code ${String(later.code).toUpperCase()} starts on 1 January 2099.`,
    })
  })

  it('answers the cart’s code over JSON: applied with its figures, refused with its reason, removed', async () => {
    const input = offer({ name: 'API ₹1,500 off', amountRupees: '1500' })
    expect(await createStoreOffer(admin, input)).toMatchObject({ ok: true })
    const shopper = await signedInShopper(shop.services)
    await addToCart(shopper, laptop, '1')
    const call = (method: string, body?: unknown) =>
      documentedApiRequest(shopper, { method, url: new URL('http://localhost/api/v1/cart/offer-code'), body: async () => body })
    expect(await call('POST', { code: 'NOPE' })).toMatchObject({
      status: 422,
      body: {
        error: { code: 'offer_refused', message: 'We do not know the code NOPE. Please check it and try again.' },
        reason: 'unknown',
      },
    })
    expect(await call('POST', { code: input.code })).toMatchObject({
      status: 200,
      body: {
        code: String(input.code).toUpperCase(),
        discount: 1_500,
        itemsTotal: 40_000,
        total: 38_500,
        offers: [{ name: 'API ₹1,500 off', fundedBy: 'store' }],
      },
    })
    expect(await call('DELETE')).toMatchObject({ status: 200, body: { code: null, discount: 0, total: 40_000 } })
  })
})
