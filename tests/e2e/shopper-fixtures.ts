import type { Page } from 'playwright-core'
import { hydrated } from './browser.ts'

/** Fills checkout's shipping form with a Pune address (PIN 411004, Maharashtra). */
export async function fillPuneAddress(page: Page, who: { fullName: string; addressLine1: string } = ASHA) {
  await page.getByLabel('PIN Code').fill('411004')
  await page.getByLabel('Phone Number').fill('9876543210')
  await page.getByLabel('Full Name').fill(who.fullName)
  await page.getByLabel('Address Line 1').fill(who.addressLine1)
  await page.getByLabel('City').fill('Pune')
  await page.getByLabel('State').selectOption({ label: 'Maharashtra' })
}

const ASHA = { fullName: 'Asha Kulkarni', addressLine1: '12 Prabhat Road' }

/**
 * A signed-in shopper buys one unit of the product at `slug`, to Pune, and pays online through the test
 * gateway: set-up for what follows a paid order (delivery, returns, payouts). Returns the order's id.
 */
export async function buyOnline(page: Page, slug: string): Promise<string> {
  await page.goto(`/products/${slug}`)
  await hydrated(page)
  await page.getByRole('button', { name: 'Add to Cart' }).click()
  await page.getByRole('status').filter({ hasText: 'Added to your cart.' }).waitFor()
  await page.goto('/checkout')
  await hydrated(page)
  await fillPuneAddress(page)
  await page.getByRole('button', { name: 'Continue to Payment' }).click()
  await page.getByRole('button', { name: /^Pay ₹[\d,]+$/ }).click()
  await page.waitForURL('**/pay/**')
  await page.getByRole('button', { name: 'Simulate successful payment' }).click()
  await page.waitForURL('**/order-confirmation?orderId=*')
  return new URL(page.url()).searchParams.get('orderId') ?? ''
}
