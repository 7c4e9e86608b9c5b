import { randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { registerCustomer, registerVendor } from './accounts-fixtures.ts'
import { adminLogIn, deliverByAdmin } from './admin-fixtures.ts'
import { expectNoSeriousA11yViolations, hydrated, PHONE, setupBrowser } from './browser.ts'
import { writeProduct } from './seller-fixtures.ts'
import { queryServerDb } from './server-db.ts'

const { newPage } = setupBrowser()

const SHIPPING = {
  fullName: 'Neha Joshi',
  addressLine1: '5 Law College Road',
  city: 'Pune',
  state: 'Maharashtra',
  pincode: '411004',
  phone: '9822012345',
}

describe('questions and answers, on a phone', () => {
  it('a question asked at 390 px is answered by the seller from its portal and by a verified buyer, each with its mark', async () => {
    const store = `Aundh Laptops ${randomUUID().slice(0, 4)}`
    const seller = await newPage({ viewport: PHONE })
    await registerVendor(seller, store)
    const [vendor] = queryServerDb<{ id: string }>('select id from vendors where name = ?', store)
    const id = randomUUID()
    const slug = `qa-test-laptop-${id.slice(0, 8)}`
    writeProduct({
      id,
      vendorId: vendor?.id,
      name: 'Aundh Book 14',
      slug,
      description: 'A 14-inch laptop.',
      brand: 'Aundh',
      sellingPricePaise: 45_000_00,
      stock: 9,
    })

    // A customer who bought it and had it delivered: a verified buyer.
    const buyer = await newPage({ viewport: PHONE })
    await registerCustomer(buyer, 'Neha Joshi')
    expect((await buyer.request.post('/api/v1/cart/items', { data: { productId: id, quantity: 1 } })).status()).toBe(200)
    const placed = await buyer.request.post('/api/v1/orders', { data: { ...SHIPPING, paymentMethod: 'cod', idempotencyKey: randomUUID() } })
    const { order } = (await placed.json()) as { order: { id: string } }
    const admin = await newPage()
    await adminLogIn(admin)
    await deliverByAdmin(admin, order.id, { courier: 'DTDC', trackingNumber: 'QA123' })

    const shopper = await newPage({ viewport: PHONE })
    await registerCustomer(shopper, 'Rohan Deshpande')
    await shopper.goto(`/products/${slug}`)
    await hydrated(shopper)
    await shopper.getByLabel('Ask a question').fill('Does it have a Thunderbolt port? Call me on 98765 43210')
    await shopper.getByRole('button', { name: 'Ask', exact: true }).click()
    await shopper.getByText('Your question is published.').waitFor()
    await shopper.getByText('Does it have a Thunderbolt port? Call me on [phone number hidden]').waitFor()

    await seller.goto('/vendor/dashboard')
    await seller.getByRole('link', { name: 'Questions to answer (1)' }).click()
    await seller.waitForURL('**/vendor/questions')
    await hydrated(seller)
    await seller.getByLabel('Your answer').fill('Yes: one USB4 port that takes Thunderbolt docks.')
    await seller.getByRole('button', { name: 'Publish answer' }).click()
    await seller.getByText('No questions wait for your answer.').waitFor()

    await buyer.goto(`/products/${slug}`)
    await hydrated(buyer)
    await buyer.getByText('Answer as a verified buyer').click()
    await buyer.getByLabel('Your answer').fill('Mine drives a CalDigit dock all day.')
    await buyer.getByRole('button', { name: 'Publish answer' }).click()
    await buyer.getByText('Thank you: your answer is published.').waitFor()

    await shopper.reload()
    const answers = shopper.getByRole('list', { name: /^Answers to: Does it have a Thunderbolt port/ }).getByRole('listitem')
    await expect(answers.count()).resolves.toBe(2)
    await expect(answers.nth(0).textContent()).resolves.toMatch(/^Yes: one USB4 port.*Seller.*Aundh Laptops/)
    await expect(answers.nth(1).textContent()).resolves.toMatch(/^Mine drives a CalDigit dock.*Verified buyer.*Neha J\./)
    await expectNoSeriousA11yViolations(shopper)
  })
})
