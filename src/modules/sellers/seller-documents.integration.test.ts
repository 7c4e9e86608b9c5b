import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { register } from '#src/modules/accounts/index.ts'
import { listAudit } from '#src/modules/admin/index.ts'
import type { DirectoryUploads } from '#src/modules/catalog/index.ts'
import { ownSellerDocument, ownSellerProfile, submitOwnSellerProfile, uploadOwnSellerDocument } from '#src/modules/vendors/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { cookieFrom, signedInAdmin, signedInShopper, testContext } from '#tests/fixtures/context.ts'
import { sendSellerDocuments } from '#tests/fixtures/seller-documents.ts'
import { sellerProfileFields, TEST_DOCUMENTS, testPdf } from '#tests/fixtures/sellers.ts'
import { testShopOn } from '#tests/fixtures/test-shop.ts'
import { TEST_DIALECTS } from '#tests/test-database.ts'
import type { DirectoryDocuments } from './document-store.service.ts'
import { adminSellerDocument, reviewSeller, sellerForReview } from './index.ts'

const png = () =>
  sharp({ create: { width: 12, height: 8, channels: 3, background: '#445566' } })
    .png()
    .toBuffer()

describe.each(TEST_DIALECTS)('sellers’ documents on %s', (dialect) => {
  const shop = testShopOn(dialect)
  let seller: ServiceContext
  let other: ServiceContext
  let vendorId: string
  let admin: ServiceContext

  const newSeller = async (storeName: string) => {
    const email = `docs-${Math.random().toString(36).slice(2, 10)}@example.in`
    const registered = await register(
      testContext(shop.services),
      { name: `${storeName} Owner`, email, password: 'vendor-pass', confirmPassword: 'vendor-pass', storeName, city: 'Pune' },
      'vendor',
    )
    if (!registered.ok) throw new Error(JSON.stringify(registered.errors))
    return testContext(shop.services, { actor: registered.actor, cookie: cookieFrom(registered.setCookies) })
  }
  const rows = () => shop.database.db.selectFrom('sellerDocuments').selectAll().where('vendorId', '=', vendorId).execute()
  const version = async () => (await ownSellerProfile(seller)).version
  /** What the private store holds: the files of its directory, or the rows of its table. */
  const stored = async (): Promise<string[]> => {
    if (dialect === 'postgres')
      return (await shop.database.db.selectFrom('sellerDocumentFiles').select('storageKey').execute()).map((r) => r.storageKey).sort()
    const directory = (shop.services.documents as DirectoryDocuments).directory
    try {
      return readdirSync(directory).sort()
    } catch {
      return []
    }
  }

  it('refuses a file that is not a PDF or an image, or too large, and changes nothing', async () => {
    seller = await newSeller('Sadashiv Peth Systems')
    admin = await signedInAdmin(shop.services)
    other = await newSeller('Kothrud Components')
    vendorId = (await ownSellerProfile(seller)).vendorId
    expect((await ownSellerProfile(seller)).missing).toEqual(
      expect.arrayContaining(['GST registration certificate', 'PAN card', 'cancelled cheque']),
    )
    const before = await version()
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>')
    expect(await uploadOwnSellerDocument(seller, 'pan_card', { fileName: 'pan.pdf', bytes: svg })).toEqual({
      ok: false,
      code: 'invalid_input',
      message: 'PAN card: please send a PDF, or a JPEG, PNG or WebP image.',
      errors: { pan_card: 'PAN card: please send a PDF, or a JPEG, PNG or WebP image.' },
    })
    const big = new Uint8Array(5 * 1024 * 1024 + 1)
    big.set(testPdf('big'))
    expect(await uploadOwnSellerDocument(seller, 'gst_certificate', { fileName: 'gst.pdf', bytes: big })).toMatchObject({
      ok: false,
      message: 'GST registration certificate: the file is larger than 5 MB. Please send a smaller scan.',
    })
    expect(await uploadOwnSellerDocument(seller, 'aadhaar', TEST_DOCUMENTS.pan_card)).toMatchObject({ ok: false, code: 'not_found' })
    expect(await rows()).toEqual([])
    expect(await stored()).toEqual([])
    expect(await version()).toBe(before)
  })

  it('will not take the profile for approval until all three documents are on file', async () => {
    const refused = await submitOwnSellerProfile(seller, sellerProfileFields({ invoicePrefix: 'SPS' }))
    const message = 'Please upload your GST registration certificate, PAN card and cancelled cheque before you submit your profile.'
    expect(refused).toMatchObject({ ok: false, code: 'invalid_input', message, errors: { documents: message } })
    expect((await ownSellerProfile(seller)).status).toBe('incomplete')
  })

  it('keeps each document privately, typed by its bytes, raising the profile’s version, audited', async () => {
    const first = await version()
    expect(await uploadOwnSellerDocument(seller, 'gst_certificate', TEST_DOCUMENTS.gst_certificate)).toEqual({
      ok: true,
      message: 'GST registration certificate uploaded: GST REG-06 certificate.pdf.',
    })
    expect(await version()).toBe(first + 1)
    // A PDF named as a picture is a PDF: served as one, under a name that says so.
    expect(await uploadOwnSellerDocument(seller, 'pan_card', { fileName: 'pan "card"\r\n.png', bytes: testPdf('PAN') })).toMatchObject({
      ok: true,
    })
    const cheque = await png()
    expect(await uploadOwnSellerDocument(seller, 'cancelled_cheque', { fileName: 'cheque.png', bytes: cheque })).toMatchObject({ ok: true })
    expect(await version()).toBe(first + 3)

    const profile = await ownSellerProfile(seller)
    expect(profile.missing).not.toEqual(expect.arrayContaining(['PAN card']))
    expect(profile.missing).toEqual([
      'legal name',
      'registered address',
      'GSTIN',
      'PAN',
      'customer care phone',
      'grievance officer',
      'bank account',
      'invoice prefix',
    ])
    expect(profile.documents.map((d) => [d.kind, d.label, d.mediaType])).toEqual([
      ['gst_certificate', 'GST registration certificate', 'application/pdf'],
      ['pan_card', 'PAN card', 'application/pdf'],
      ['cancelled_cheque', 'Cancelled cheque', 'image/png'],
    ])
    // Nothing on the page names where the bytes are.
    const keys = (await rows()).map((r) => r.storageKey)
    expect(keys.every((key) => /^[0-9a-f-]{36}$/.test(key))).toBe(true)
    for (const key of keys) expect(JSON.stringify(profile)).not.toContain(key)
    expect(await stored()).toEqual([...keys].sort())
    if (dialect === 'sqlite') {
      const directory = (shop.services.documents as DirectoryDocuments).directory
      expect(directory).not.toContain((shop.services.uploads as DirectoryUploads).directory)
      expect(statSync(path.join(directory, keys[0] ?? '')).mode & 0o777).toBe(0o600)
    }

    expect(await ownSellerDocument(seller, 'pan_card')).toMatchObject({
      ok: true,
      mediaType: 'application/pdf',
      downloadName: 'pan-card.pdf',
    })
    const image = await ownSellerDocument(seller, 'cancelled_cheque')
    expect(image.ok && Buffer.compare(image.bytes, cheque)).toBe(0)

    const audit = (await listAudit(admin, { entity: 'seller' })).records.filter((r) => r.entityId === vendorId)
    expect(audit.filter((r) => r.action === 'seller.document-uploaded')).toHaveLength(3)
  })

  it('shows a document only to its seller and to admins', async () => {
    expect(await ownSellerDocument(other, 'gst_certificate')).toEqual({ ok: false, code: 'not_found', message: 'No such document.' })
    await expect(adminSellerDocument(other, vendorId, 'gst_certificate')).rejects.toThrow('Access Denied')
    await expect(ownSellerDocument(await signedInShopper(shop.services), 'gst_certificate')).rejects.toThrow('Vendor Access Only')
    await expect(adminSellerDocument(testContext(shop.services), vendorId, 'gst_certificate')).rejects.toThrow('logged in')
    const seen = await adminSellerDocument(admin, vendorId, 'gst_certificate')
    expect(seen.ok && Buffer.compare(seen.bytes, Buffer.from(TEST_DOCUMENTS.gst_certificate.bytes))).toBe(0)
    expect(await adminSellerDocument(admin, vendorId, '../uploads')).toMatchObject({ ok: false, code: 'not_found' })
  })

  it('replaces a document with a newer one (one per kind); an admin who saw the old one cannot approve unseen', async () => {
    expect(await submitOwnSellerProfile(seller, sellerProfileFields({ invoicePrefix: 'SPS' }))).toMatchObject({ ok: true })
    const opened = (await sellerForReview(admin, vendorId))?.profile.version
    const oldKey = (await rows()).find((r) => r.kind === 'pan_card')?.storageKey

    // Same name, same size: still another file.
    expect(await uploadOwnSellerDocument(seller, 'pan_card', { fileName: 'pan "card"\r\n.png', bytes: testPdf('NAP') })).toMatchObject({
      ok: true,
      message: 'PAN card replaced: pan "card"\r\n.png.',
    })
    expect((await rows()).filter((r) => r.kind === 'pan_card')).toHaveLength(1)
    expect(await stored()).not.toContain(oldKey)
    expect(await stored()).toHaveLength(3)

    const refused = await reviewSeller(admin, vendorId, 'approve', 'Checked against the GST portal', opened)
    expect(refused).toMatchObject({
      ok: false,
      code: 'conflict',
      changes: [{ label: 'PAN card', after: expect.stringContaining('(another file)') }],
    })
    expect((await sellerForReview(admin, vendorId))?.decisions).toEqual([])

    const now = (await sellerForReview(admin, vendorId))?.profile.version
    expect(await reviewSeller(admin, vendorId, 'reject', 'The PAN card scan is blurred', now)).toMatchObject({ ok: true })
    await uploadOwnSellerDocument(seller, 'pan_card', TEST_DOCUMENTS.pan_card)
    expect(await submitOwnSellerProfile(seller, sellerProfileFields({ invoicePrefix: 'SPS', bankAccountNumber: '' }))).toMatchObject({
      ok: true,
    })
    const latest = (await sellerForReview(admin, vendorId))?.profile.version
    expect(await reviewSeller(admin, vendorId, 'approve', 'x'.repeat(501), latest)).toMatchObject({
      ok: false,
      errors: { reason: 'The note must be at most 500 characters' },
    })
    expect(await reviewSeller(admin, vendorId, 'approve', '  Checked against the GST portal  ', latest)).toMatchObject({ ok: true })
  })

  it('records who decided, when, the move, why, and on which version; documents are then fixed', async () => {
    const review = await sellerForReview(admin, vendorId)
    expect(review?.decisions).toEqual([
      {
        id: expect.any(String),
        outcome: 'Approved',
        version: review?.profile.version,
        reason: 'Checked against the GST portal',
        reasonKind: 'note',
        decidedByName: 'Shopper',
        decidedAt: expect.any(String),
      },
      expect.objectContaining({ outcome: 'Rejected', reason: 'The PAN card scan is blurred' }),
    ])
    const recorded = await shop.database.db.selectFrom('sellerReviews').selectAll().where('vendorId', '=', vendorId).execute()
    expect(recorded.map((r) => [r.move, r.fromStatus, r.toStatus])).toEqual(
      expect.arrayContaining([
        ['reject', 'submitted', 'rejected'],
        ['approve', 'submitted', 'approved'],
      ]),
    )
    expect(recorded.every((r) => r.decidedBy === admin.actor?.id)).toBe(true)
    // The approval's note is for the record: the seller is told no reason.
    expect((await ownSellerProfile(seller)).statusReason).toBeNull()

    const before = await version()
    expect(await uploadOwnSellerDocument(seller, 'pan_card', TEST_DOCUMENTS.pan_card)).toMatchObject({
      ok: false,
      code: 'conflict',
      message: 'Your profile is approved: to change its documents, write to sellers@deccandigital.in.',
    })
    expect(await version()).toBe(before)
    expect(await stored()).toHaveLength(3)
  })

  it('lets a second seller send its own documents without touching the first one’s', async () => {
    const firstOnes = await rows()
    await sendSellerDocuments(other)
    expect(await rows()).toEqual(firstOnes)
    const mine = await ownSellerDocument(other, 'pan_card')
    expect(mine.ok && Buffer.compare(mine.bytes, Buffer.from(TEST_DOCUMENTS.pan_card.bytes))).toBe(0)
  })
})
