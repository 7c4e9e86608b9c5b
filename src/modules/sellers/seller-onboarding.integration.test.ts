import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { register } from '#src/modules/accounts/index.ts'
import { listAudit } from '#src/modules/admin/index.ts'
import { addToCart } from '#src/modules/cart/index.ts'
import { getProduct, listedProductSlugs, listProducts } from '#src/modules/catalog/index.ts'
import { createOwnProduct, ownSellerProfile, submitOwnSellerProfile } from '#src/modules/vendors/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { DECLARED } from '#tests/fixtures/catalog.ts'
import { cookieFrom, signedInAdmin, testContext } from '#tests/fixtures/context.ts'
import { sendSellerDocuments } from '#tests/fixtures/seller-documents.ts'
import { sellerProfileFields } from '#tests/fixtures/sellers.ts'
import { testShopOn } from '#tests/fixtures/test-shop.ts'
import { TEST_DIALECTS } from '#tests/test-database.ts'
import { listSellers, reviewSeller, sellerForReview, sellerPage } from './index.ts'

const PRODUCT = {
  name: 'Onboarding Test Laptop 15',
  description: 'A 15-inch laptop sold by a seller that has just joined.',
  category: 'Laptop',
  brand: 'Zephyr',
  mrp: '64,890',
  sellingPrice: '64,890',
  stock: '5',
  isPublished: 'on',
  ...DECLARED,
  specs: [{ label: 'Processor', value: 'Core i5' }],
}

const png = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: '#335577' } })
    .png()
    .toBuffer()

