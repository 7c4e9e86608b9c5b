import { execFileSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedProducts } from '#db/seed/catalogue.ts'
import { PRODUCTION_ENV, startShop, stop } from '#scripts/server-process.ts'
import { registerCustomer } from './accounts-fixtures.ts'
import { adminLogIn } from './admin-fixtures.ts'
import { DESKTOP, expectNoSeriousA11yViolations, hydrated, PHONE, setupBrowser } from './browser.ts'

// Switching Cash on Delivery off changes every shopper's checkout, so this file runs its own shop:
// the other end-to-end files, running at the same time, never see it.

const ADMIN = { email: 'settings-admin@e2e.test', name: 'Settings Admin', password: 'settings-admin-password' }
const product = seedProducts.find((p) => p.stock >= 10 && (p.discountPrice ?? p.price) < 1_00_000)
if (!product) throw new Error('the seed needs an affordable product')

let shop: Awaited<ReturnType<typeof startShop>>

beforeAll(async () => {
  shop = await startShop()
  execFileSync(process.execPath, ['scripts/admin-create.ts', '--email', ADMIN.email, '--name', ADMIN.name, '--password', ADMIN.password], {
    env: { ...process.env, ...PRODUCTION_ENV, PUBLIC_URL: shop.url, DATA_DIR: shop.dataDir },
    stdio: 'pipe',
  })
})
afterAll(async () => {
  if (shop) {
    await stop(shop.child)
    rmSync(shop.dataDir, { recursive: true, force: true })
  }
})

const { newPage } = setupBrowser({ baseURL: () => shop.url })

/** The payment methods the customer's checkout offers, read from its payment step. */
async function offeredAtCheckout(page: Page): Promise<string[]> {
  await page.goto('/checkout')
  await hydrated(page)
  await page.getByLabel('Full Name').fill('Asha Kulkarni')
  await page.getByLabel('Address Line 1').fill('12 Prabhat Road')
  await page.getByLabel('City').fill('Pune')
  await page.getByLabel('State').selectOption({ label: 'Maharashtra' })
  await page.getByLabel('PIN Code').fill('411004')
  await page.getByLabel('Phone Number').fill('9876543210')
  await page.getByRole('button', { name: 'Continue to Payment' }).click()
  await page.getByRole('heading', { name: 'Payment Method' }).waitFor()
  // Each method's name is the first line of its label; what it covers is said under it.
  return page
    .getByRole('radio')
    .evaluateAll((radios) => radios.map((r) => (r.closest('label')?.querySelector('span span')?.textContent ?? '').trim()))
}

