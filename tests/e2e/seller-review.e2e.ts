import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { sellerProfileFields } from '#tests/fixtures/sellers.ts'
import { registerVendor } from './accounts-fixtures.ts'
import { adminLogIn } from './admin-fixtures.ts'
import { expectNoSeriousA11yViolations, hydrated, jsErrors, PHONE, setupBrowser } from './browser.ts'
import { sendDocumentsByApi } from './seller-fixtures.ts'
import { queryServerDb } from './server-db.ts'

const { newPage } = setupBrowser()
const SHOTS = process.env.SHOTS_DIR ?? ''
const WIDE = { width: 1440, height: 900 }

/** The seller submits its profile through the JSON API, as its page's form does. */
async function submitProfile(seller: Page, fields: Record<string, string>) {
  const response = await seller.request.put('/api/v1/vendor/profile', { data: fields })
  expect(response.status(), await response.text()).toBe(200)
}

const profileOf = (storeName: string) =>
  queryServerDb<{ id: string; status: string | null; legal_name: string | null }>(
    'select vendors.id, seller_profiles.status, seller_profiles.legal_name from vendors left join seller_profiles on seller_profiles.vendor_id = vendors.id where vendors.name = ?',
    storeName,
  )[0]

describe('an admin reviewing a seller', () => {
  it('cannot approve details the seller changed after the admin opened the profile: it is shown what changed', {
    timeout: 90_000,
  }, async () => {
    const storeName = 'Wakad Wholesale Laptops'
    const seller = await newPage()
    await registerVendor(seller, storeName, { approve: false })
    await sendDocumentsByApi(seller)
    const first = sellerProfileFields({ invoicePrefix: 'WWL', email: 'care@wakad.test' })
    await submitProfile(seller, first)
    const vendorId = profileOf(storeName)?.id ?? ''

    let seen = first.legalName
    for (const viewport of [PHONE, WIDE]) {
      const admin = await newPage({ viewport })
      await adminLogIn(admin)
      await admin.goto(`/admin/sellers/${vendorId}`)
      await hydrated(admin)
      await admin.getByText(seen).first().waitFor()

      // Meanwhile the seller puts in another legal name and bank account.
      const second = {
        ...first,
        legalName: `Wakad Other Traders ${viewport.width} Private Limited`,
        bankAccountNumber: `${viewport.width === 390 ? 9999 : 8888}0000005678`,
      }
      await submitProfile(seller, second)

      await admin.getByText('Approve', { exact: true }).click()
      await admin.getByRole('button', { name: 'Yes, approve' }).click()
      await admin.getByText('The seller changed its profile after you opened it. Nothing was decided').waitFor()
      const changed = admin.getByRole('region', { name: 'Changed since you opened it' })
      await changed.getByText(second.legalName).waitFor()
      await changed.getByText('•••• 5678 (another account number)').waitFor()
      expect(await admin.content()).not.toContain(second.bankAccountNumber)
      expect(profileOf(storeName)?.status).toBe('submitted')
      await expectNoSeriousA11yViolations(admin)
      if (SHOTS) await admin.screenshot({ path: `${SHOTS}/admin-seller-changed-${viewport.width}.png`, fullPage: true })

      if (viewport === PHONE) {
        // A rejection is refused the same way, once the seller changes the profile again.
        seen = 'Wakad Third Traders Private Limited'
        await submitProfile(seller, { ...second, legalName: seen })
        await admin.getByText('Reject', { exact: true }).click()
        await admin.getByLabel('Reason the seller will read').first().fill('The cheque is not cancelled')
        await admin.getByRole('button', { name: 'Yes, reject' }).click()
        await admin.getByRole('region', { name: 'Changed since you opened it' }).getByText('Wakad Third Traders Private Limited').waitFor()
        expect(profileOf(storeName)?.status).toBe('submitted')
        expect(jsErrors(admin)).toEqual([])
        continue
      }
      // The page now shows the changed profile: approving it approves what the admin has seen.
      await admin.getByText(second.legalName).first().waitFor()
      await admin.getByText('Approve', { exact: true }).click()
      await admin.getByRole('button', { name: 'Yes, approve' }).click()
      await admin.waitForURL('**/admin/sellers?notice=*')
      expect(profileOf(storeName)).toMatchObject({ status: 'approved', legal_name: second.legalName })
      expect(jsErrors(admin)).toEqual([])
    }
  })
})
