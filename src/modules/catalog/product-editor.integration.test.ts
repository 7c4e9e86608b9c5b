import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { createOwnProduct, getOwnProductForEdit, updateOwnProduct } from '#src/modules/vendors/index.ts'
import { DECLARED } from '#tests/fixtures/catalog.ts'
import { vendorWithProduct } from '#tests/fixtures/context.ts'
import { testShopOn } from '#tests/fixtures/test-shop.ts'
import { TEST_DIALECTS } from '#tests/test-database.ts'
import { getProduct, listProducts } from './catalog.service.ts'
import type { DirectoryUploads } from './upload-store.service.ts'

const png = (color: string) =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: color } })
    .png()
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer))

const FIELDS = {
  name: 'Zephyr Creator 14',
  description: 'A 14-inch creator laptop with a colour-accurate OLED screen.',
  category: 'Laptop',
  brand: 'Zephyr',
  // Issue 41's example: the M.R.P. on the pack and the selling price with GST, as the seller declares them.
  mrp: '1,29,800',
  sellingPrice: '1,18,000',
  stock: '7',
  isNew: 'on',
  isPublished: 'on',
  ...DECLARED,
  specs: [
    { label: 'Processor', value: 'Ryzen 7 8845HS' },
    { label: 'Battery', value: '75 Wh' },
  ],
}

const SVG_WITH_SCRIPT = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>')

