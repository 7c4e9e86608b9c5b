import type { Page } from 'playwright-core'
import { hydrated } from './browser.ts'
import { E2E_ADMIN } from './global-setup.ts'

/** Signs in at /admin/login as the e2e administrator and waits for the dashboard. */
export async function adminLogIn(page: Page, admin: { email: string; password: string } = E2E_ADMIN) {
  await page.goto('/admin/login')
  await hydrated(page)
  await page.getByLabel('Email', { exact: true }).fill(admin.email)
  await page.getByLabel('Password', { exact: true }).fill(admin.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await page.waitForURL('**/admin/dashboard')
}

/** The browser's cookies for this page, as a Cookie header for fetch(). */
export async function cookieHeader(page: Page): Promise<string> {
  return (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
}
