import { randomUUID } from 'node:crypto'
import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { storedPrices } from '#src/modules/catalog/browser.ts'
import { SELLER_DOCUMENT_KINDS, type SellerDocumentKind } from '#src/modules/sellers/browser.ts'
import { sellerProfileFields, TEST_DOCUMENTS } from '#tests/fixtures/sellers.ts'
import { writeServerDb } from './server-db.ts'

/**
 * Gives the seller registered with `email` a complete, approved profile, straight in the e2e server's
 * database: set-up for tests about selling, not onboarding (onboarding.e2e.ts goes through the pages).
 * Run before the seller adds products, so they go on sale as they are published.
 */
export function approveSellerOf(email: string): void {
  const { stateCode, ...fields } = sellerProfileFields({
    invoicePrefix: randomUUID()
      .replace(/[^A-F0-9]/gi, '')
      .slice(0, 5)
      .toUpperCase(),
  })
  const now = new Date().toISOString()
  const columns = {
    status: 'approved',
    legal_name: fields.legalName,
    address_line1: fields.addressLine1,
    address_line2: fields.addressLine2,
    city: fields.city,
    state: 'Maharashtra',
    state_code: stateCode,
    pincode: fields.pincode,
    gstin: fields.gstin,
    pan: fields.pan,
    email: fields.email,
    care_phone: fields.carePhone,
    grievance_name: fields.grievanceName,
    grievance_designation: fields.grievanceDesignation,
    grievance_email: fields.grievanceEmail,
    grievance_phone: fields.grievancePhone,
    bank_account_holder: fields.bankAccountHolder,
    bank_ifsc: fields.bankIfsc,
    bank_account_number: fields.bankAccountNumber,
    invoice_prefix: fields.invoicePrefix,
    submitted_at: now,
    reviewed_at: now,
    updated_at: now,
  }
  const names = Object.keys(columns)
  writeServerDb(
    `insert into seller_profiles (vendor_id, created_at, ${names.join(', ')})
     select vendors.id, ?, ${names.map(() => '?').join(', ')} from vendors join users on users.id = vendors.user_id where users.email = ?
     on conflict (vendor_id) do update set ${names.map((n) => `${n} = excluded.${n}`).join(', ')}`,
    now,
    ...Object.values(columns),
    email,
  )
  writeServerDb(
    `update products set is_published = 1 where is_published = 2
       and vendor_id = (select vendors.id from vendors join users on users.id = vendors.user_id where users.email = ?)`,
    email,
  )
}

/**
 * A parcel worth more than ₹50,000 ships with its e-way bill (rule 138), and its ship form then asks for
 * the number: filled in here for the tests about something else (back-office-phone tests the rule).
 */
export async function fillEwayBillIfAsked(scope: Locator) {
  const field = scope.getByLabel('E-way bill number')
  if ((await field.count()) > 0) await field.fill('341012345678')
}

/**
 * A product written straight to the e2e server's database, on sale at once (set-up for tests about what
 * comes after a listing; the product form is tested in vendor.e2e.ts). Priced as a seller declares it:
 * the selling price with GST and the M.R.P. (the selling price unless given); the taxable value is derived
 * by the catalogue's own storedPrices (decision 068).
 */
export function writeProduct(product: {
  id: string
  vendorId: string | undefined
  name: string
  slug: string
  description: string
  brand: string
  sellingPricePaise: number
  mrpPaise?: number
  stock: number
  category?: string
  isNew?: boolean
  isPublished?: boolean
  specs?: Record<string, string>
}): void {
  const prices = storedPrices({ sellingPricePaise: product.sellingPricePaise, mrpPaise: product.mrpPaise ?? product.sellingPricePaise })
  const now = new Date().toISOString()
  writeServerDb(
    `insert into products (id, vendor_id, name, slug, description, category, brand, price_paise, discount_price_paise, selling_price_paise,
      mrp_paise, stock, rating, review_count, is_featured, is_new, is_published, specs, list_position, created_at, updated_at)
     values (?, ?, ?, ?, ?, ?, ?, ?, null, ?, ?, ?, 0, 0, 0, ?, ?, ?, 0, ?, ?)`,
    product.id,
    product.vendorId,
    product.name,
    product.slug,
    product.description,
    product.category ?? 'Laptop',
    product.brand,
    prices.pricePaise,
    prices.sellingPricePaise,
    prices.mrpPaise,
    product.stock,
    product.isNew ? 1 : 0,
    product.isPublished === false ? 0 : 1,
    JSON.stringify(product.specs ?? {}),
    now,
    now,
  )
}

/** The seller in the page's context sends its three documents over the JSON API, as its profile page's forms do (decision 079). */
export async function sendDocumentsByApi(seller: Page) {
  for (const [kind, file] of Object.entries(TEST_DOCUMENTS)) {
    const response = await seller.request.put(`/api/v1/vendor/profile/documents/${kind}`, {
      data: { fileName: file.fileName, data: Buffer.from(file.bytes).toString('base64') },
    })
    expect(response.status(), await response.text()).toBe(200)
  }
}

/** Sends one document through its form on /vendor/profile (the page open and hydrated) and waits for the answer. */
export async function uploadDocumentByForm(
  seller: Page,
  kind: SellerDocumentKind,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const label = SELLER_DOCUMENT_KINDS[kind]
  await seller.getByLabel(label, { exact: true }).setInputFiles(file)
  await seller.getByRole('button', { name: new RegExp(`^(Upload|Replace) ${label}$`) }).click()
}

/** Sends the three test documents through the profile page's forms, one after another. */
export async function uploadDocumentsByForm(seller: Page) {
  for (const [kind, file] of Object.entries(TEST_DOCUMENTS) as Array<[SellerDocumentKind, { fileName: string; bytes: Uint8Array }]>) {
    await uploadDocumentByForm(seller, kind, { name: file.fileName, mimeType: 'application/pdf', buffer: Buffer.from(file.bytes) })
    await seller.getByText(`${SELLER_DOCUMENT_KINDS[kind]} uploaded: ${file.fileName}.`).waitFor()
  }
}
