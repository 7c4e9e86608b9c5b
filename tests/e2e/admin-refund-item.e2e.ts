import { describe, expect, it } from 'vitest'
import { seedProducts } from '#db/seed/catalogue.ts'
import { registerCustomer } from './accounts-fixtures.ts'
import { adminLogIn } from './admin-fixtures.ts'
import { hydrated, PHONE, setupBrowser } from './browser.ts'
import { buyOnline } from './shopper-fixtures.ts'

const { newPage } = setupBrowser()

// Issue 49, item 15: "Refund an item" offered an item already refunded in full. Two laptops of one
// seller in one parcel: the admin refunds one; asked again, only the other is offered.
const [first, second] = ['asus-vivobook-15', 'dell-xps-14'].map((slug) => seedProducts.find((p) => p.slug === slug))

describe('refunding an item of a parcel', () => {
  it('offers only items not yet refunded in full', async () => {
    const shopper = await newPage({ viewport: PHONE })
    await registerCustomer(shopper)
    await shopper.goto(`/products/${first?.slug}`)
    await hydrated(shopper)
    await shopper.getByRole('button', { name: 'Add to Cart' }).click()
    await shopper.getByRole('status').filter({ hasText: 'Added to your cart.' }).waitFor()
    const orderId = await buyOnline(shopper, second?.slug ?? '')

    const admin = await newPage({ viewport: PHONE })
    await adminLogIn(admin)
    await admin.goto(`/admin/orders/${orderId}`)
    await hydrated(admin)
    const choices = async () =>
      (await admin.getByLabel('Item', { exact: true }).locator('option').allTextContents()).filter((o) => o !== 'Choose the item')
    await admin.getByText('Refund an item', { exact: true }).click()
    expect((await choices()).map((o) => o.split(' (')[0]).sort()).toEqual([first?.name, second?.name].sort())
    await admin
      .getByLabel('Item', { exact: true })
      .selectOption({ label: (await choices()).find((o) => o.startsWith(first?.name ?? '')) ?? '' })
    await admin.getByRole('button', { name: 'Refund the item' }).click()
    await admin.getByText('The item is refunded', { exact: false }).first().waitFor()

    await admin.getByText('Refund an item', { exact: true }).click()
    expect((await choices()).map((o) => o.split(' (')[0])).toEqual([second?.name])
  })
})
