import { randomUUID } from 'node:crypto'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { formatDate } from '#src/lib/dates.ts'
import { registerCustomer, registerVendor } from './accounts-fixtures.ts'
import { adminLogIn, deliverByAdmin } from './admin-fixtures.ts'
import { DESKTOP, expectNoSeriousA11yViolations, hydrated, PHONE, setupBrowser } from './browser.ts'
import { E2E_ADMIN } from './global-setup.ts'
import { writeProduct } from './seller-fixtures.ts'
import { queryServerDb, writeServerDb } from './server-db.ts'
import { buyOnline } from './shopper-fixtures.ts'

const { newPage } = setupBrowser()
const SHOTS = process.env.RETURNS_SCREENSHOTS

/** A new store's laptop, written straight to the database (the vendor form is tested elsewhere). */
function laptopOf(vendorId: string) {
  const id = randomUUID()
  const slug = `return-test-laptop-${id.slice(0, 8)}`
  writeProduct({
    id,
    vendorId,
    name: 'Baner Book 14',
    slug,
    description: 'A 14-inch laptop for the office.',
    brand: 'Baner',
    sellingPricePaise: 59_000_00,
    stock: 5,
  })
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
    const orderId = await buyOnline(buyer, laptop.slug)

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
    await vendor
      .getByLabel(`Pickup instructions for ${rma}`)
      .fill('Blue Dart collects it on Monday between 10 am and 1 pm, with the invoice.')
    await vendor.getByRole('button', { name: 'Approve' }).click()
    await vendor.getByText(`Return ${rma} updated.`).waitFor()
    await vendor.getByLabel('No').check()
    await vendor.getByRole('button', { name: 'Mark received' }).click()
    await vendor.getByText(/Received; not resaleable/).waitFor()
    await expectNoSeriousA11yViolations(vendor)
    expect(queryServerDb<{ stock: number }>('select stock from products where id = ?', laptop.id)).toEqual([{ stock: 4 }])

    // The customer's sentence ends once: not "invoice.. Write".
    await buyer.goto(`/orders/${orderId}`)
    await buyer.getByText(`with the invoice. Write ${rma} on the outer packaging.`).waitFor()
    expect(await buyer.locator('#returns').innerText()).not.toContain('..')

    // A defect's outcomes: the replacement the customer chose first, a refund only instead of it; both ask first.
    await admin.goto('/admin/returns')
    await hydrated(admin)
    const card = admin.getByRole('listitem').filter({ hasText: rma })
    await card.getByText('The customer chose replacement.').waitFor()
    await expect(card.locator('summary').allInnerTexts()).resolves.toEqual(['Replacement sent', 'Refund instead'])
    await card.getByText('Refund instead').click()
    await card.getByText(/The customer asked for a replacement: refund only when the item cannot be replaced\. Refund ₹59,000/).waitFor()
    await expectNoSeriousA11yViolations(admin)
    if (SHOTS) {
      for (const [name, size] of [
        ['phone', PHONE],
        ['desktop', { width: 1440, height: 900 }],
      ] as const) {
        await admin.setViewportSize(size)
        await card.screenshot({ path: `${SHOTS}/admin-return-outcomes-${name}.png` })
      }
      await admin.setViewportSize(DESKTOP)
    }
    await card.getByRole('button', { name: 'Yes, refund ₹59,000' }).click()
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
      .getByText(`Return ${rma}: ₹59,000 refunded to the original payment method; credit note`, { exact: false })
      .waitFor()
    await expectNoSeriousA11yViolations(buyer)
    const [note] = queryServerDb<{ number: string; invoice_number: string }>(
      'select number, invoice_number from credit_notes where order_id = ?',
      orderId,
    )
    // In the seller's own credit-note series, against its parcel's invoice (decision 039).
    expect(note?.number).toMatch(/^[A-Z0-9]{2,5}\/C\d{4}\/\d{4}$/)
    await buyer.getByRole('link', { name: `Credit Note ${note?.number}`, exact: true }).click()
    await buyer.getByRole('heading', { name: 'Credit Note' }).waitFor()
    await buyer.getByText(note?.invoice_number ?? '', { exact: true }).waitFor()
    // Rule 53(1A): the original invoice's date, the recipient's address, reverse charge and a signature.
    const [invoice] = queryServerDb<{ invoiced_at: string }>(
      'select invoiced_at from parcels where invoice_number = ?',
      note?.invoice_number,
    )
    await buyer.getByText('Invoice Date', { exact: true }).waitFor()
    await buyer
      .getByText(formatDate(invoice?.invoiced_at ?? ''), { exact: true })
      .first()
      .waitFor()
    await buyer.getByText('12 Prabhat Road', { exact: true }).waitFor()
    await buyer.getByText('Tax payable on reverse charge').waitFor()
    await buyer.getByText('Authorised Signatory').waitFor()
    await buyer.getByText('CGST @ 9%').waitFor()
    await buyer.getByText('₹59,000.00').first().waitFor()
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
  }, 90_000) // three people's whole journeys, each sign-up a full scrypt hash: long on a busy machine

  it('a change of mind for store credit offers only store credit, asks before it (without JavaScript too), and the server refuses goods instead', async () => {
    const vendor = await newPage()
    await registerVendor(vendor, 'Aundh Laptops')
    const [store] = queryServerDb<{ id: string }>("select id from vendors where name = 'Aundh Laptops' order by created_at desc limit 1")
    const laptop = laptopOf(store?.id ?? '')

    // Bought with cash on delivery and delivered.
    const buyer = await newPage()
    await registerCustomer(buyer)
    await buyer.goto(`/checkout?buy=${laptop.id}&quantity=1`)
    await hydrated(buyer)
    await buyer.getByLabel('PIN Code').fill('411007')
    await buyer.getByLabel('Phone Number').fill('9876543210')
    await buyer.getByLabel('Full Name').fill('Rohan Patil')
    await buyer.getByLabel('Address Line 1').fill('3 Aundh Road')
    await buyer.getByRole('button', { name: 'Continue to Payment' }).click()
    await buyer.getByRole('radio', { name: /Cash on Delivery/ }).check()
    await buyer.getByRole('button', { name: /^Place order · ₹/ }).click()
    await buyer.waitForURL('**/order-confirmation?orderId=*')
    const orderId = new URL(buyer.url()).searchParams.get('orderId') ?? ''
    const admin = await newPage()
    await adminLogIn(admin)
    await deliverByAdmin(admin, orderId, { courier: 'Delhivery', trackingNumber: 'DL5678' })

    await buyer.goto(`/orders/${orderId}/return`)
    await hydrated(buyer)
    await buyer.getByRole('radio', { name: 'Change of mind', exact: true }).check()
    await buyer.getByLabel(/^Store credit/).check()
    await buyer.getByLabel('What is wrong?').fill('I found that I need a larger screen after all.')
    await buyer.getByRole('button', { name: 'Ask for a return' }).click()
    await buyer.waitForURL(`**/orders/${orderId}?return=*`)
    const rma = new URL(buyer.url()).searchParams.get('return') ?? ''

    await vendor.goto('/vendor/returns')
    await hydrated(vendor)
    await vendor.getByLabel(`Pickup instructions for ${rma}`).fill('Pickup on Wednesday morning')
    await vendor.getByRole('button', { name: 'Approve' }).click()
    await vendor.getByText(`Return ${rma} updated.`).waitFor()
    await vendor.getByLabel('Yes, back to stock').check()
    await vendor.getByRole('button', { name: 'Mark received' }).click()
    // The vendor is offered store credit alone, as the primary action, behind a question.
    const vendorCard = vendor.getByRole('listitem').filter({ hasText: rma })
    await vendorCard.getByText('The customer chose store credit.').waitFor()
    await expect(vendorCard.locator('summary').allInnerTexts()).resolves.toEqual(['Issue store credit'])
    await expect(vendorCard.getByText('Replacement sent').count()).resolves.toBe(0)
    await expect(vendorCard.locator('summary').getAttribute('class')).resolves.toContain('btn-primary')
    await expectNoSeriousA11yViolations(vendor)
    if (SHOTS) {
      await vendorCard.getByText('Issue store credit').click()
      for (const [name, size] of [
        ['phone', PHONE],
        ['desktop', { width: 1440, height: 900 }],
      ] as const) {
        await vendor.setViewportSize(size)
        await vendor.screenshot({ path: `${SHOTS}/vendor-return-outcome-${name}.png`, fullPage: true })
      }
      await vendor.setViewportSize(DESKTOP)
    }

    // The server refuses an outcome the customer did not choose, with the reason, and nothing changes.
    const replaced = await vendor.request.post('/vendor/returns', {
      form: {
        returnId: queryServerDb<{ id: string }>('select id from order_returns where rma_number = ?', rma)[0]?.id ?? '',
        move: 'replace',
      },
    })
    expect(replaced.status()).toBe(409)
    expect(await replaced.text()).toContain(
      'The customer chose store credit for this change of mind, and our policy does not send goods instead. Issue the store credit.',
    )

    // The admin, without JavaScript: the first press only asks; the confirming button closes the return.
    const plain = await newPage({ javaScriptEnabled: false })
    await plain.goto('/admin/login')
    await plain.getByLabel('Email', { exact: true }).fill(E2E_ADMIN.email)
    await plain.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password)
    await plain.getByRole('button', { name: 'Sign In' }).click()
    await plain.waitForURL('**/admin/dashboard')
    await plain.goto('/admin/returns')
    const card = plain.getByRole('listitem').filter({ hasText: rma })
    const confirm = card.getByRole('button', { name: 'Yes, issue ₹59,000 store credit' })
    await expect(confirm.isVisible()).resolves.toBe(false)
    await card.getByText('Issue store credit').click()
    await card.getByText(/Issue ₹59,000 store credit for RMA-.*It is added to the customer's account at once\./).waitFor()
    await confirm.click()
    await plain.getByText(`Return ${rma} updated.`).waitFor()
    expect(queryServerDb('select status from order_returns where rma_number = ?', rma)).toEqual([{ status: 'credited' }])
    const [owner] = queryServerDb<{ user_id: string }>('select user_id from orders where id = ?', orderId)
    expect(queryServerDb('select balance_paise from store_credit_balances where user_id = ?', owner?.user_id)).toEqual([
      { balance_paise: 5_900_000 },
    ])
    await buyer.goto(`/orders/${orderId}`)
    await buyer.locator('#returns').getByText('Store credit issued', { exact: true }).waitFor()
  }, 90_000)
})
