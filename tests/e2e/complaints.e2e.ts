import { describe, expect, it } from 'vitest'
import { registerCustomer } from './accounts-fixtures.ts'
import { expectNoSeriousA11yViolations, hydrated, jsErrors, PHONE, setupBrowser } from './browser.ts'

const { newPage } = setupBrowser()
const SHOTS = process.env.COMPLAINT_SCREENSHOTS

// Grievances (decision 042) on a phone: a shopper files a complaint from the footer's link, gets the ticket
// number at once and finds it, with its clock, in their account; a guest follows one by ticket and email.
describe('complaints on a phone', () => {
  it('a signed-in shopper files a complaint and sees its ticket in /account', async () => {
    const page = await newPage({ viewport: PHONE })
    await registerCustomer(page, 'Kavita Rao')
    await page.goto('/')
    await page.getByRole('contentinfo').getByRole('link', { name: 'File a Complaint', exact: true }).click()
    await page.waitForURL('**/complaints')
    await hydrated(page)
    await expectNoSeriousA11yViolations(page)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/complaints-form-390.png`, fullPage: true })

    // Bad input is answered beside the field and files nothing.
    await page.getByLabel('What went wrong?').fill('Too short')
    await page.getByRole('button', { name: 'File complaint' }).click()
    await page.getByText('Please describe the problem in at least 20 characters').waitFor()

    await page.getByLabel('What is it about?').selectOption({ label: 'This website, or something else' })
    await page.getByLabel('Order number, product or seller (optional)').fill('Checkout page')
    await page.getByLabel('What went wrong?').fill('The delivery date shown at checkout changed after I paid.')
    await page.getByRole('button', { name: 'File complaint' }).click()
    const status = page.getByRole('status').filter({ hasText: 'Your ticket number is' })
    await status.waitFor()
    const ticket = (await status.locator('.font-mono').textContent())?.trim() ?? ''
    expect(ticket).toMatch(/^GRV-\d{4}-\d{6}$/)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/complaint-filed-390.png`, fullPage: true })

    await page.goto('/account')
    await hydrated(page)
    await page.getByRole('link', { name: 'My complaints' }).click()
    await page.waitForURL('**/account/complaints')
    await hydrated(page)
    await expectNoSeriousA11yViolations(page)
    const card = page.getByRole('listitem').filter({ hasText: ticket })
    await card.getByText('Checkout page').waitFor()
    await card.getByText(/To be acknowledged by/).waitFor()
    await card.getByRole('link', { name: ticket }).click()
    await page.waitForURL(`**/account/complaints/${ticket}`)
    await hydrated(page)
    await page.getByRole('heading', { name: ticket }).waitFor()
    await page.getByLabel('Add a message').fill('It happened again today.')
    await page.getByRole('button', { name: 'Send message' }).click()
    await page.getByRole('status').filter({ hasText: 'Your message is added.' }).waitFor()
    await page.getByRole('listitem').filter({ hasText: 'It happened again today.' }).waitFor()
    await expectNoSeriousA11yViolations(page)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/complaint-thread-390.png`, fullPage: true })

    await page.goto('/account/privacy')
    await hydrated(page)
    await expectNoSeriousA11yViolations(page)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/account-privacy-390.png`, fullPage: true })
    expect(jsErrors(page)).toEqual([])
  })

  it('a guest files about a seller and follows the complaint with its ticket number and email', async () => {
    const page = await newPage({ viewport: PHONE })
    await page.goto('/complaints')
    await hydrated(page)
    await page.getByRole('radio', { name: 'A seller' }).check()
    await page.getByLabel('Your name').fill('Ravi Patil')
    await page.getByRole('main').getByLabel('Email').fill('ravi.patil@example.in')
    await page.getByLabel('What went wrong?').fill('The seller promised a charger in the box and it was not there.')
    await page.getByRole('button', { name: 'File complaint' }).click()
    const status = page.getByRole('status').filter({ hasText: 'Your ticket number is' })
    await status.waitFor()
    const ticket = (await status.locator('.font-mono').textContent())?.trim() ?? ''
    await page.getByRole('link', { name: 'Follow your complaint' }).click()
    await page.waitForURL('**/complaints/track')
    await hydrated(page)
    await expectNoSeriousA11yViolations(page)
    await page.getByLabel('Ticket number').fill(ticket)
    await page.getByRole('main').getByLabel('Email').fill('someone.else@example.in')
    await page.getByRole('button', { name: 'Show my complaint' }).click()
    await page.getByText('No complaint has that ticket number and email address').waitFor()
    await page.getByRole('main').getByLabel('Email').fill('Ravi.Patil@example.in')
    await page.getByRole('button', { name: 'Show my complaint' }).click()
    await page.getByRole('heading', { name: ticket }).waitFor()
    await page.getByText('The seller promised a charger').waitFor()
  })
})
