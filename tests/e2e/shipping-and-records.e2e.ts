import { randomUUID } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import type { Locator, Page } from 'playwright-core'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { DECLARED } from '#tests/fixtures/catalog.ts'
import { PASSWORD, registerVendor, uniqueEmail } from './accounts-fixtures.ts'
import { adminLogIn } from './admin-fixtures.ts'
import { expectNoSeriousA11yViolations, hydrated, PHONE, setupBrowser } from './browser.ts'
import { fillEwayBillIfAsked } from './seller-fixtures.ts'
import { queryServerDb } from './server-db.ts'

// Issue 22.8: sellers ship with a courier from a list, errors sit at their fields, customers follow a
// tracking link, and the admin reads sellers' actions in the audit log by order number, on any screen.
const { newPage } = setupBrowser()
const WIDE = { width: 1440, height: 900 }
const SHOTS = '/tmp/issue22-shots'
mkdirSync(SHOTS, { recursive: true })

/** A published laptop of the signed-in seller's store, made over the vendor API with their cookies. */
async function addProduct(page: Page, name: string): Promise<string> {
  const picture = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#1f4e79' } })
    .png()
    .toBuffer()
  const created = await page.request.post('/api/v1/vendor/products', {
    data: {
      name,
      brand: 'Kasba',
      category: 'Laptop',
      description: 'A 14-inch laptop assembled and tested in Pune.',
      mrp: 54268,
      sellingPrice: 54268,
      stock: 5,
      isPublished: true,
      ...DECLARED,
      images: [{ fileName: 'front.png', data: picture.toString('base64') }],
    },
  })
  expect(created.status()).toBe(201)
  return ((await created.json()) as { id: string }).id
}

/** A new customer buys these products with cash on delivery, over the API of their own browser page. */
async function customerBuys(page: Page, productIds: string[], email = uniqueEmail('buyer')) {
  const signUp = await page.request.post('/api/v1/auth/sign-up', {
    data: { name: 'Kavya Deshpande', email, password: PASSWORD, confirmPassword: PASSWORD },
  })
  expect(signUp.status()).toBe(201)
  for (const productId of productIds) await page.request.post('/api/v1/cart/items', { data: { productId, quantity: 1 } })
  const placed = await page.request.post('/api/v1/orders', {
    data: {
      fullName: 'Kavya Deshpande',
      addressLine1: '7 Tilak Road',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411030',
      phone: '9822098220',
      paymentMethod: 'cod',
      idempotencyKey: randomUUID(),
    },
  })
  expect(placed.status()).toBe(201)
  const { order } = (await placed.json()) as { order: { id: string } }
  const [row] = queryServerDb<{ order_number: string }>('select order_number from orders where id = ?', order.id)
  return { id: order.id, number: row?.order_number ?? '' }
}

const isFocused = (field: Locator) => field.evaluate((el) => el === document.activeElement)

/** The field's error: the text of the element its aria-describedby names. */
const describedBy = (field: Locator) =>
  field.evaluate((el) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent ?? null)

async function shoot(page: Page, name: string) {
  for (const [size, viewport] of [
    ['390', PHONE],
    ['1440', WIDE],
  ] as const) {
    await page.setViewportSize(viewport)
    // From the top: a page scrolled to an anchor would draw its sticky header mid-page.
    await page.evaluate(() => window.scrollTo(0, 0))
    await page.screenshot({ path: `${SHOTS}/${name}-${size}.png`, fullPage: true })
  }
}