describe.each(TEST_DIALECTS)('seller onboarding on %s', (dialect) => {
  const shop = testShopOn(dialect)
  let seller: ServiceContext
  let vendorId: string
  let slug: string

  const onSale = async () =>
    (await listProducts(testContext(shop.services), { search: 'Onboarding Test Laptop' })).products.map((p) => p.slug)
  const seen = async () => (await sellerForReview(await signedInAdmin(shop.services), vendorId))?.profile.version
  const outbox = (kind: string) => shop.database.db.selectFrom('emailOutbox').selectAll().where('kind', '=', kind).execute()

  it('holds a new seller’s products until it is approved: not listed, no page, not added to a cart', async () => {
    const email = `seller-${Date.now()}@example.in`
    const registered = await register(
      testContext(shop.services),
      {
        name: 'Karve Owner',
        email,
        password: 'vendor-pass',
        confirmPassword: 'vendor-pass',
        storeName: 'Karve Road Laptops',
        city: 'Pune',
      },
      'vendor',
    )
    if (!registered.ok) throw new Error(JSON.stringify(registered.errors))
    seller = testContext(shop.services, { actor: registered.actor, cookie: cookieFrom(registered.setCookies) })
    const created = await createOwnProduct(seller, { fields: PRODUCT, uploads: [{ fileName: 'front.png', bytes: await png() }] })
    expect(created).toMatchObject({ ok: true, message: 'Product added: it goes on sale once your seller profile is approved.' })
    if (!created.ok) return
    slug = created.slug
    const profile = await ownSellerProfile(seller)
    vendorId = profile.vendorId
    expect(profile).toMatchObject({ status: 'incomplete', editable: true, bankAccountMasked: null })
    expect(profile.missing).toContain('GSTIN')
    expect(await onSale()).toEqual([])
    expect(await getProduct(testContext(shop.services), slug)).toBeNull()
    expect((await listedProductSlugs(testContext(shop.services), { offset: 0, limit: 10_000 })).map((p) => p.slug)).not.toContain(slug)
    expect(await addToCart(testContext(shop.services), created.productId, '1')).toMatchObject({
      ok: false,
      code: 'not_found',
      message: 'This product is not on sale at the moment: its seller is not selling now.',
    })
    expect(await sellerPage(shop.services, profile.slug, 1)).toBeNull()
    // Its documents are on file before the rest of this file submits (seller-documents.integration.test.ts checks them).
    await sendSellerDocuments(seller)
  })

  it('refuses a profile with mistakes, naming each, and changes nothing', async () => {
    const bad = await submitOwnSellerProfile(seller, sellerProfileFields({ gstin: '27AAACR5055K1Z8', bankAccountNumber: '' }))
    expect(bad).toMatchObject({
      ok: false,
      code: 'invalid_input',
      errors: { gstin: 'This GSTIN has a typing mistake: its check character does not match' },
    })
    const noAccount = await submitOwnSellerProfile(seller, sellerProfileFields({ bankAccountNumber: '' }))
    expect(noAccount).toMatchObject({ ok: false, errors: { bankAccountNumber: 'Account number is required' } })
    const taken = await submitOwnSellerProfile(seller, sellerProfileFields({ invoicePrefix: 'DD' }))
    expect(taken).toMatchObject({
      ok: false,
      errors: { invoicePrefix: 'Another seller already uses the invoice prefix DD: please choose another' },
    })
    expect((await ownSellerProfile(seller)).status).toBe('incomplete')
  })

  it('submits, is rejected with a reason, resubmits and is approved: audited, emailed, then on sale', async () => {
    const admin = await signedInAdmin(shop.services)
    const submitted = await submitOwnSellerProfile(seller, sellerProfileFields({ email: 'care@karveroad.test', invoicePrefix: 'KRL' }))
    expect(submitted).toMatchObject({ ok: true, profile: { status: 'submitted', bankAccountMasked: '•••• 5678' } })
    // The account number never comes back whole.
    expect(JSON.stringify(submitted)).not.toContain('50100012345678')
    expect(JSON.stringify(await sellerForReview(admin, vendorId))).not.toContain('50100012345678')

    expect((await listSellers(admin, { status: 'submitted' })).sellers.map((s) => s.vendorId)).toContain(vendorId)
    // The store's own seller is on the list too, first, marked as the store's (issue 49, item 17).
    const all = (await listSellers(admin, {})).sellers
    expect(all.filter((s) => s.isStore).map((s) => s.vendorId)).toEqual(['store'])
    expect(all[0]?.isStore).toBe(true)
    expect(await reviewSeller(admin, vendorId, 'reject', '', await seen())).toMatchObject({ ok: false, code: 'invalid_input' })
    expect(await reviewSeller(admin, vendorId, 'suspend', 'Not yet approved', await seen())).toMatchObject({
      ok: false,
      code: 'illegal_transition',
    })
    await expect(reviewSeller(seller, vendorId, 'approve', undefined, 1)).rejects.toThrow('Access Denied')
    expect(
      await reviewSeller(admin, vendorId, 'reject', 'The cancelled cheque does not match the account holder', await seen()),
    ).toMatchObject({
      ok: true,
    })
    expect(await ownSellerProfile(seller)).toMatchObject({
      status: 'rejected',
      statusReason: 'The cancelled cheque does not match the account holder',
    })
    expect((await outbox('seller-rejected'))[0]).toMatchObject({ toAddress: 'care@karveroad.test' })
    expect((await outbox('seller-rejected'))[0]?.textBody).toContain('Reason: The cancelled cheque does not match the account holder')

    // Blank keeps the account number on file.
    expect(
      await submitOwnSellerProfile(
        seller,
        sellerProfileFields({ email: 'care@karveroad.test', invoicePrefix: 'KRL', bankAccountNumber: '' }),
      ),
    ).toMatchObject({
      ok: true,
    })
    // The admin opens the profile; the seller then resubmits other details: approving what the admin saw
    // is refused, naming what changed, and nothing is approved (issue 49, item 21).
    const opened = await seen()
    const other = sellerProfileFields({
      email: 'care@karveroad.test',
      invoicePrefix: 'KRL',
      legalName: 'Someone Else Private Limited',
      bankAccountNumber: '99990000005678',
    })
    expect(await submitOwnSellerProfile(seller, other)).toMatchObject({ ok: true })
    const refused = await reviewSeller(admin, vendorId, 'approve', undefined, opened)
    expect(refused).toMatchObject({
      ok: false,
      code: 'conflict',
      changes: expect.arrayContaining([
        { label: 'Legal name', before: 'Test Traders Private Limited', after: 'Someone Else Private Limited' },
        {
          label: 'Bank account',
          before: expect.stringMatching(/•••• 5678$/),
          after: expect.stringContaining('•••• 5678 (another account number)'),
        },
      ]),
    })
    expect(JSON.stringify(refused)).not.toContain('99990000005678')
    expect(await reviewSeller(admin, vendorId, 'reject', 'Legal name does not match the certificate', opened)).toMatchObject({
      code: 'conflict',
    })
    expect(await reviewSeller(admin, vendorId, 'approve', undefined, undefined)).toMatchObject({ code: 'invalid_input' })
    expect((await ownSellerProfile(seller)).status).toBe('submitted')
    expect(await outbox('seller-approved')).toHaveLength(0)
    expect(await submitOwnSellerProfile(seller, sellerProfileFields({ email: 'care@karveroad.test', invoicePrefix: 'KRL' }))).toMatchObject(
      {
        ok: true,
      },
    )
    expect(await reviewSeller(admin, vendorId, 'approve', undefined, await seen())).toMatchObject({ ok: true })
    expect(await onSale()).toEqual([slug])
    expect(await addToCart(testContext(shop.services), (await getProduct(testContext(shop.services), slug))?.id ?? '', '1')).toMatchObject({
      ok: true,
    })
    expect(await outbox('seller-approved')).toHaveLength(1)
    expect(await ownSellerProfile(seller)).toMatchObject({ status: 'approved', editable: false })
    expect(await submitOwnSellerProfile(seller, sellerProfileFields())).toMatchObject({ ok: false, code: 'conflict' })

    const audit = (await listAudit(admin, { entity: 'seller' })).records.filter((r) => r.entityId === vendorId)
    expect(audit.map((r) => r.action).reverse()).toEqual([
      'seller.document-uploaded',
      'seller.document-uploaded',
      'seller.document-uploaded',
      'seller.submitted',
      'seller.rejected',
      'seller.submitted',
      'seller.submitted',
      'seller.submitted',
      'seller.approved',
    ])
    expect(JSON.stringify(audit)).not.toContain('50100012345678')
  })

  it('shows an approved seller’s page: details, rating, products on sale', async () => {
    const page = await sellerPage(shop.services, (await ownSellerProfile(seller)).slug, 1)
    expect(page).toMatchObject({
      seller: { legalName: 'Test Traders Private Limited', city: 'Pune', state: 'Maharashtra', phone: '+91 20 2543 1100' },
      grievance: { name: 'Anita Deshpande' },
      rating: { rating: 0, reviewCount: 0 },
      shelf: { total: 1, page: 1 },
    })
    expect(page?.shelf.products.map((p) => p.slug)).toEqual([slug])
  })

  it('suspends a seller with a reason (its products leave the shop) and reinstates it', async () => {
    const admin = await signedInAdmin(shop.services)
    expect(await reviewSeller(admin, vendorId, 'suspend', 'Three orders not shipped in a week', await seen())).toMatchObject({ ok: true })
    expect(await onSale()).toEqual([])
    expect(await getProduct(testContext(shop.services), slug)).toBeNull()
    expect((await outbox('seller-suspended'))[0]?.textBody).toContain('Reason: Three orders not shipped in a week')
    expect(await reviewSeller(admin, vendorId, 'reinstate', undefined, await seen())).toMatchObject({ ok: true })
    expect(await onSale()).toEqual([slug])
    expect(await outbox('seller-reinstated')).toHaveLength(1)
    expect(await reviewSeller(admin, 'store', 'suspend', 'The store cannot be suspended', 0)).toMatchObject({ ok: false, code: 'conflict' })
  })
})
