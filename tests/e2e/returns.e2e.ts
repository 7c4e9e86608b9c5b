import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { registerCustomer, registerVendor } from './accounts-fixtures.ts'
import { adminLogIn, deliverByAdmin } from './admin-fixtures.ts'
import { DESKTOP, expectNoSeriousA11yViolations, hydrated, PHONE, setupBrowser } from './browser.ts'
import { queryServerDb, writeServerDb } from './server-db.ts'

const { newPage } = setupBrowser()
const SHOTS = process.env.RETURNS_SCREENSHOTS

/** A new store's laptop, written straight to the database (the vendor form is tested elsewhere). */
function laptopOf(vendorId: string) {
  const id = randomUUID()
  const slug = `return-test-laptop-${id.slice(0, 8)}`
  const now = new Date().toISOString()
  writeServerDb(
    `insert into products (id, vendor_id, name, slug, description, category, brand, price_paise, discount_price_paise, stock, rating,
      review_count, is_featured, is_new, is_published, specs, list_position, created_at, updated_at)
     values (?, ?, 'Baner Book 14', ?, 'A 14-inch laptop for the office.', 'Laptop', 'Baner', 5000000, null, 5, 0, 0, 0, 0, 1, '{}', 0, ?, ?)`,
    id,
    vendorId,
    slug,
    now,
    now,
  )
  return { id, slug }
}