describe('shipping with a courier from the list', () => {
  it('puts errors at their fields, gives customers a tracking link (none for an unlisted courier) and records it all', async () => {
    const north = await newPage({ viewport: WIDE })
    const northEmail = await registerVendor(north, 'Kasba Peth Laptops')
    const northProduct = await addProduct(north, `Kasba Book 14 ${randomUUID().slice(0, 4)}`)
    const south = await newPage({ viewport: WIDE })
    const southEmail = await registerVendor(south, 'Sadashiv Peth Systems')
    const southProduct = await addProduct(south, `Sadashiv Slate 13 ${randomUUID().slice(0, 4)}`)
    const customer = await newPage({ viewport: WIDE })
    const order = await customerBuys(customer, [northProduct, southProduct])

    // Sent empty: each error is under its own field, named by it, and the first one has the focus.
    await north.goto('/vendor/orders')
    await hydrated(north)
    const northCard = north.getByRole('listitem').filter({ hasText: order.number })
    await northCard.getByRole('button', { name: 'Mark as Processing' }).click()
    await north.getByText('Marked as processing.').waitFor()
    const courier = northCard.getByLabel('Courier', { exact: true })
    const tracking = northCard.getByLabel('Tracking number')
    await courier.waitFor()
    await expect(courier.locator('option').allTextContents()).resolves.toEqual([
      'Choose the courier',
      'Blue Dart',
      'Delhivery',
      'DTDC',
      'Ecom Express',
      'Ekart',
      'India Post',
      'Shadowfax',
      'XpressBees',
      'Other',
    ])
    await expect(northCard.getByLabel('Courier name').isVisible()).resolves.toBe(false)
    await northCard.getByRole('button', { name: 'Mark as Shipped' }).click()
    await expect.poll(() => describedBy(courier)).toBe('Please choose the courier')
    await expect(describedBy(tracking)).resolves.toBe('Please enter the tracking number')
    await expect(courier.getAttribute('aria-invalid')).resolves.toBe('true')
    await expect.poll(() => isFocused(courier)).toBe(true)
    await expect(north.getByRole('alert').filter({ hasText: 'Please choose the courier' }).count()).resolves.toBe(0)
    await expectNoSeriousA11yViolations(north)
    await shoot(north, 'vendor-ship-errors')
    await courier.selectOption('Delhivery')
    await tracking.fill('1490811234567')
    await fillEwayBillIfAsked(northCard)
    await northCard.getByRole('button', { name: 'Mark as Shipped' }).click()
    await north.getByText('Your items are shipped; the order ships when the other vendors ship theirs.').waitFor()

    // Other: its name is asked for, at its field.
    await south.goto('/vendor/orders')
    await hydrated(south)
    const southCard = south.getByRole('listitem').filter({ hasText: order.number })
    await southCard.getByRole('button', { name: 'Mark as Processing' }).click()
    await south.getByText('Marked as processing.').waitFor()
    await southCard.getByLabel('Courier', { exact: true }).selectOption('Other')
    const courierName = southCard.getByLabel('Courier name')
    await courierName.waitFor()
    await southCard.getByLabel('Tracking number').fill('GATI-99120')
    await fillEwayBillIfAsked(southCard)
    await southCard.getByRole('button', { name: 'Mark as Shipped' }).click()
    await expect.poll(() => describedBy(courierName)).toBe("Please enter the courier's name")
    await expect.poll(() => isFocused(courierName)).toBe(true)
    await courierName.fill('Gati Express')
    await southCard.getByRole('button', { name: 'Mark as Shipped' }).click()
    await south.getByText('Shipped. The customer has been told.').waitFor()

    // The customer: one parcel per seller, a link to Delhivery's tracking page, Gati's number alone.
    // Signed in by the sign-up (its cookie is this page's).
    await customer.goto('/orders')
    await customer.getByRole('link', { name: 'Track Order' }).click()
    await customer.waitForURL(`**/orders/${order.id}#shipments`)
    const parcels = customer.getByRole('region', { name: 'Your 2 parcels' })
    const track = parcels.getByRole('link', { name: /^Track this parcel with Delhivery/ })
    await expect(track.getAttribute('href')).resolves.toBe('https://www.delhivery.com/track/package/1490811234567')
    await expect(track.getAttribute('target')).resolves.toBe('_blank')
    await parcels.getByText('GATI-99120').waitFor()
    await expect(parcels.getByRole('link', { name: /^Track/ }).count()).resolves.toBe(1)
    await expectNoSeriousA11yViolations(customer)
    await shoot(customer, 'customer-order-parcels')

    // The admin's audit log: the sellers' steps, by order number, read on a phone without scrolling sideways.
    const admin = await newPage({ viewport: PHONE })
    await adminLogIn(admin)
    await admin.goto('/admin/audit?entity=order')
    await hydrated(admin)
    const records = admin.getByRole('region', { name: 'Audit log records' })
    const ours = records.getByRole('row').filter({ has: admin.getByRole('link', { name: order.number, exact: true }) })
    await expect.poll(() => ours.count()).toBe(4)
    for (const [action, email] of [
      ['order.lines-processing', northEmail],
      ['order.lines-shipped', northEmail],
      ['order.lines-processing', southEmail],
      ['order.lines-shipped', southEmail],
    ])
      await expect(ours.filter({ hasText: action }).filter({ hasText: email }).count()).resolves.toBe(1)
    await expect(records.getByText(order.id).count()).resolves.toBe(0)
    const widths = await records.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }))
    expect(widths.scroll).toBeLessThanOrEqual(widths.client)
    await expect(admin.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(PHONE.width)
    await expectNoSeriousA11yViolations(admin)
    await shoot(admin, 'admin-audit')
  }, 90_000)

  it('works before JavaScript: Other shows its name field, and a refusal keeps what was sent', async () => {
    const seller = await newPage()
    const email = await registerVendor(seller, 'Narayan Peth Traders')
    const productId = await addProduct(seller, `Narayan Note 15 ${randomUUID().slice(0, 4)}`)
    const order = await customerBuys(await newPage(), [productId])
    await seller.goto('/vendor/orders')
    await hydrated(seller)
    await seller.getByRole('button', { name: 'Mark as Processing' }).click()
    await seller.getByText('Marked as processing.').waitFor()

    const plain = await newPage({ javaScriptEnabled: false })
    await plain.goto('/login')
    await plain.getByLabel('Email', { exact: true }).fill(email)
    await plain.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await plain.getByRole('button', { name: 'Sign In' }).click()
    await plain.waitForURL((url) => url.pathname === '/')
    await plain.goto('/vendor/orders')
    const card = plain.getByRole('listitem').filter({ hasText: order.number })
    await expect(card.getByLabel('Courier name').isVisible()).resolves.toBe(false)
    await card.getByLabel('Courier', { exact: true }).selectOption('Other')
    await expect(card.getByLabel('Courier name').isVisible()).resolves.toBe(true)
    await card.getByLabel('Tracking number').fill('PRO-7781')
    await fillEwayBillIfAsked(card)
    await card.getByRole('button', { name: 'Mark as Shipped' }).click()
    await card.getByText("Please enter the courier's name").waitFor()
    await expect(card.getByLabel('Courier', { exact: true }).inputValue()).resolves.toBe('Other')
    await expect(card.getByLabel('Tracking number').inputValue()).resolves.toBe('PRO-7781')
    await card.getByLabel('Courier name').fill('Professional Couriers')
    await card.getByRole('button', { name: 'Mark as Shipped' }).click()
    await plain.getByText('Shipped. The customer has been told.').waitFor()
    expect(queryServerDb('select courier, tracking_number from order_items where order_id = ?', order.id)).toEqual([
      { courier: 'Professional Couriers', tracking_number: 'PRO-7781' },
    ])
  })
})

