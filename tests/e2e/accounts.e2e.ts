import { describe, expect, it } from 'vitest'
import { ADDRESS_REQUIRED_MESSAGES, logIn, PASSWORD, registerCustomerByForm as registerCustomer, uniqueEmail } from './accounts-fixtures.ts'
import { hydrated, jsErrors, PHONE, setupBrowser } from './browser.ts'
import { queryServerDb } from './server-db.ts'

const { newPage } = setupBrowser()

describe('register', () => {
  it("shows the spec's messages, then creates a customer who is signed in", async () => {
    const page = await newPage()
    await page.goto('/register?redirect=account')
    await hydrated(page)
    const submit = page.getByRole('button', { name: 'Create Account' })
    await submit.click()
    await page.getByRole('alert').filter({ hasText: 'All fields are required' }).waitFor()

    const email = uniqueEmail('new')
    await page.getByLabel('Full Name').fill('Ravi Patil')
    await page.getByLabel('Email', { exact: true }).fill(email)
    await page.getByLabel('Password', { exact: true }).fill('secret1')
    await page.getByLabel('Confirm Password').fill('secret2')
    await submit.click()
    await page.getByText('Passwords do not match').waitFor()

    await page.getByLabel('Password', { exact: true }).fill('five5')
    await page.getByLabel('Confirm Password').fill('five5')
    await submit.click()
    await page.getByText('Password must be at least 6 characters').waitFor()

    // Hold the submission to see the busy label.
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/register.data*', async (route) => {
      await held
      await route.continue()
    })
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByLabel('Confirm Password').fill(PASSWORD)
    await submit.click()
    await page.getByRole('button', { name: 'Creating Account...' }).waitFor()
    release()
    await page.waitForURL('**/account')
    await page.getByRole('heading', { name: 'My Account' }).waitFor()
    expect(queryServerDb('select role from users where email = ?', email)).toEqual([{ role: 'customer' }])
    expect(jsErrors(page)).toEqual([])
  })

  it('keeps the query string on the link to login', async () => {
    const page = await newPage()
    await page.goto('/register?redirect=checkout')
    await expect(page.getByRole('link', { name: 'Log in' }).getAttribute('href')).resolves.toBe('/login?redirect=checkout')
    await page.goto('/login?redirect=checkout')
    await expect(page.getByRole('link', { name: 'Register' }).getAttribute('href')).resolves.toBe('/register?redirect=checkout')
  })

  it('registers a vendor with a store, who sees the Vendor Dashboard', async () => {
    const page = await newPage()
    const email = uniqueEmail('vendor')
    await page.goto('/vendor/register')
    await hydrated(page)
    await page.getByRole('heading', { name: 'Become a Vendor' }).waitFor()
    await page.getByLabel('Full Name').fill('Farah Shaikh')
    await page.getByLabel('Email', { exact: true }).fill(email)
    await page.getByLabel('Store Name').fill('Camp Computers')
    await page.getByLabel('City').fill('Pune')
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByLabel('Confirm Password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Register Store' }).click()
    // A new seller goes on to its seller profile (decision 038).
    await page.waitForURL((url) => url.pathname === '/vendor/profile')
    await page.getByRole('heading', { name: 'Seller Profile', exact: true }).waitFor()
    await page.goto('/')
    await hydrated(page)
    await page.getByRole('button', { name: 'Farah Shaikh' }).click()
    await page.getByRole('link', { name: 'Vendor Dashboard' }).click()
    await page.waitForURL('**/vendor/dashboard')
    await page.getByText('Camp Computers').waitFor()
    await page.getByText('Your store has no products yet.').waitFor()
  })
})

describe('login and logout', () => {
  it("shows the spec's messages in a red alert", async () => {
    const page = await newPage()
    await page.goto('/login')
    await hydrated(page)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.getByRole('alert').filter({ hasText: 'Please enter both email and password' }).waitFor()
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('nobody'))
    await page.getByLabel('Password', { exact: true }).fill('wrong-password')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor()
    await expect(page.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).resolves.toBe('/forgot-password')
  })

  it('goes to the redirect target after signing in, shows the account menu, and logs out', async () => {
    const page = await newPage()
    const email = await registerCustomer(page, 'Kiran Rao')
    await page.getByRole('button', { name: 'Kiran Rao' }).click()
    await page.getByRole('button', { name: 'Logout' }).click()
    await page.getByRole('link', { name: 'Login' }).first().waitFor()

    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/login.data*', async (route) => {
      await held
      await route.continue()
    })
    await logIn(page, email, PASSWORD, '?redirect=account')
    await page.getByRole('button', { name: 'Signing in...' }).waitFor()
    release()
    await page.waitForURL('**/account')

    const menuButton = page.getByRole('button', { name: 'Kiran Rao' })
    await menuButton.click()
    const menu = page.locator(`#${await menuButton.getAttribute('aria-controls')}`)
    await menu.getByRole('link', { name: 'My Orders' }).waitFor()
    await expect(menu.getByRole('link', { name: 'Vendor Dashboard' }).count()).resolves.toBe(0)
    await page.mouse.click(5, 400) // outside
    await expect.poll(() => menu.isVisible()).toBe(false)
    await menuButton.click()
    await menu.getByRole('link', { name: 'My Account' }).click() // a route change closes it
    await expect.poll(() => menu.isVisible()).toBe(false)
  })

  it('never follows a redirect to another site', async () => {
    const page = await newPage()
    const email = await registerCustomer(page)
    await page.context().clearCookies()
    await logIn(page, email, PASSWORD, '?redirect=//evil.example/steal')
    await page.waitForURL((url) => url.origin !== 'null' && url.pathname === '/')
    expect(new URL(page.url()).host).toBe(new URL(page.url()).host) // still this site
    expect(page.url()).not.toContain('evil.example')
  })

  it('is usable on a phone', async () => {
    const page = await newPage({ viewport: PHONE })
    await page.goto('/login')
    await page.getByRole('button', { name: 'Sign In' }).waitFor()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
    expect(overflow).toBe(false)
  })
})

