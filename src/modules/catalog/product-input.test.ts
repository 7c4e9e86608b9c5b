import { describe, expect, it } from 'vitest'
import { DECLARED } from '#tests/fixtures/catalog.ts'
import { planGallery } from './product-editor.service.ts'
import { sniffImage, uploadProblem } from './product-images.ts'
import { parseProductInput, slugify, specKey, specsObject } from './product-input.schemas.ts'

const VALID = {
  name: 'Orbit 14',
  description: 'A light laptop.',
  category: 'Laptop',
  brand: 'Orbit',
  mrp: '79,990',
  sellingPrice: '64,990',
  stock: '3',
}

describe('product input', () => {
  it('reads Indian digit grouping and a rupee sign, and lets a draft leave the M.R.P. blank', () => {
    const parsed = parseProductInput({ ...VALID, sellingPrice: '₹ 64,990', mrp: ' ' })
    expect(parsed).toMatchObject({ ok: true, input: { sellingPrice: 64_990, mrp: null, stock: 3, isNew: false, isPublished: false } })
  })

  it('takes a selling price equal to the M.R.P.', () => {
    expect(parseProductInput({ ...VALID, mrp: '64990' })).toMatchObject({ ok: true, input: { mrp: 64_990, sellingPrice: 64_990 } })
  })

  it.each([
    [{ mrp: '64989' }, 'sellingPrice', 'Selling price may not be above the M.R.P.: selling above the M.R.P. is unlawful.'],
    [{ mrp: '0' }, 'mrp', 'M.R.P. must be a whole number of rupees above 0.'],
    [{ sellingPrice: '649.50' }, 'sellingPrice', 'Selling price must be a whole number of rupees above 0.'],
    [{ sellingPrice: '' }, 'sellingPrice', 'Selling price is required.'],
    [{ sellingPrice: '0' }, 'sellingPrice', 'Selling price must be a whole number of rupees above 0.'],
    [{ sellingPrice: '100000001' }, 'sellingPrice', 'Prices may be at most ₹1,00,00,000.'],
    [{ isPublished: 'on', mrp: '', ...DECLARED }, 'mrp', 'Enter the M.R.P. declared on the pack to publish.'],
    [{ stock: '1e3' }, 'stock', 'Stock must be a whole number from 0 to 1,00,000.'],
    [{ category: 'Toaster' }, 'category', 'Please choose a category.'],
    [{ name: '   ' }, 'name', 'Product name is required.'],
    [
      {
        specs: [
          { label: 'RAM', value: '16 GB' },
          { label: 'ram', value: '32 GB' },
        ],
      },
      'specs',
      'Each spec label may appear only once.',
    ],
  ])('refuses %o', (change, field, message) => {
    const parsed = parseProductInput({ ...VALID, ...change })
    expect(parsed.ok).toBe(false)
    if (!parsed.ok) expect(parsed.errors[field as keyof typeof parsed.errors]).toBe(message)
  })

  it('stores standard spec labels under their keys and others as typed', () => {
    expect(specKey('RAM')).toBe('ram')
    expect(specKey(' Power Supply ')).toBe('power')
    expect(
      specsObject([
        { label: 'Graphics', value: 'RTX 4060' },
        { label: 'Battery', value: '99 Wh' },
      ]),
    ).toEqual({ graphics: 'RTX 4060', Battery: '99 Wh' })
  })

  it('makes slugs from names', () => {
    expect(slugify('ASUS ROG Strix G16 (2025) — Core i9!')).toBe('asus-rog-strix-g16-2025-core-i9')
    expect(slugify('Café Über')).toBe('cafe-uber')
    expect(slugify('!!!')).toBe('product')
  })
})

describe('image uploads', () => {
  const bytes = (...values: number[]) => new Uint8Array([...values, ...new Array(16).fill(0)])

  it('knows JPEG, PNG and WebP by their bytes and nothing else', () => {
    expect(sniffImage(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('jpeg')
    expect(sniffImage(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a))).toBe('png')
    expect(sniffImage(bytes(0x52, 0x49, 0x46, 0x46, 1, 2, 3, 4, 0x57, 0x45, 0x42, 0x50))).toBe('webp')
    expect(sniffImage(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull()
    expect(sniffImage(new TextEncoder().encode('<!doctype html><script>1</script>'))).toBeNull()
    expect(sniffImage(bytes(0x47, 0x49, 0x46, 0x38))).toBeNull() // GIF
  })

  it('names the file in its refusal', () => {
    expect(uploadProblem({ fileName: 'cat.jpg', bytes: new TextEncoder().encode('<svg/>') })).toBe(
      'cat.jpg is not a JPEG, PNG or WebP image.',
    )
    expect(uploadProblem({ fileName: 'ok.jpg', bytes: bytes(0xff, 0xd8, 0xff) })).toBeNull()
  })

  it('plans the gallery from the order the form sent, ignoring unknown or repeated tokens', () => {
    expect(planGallery(['/a', '/b'], 2)).toEqual(['/a', '/b', 0, 1])
    expect(planGallery(['/a', '/b'], 2, ['new:1', 'saved:/b', 'saved:/x', 'new:7', 'new:1', 'saved:/b'])).toEqual([1, '/b'])
    expect(planGallery(['/a'], 0, [])).toEqual([])
  })
})

describe('product input from JSON', () => {
  it('takes numbers and booleans', () => {
    expect(parseProductInput({ ...VALID, ...DECLARED, mrp: 49_990, sellingPrice: 45_990, stock: 4, isPublished: true })).toMatchObject({
      ok: true,
      input: { mrp: 49_990, sellingPrice: 45_990, stock: 4, isPublished: true, specs: [] },
    })
  })
})

describe('declarations (rule 6(10), decision 041)', () => {
  it('lets a draft leave them blank', () => {
    expect(parseProductInput({ ...VALID, isPublished: false })).toMatchObject({
      ok: true,
      input: { manufacturerName: null, countryOfOrigin: null },
    })
  })
  it('requires each one to publish, and an importer for goods made outside India', () => {
    const parsed = parseProductInput({ ...VALID, isPublished: 'on' })
    expect(parsed.ok).toBe(false)
    if (parsed.ok) return
    expect(parsed.errors).toMatchObject({
      manufacturerName: 'Manufacturer (or packer) is required to publish.',
      countryOfOrigin: 'Country of origin is required to publish.',
      netQuantity: 'Net quantity is required to publish (for example, 1 N).',
      consumerCare: 'Consumer care contact is required to publish.',
    })
    const imported = parseProductInput({ ...VALID, ...DECLARED, importerName: ' ', isPublished: 'on' })
    expect(imported).toMatchObject({ ok: false, errors: { importerName: 'Imported goods name their importer to publish.' } })
    const madeHere = parseProductInput({
      ...VALID,
      ...DECLARED,
      countryOfOrigin: 'in',
      importerName: '',
      importerAddress: '',
      isPublished: 'on',
    })
    expect(madeHere).toMatchObject({ ok: true, input: { countryOfOrigin: 'IN', importerName: null } })
  })
  it('takes a country only from the list', () => {
    expect(parseProductInput({ ...VALID, ...DECLARED, countryOfOrigin: 'Narnia' })).toMatchObject({
      ok: false,
      errors: { countryOfOrigin: 'Please choose a country of origin from the list.' },
    })
  })
})
