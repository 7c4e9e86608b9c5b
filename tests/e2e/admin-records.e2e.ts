import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { registerCustomer, submitRegistration, uniqueEmail } from './accounts-fixtures.ts'
import { adminLogIn, cookieHeader } from './admin-fixtures.ts'
import { DESKTOP, downloadText, expectNoSeriousA11yViolations, hydrated, PHONE, setupBrowser } from './browser.ts'
import { queryServerDb, writeServerDb } from './server-db.ts'

const { newPage, baseURL } = setupBrowser()

const ENDPOINTS: Array<[method: string, path: string, body?: object]> = [
  ['GET', '/api/v1/admin/payment-methods'],
  ['POST', '/api/v1/admin/payment-methods', { provider: 'cod', name: 'Intruder cash' }],
  ['PATCH', '/api/v1/admin/payment-methods/cod', { enabled: false }],
  ['DELETE', '/api/v1/admin/payment-methods/online'],
  ['GET', '/api/v1/admin/store-details'],
  ['PUT', '/api/v1/admin/store-details', { legalName: 'Hijacked' }],
  ['GET', '/api/v1/admin/messages'],
  ['PATCH', `/api/v1/admin/messages/${randomUUID()}`, { handled: true }],
  ['GET', '/api/v1/admin/subscribers'],
  ['GET', '/api/v1/admin/outbox'],
  ['GET', '/api/v1/admin/audit'],
]

const call = (method: string, path: string, cookie: string | null, body?: object) =>
  fetch(`${baseURL}${path}`, {
    method,
    headers: { ...(cookie ? { cookie } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  })

describe('the admin JSON API', () => {
  it('answers 401 to a signed-out caller and 403 to a customer and a vendor, on every endpoint', async () => {
    const customer = await newPage()
    await registerCustomer(customer, 'Nosy Customer')
    const vendor = await newPage()
    await vendor.goto('/vendor/register')
    await hydrated(vendor)
    await vendor.getByLabel('Store Name').fill('Nosy Systems')
    await vendor.getByLabel('City').fill('Pune')
    await submitRegistration(vendor, 'Nosy Vendor', uniqueEmail('vendor'), 'Register Store')
    await vendor.waitForURL((url) => url.pathname === '/vendor/profile')

    for (const [method, path, body] of ENDPOINTS) {
      const anonymous = await call(method, path, null, body)
      expect([path, method, anonymous.status]).toEqual([path, method, 401])
      expect((await anonymous.json()).error.code).toBe('not_signed_in')
      for (const page of [customer, vendor]) {
        const refused = await call(method, path, await cookieHeader(page), body)
        expect([path, method, refused.status]).toEqual([path, method, 403])
        expect(refused.headers.get('cache-control')).toBe('private, no-store')
        expect((await refused.json()).error).toEqual({
          code: 'admins_only',
          message: 'Access Denied: You do not have administrative privileges.',
        })
      }
    }
    expect(queryServerDb('select id, enabled from payment_methods where id in (?, ?) order by id', 'cod', 'online')).toEqual([
      { id: 'cod', enabled: 1 },
      { id: 'online', enabled: 1 },
    ])
    const csv = await call('GET', '/admin/inbox/subscribers.csv', await cookieHeader(customer))
    expect(csv.status).toBe(403)
  })

  it('answers the admin, with private answers', async () => {
    const admin = await newPage()
    await adminLogIn(admin)
    const cookie = await cookieHeader(admin)
    for (const [method, path] of ENDPOINTS.filter(([m]) => m === 'GET')) {
      const response = await call(method, path, cookie)
      expect([path, response.status]).toEqual([path, 200])
      expect(response.headers.get('cache-control')).toBe('private, no-store')
    }
    expect((await call('GET', '/api/v1/admin/messages?colour=red', cookie)).status).toBe(400)
  })
})

describe('the admin records pages', () => {
  it('lets an admin mark a contact message handled and back', async () => {
    const name = `Handled Tester ${randomUUID().slice(0, 6)}`
    writeServerDb(
      "insert into contact_messages (id, name, email, subject, message, created_at) values (?, ?, 'tester@example.in', 'Order Status', 'Where is my laptop?', ?)",
      randomUUID(),
      name,
      new Date().toISOString(),
    )
    const page = await newPage()
    await adminLogIn(page)
    await page.goto('/admin/inbox/messages?show=unhandled')
    await hydrated(page)
    await page.getByRole('button', { name: `Mark handled: “Order Status” from ${name}` }).click()
    await page.getByRole('status').filter({ hasText: 'Marked handled.' }).waitFor()
    await expect.poll(() => page.getByText(name).count()).toBe(0) // gone from the unhandled list
    expect(
      queryServerDb<{ handled_at: string | null }>('select handled_at from contact_messages where name = ?', name)[0]?.handled_at,
    ).not.toBeNull()

    await page.goto('/admin/inbox/messages')
    await hydrated(page)
    await page.getByRole('button', { name: `Mark unhandled: “Order Status” from ${name}` }).click()
    await page.getByRole('status').filter({ hasText: 'Marked unhandled.' }).waitFor()
    expect(queryServerDb('select handled_at from contact_messages where name = ?', name)).toEqual([{ handled_at: null }])

    await page.goto('/admin/audit?entity=contact-message')
    await page.getByText('contact-message.reopened').first().waitFor()
  })

  it('downloads the subscribers as a CSV file with formula cells defused', async () => {
    const plain = `reader-${randomUUID().slice(0, 6)}@example.in`
    const formula = `=HYPERLINK("http://evil.example")-${randomUUID().slice(0, 6)}@example.in`
    for (const email of [plain, formula])
      writeServerDb('insert into newsletter_subscribers (email, created_at) values (?, ?)', email, new Date().toISOString())
    const page = await newPage()
    await adminLogIn(page)
    await page.goto('/admin/inbox/subscribers')
    await page.getByText(plain).waitFor()
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()])
    expect(download.suggestedFilename()).toMatch(/^deccan-digital-subscribers-\d{4}-\d{2}-\d{2}\.csv$/)
    const csv = await downloadText(download)
    expect(csv.split('\r\n')[0]).toBe('email,subscribed_at')
    expect(csv).toContain(`${plain},`)
    expect(csv).toContain(`"'${formula.replaceAll('"', '""')}"`)

    const response = await call('GET', '/admin/inbox/subscribers.csv', await cookieHeader(page))
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename=/)
  })

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('have no serious accessibility problems on a %s', async (_name, viewport) => {
    const page = await newPage({ viewport })
    await adminLogIn(page)
    for (const path of ['/admin/inbox/messages', '/admin/inbox/subscribers', '/admin/inbox/outbox', '/admin/audit']) {
      await page.goto(path)
      await hydrated(page)
      await expectNoSeriousA11yViolations(page)
    }
  })
})