describe('payment method settings', () => {
  it("switch Cash on Delivery off and on for a customer's checkout, with JavaScript and without", async () => {
    const customer = await newPage()
    await registerCustomer(customer)
    await customer.goto(`/products/${product.slug}`)
    await hydrated(customer)
    await customer.getByRole('button', { name: 'Add to Cart' }).click()
    await customer.getByRole('status').filter({ hasText: 'Added to your cart.' }).waitFor()
    expect(await offeredAtCheckout(customer)).toEqual(['Online Payment', 'Cash on Delivery'])

    const admin = await newPage()
    await adminLogIn(admin, ADMIN)
    await admin.goto('/admin/settings')
    await hydrated(admin)
    const cod = admin.getByRole('button', { name: 'Cash on Delivery enabled' })
    await expect(cod.getAttribute('aria-pressed')).resolves.toBe('true')
    await cod.click()
    await admin.getByRole('status').filter({ hasText: 'Cash on Delivery disabled.' }).waitFor()
    // The switch shows the saved state once the page's data has been read again after the save.
    await expect.poll(() => cod.getAttribute('aria-pressed')).toBe('false')
    await admin.getByText('Switched off: not offered at checkout.').waitFor()
    expect(await offeredAtCheckout(customer)).toEqual(['Online Payment'])

    // The switch is a form: it works before (or without) JavaScript too.
    const plain = await newPage({ javaScriptEnabled: false })
    await plain.goto('/admin/login?redirectTo=%2Fadmin%2Fsettings')
    await plain.getByLabel('Email', { exact: true }).fill(ADMIN.email)
    await plain.getByLabel('Password', { exact: true }).fill(ADMIN.password)
    await plain.getByRole('button', { name: 'Sign In' }).click()
    await plain.waitForURL('**/admin/settings')
    await plain.getByRole('button', { name: 'Cash on Delivery enabled' }).click()
    await plain.getByRole('status').filter({ hasText: 'Cash on Delivery enabled.' }).waitFor()
    expect(await offeredAtCheckout(customer)).toEqual(['Online Payment', 'Cash on Delivery'])

    await admin.goto('/admin/audit?entity=payment-method')
    await admin.getByText('payment-method.disabled').waitFor()
    await admin.getByText('payment-method.enabled').waitFor()
  })

  it("the add-method modal keeps focus, closes on Escape, shows the spec's messages and never shows a saved key", async () => {
    const page = await newPage()
    await adminLogIn(page, ADMIN)
    await page.goto('/admin/settings')
    await hydrated(page)

    await page.getByRole('link', { name: 'Add digital payment method' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add Digital Payment Method' })
    await dialog.waitFor()
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true)
    await dialog.getByRole('button', { name: 'Add Method' }).click()
    for (const message of ['Display Name is required', 'API Key is required', 'API Secret is required'])
      await dialog.getByText(message, { exact: true }).waitFor()
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })

    await page.getByRole('link', { name: 'Add offline payment method' }).click()
    const offline = page.getByRole('dialog', { name: 'Add Offline Payment Method' })
    await offline.getByLabel('Provider').selectOption('bank')
    await offline.getByLabel('Display Name').fill('Bank transfer (NEFT)')
    await offline.getByRole('button', { name: 'Add Method' }).click()
    await offline.getByText('Bank Account Details are required', { exact: true }).waitFor()
    await offline.getByLabel('Bank Account Details').fill('HDFC Bank, Deccan Digital Retail Pvt Ltd, A/c 50100012345678, IFSC HDFC0001234')
    await offline.getByRole('button', { name: 'Add Method' }).click()
    await page.getByRole('status').filter({ hasText: 'Bank transfer (NEFT) added.' }).waitFor()
    await page.getByText('Offered at checkout as “Bank transfer (NEFT)”: the shopper gets this account').waitFor()

    await page.getByRole('link', { name: 'Add digital payment method' }).click()
    const digital = page.getByRole('dialog', { name: 'Add Digital Payment Method' })
    await digital.getByLabel('Provider').selectOption('razorpay')
    await digital.getByLabel('Display Name').fill('Razorpay (UPI, cards)')
    await digital.getByLabel('API Key').fill('rzp_live_SecretKeyIdX9876')
    await digital.getByLabel('API Secret').fill('very-secret-razorpay-5555')
    await digital.getByRole('button', { name: 'Add Method' }).click()
    await page.getByRole('status').filter({ hasText: 'Razorpay (UPI, cards) added.' }).waitFor()
    await page.getByText('rzp_live_••••9876').waitFor()
    const html = await (await page.request.get('/admin/settings')).text()
    expect(html).not.toContain('SecretKeyIdX9876')
    expect(html).not.toContain('very-secret-razorpay')

    await page.getByRole('button', { name: 'Delete Razorpay (UPI, cards)' }).click()
    await page.getByRole('status').filter({ hasText: 'Razorpay (UPI, cards) deleted.' }).waitFor()
    await expect(page.getByRole('button', { name: 'Delete Cash on Delivery' }).count()).resolves.toBe(0)
  })

  it('store details are checked, then shown on the contact page and in the footer', async () => {
    const page = await newPage()
    await adminLogIn(page, ADMIN)
    await page.goto('/admin/settings')
    await hydrated(page)
    await page.getByLabel('GSTIN').fill('27AAKCD4821M0Z6')
    await page.getByLabel('PIN code').fill('4110')
    await page.getByRole('button', { name: 'Save Store Details' }).click()
    await page.getByText('Please enter a valid 15-character GSTIN, e.g. 27AAKCD4821M1ZB').waitFor()
    await page.getByText('Please enter a valid 6-digit PIN code').waitFor()
    await page.getByLabel('GSTIN').fill('27AAKCD4821M1ZB')
    await page.getByLabel('PIN code').fill('411004')
    await page.getByLabel('Legal name').fill('Deccan Digital Retail LLP')
    await page.getByRole('button', { name: 'Save Store Details' }).click()
    await page.getByRole('status').filter({ hasText: 'Store details saved.' }).waitFor()

    await page.goto('/contact')
    await page.getByRole('listitem').filter({ hasText: 'Office Address' }).getByText('Deccan Digital Retail LLP').waitFor()
    await page.getByText('Pune, Maharashtra 411004').first().waitFor()
    await page.locator('footer').getByText('Deccan Digital Retail LLP, Pune').waitFor()
  })

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('has no serious accessibility problems on a %s, with the modal open too', async (_name, viewport) => {
    const page = await newPage({ viewport })
    await adminLogIn(page, ADMIN)
    await page.goto('/admin/settings')
    await hydrated(page)
    await expectNoSeriousA11yViolations(page)
    await page.getByRole('link', { name: 'Add digital payment method' }).click()
    await page.getByRole('dialog').getByRole('button', { name: 'Add Method' }).click()
    await page.getByText('Display Name is required').waitFor()
    await expectNoSeriousA11yViolations(page)
  })
})
