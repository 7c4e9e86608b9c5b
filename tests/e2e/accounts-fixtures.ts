import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import { hydrated } from './browser.ts'
import { approveSellerOf } from './seller-fixtures.ts'

export const PASSWORD = 'e2e-password-1'

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.in`
}

/**
 * Signs a new customer up over the JSON API, in the page's browser context (its cookie becomes the
 * page's), and returns the email used: for tests of what a customer does next. The page stays where it
 * was; the caller goes on from there. Tests of signing up itself use the form (registerCustomerByForm).
 */
export async function registerCustomer(page: Page, name = 'Asha Kulkarni'): Promise<string> {
  const email = uniqueEmail('customer')
  const response = await page.request.post('/api/v1/auth/sign-up', {
    data: { name, email, password: PASSWORD, confirmPassword: PASSWORD },
  })
  if (response.status() !== 201) throw new Error(`sign-up answered ${response.status()}: ${await response.text()}`)
  return email
}

/** Registers through the real form, as a shopper does, and returns the email used; the page ends on the home page. */
export async function registerCustomerByForm(page: Page, name = 'Asha Kulkarni'): Promise<string> {
  const email = uniqueEmail('customer')
  await page.goto('/register')
  await hydrated(page)
  await submitRegistration(page, name, email)
  await page.waitForURL((url) => url.pathname === '/')
  return email
}

/**
 * Registers a vendor and their store at /vendor/register, by posting its form as a browser without
 * JavaScript does, in the page's browser context (whose cookie then signs the page in as them); the page
 * stays where it was. The seller is approved straight away unless `approve` is false: tests of selling
 * need a seller that sells (decision 038). onboarding.e2e.ts fills the form itself (`byForm`), and then
 * the page ends on the seller profile the form leads to.
 */
export async function registerVendor(
  page: Page,
  storeName: string,
  options: { approve?: boolean; byForm?: boolean } = {},
): Promise<string> {
  const email = uniqueEmail('vendor')
  if (options.byForm) {
    await page.goto('/vendor/register')
    await hydrated(page)
    await page.getByLabel('Store Name').fill(storeName)
    await page.getByLabel('City').fill('Pune')
    await submitRegistration(page, `${storeName} Owner`, email, 'Register Store')
    await page.waitForURL((url) => url.pathname === '/vendor/profile')
  } else {
    const form = { name: `${storeName} Owner`, email, password: PASSWORD, confirmPassword: PASSWORD, storeName, city: 'Pune' }
    const response = await page.request.post('/vendor/register', { form, maxRedirects: 0 })
    if (![302, 303].includes(response.status()))
      throw new Error(`vendor registration answered ${response.status()}: ${await response.text()}`)
  }
  if (options.approve !== false) approveSellerOf(email)
  return email
}

export async function logIn(page: Page, email: string, password = PASSWORD, query = '') {
  await page.goto(`/login${query}`)
  await hydrated(page)
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Sign In' }).click()
}

/** Fills the open registration form with the test password and submits it. */
export async function submitRegistration(page: Page, name: string, email: string, button = 'Create Account') {
  await page.getByLabel('Full Name').fill(name)
  await page.getByLabel('Email', { exact: true }).fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByLabel('Confirm Password').fill(PASSWORD)
  await page.getByRole('button', { name: button }).click()
}

/** The spec's messages for an empty shipping form (section 5), in form order. */
export const ADDRESS_REQUIRED_MESSAGES = [
  'Full name is required',
  'Address is required',
  'City is required',
  'State is required',
  'PIN code is required',
  'Phone number is required',
]