describe('forgot and reset password', () => {
  it('emails a single-use link through the outbox', async () => {
    const page = await newPage()
    const email = await registerCustomer(page)
    await page.context().clearCookies()
    await page.goto('/login')
    await page.getByRole('link', { name: 'Forgot password?' }).click()
    await page.waitForURL('**/forgot-password')
    await hydrated(page)
    await page.getByLabel('Email', { exact: true }).fill(email)
    await page.getByRole('button', { name: 'Send Reset Link' }).click()
    await page.getByText('If an account exists for that email').waitFor()

    const [mail] = queryServerDb<{ text_body: string }>(
      "select text_body from email_outbox where to_address = ? and kind = 'password-reset'",
      email,
    )
    const link = /(http\S+reset-password\?token=\S+)/.exec(mail?.text_body ?? '')?.[1]
    expect(link).toBeDefined()
    const path = new URL(link as string).pathname + new URL(link as string).search
    await page.goto(path)
    await hydrated(page)
    await page.getByLabel('New Password').fill('a-brand-new-one')
    await page.getByLabel('Confirm Password').fill('a-brand-new-one')
    await page.getByRole('button', { name: 'Save New Password' }).click()
    await page.getByText('Your password has been changed.').waitFor()

    // A used link says so before any form is shown.
    await page.goto(path)
    await hydrated(page)
    await page.getByRole('alert').filter({ hasText: 'invalid or has expired' }).waitFor()
    expect(await page.getByLabel('New Password').count()).toBe(0)

    await logIn(page, email, 'a-brand-new-one')
    await page.waitForURL((url) => url.pathname === '/')
  })
})

describe('account page', () => {
  it('changes the name and password, and keeps saved addresses', async () => {
    const page = await newPage()
    const email = await registerCustomer(page, 'Old Name')
    await page.goto('/account')
    await hydrated(page)

    await page.getByLabel('Name', { exact: true }).fill('New Name')
    await page.getByRole('button', { name: 'Save Name' }).click()
    await page.getByText('Your name has been updated.').waitFor()
    await page.getByRole('button', { name: 'New Name' }).waitFor()

    await page.getByLabel('Current Password').fill('not-my-password')
    await page.getByLabel('New Password', { exact: true }).fill('next-password')
    await page.getByLabel('Confirm New Password').fill('next-password')
    await page.getByRole('button', { name: 'Change Password' }).click()
    await page.getByText('Your current password is not correct').waitFor()
    await page.getByLabel('Current Password').fill(PASSWORD)
    await page.getByLabel('New Password', { exact: true }).fill('next-password')
    await page.getByLabel('Confirm New Password').fill('next-password')
    await page.getByRole('button', { name: 'Change Password' }).click()
    await page.getByText('Your password has been changed.').waitFor()

    await page.getByRole('button', { name: 'Add Address' }).click()
    for (const message of ADDRESS_REQUIRED_MESSAGES) {
      await page.getByText(message, { exact: true }).waitFor()
    }
    await page.getByLabel('Full Name').fill('New Name')
    await page.getByLabel('Address Line 1').fill('21 Karve Road')
    await page.getByLabel('City').fill('Pune')
    await page.getByLabel('State').selectOption({ label: 'Maharashtra' })
    await page.getByLabel('PIN Code').fill('4110')
    await page.getByLabel('Phone Number').fill('98765')
    await page.getByRole('button', { name: 'Add Address' }).click()
    await page.getByText('Please enter a valid 6-digit PIN code').waitFor()
    await page.getByText('Please enter a valid 10-digit phone number').waitFor()
    await page.getByLabel('PIN Code').fill('411004')
    await page.getByLabel('Phone Number').fill('9876543210')
    await page.getByRole('button', { name: 'Add Address' }).click()
    await page.getByText('Address saved.').waitFor()
    await page.getByText('21 Karve Road').waitFor()
    await page.getByText('Default', { exact: true }).waitFor()

    await page.getByRole('link', { name: /^Edit address/ }).click()
    await page.getByRole('heading', { name: 'Edit Address' }).waitFor()
    await page.getByLabel('City').fill('Pimpri-Chinchwad')
    await page.getByRole('button', { name: 'Save Address' }).click()
    await page.getByText('Address updated.').waitFor()
    await page.getByText('Pimpri-Chinchwad, Maharashtra 411004').waitFor()
    await page.getByRole('button', { name: /^Delete address/ }).click()
    await page.getByText('Address deleted.').waitFor()
    await page.getByText('No saved addresses yet.').waitFor()

    await page.context().clearCookies()
    await logIn(page, email, 'next-password')
    await page.waitForURL((url) => url.pathname === '/')
    expect(jsErrors(page)).toEqual([])
  })
})