describe('returns', () => {
  it('a customer returns a defective laptop; the vendor approves and receives it, the admin refunds; the customer follows it by RMA number', async () => {
    const vendor = await newPage()
    await registerVendor(vendor, 'Baner Laptops')
    const [store] = queryServerDb<{ id: string }>("select id from vendors where name = 'Baner Laptops' order by created_at desc limit 1")
    const laptop = laptopOf(store?.id ?? '')

    const buyer = await newPage()
    await registerCustomer(buyer)
    await buyer.goto(`/products/${laptop.slug}`)
    await hydrated(buyer)
    await buyer.getByRole('button', { name: 'Add to Cart' }).click()
    await buyer.getByRole('status').filter({ hasText: 'Added to your cart.' }).waitFor()
    await buyer.goto('/checkout')
    await hydrated(buyer)
    await buyer.getByLabel('PIN Code').fill('411004')
    await buyer.getByLabel('Phone Number').fill('9876543210')
    await buyer.getByLabel('Full Name').fill('Asha Kulkarni')
    await buyer.getByLabel('Address Line 1').fill('12 Prabhat Road')
    await buyer.getByLabel('City').fill('Pune')
    await buyer.getByLabel('State').selectOption({ label: 'Maharashtra' })
    await buyer.getByRole('button', { name: 'Continue to Payment' }).click()
    await buyer.getByRole('button', { name: /^Pay ₹[\d,]+$/ }).click()
    await buyer.waitForURL('**/pay/**')
    await buyer.getByRole('button', { name: 'Simulate successful payment' }).click()
    await buyer.waitForURL('**/order-confirmation?orderId=*')
    const orderId = new URL(buyer.url()).searchParams.get('orderId') ?? ''

    const admin = await newPage()
    await adminLogIn(admin)
    await deliverByAdmin(admin, orderId, { courier: 'Blue Dart', trackingNumber: 'BD1234' })

    await buyer.goto(`/orders/${orderId}`)
    await buyer.getByText(/You can ask to return items until/).waitFor()
    await buyer.getByRole('link', { name: 'Return an item' }).click()
    await buyer.waitForURL(`**/orders/${orderId}/return`)
    await hydrated(buyer)
    // The policy's outcomes: a defect is replaced, not settled in store credit.
    await buyer.getByRole('radio', { name: 'Defective', exact: true }).check()
    await buyer.getByLabel(/^Store credit/).check()
    await buyer.getByLabel('What is wrong?').fill('The screen flickers and then goes dark after ten minutes.')
    await buyer.getByRole('button', { name: 'Ask for a return' }).click()
    await buyer.getByText('For defective our policy offers replacement.').first().waitFor()
    await expectNoSeriousA11yViolations(buyer)
    await buyer.getByLabel(/^Replacement/).check()
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#234' } })
      .jpeg()
      .toBuffer()
    await buyer.getByLabel(/^Photos/).setInputFiles({ name: 'flicker.jpg', mimeType: 'image/jpeg', buffer: photo })
    if (SHOTS)
      for (const [name, size] of [
        ['phone', PHONE],
        ['desktop', DESKTOP],
      ] as const) {
        await buyer.setViewportSize(size)
        await buyer.screenshot({ path: `${SHOTS}/return-form-${name}.png`, fullPage: true })
      }
    await buyer.getByRole('button', { name: 'Ask for a return' }).click()
    await buyer.waitForURL(`**/orders/${orderId}?return=*`)
    const rma = new URL(buyer.url()).searchParams.get('return') ?? ''
    expect(rma).toMatch(/^RMA-\d{4}-\d{6}$/)
    await buyer.getByText(`Your return request ${rma} has been received.`).waitFor()
    await buyer.getByRole('img', { name: `Baner Book 14 as sent with ${rma} (1 of 1)` }).waitFor()

    await vendor.goto('/vendor/returns')
    await hydrated(vendor)
    await vendor.getByLabel(`Pickup instructions for ${rma}`).fill('Blue Dart collects it on Monday between 10 am and 1 pm')
    await vendor.getByRole('button', { name: 'Approve' }).click()
    await vendor.getByText(`Return ${rma} updated.`).waitFor()
    await vendor.getByLabel('No').check()
    await vendor.getByRole('button', { name: 'Mark received' }).click()
    await vendor.getByText(/Received; not resaleable/).waitFor()
    await expectNoSeriousA11yViolations(vendor)
    expect(queryServerDb<{ stock: number }>('select stock from products where id = ?', laptop.id)).toEqual([{ stock: 4 }])

    await admin.goto('/admin/returns')
    await hydrated(admin)
    await admin.getByRole('button', { name: 'Refund' }).first().click()
    await admin.getByText(`Return ${rma} updated.`).waitFor()
    expect(
      queryServerDb<{ claim_key: string; amount_paise: number }>(
        'select claim_key, amount_paise from payment_refunds where order_id = ?',
        orderId,
      ),
    ).toEqual([expect.objectContaining({ amount_paise: 5_900_000 })])

    await buyer.goto(`/orders/${orderId}`)
    const returns = buyer.locator('#returns')
    await returns.getByText(rma, { exact: true }).waitFor()
    await returns.getByText('Refunded', { exact: true }).waitFor()
    await buyer
      .locator('#timeline')
      .getByText(`Return ${rma}: ₹59,000 refunded to the original payment method (shipping is not refunded); credit note`, { exact: false })
      .waitFor()
    await expectNoSeriousA11yViolations(buyer)
    const [note] = queryServerDb<{ number: string; invoice_number: string }>(
      'select number, invoice_number from credit_notes where order_id = ?',
      orderId,
    )
    expect(note?.number).toMatch(/^DD\/CN\/\d{4}-\d{2}\/\d{6}$/)
    await buyer.getByRole('link', { name: `Credit Note ${note?.number}` }).click()
    await buyer.getByRole('heading', { name: 'Credit Note' }).waitFor()
    await buyer.getByText(note?.invoice_number ?? '', { exact: true }).waitFor()
    await buyer.getByText('CGST @ 9%').waitFor()
    await buyer.getByText('₹59,000.00').waitFor()
    await expectNoSeriousA11yViolations(buyer)
    if (SHOTS)
      for (const [name, size] of [
        ['phone', PHONE],
        ['desktop', DESKTOP],
      ] as const) {
        await buyer.setViewportSize(size)
        await buyer.screenshot({ path: `${SHOTS}/credit-note-${name}.png`, fullPage: true })
      }

    // /account with a store credit balance and its ledger (as a change-of-mind return leaves), scanned every run.
    const [buyerRow] = queryServerDb<{ user_id: string }>('select user_id from orders where id = ?', orderId)
    writeServerDb(
      `insert into store_credit_entries (id, user_id, amount_paise, return_id, reference, note, created_at)
       values (?, ?, 250000, null, ?, 'Store credit for return RMA-E2E (order E2E)', ?)`,
      randomUUID(),
      buyerRow?.user_id,
      `e2e:${randomUUID()}`,
      new Date().toISOString(),
    )
    writeServerDb(
      `insert into store_credit_balances (user_id, balance_paise) values (?, 250000)
       on conflict (user_id) do update set balance_paise = balance_paise + 250000`,
      buyerRow?.user_id,
    )
    await buyer.goto('/account')
    await hydrated(buyer)
    const credit = buyer.getByRole('region', { name: 'Store credit' })
    await credit.getByText('₹2,500', { exact: true }).waitFor()
    await credit.getByText(/Store credit for return RMA-E2E/).waitFor()
    await expectNoSeriousA11yViolations(buyer)
    if (SHOTS) await buyer.screenshot({ path: `${SHOTS}/account-store-credit.png`, fullPage: true })
    await buyer.goto(`/orders/${orderId}`)
    if (SHOTS) {
      for (const [name, size] of [
        ['phone', PHONE],
        ['desktop', DESKTOP],
      ] as const) {
        await buyer.setViewportSize(size)
        await buyer.screenshot({ path: `${SHOTS}/order-with-return-${name}.png`, fullPage: true })
        await vendor.setViewportSize(size)
        await vendor.screenshot({ path: `${SHOTS}/vendor-returns-${name}.png`, fullPage: true })
      }
    }
  })
})
