import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { formatInr } from '#src/lib/money.ts'
import { registerCustomer } from './accounts-fixtures.ts'
import { DESKTOP, expectNoSeriousA11yViolations, hydrated, jsErrors, PHONE, setupBrowser } from './browser.ts'
import { writeProduct } from './seller-fixtures.ts'
import { queryServerDb } from './server-db.ts'

const { newPage } = setupBrowser()
const SHOTS = process.env.BUY_NOW_SCREENSHOTS

/**
 * A product of this test's own (no other file's orders change its stock, and its name matches no other
 * file's searches), selling at `sellingPricePaise` with GST, its M.R.P. the same.
 */
function productOf(name: string, sellingPricePaise: number, stock: number) {
  const id = randomUUID()
  const slug = `buy-now-${id.slice(0, 8)}`
  const [vendor] = queryServerDb<{ id: string }>('select id from vendors order by created_at limit 1')
  writeProduct({
    id,
    vendorId: vendor?.id,
    name,
    slug,
    description: 'A laptop for the Buy now test.',
    brand: 'Wakad',
    sellingPricePaise,
    stock,
  })
  return { id, slug, name, sellingPricePaise }
}

const stockOf = (id: string) => queryServerDb<{ stock: number }>('select stock from products where id = ?', id)[0]?.stock

describe('buy now', () => {
  it('checks out the chosen item alone, at the quantity chosen; the cart keeps its other lines for later', async () => {
    const inCart = productOf(`Wakad Carry Keeper ${randomUUID().slice(0, 4)}`, 6_500_000, 10)
    const bought = productOf(`Wakad Quick Pick ${randomUUID().slice(0, 4)}`, 15_000_000, 10)
    const page = await newPage({ viewport: PHONE })
    await registerCustomer(page)
    await page.goto(`/products/${inCart.slug}`)
    await hydrated(page)
    await page.getByRole('button', { name: 'Add to Cart' }).click()
    await page.getByRole('status').filter({ hasText: 'Added to your cart.' }).waitFor()

    await page.goto(`/products/${bought.slug}`)
    await hydrated(page)
    await page.getByRole('button', { name: 'Increase quantity' }).click()
    await page.getByRole('button', { name: 'Buy now' }).click()
    await page.waitForURL(/\/checkout\?buy=/)
    await hydrated(page)
    const payable = formatInr(bought.sellingPricePaise * 2)
    const summary = page.getByRole('complementary')
    await summary.getByText(`${bought.name} × 2`).waitFor()
    await expect(summary.getByText(inCart.name).count()).resolves.toBe(0)
    // The line's amount with GST (issue 41) and the payable total: the same figure, as it is the only line.
    await expect.poll(() => summary.getByText(payable, { exact: true }).count()).toBe(2)
    await summary.getByText('Buy now: only this item is ordered. Your cart keeps its item for later.').waitFor()
    await expectNoSeriousA11yViolations(page)
    if (SHOTS)
      for (const [name, size] of [
        ['phone', PHONE],
        ['desktop', { width: 1440, height: 900 }],
      ] as const) {
        await page.setViewportSize(size)
        await page.screenshot({ path: `${SHOTS}/checkout-buy-now-${name}.png`, fullPage: true })
      }
    await page.setViewportSize(DESKTOP)

    await page.getByLabel('PIN Code').fill('411004')
    await page.getByLabel('Phone Number').fill('9876543210')
    await page.getByLabel('Full Name').fill('Asha Kulkarni')
    await page.getByLabel('Address Line 1').fill('12 Prabhat Road')
    await page.getByRole('button', { name: 'Continue to Payment' }).click()
    // The step after the address is still the Buy now: the same item, the same total.
    await page.getByRole('heading', { name: 'Payment Method' }).waitFor()
    await summary.getByText(`${bought.name} × 2`).waitFor()
    await page.getByRole('button', { name: `Pay ${payable}` }).click()
    await page.waitForURL('**/pay/**')
    await page.getByRole('button', { name: 'Simulate successful payment' }).click()
    await page.waitForURL('**/order-confirmation?orderId=*')
    const orderId = new URL(page.url()).searchParams.get('orderId') ?? ''

    // The order holds that item alone, paid, with its stock taken; the other product's stock is untouched.
    expect(queryServerDb('select product_id, quantity from order_items where order_id = ?', orderId)).toEqual([
      { product_id: bought.id, quantity: 2 },
    ])
    expect(queryServerDb('select payment_status, total_paise from orders where id = ?', orderId)).toEqual([
      { payment_status: 'paid', total_paise: bought.sellingPricePaise * 2 },
    ])
    expect([stockOf(bought.id), stockOf(inCart.id)]).toEqual([8, 10])

    // The cart still has the item put in it before, and only it.
    await page.goto('/cart')
    await hydrated(page)
    const lines = page.getByRole('list', { name: 'Items in your cart' }).getByRole('listitem')
    await lines.getByRole('link', { name: inCart.name }).waitFor()
    await expect(lines.count()).resolves.toBe(1)
    await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor()
    expect(jsErrors(page)).toEqual([])
  }, 60_000)

  it('says so when the item can no longer be had in that quantity, and orders nothing', async () => {
    const scarce = productOf(`Wakad Last Two ${randomUUID().slice(0, 4)}`, 5_000_000, 2)
    const page = await newPage()
    await registerCustomer(page)
    await page.goto(`/checkout?buy=${scarce.id}&quantity=3`)
    await page.getByText(`Only 2 of ${scarce.name} in stock. Nothing has been ordered.`).waitFor()
    await expectNoSeriousA11yViolations(page)
    expect(stockOf(scarce.id)).toBe(2)
  })
})
