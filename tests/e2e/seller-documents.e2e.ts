import { readdirSync } from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { describe, expect, inject, it } from 'vitest'
import { sellerProfileFields, TEST_DOCUMENTS } from '#tests/fixtures/sellers.ts'
import { registerVendor } from './accounts-fixtures.ts'
import { adminLogIn } from './admin-fixtures.ts'
import { expectNoSeriousA11yViolations, hydrated, jsErrors, PHONE, setupBrowser } from './browser.ts'
import { uploadDocumentByForm } from './seller-fixtures.ts'
import { queryServerDb } from './server-db.ts'

const { newPage } = setupBrowser()
const SHOTS = process.env.SHOTS_DIR ?? ''
const WIDE = { width: 1440, height: 900 }

async function shoot(page: Page, name: string) {
  if (!SHOTS) return
  for (const viewport of [PHONE, WIDE]) {
    await page.setViewportSize(viewport)
    await page.screenshot({ path: `${SHOTS}/${name}-${viewport.width}.png`, fullPage: true })
  }
}

const vendorIdOf = (storeName: string) => queryServerDb<{ id: string }>('select id from vendors where name = ?', storeName)[0]?.id ?? ''

describe('a seller’s documents', () => {
  it('are uploaded by the seller, opened only by it and an admin, and approved with a note the history keeps', {
    timeout: 120_000,
  }, async () => {
    const storeName = 'Hadapsar Hardware House'
    const seller = await newPage({ viewport: PHONE })
    await registerVendor(seller, storeName, { approve: false })
    await seller.goto('/vendor/profile')
    await hydrated(seller)
    await seller.getByRole('heading', { name: 'Documents for review' }).waitFor()
    expect(await seller.getByText('Not uploaded yet').count()).toBe(3)

    // A file that is not a PDF or an image is refused beside its field, and nothing is kept.
    await uploadDocumentByForm(seller, 'pan_card', {
      name: 'pan.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('<html>not a scan</html>'),
    })
    const pan = seller.getByLabel('PAN card', { exact: true })
    await seller.getByText('PAN card: please send a PDF, or a JPEG, PNG or WebP image.').waitFor()
    expect(await pan.getAttribute('aria-invalid')).toBe('true')
    expect(await pan.getAttribute('accept')).toContain('application/pdf')
    expect(await seller.getByText('Not uploaded yet').count()).toBe(3)
    await shoot(seller, 'seller-profile-refused')
    await seller.setViewportSize(PHONE)

    // The three documents: a PDF, a photo (PNG) and a JPEG scan.
    const gst = TEST_DOCUMENTS.gst_certificate
    await uploadDocumentByForm(seller, 'gst_certificate', {
      name: gst.fileName,
      mimeType: 'application/pdf',
      buffer: Buffer.from(gst.bytes),
    })
    await seller.getByText(`GST registration certificate uploaded: ${gst.fileName}.`).waitFor()
    const panPhoto = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#c9d6e8' } })
      .png()
      .toBuffer()
    await uploadDocumentByForm(seller, 'pan_card', { name: 'pan-card.png', mimeType: 'image/png', buffer: panPhoto })
    await seller.getByText('PAN card uploaded: pan-card.png.').waitFor()
    const cheque = await sharp({ create: { width: 900, height: 400, channels: 3, background: '#f4efe1' } })
      .jpeg()
      .toBuffer()
    await uploadDocumentByForm(seller, 'cancelled_cheque', { name: 'cheque.jpg', mimeType: 'image/jpeg', buffer: cheque })
    await seller.getByText('Cancelled cheque uploaded: cheque.jpg.').waitFor()
    expect(await seller.getByText('Not uploaded yet').count()).toBe(0)
    await seller.getByRole('link', { name: /pan-card\.png/ }).waitFor()

    // The seller's own link gives it the file, typed from its bytes, private and never sniffed.
    const own = await seller.request.get('/vendor/profile/documents/pan_card')
    expect(own.status()).toBe(200)
    expect(own.headers()).toMatchObject({
      'content-type': 'image/png',
      'content-disposition': 'inline; filename="pan-card.png"',
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    })
    expect(Buffer.compare(await own.body(), panPhoto)).toBe(0)

    // Nobody else gets it: another seller, a signed-out visitor, and the public uploads path.
    const vendorId = vendorIdOf(storeName)
    const other = await newPage()
    await registerVendor(other, 'Yerawada Yard Computers', { approve: false })
    expect((await other.request.get('/vendor/profile/documents/pan_card')).status()).toBe(404)
    expect((await other.request.get(`/admin/sellers/${vendorId}/documents/pan_card`)).status()).toBe(403)
    const stranger = await newPage()
    const away = await stranger.request.get(`/admin/sellers/${vendorId}/documents/pan_card`, { maxRedirects: 0 })
    expect(away.status()).toBe(302)
    const keys = queryServerDb<{ storage_key: string }>('select storage_key from seller_documents where vendor_id = ?', vendorId)
    expect(keys).toHaveLength(3)
    for (const { storage_key } of keys) {
      expect((await stranger.request.get(`/uploads/${storage_key}`)).status()).toBe(404)
      expect(readdirSync(path.join(inject('dataDir'), 'private', 'seller-documents'))).toContain(storage_key)
    }

    await expectNoSeriousA11yViolations(seller)
    await shoot(seller, 'seller-profile-documents')
    await seller.setViewportSize(PHONE)
    const profile = sellerProfileFields({ invoicePrefix: 'HHH', email: 'care@hadapsar.test' })
    const submitted = await seller.request.put('/api/v1/vendor/profile', { data: profile })
    expect(submitted.status(), await submitted.text()).toBe(200)

    // The admin sees the documents beside the profile, opens one, and approves with a note.
    const admin = await newPage({ viewport: WIDE })
    await adminLogIn(admin)
    await admin.goto(`/admin/sellers/${vendorId}`)
    await hydrated(admin)
    const documents = admin.getByRole('region', { name: 'Documents' })
    await documents.getByRole('link', { name: /GST REG-06 certificate\.pdf/ }).waitFor()
    const thumbnail = documents.locator('img').first()
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0)
    const [opened] = await Promise.all([admin.context().waitForEvent('page'), documents.getByRole('link', { name: /cheque\.jpg/ }).click()])
    await opened.waitForLoadState('load')
    expect(opened.url()).toMatch(new RegExp(`/admin/sellers/${vendorId}/documents/cancelled_cheque$`))
    // Shown in the browser as the image it is.
    expect(await opened.evaluate(() => document.contentType)).toBe('image/jpeg')
    await opened.close()
    await admin.getByRole('region', { name: 'Decisions' }).getByText('No decision yet.').waitFor()
    await expectNoSeriousA11yViolations(admin)

    await admin.getByText('Approve', { exact: true }).click()
    await admin.getByLabel('Note for the record (optional)').fill('GSTIN and PAN match the certificate; cheque is cancelled.')
    await shoot(admin, 'admin-seller-review')
    await admin.setViewportSize(WIDE)
    await admin.getByRole('button', { name: 'Yes, approve' }).click()
    await admin.waitForURL('**/admin/sellers?notice=*')
    await admin.goto(`/admin/sellers/${vendorId}`)
    const history = admin.getByRole('region', { name: 'Decisions' })
    await history.getByText('Approved').waitFor()
    await history.getByText('by Meera Joshi').waitFor()
    await history.getByText('Note: GSTIN and PAN match the certificate; cheque is cancelled.').waitFor()
    expect(
      queryServerDb<{ move: string; decided_by_name: string; reason: string }>(
        'select move, decided_by_name, reason from seller_reviews where vendor_id = ?',
        vendorId,
      ),
    ).toEqual([{ move: 'approve', decided_by_name: 'Meera Joshi', reason: 'GSTIN and PAN match the certificate; cheque is cancelled.' }])
    await expectNoSeriousA11yViolations(admin)
    await shoot(admin, 'admin-seller-decided')

    // Approved: the seller's documents are shown, no longer replaced from its page.
    await seller.reload()
    await seller.getByRole('heading', { name: 'Documents', exact: true }).waitFor()
    expect(await seller.getByRole('button', { name: /^Replace / }).count()).toBe(0)
    await seller.getByRole('link', { name: /cheque\.jpg/ }).waitFor()
    await shoot(seller, 'seller-profile-approved')
    expect(jsErrors(seller)).toEqual([])
    expect(jsErrors(admin)).toEqual([])
  })
})
