import { describe, expect, it } from 'vitest'
import { registerCustomer } from './accounts-fixtures.ts'
import { hydrated, setupBrowser } from './browser.ts'
import { E2E_ADMIN } from './global-setup.ts'

const { newPage } = setupBrowser()

const LOGIN_REQUIRED = 'Access Denied: You need to be logged in to access this page.'
const VENDOR_ONLY = 'Vendor Access Only: This section is only accessible to vendor accounts.'
const NOT_ADMIN = 'Access Denied: You do not have administrative privileges.'

describe('signed-out visitors', () => {
  it.each(['/account', '/vendor/dashboard', '/vendor/products', '/vendor/orders'])(
    '%s shows Access Denied with a login link',
    async (path) => {
      const page = await newPage()
      const response = await page.goto(path)
      expect(response?.status()).toBe(401)
      await page.getByText(LOGIN_REQUIRED).waitFor()
      await expect(page.getByRole('link', { name: 'Log In' }).getAttribute('href')).resolves.toBe(
        `/login?redirect=${encodeURIComponent(path.slice(1))}`,
      )
    },
  )

  it('are sent to the admin login, and back to where they were going after signing in', async () => {
    const page = await newPage()
    await page.goto('/admin/dashboard')
    await page.waitForURL('**/admin/login?redirectTo=%2Fadmin%2Fdashboard')
    await hydrated(page)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.getByRole('alert').filter({ hasText: 'Please enter both email and password' }).waitFor()
    await page.getByLabel('Email', { exact: true }).fill(E2E_ADMIN.email)
    await page.getByLabel('Password', { exact: true }).fill('not-the-password')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor()
    await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.waitForURL('**/admin/dashboard')
    await page.getByText(`Welcome, ${E2E_ADMIN.name}`).waitFor()
    await expect(page.locator('footer').count()).resolves.toBe(0) // no public header or footer
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Dashboard' }).waitFor()

    await page.goto('/admin')
    await page.waitForURL('**/admin/dashboard')
    const response = await page.goto('/admin/no-such-page')
    expect(response?.status()).toBe(404)
    await page.getByText('Admin sub-page not found within layout.').waitFor()
  })
})

describe('a customer', () => {
  it('is refused vendor sections and the admin area', async () => {
    const page = await newPage()
    await registerCustomer(page, 'Curious Customer')

    const vendor = await page.goto('/vendor/dashboard')
    expect(vendor?.status()).toBe(403)
    await page.getByText(VENDOR_ONLY).waitFor()
    await expect(page.getByRole('link', { name: 'Register as a Vendor' }).getAttribute('href')).resolves.toBe('/vendor/register')

    const admin = await page.goto('/admin/dashboard')
    expect(admin?.status()).toBe(403)
    await page.getByText(NOT_ADMIN).waitFor()
    await page.getByRole('link', { name: 'Go to Homepage' }).click()
    await page.waitForURL((url) => url.pathname === '/')
  })

  it('cannot sign in at the admin login', async () => {
    const page = await newPage()
    const email = await registerCustomer(page)
    await page.context().clearCookies()
    await page.goto('/admin/login')
    await hydrated(page)
    await page.getByLabel('Email', { exact: true }).fill(email)
    await page.getByLabel('Password', { exact: true }).fill('e2e-password-1')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.getByRole('alert').filter({ hasText: NOT_ADMIN }).waitFor()
    await expect(page.context().cookies()).resolves.toEqual([])
  })
})