describe.each(TEST_DIALECTS)('product editor on %s', (dialect) => {
  const shop = testShopOn(dialect)
  const uploadsDir = () => (shop.services.uploads as DirectoryUploads).directory
  const uploadsFiles = () => (existsSync(uploadsDir()) ? readdirSync(uploadsDir()) : [])

  it('creates a product with its images as WebP in three sizes, listed, searchable and in its category at once', async () => {
    const { ctx } = await vendorWithProduct(shop.services, 'Creator Store')
    const outcome = await createOwnProduct(ctx, {
      fields: FIELDS,
      uploads: [
        { fileName: 'front.png', bytes: await png('#335577') },
        { fileName: 'side.png', bytes: await png('#775533') },
      ],
    })
    expect(outcome).toMatchObject({ ok: true, slug: 'zephyr-creator-14' })
    if (!outcome.ok) return
    const product = await getProduct(ctx, outcome.slug)
    // The taxable value is derived from the selling price, to the paisa: ₹1,18,000 × 100/118 = ₹1,00,000.00.
    expect(product).toMatchObject({ mrpPaise: 129_800_00, sellingPricePaise: 118_000_00, pricePaise: 100_000_00, stock: 7, isNew: true })
    expect(product?.specs).toEqual({ processor: 'Ryzen 7 8845HS', Battery: '75 Wh' })
    expect(product?.images.map((image) => image.url)).toEqual([
      expect.stringMatching(/^\/uploads\/[0-9a-f-]{36}-800\.webp$/),
      expect.any(String),
    ])
    const id = product?.images[0]?.url.match(/([0-9a-f-]{36})/)?.[1] as string
    const sizes = await Promise.all([400, 800, 1600].map((w) => sharp(path.join(uploadsDir(), `${id}-${w}.webp`)).metadata()))
    expect(sizes.map((m) => [m.format, m.width])).toEqual([
      ['webp', 400],
      ['webp', 800],
      ['webp', 1200], // never enlarged
    ])
    for (const query of [{ search: 'zephyr creator' }, { category: ['Laptop' as const] }, {}]) {
      expect((await listProducts(ctx, query)).products.map((p) => p.slug)).toContain('zephyr-creator-14')
    }
  })

  it('makes each slug unique', async () => {
    const { ctx } = await vendorWithProduct(shop.services, 'Twin Store')
    const save = async () =>
      createOwnProduct(ctx, { fields: { ...FIELDS, name: 'Twin Tower PC' }, uploads: [{ fileName: 'a.png', bytes: await png('#000') }] })
    expect(await save()).toMatchObject({ ok: true, slug: 'twin-tower-pc' })
    expect(await save()).toMatchObject({ ok: true, slug: 'twin-tower-pc-2' })
  })

  it('refuses an SVG with a script renamed .jpg, and an oversized file, leaving nothing behind', async () => {
    const { ctx } = await vendorWithProduct(shop.services, 'Careful Store')
    const before = uploadsFiles().length
    const count = async () =>
      Number(
        (
          await shop.database.db
            .selectFrom('products')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      )
    const products = await count()
    const svg = await createOwnProduct(ctx, { fields: FIELDS, uploads: [{ fileName: 'photo.jpg', bytes: SVG_WITH_SCRIPT }] })
    expect(svg).toEqual({
      ok: false,
      code: 'invalid_input',
      message: 'Please correct the highlighted fields.',
      errors: { images: 'photo.jpg is not a JPEG, PNG or WebP image.' },
    })
    const big = new Uint8Array(5 * 1024 * 1024 + 1)
    big.set([0xff, 0xd8, 0xff])
    const oversized = await createOwnProduct(ctx, { fields: FIELDS, uploads: [{ fileName: 'huge.jpg', bytes: big }] })
    expect(oversized).toEqual({
      ok: false,
      code: 'invalid_input',
      message: 'Please correct the highlighted fields.',
      errors: { images: 'huge.jpg is larger than 5 MB. Please choose a smaller image.' },
    })
    const corrupt = new Uint8Array(2000)
    corrupt.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    expect(await createOwnProduct(ctx, { fields: FIELDS, uploads: [{ fileName: 'broken.png', bytes: corrupt }] })).toEqual({
      ok: false,
      code: 'invalid_input',
      message: 'Please correct the highlighted fields.',
      errors: { images: 'broken.png could not be read as an image.' },
    })
    expect(await count()).toBe(products)
    expect(uploadsFiles().length).toBe(before)
  })

  it('checks every field before storing any image', async () => {
    const { ctx } = await vendorWithProduct(shop.services, 'Strict Store')
    const before = uploadsFiles().length
    const outcome = await createOwnProduct(ctx, {
      fields: { ...FIELDS, name: ' ', mrp: '50000', sellingPrice: '50001', stock: '-1', specs: [{ label: '', value: '16 GB' }] },
      uploads: [{ fileName: 'ok.png', bytes: await png('#123456') }],
    })
    expect(outcome).toEqual({
      ok: false,
      code: 'invalid_input',
      message: 'Please correct the highlighted fields.',
      errors: {
        name: 'Product name is required.',
        sellingPrice: 'Selling price may not be above the M.R.P.: selling above the M.R.P. is unlawful.',
        stock: 'Stock must be a whole number from 0 to 1,00,000.',
        specs: 'Each spec needs both a label and a value.',
      },
    })
    expect(await createOwnProduct(ctx, { fields: FIELDS, uploads: [] })).toMatchObject({ errors: { images: 'Add at least one image.' } })
    expect(uploadsFiles().length).toBe(before)
  })

  it("reorders and removes images, deleting the removed files; another vendor's product is not found and unchanged", async () => {
    const a = await vendorWithProduct(shop.services, 'Order Store')
    const created = await createOwnProduct(a.ctx, {
      fields: { ...FIELDS, name: 'Gallery Laptop' },
      uploads: [
        { fileName: '1.png', bytes: await png('#111111') },
        { fileName: '2.png', bytes: await png('#222222') },
      ],
    })
    if (!created.ok) throw new Error('create failed')
    const saved = (await getOwnProductForEdit(a.ctx, created.productId))?.images.map((image) => image.url) ?? []
    const [first, second] = saved as [string, string]
    const updated = await updateOwnProduct(a.ctx, created.productId, {
      fields: { ...FIELDS, name: 'Gallery Laptop', mrp: '99999', sellingPrice: '99,999' },
      uploads: [{ fileName: '3.png', bytes: await png('#333333') }],
      imageOrder: ['new:0', `saved:${second}`],
    })
    expect(updated).toMatchObject({ ok: true, slug: 'gallery-laptop' })
    const after = await getOwnProductForEdit(a.ctx, created.productId)
    expect(after?.images.map((image) => image.url)).toEqual([expect.not.stringMatching(first), second])
    expect(after).toMatchObject({ mrp: 99_999, sellingPrice: 99_999 })
    expect(existsSync(path.join(uploadsDir(), path.basename(first)))).toBe(false)

    const b = await vendorWithProduct(shop.services, 'Other Store')
    expect(await getOwnProductForEdit(b.ctx, created.productId)).toBeNull()
    const refused = await updateOwnProduct(b.ctx, created.productId, {
      fields: { ...FIELDS, name: 'Hijacked' },
      uploads: [],
      imageOrder: [`saved:${second}`],
    })
    expect(refused).toEqual({ ok: false, code: 'not_found', message: 'Product not found', errors: { form: 'Product not found' } })
    expect((await getOwnProductForEdit(a.ctx, created.productId))?.name).toBe('Gallery Laptop')
  })

  it("marks a product with the refund policy's non-returnable kind, and refuses a kind not on the list", async () => {
    const { ctx, productId } = await vendorWithProduct(shop.services, 'Software Store')
    const created = { productId }
    const marked = await updateOwnProduct(ctx, productId, {
      fields: { ...FIELDS, name: 'Office Suite Key', nonReturnable: 'software' },
      uploads: [],
    })
    expect(marked).toMatchObject({ ok: true })
    expect((await getOwnProductForEdit(ctx, created.productId))?.nonReturnable).toBe('software')
    expect(
      await updateOwnProduct(ctx, created.productId, { fields: { ...FIELDS, nonReturnable: 'opened-box' }, uploads: [] }),
    ).toMatchObject({
      ok: false,
      errors: { nonReturnable: 'Please choose a kind from the refund policy’s list, or Returnable.' },
    })
    const returnable = await updateOwnProduct(ctx, created.productId, { fields: { ...FIELDS, nonReturnable: '' }, uploads: [] })
    expect(returnable).toMatchObject({ ok: true })
    expect((await getOwnProductForEdit(ctx, created.productId))?.nonReturnable).toBeNull()
  })

  it('keeps the filter values a vendor picks, reads the blank ones from the spec text, and refuses a nonsense size', async () => {
    const { ctx, productId } = await vendorWithProduct(shop.services, 'Picker Store')
    const specs = [
      { label: 'RAM', value: '16 GB DDR5' },
      { label: 'Storage', value: '1 TB NVMe SSD' },
      { label: 'Display', value: '14" OLED' },
    ]
    expect(
      await updateOwnProduct(ctx, productId, { fields: { ...FIELDS, specs, ramGb: '32', gpu: 'RTX 4050' }, uploads: [] }),
    ).toMatchObject({
      ok: true,
    })
    const row = await shop.database.db
      .selectFrom('products')
      .select(['ramGb', 'storageGb', 'storageType', 'gpu', 'screenTenths'])
      .where('id', '=', productId)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ ramGb: 32, storageGb: 1024, storageType: 'SSD', gpu: 'RTX 4050', screenTenths: 140 })
    const loaded = await getOwnProductForEdit(ctx, productId)
    expect(loaded?.specChoices).toMatchObject({ ramGb: 32, storageGb: null, gpu: 'RTX 4050' })
    expect(loaded?.specRead).toMatchObject({ ramGb: 16, storageGb: 1024, screenTenths: 140 })
    expect(await updateOwnProduct(ctx, productId, { fields: { ...FIELDS, specs, screenInches: 'huge' }, uploads: [] })).toMatchObject({
      ok: false,
      errors: { screenInches: 'Screen size must be in inches, from 7 to 65.' },
    })
  })
})
