import type { Page } from 'playwright-core'
import { hydrated } from './browser.ts'
import { E2E_ADMIN } from './global-setup.ts'

/**
 * Signs the e2e administrator in over the JSON API, in the page's browser context (its cookie becomes
 * the page's), and opens the dashboard: set-up for tests of what an admin does. The sign-in form itself
 * is tested in admin-backoffice.e2e.ts and access.e2e.ts.
 */
export async function adminLogIn(page: Page, admin: { email: string; password: string } = E2E_ADMIN) {
  const response = await page.request.post('/api/v1/auth/sign-in', { data: { email: admin.email, password: admin.password } })
  if (response.status() !== 200) throw new Error(`admin sign-in answered ${response.status()}: ${await response.text()}`)
  await page.goto('/admin/dashboard')
  await hydrated(page)
}

/** The browser's cookies for this page, as a Cookie header for fetch(). */
export async function cookieHeader(page: Page): Promise<string> {
  return (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
}

/**
 * Moves an order to delivered through the admin API, one step at a time as the lifecycle requires
 * (processing, shipped with a courier, delivered): what returns and reviews need before they start.
 */
export async function deliverByAdmin(page: Page, orderId: string, shipment: { courier: string; trackingNumber: string }) {
  const cookie = await cookieHeader(page)
  // Sent whatever the order's worth: above ₹50,000 it is required (rule 138), below it is kept as given.
  const ewayBillNumber = '341012345678'
  for (const body of [{ status: 'processing' }, { status: 'shipped', ...shipment, ewayBillNumber }, { status: 'delivered' }]) {
    const response = await fetch(new URL(`/api/v1/admin/orders/${orderId}`, page.url()), {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    })
    if (response.status !== 200) throw new Error(`moving ${orderId} to ${body.status} answered ${response.status}`)
  }
}