describe("the admin dashboard's recent orders", () => {
  it('show every status whole and every email on one line at 1440 px, and fit a phone', async () => {
    const seller = await newPage()
    await registerVendor(seller, 'Deccan Gymkhana Computers')
    const productId = await addProduct(seller, `Gymkhana Pro 16 ${randomUUID().slice(0, 4)}`)
    const cancelled = await customerBuys(await newPage(), [productId], uniqueEmail('customer-with-a-long-name'))
    const processing = await customerBuys(await newPage(), [productId], uniqueEmail('customer-with-a-long-name'))
    const admin = await newPage({ viewport: WIDE })
    await adminLogIn(admin)
    for (const [order, status] of [
      [cancelled, 'cancelled'],
      [processing, 'processing'],
    ] as const)
      expect((await admin.request.patch(`/api/v1/admin/orders/${order.id}`, { data: { status } })).status()).toBe(200)

    await admin.goto('/admin/dashboard')
    await hydrated(admin)
    const recent = admin.getByRole('region', { name: 'Recent orders' })
    // Whichever orders are newest (other tests add theirs), none may be cut or squeezed.
    const rows = await recent.locator('tbody tr').evaluateAll((trs) =>
      trs.map((tr) => {
        const card = tr.closest('section')?.getBoundingClientRect()
        const badge = tr.querySelector('td[data-label="Status"] span')
        const email = tr.querySelector('td[data-label="Customer"]')
        const range = document.createRange()
        range.selectNodeContents(email as Node)
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size
        return {
          status: badge?.textContent,
          badgeInside: (badge?.getBoundingClientRect().right ?? Infinity) <= (card?.right ?? 0),
          badgeWhole: (badge?.scrollWidth ?? 1) <= (badge?.clientWidth ?? 0) + 1,
          emailLines: lines,
        }
      }),
    )
    expect(rows.length).toBeGreaterThan(0)
    for (const row of rows) expect(row, JSON.stringify(row)).toMatchObject({ badgeInside: true, badgeWhole: true, emailLines: 1 })
    await expectNoSeriousA11yViolations(admin)
    await shoot(admin, 'admin-dashboard')
    await admin.setViewportSize(PHONE)
    await expect(admin.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(PHONE.width)
  })
})

describe('an order is its sellers’ parcels (decision 039)', () => {
  it('at 390 px, a customer sees two parcels, each with its own tracking and amount to pay, and reads why one was cancelled', async () => {
    const north = await newPage({ viewport: PHONE })
    await registerVendor(north, 'Narayan Peth Laptops')
    const northProduct = await addProduct(north, `Narayan Book 14 ${randomUUID().slice(0, 4)}`)
    const south = await newPage({ viewport: PHONE })
    await registerVendor(south, 'Shaniwar Peth Systems')
    const southProduct = await addProduct(south, `Shaniwar Slate 13 ${randomUUID().slice(0, 4)}`)
    const third = await newPage({ viewport: PHONE })
    await registerVendor(third, 'Budhwar Peth Traders')
    const thirdProduct = await addProduct(third, `Budhwar Air 15 ${randomUUID().slice(0, 4)}`)
    const customer = await newPage({ viewport: PHONE })
    const order = await customerBuys(customer, [northProduct, southProduct, thirdProduct])

    // Two sellers ship, each with its own courier and number.
    for (const [page, courierName, number] of [
      [north, 'Delhivery', 'DLV-5501'],
      [south, 'Blue Dart', 'BD-7702'],
    ] as const) {
      await page.goto('/vendor/orders')
      await hydrated(page)
      const card = page.getByRole('listitem').filter({ hasText: order.number })
      await card.getByRole('button', { name: 'Mark as Processing' }).click()
      await page.getByText('Marked as processing.').waitFor()
      await card.getByLabel('Courier', { exact: true }).selectOption(courierName)
      await card.getByLabel('Tracking number').fill(number)
      await fillEwayBillIfAsked(card)
      await card.getByRole('button', { name: 'Mark as Shipped' }).click()
      await page
        .getByText(/shipped/i)
        .first()
        .waitFor()
    }

    // The third seller cannot ship: it cancels its own parcel with a reason, asked for when missing.
    await third.goto('/vendor/orders')
    await hydrated(third)
    const card = third.getByRole('listitem').filter({ hasText: order.number })
    await card.getByText('Cannot ship this parcel').click()
    await card.getByLabel('Reason the customer will read').fill('The last unit failed our pre-dispatch test')
    await card.getByRole('button', { name: 'Cancel my parcel' }).click()
    await third.getByText('Your parcel is cancelled. The customer has been told why.').waitFor()
    await expectNoSeriousA11yViolations(third)

    await customer.goto(`/orders/${order.id}`)
    await hydrated(customer)
    const parcels = customer.getByRole('region', { name: 'Your 3 parcels' })
    const first = parcels.getByRole('listitem').filter({ hasText: 'Sold by Narayan Peth Laptops' }).first()
    const second = parcels.getByRole('listitem').filter({ hasText: 'Sold by Shaniwar Peth Systems' }).first()
    const cancelled = parcels.getByRole('listitem').filter({ hasText: 'Sold by Budhwar Peth Traders' }).first()
    await first.getByText('DLV-5501').waitFor()
    await second.getByText('BD-7702').waitFor()
    await expect(first.getByText('BD-7702').count()).resolves.toBe(0)
    await first.getByText(/^Pay ₹[\d,]+ on delivery$/).waitFor()
    await second.getByText(/^Pay ₹[\d,]+ on delivery$/).waitFor()
    await cancelled.getByText('Cancelled: The last unit failed our pre-dispatch test').waitFor()
    await expect(cancelled.getByText(/on delivery/).count()).resolves.toBe(0)
    await customer.getByText('Shipped, partly cancelled').waitFor()
    const wide = await customer.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)
    expect(wide).toBe(false)
    await expectNoSeriousA11yViolations(customer)
    await shoot(customer, 'customer-three-parcels')
  }, 120_000)
})
