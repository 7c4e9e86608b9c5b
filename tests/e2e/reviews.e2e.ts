import { randomUUID } from 'node:crypto'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { registerCustomer, registerVendor } from './accounts-fixtures.ts'
import { adminLogIn, deliverByAdmin } from './admin-fixtures.ts'
import { DESKTOP, expectNoSeriousA11yViolations, hydrated, PHONE, setupBrowser } from './browser.ts'
import { writeProduct } from './seller-fixtures.ts'
import { queryServerDb } from './server-db.ts'
import { fillPuneAddress } from './shopper-fixtures.ts'

const { newPage } = setupBrowser()
const SHOTS = process.env.REVIEW_SCREENSHOTS

/** A laptop no one has reviewed, written straight to the database, sold by the named store (else the first). */
function unreviewedLaptop(storeName?: string) {
  const id = randomUUID()
  const slug = `review-test-laptop-${id.slice(0, 8)}`
  const [vendor] = storeName
    ? queryServerDb<{ id: string }>('select id from vendors where name = ? order by created_at desc limit 1', storeName)
    : queryServerDb<{ id: string }>('select id from vendors order by created_at limit 1')
  writeProduct({
    id,
    vendorId: vendor?.id,
    name: 'Kalyani Note 14',
    slug,
    description: 'A 14-inch laptop for students.',
    brand: 'Kalyani',
    sellingPricePaise: 47_200_00,
    stock: 9,
  })
  return { id, slug }
}

/** The product page's schema.org data, as a search engine reads it. */
async function jsonLd(page: Page): Promise<Record<string, unknown>> {
  return JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}')
}

describe('verified reviews', () => {
  it('a customer whose order was delivered reviews the laptop; its rating and count change; the admin can hide it', async () => {
    const store = `Kothrud Laptops ${randomUUID().slice(0, 4)}`
    const vendor = await newPage({ viewport: DESKTOP })
    await registerVendor(vendor, store)
    const laptop = unreviewedLaptop(store)
    const buyer = await newPage({ viewport: DESKTOP })
    await registerCustomer(buyer, 'Sneha Patil')
    await buyer.goto(`/products/${laptop.slug}`)
    await hydrated(buyer)
    await buyer.getByText('You can review this product once an order with it has been delivered to you.').waitFor()
    // Nobody has reviewed it: no rating is shown, and search engines are given none.
    await buyer.getByText('No reviews yet', { exact: true }).first().waitFor()
    const unreviewed = await jsonLd(buyer)
    expect(unreviewed).toMatchObject({ '@type': 'Product', name: 'Kalyani Note 14' })
    expect(unreviewed).not.toHaveProperty('aggregateRating')
    expect(unreviewed).not.toHaveProperty('review')
    await buyer.getByRole('button', { name: 'Add to Cart' }).click()
    await buyer.getByRole('status').filter({ hasText: 'Added to your cart.' }).waitFor()
    await buyer.goto('/checkout')
    await hydrated(buyer)
    await fillPuneAddress(buyer, { fullName: 'Sneha Patil', addressLine1: '8 Law College Road' })
    await buyer.getByRole('button', { name: 'Continue to Payment' }).click()
    await buyer.getByRole('radio', { name: /Cash on Delivery/ }).check()
    await buyer.getByRole('button', { name: /^Place order/ }).click()
    await buyer.waitForURL('**/order-confirmation?orderId=*')
    const orderId = new URL(buyer.url()).searchParams.get('orderId') ?? ''

    const admin = await newPage({ viewport: DESKTOP })
    await adminLogIn(admin)
    await deliverByAdmin(admin, orderId, { courier: 'Delhivery', trackingNumber: 'DL77' })

    await buyer.goto(`/products/${laptop.slug}#reviews`)
    await hydrated(buyer)
    const reviews = buyer.getByRole('region', { name: 'Customer reviews' })
    await reviews.getByRole('heading', { name: 'Review this product' }).waitFor()
    await reviews.getByRole('button', { name: 'Publish review' }).click()
    await reviews.getByText('Please choose a rating from 1 to 5 stars.').waitFor()
    await reviews.getByRole('radio', { name: '4 stars' }).check()
    await reviews.getByLabel('Title (optional)').fill('Light and quick')
    await reviews.getByLabel('Your review').fill('Boots in seconds and lasts a full college day. <b>The speakers are thin.</b>')
    await reviews.getByRole('button', { name: 'Publish review' }).click()
    await reviews.getByText('Thank you: your review is published.').waitFor()
    await reviews.getByText('Verified purchase').waitFor()
    // Plain text: the markup the customer typed is shown, not run.
    await reviews.getByRole('listitem').getByText('<b>The speakers are thin.</b>', { exact: false }).waitFor()
    await buyer.getByText('(1 review)').first().waitFor()
    expect(
      queryServerDb<{ rating: number; review_count: number }>('select rating, review_count from products where id = ?', laptop.id),
    ).toEqual([{ rating: 4, review_count: 1 }])
    await buyer.reload()
    expect(await jsonLd(buyer)).toMatchObject({
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4, reviewCount: 1, bestRating: 5 },
      review: [
        {
          '@type': 'Review',
          author: { '@type': 'Person', name: 'Sneha P.' },
          reviewRating: { '@type': 'Rating', ratingValue: 4, bestRating: 5 },
          reviewBody: 'Boots in seconds and lasts a full college day. <b>The speakers are thin.</b>',
        },
      ],
    })
    await expectNoSeriousA11yViolations(buyer)

    // The vendor reads the reviews of their own products.
    await vendor.goto('/vendor/reviews')
    await hydrated(vendor)
    await vendor.getByRole('heading', { name: 'Reviews of your products' }).waitFor()
    await vendor.getByText('Light and quick').waitFor()
    await vendor.getByText('Kalyani Note 14').first().waitFor()
    await expectNoSeriousA11yViolations(vendor)
    if (SHOTS)
      for (const [name, size] of [
        ['phone', PHONE],
        ['desktop', DESKTOP],
      ] as const) {
        await buyer.setViewportSize(size)
        await reviews.screenshot({ path: `${SHOTS}/product-reviews-${name}.png` })
      }

    await admin.goto('/admin/reviews')
    await hydrated(admin)
    await admin.getByLabel('Reason for hiding').first().fill('Test of hiding')
    await admin.getByRole('button', { name: /^Hide the review by Sneha P\. of Kalyani Note 14/ }).click()
    await admin.getByText('The review is hidden from shoppers.').waitFor()
    await expectNoSeriousA11yViolations(admin)
    if (SHOTS) await admin.screenshot({ path: `${SHOTS}/admin-reviews-desktop.png`, fullPage: true })
    expect(queryServerDb<{ review_count: number }>('select review_count from products where id = ?', laptop.id)).toEqual([
      { review_count: 0 },
    ])
  })
})
