import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { seedProducts } from '#db/seed/catalogue.ts'
import { DECLARED } from '#tests/fixtures/catalog.ts'
import { registerCustomer, registerVendor } from './accounts-fixtures.ts'
import { cookieHeader } from './admin-fixtures.ts'
import { DESKTOP, expectNoSeriousA11yViolations, hydrated, PHONE, setupBrowser } from './browser.ts'
import { queryServerDb } from './server-db.ts'

const { newPage } = setupBrowser()

// Issue 41: a product entered at M.R.P. ₹1,29,800 and selling price ₹1,18,000 (both with tax) shows exactly
// those two figures wherever a shopper meets it, and its invoice works the taxable value out of the price.
describe('prices as the seller declares them (decision 068)', () => {
  it('shows the M.R.P. and the selling price on card, page, compare, cart, checkout, confirmation, order page and email; the invoice derives ₹1,00,000.00 + ₹18,000.00', async () => {
    const seller = await newPage({ viewport: DESKTOP })
    await registerVendor(seller, 'Sinhagad Systems')
    await seller.goto('/vendor/products/new')
    await hydrated(seller)
    await seller.getByLabel('Selling price (₹, inclusive of GST)').fill('1,18,000')
    // What the seller receives follows the price as typed, worked as the statement will work it.
    const receives = seller.getByRole('region', { name: /^You receive ₹[\d,.]+ of ₹1,18,000 for each unit sold$/ })
    await receives.getByText('₹1,00,000', { exact: true }).waitFor()
    await receives.getByText('₹18,000', { exact: true }).waitFor()
    await expectNoSeriousA11yViolations(seller)

    const name = `Sinhagad Summit 14 ${randomUUID().slice(0, 4)}`
    const picture = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#335577' } })
      .png()
      .toBuffer()
    const created = await fetch(new URL('/api/v1/vendor/products', seller.url()), {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: await cookieHeader(seller) },
      body: JSON.stringify({
        name,
        brand: 'Sinhagad',
        category: 'Laptop',
        description: 'A 14-inch laptop for the office.',
        mrp: 129_800,
        sellingPrice: 118_000,
        stock: 5,
        isPublished: true,
        ...DECLARED,
        images: [{ fileName: 'front.png', data: picture.toString('base64') }],
      }),
    })
    expect(created.status).toBe(201)
    const { slug } = (await created.json()) as { slug: string }
    expect(queryServerDb('select price_paise, selling_price_paise, mrp_paise from products where slug = ?', slug)).toEqual([
      { price_paise: 100_000_00, selling_price_paise: 118_000_00, mrp_paise: 129_800_00 },
    ])

    const shopper = await newPage({ viewport: PHONE })
    const bothFigures = async (scope: ReturnType<typeof shopper.getByRole>) => {
      await scope.getByText('₹1,18,000', { exact: true }).first().waitFor()
      await scope.getByText('₹1,29,800', { exact: true }).first().waitFor()
    }
    // The card, in a search for it.
    await shopper.goto(`/products?search=${encodeURIComponent(name)}`)
    await bothFigures(shopper.getByRole('main'))
    // The product page.
    await shopper.goto(`/products/${slug}`)
    await hydrated(shopper)
    await bothFigures(shopper.getByRole('main'))
    // Compare, beside a sample laptop.
    await shopper.goto(`/compare?ids=${slug},${seedProducts[0]?.slug}`)
    await shopper.getByRole('main').getByText('₹1,18,000', { exact: true }).first().waitFor()

    await registerCustomer(shopper)
    await shopper.goto(`/products/${slug}`)
    await hydrated(shopper)
    await shopper.getByRole('button', { name: 'Add to Cart' }).first().click()
    await shopper.getByRole('status').filter({ hasText: 'Added to your cart.' }).waitFor()
    await shopper.goto('/cart')
    await bothFigures(shopper.getByRole('main'))
    await shopper.goto('/checkout')
    await hydrated(shopper)
    const summary = shopper.getByRole('complementary')
    await summary.getByText('₹1,18,000', { exact: true }).first().waitFor()
    await summary.getByText('₹1,00,000', { exact: true }).waitFor()
    await summary.getByText('₹18,000', { exact: true }).waitFor()
    await shopper.getByLabel('PIN Code').fill('411001')
    await expect.poll(() => shopper.getByLabel('City').inputValue()).toBe('Pune')
    await shopper.getByLabel('Phone Number').fill('9876543210')
    await shopper.getByLabel('Full Name').fill('Asha Kulkarni')
    await shopper.getByLabel('Address Line 1').fill('12 Prabhat Road')
    await shopper.getByRole('button', { name: 'Continue to Payment' }).click()
    await shopper.getByRole('button', { name: 'Pay ₹1,18,000' }).click()
    await shopper.waitForURL('**/pay/**')
    const orderId = new URL(shopper.url()).pathname.split('/').pop() ?? ''
    await shopper.getByRole('button', { name: 'Simulate successful payment' }).click()
    await shopper.waitForURL('**/order-confirmation?orderId=*')
    // The confirmation and the order page: the line at the price seen, the M.R.P. struck beside it.
    await shopper.getByText('1 × ₹1,18,000 · M.R.P. ₹1,29,800', { exact: true }).waitFor()
    await shopper.goto(`/orders/${orderId}`)
    await shopper.getByText('1 × ₹1,18,000 · M.R.P. ₹1,29,800', { exact: true }).waitFor()
    await expectNoSeriousA11yViolations(shopper)
    // The email.
    const [mail] = queryServerDb<{ text_body: string }>(
      "select text_body from email_outbox where kind = 'order-placed' and text_body like ? order by created_at desc limit 1",
      `%${name}%`,
    )
    expect(mail?.text_body).toContain(`- ${name}: 1 × ₹1,18,000 = ₹1,18,000 incl. GST (M.R.P. ₹1,29,800)`)

    // The invoice: Rule 46's taxable value and tax for the line, and its amount with tax.
    await shopper.getByRole('link', { name: /^Tax Invoice / }).click()
    await shopper.getByRole('heading', { name: 'Tax Invoice' }).waitFor()
    const row = shopper.getByRole('row').filter({ hasText: name })
    await row.getByText('₹1,00,000.00', { exact: true }).first().waitFor()
    await row.getByText('₹18,000.00', { exact: true }).waitFor()
    await row.getByText('₹1,18,000.00', { exact: true }).waitFor()
    await expect(shopper.getByText('Round off').count()).resolves.toBe(0)
  })
})
