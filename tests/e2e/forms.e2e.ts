import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { hydrated, jsErrors, setupBrowser } from './browser.ts'
import { queryServerDb } from './server-db.ts'

const { newPage } = setupBrowser()

describe('contact form', () => {
  it("shows the spec's messages, clears each on edit, then sends and resets", async () => {
    const page = await newPage()
    await page.goto('/contact')
    await hydrated(page)
    for (const title of ['Office Address', 'Phone', 'Email', 'Working Hours']) {
      await page.getByRole('heading', { name: title, exact: true }).waitFor()
    }
    await page.getByText('Mon-Sat 10 AM-8 PM').waitFor()
    await page.getByText('Sunday closed').waitFor()

    const send = page.getByRole('button', { name: 'Send Message' })
    await page.getByLabel('Name', { exact: true }).fill('   ')
    await send.click()
    for (const message of ['Name is required', 'Email is required', 'Subject is required', 'Message is required']) {
      await page.getByText(message, { exact: true }).waitFor()
    }
    await page.getByLabel('Email', { exact: true }).fill('not-an-email')
    await expect(page.getByText('Email is required').count()).resolves.toBe(0)
    await send.click()
    await page.getByText('Please enter a valid email address').waitFor()

    const marker = randomUUID()
    await page.getByLabel('Name', { exact: true }).fill('Asha Kulkarni')
    await page.getByLabel('Email', { exact: true }).fill('asha@example.in')
    await page.getByLabel('Subject', { exact: true }).selectOption('Order Status')
    await page.getByLabel('Message', { exact: true }).fill(`Where is my order? ${marker}`)
    await expect(page.getByText('Name is required').count()).resolves.toBe(0)
    await expect(page.getByLabel('Subject', { exact: true }).locator('option').allTextContents()).resolves.toEqual([
      'Select a subject',
      'General Inquiry',
      'Product Support',
      'Order Status',
      'Returns & Refunds',
      'Partnership Opportunities',
      'Other',
    ])
    await send.click()
    await page.getByRole('heading', { name: 'Message Sent!' }).waitFor()

    const stored = queryServerDb<{ name: string; subject: string }>(
      'select name, subject from contact_messages where message like ?',
      `%${marker}`,
    )
    expect(stored).toEqual([{ name: 'Asha Kulkarni', subject: 'Order Status' }])

    await page.getByRole('button', { name: 'Send Another Message' }).click()
    await expect(page.getByLabel('Name', { exact: true }).inputValue()).resolves.toBe('')
    expect(jsErrors(page)).toEqual([])
  })

  it('shows Sending... while the message is on its way', async () => {
    const page = await newPage()
    await page.goto('/contact')
    await hydrated(page)
    // Hold the submission so the busy state can be seen, then let it through.
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    await page.route('**/contact.data*', async (route) => {
      await held
      await route.continue()
    })
    await page.getByLabel('Name', { exact: true }).fill('Ravi')
    await page.getByLabel('Email', { exact: true }).fill('ravi@example.in')
    await page.getByLabel('Subject', { exact: true }).selectOption('Other')
    await page.getByLabel('Message', { exact: true }).fill('Hello')
    await page.getByRole('button', { name: 'Send Message' }).click()
    const busy = page.getByRole('button', { name: 'Sending...' })
    await busy.waitFor()
    await expect(busy.isDisabled()).resolves.toBe(true)
    release()
    await page.getByRole('heading', { name: 'Message Sent!' }).waitFor()
  })

  it('validates on the server when JavaScript is off', async () => {
    const page = await newPage({ javaScriptEnabled: false })
    await page.goto('/contact')
    await page.getByLabel('Name', { exact: true }).fill('Meera')
    await page.getByLabel('Email', { exact: true }).fill('meera@example')
    await page.getByRole('button', { name: 'Send Message' }).click()
    await page.getByText('Please enter a valid email address').waitFor()
    await page.getByText('Subject is required').waitFor()
    await expect(page.getByLabel('Name', { exact: true }).inputValue()).resolves.toBe('Meera')
  })
})

describe('newsletter', () => {
  it('validates, subscribes, and treats a second sign-up the same', async () => {
    const email = `reader-${randomUUID().slice(0, 8)}@example.in`
    for (let attempt = 0; attempt < 2; attempt++) {
      const page = await newPage()
      await page.goto('/about')
      await hydrated(page)
      const footer = page.locator('footer')
      if (attempt === 0) {
        await footer.getByLabel('Email address').fill('nope')
        await footer.getByRole('button', { name: 'Subscribe' }).click()
        await footer.getByText('Please enter a valid email address').waitFor()
      }
      await footer.getByLabel('Email address').fill(email)
      await footer.getByRole('button', { name: 'Subscribe' }).click()
      await footer.getByText('Thank you for subscribing!').waitFor()
    }
    expect(queryServerDb('select email from newsletter_subscribers where email = ?', email)).toEqual([{ email }])
  })

  it('works without JavaScript', async () => {
    const email = `nojs-${randomUUID().slice(0, 8)}@example.in`
    const page = await newPage({ javaScriptEnabled: false })
    await page.goto('/')
    await page.locator('footer').getByLabel('Email address').fill(email)
    await page.locator('footer').getByRole('button', { name: 'Subscribe' }).click()
    await page.getByRole('heading', { name: 'Newsletter', level: 1 }).waitFor()
    await page.getByText('Thank you for subscribing!').first().waitFor()
    expect(queryServerDb('select email from newsletter_subscribers where email = ?', email)).toEqual([{ email }])
  })
})
