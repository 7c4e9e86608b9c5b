import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { addToCart } from '#src/modules/cart/index.ts'
import { placeOrder } from '#src/modules/orders/index.ts'
import { ownOrderLinesCsv } from '#src/modules/vendors/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { SHIPPING, signedInAdmin, signedInShopper, vendorWithProduct } from '#tests/fixtures/context.ts'
import { testShopOn } from '#tests/fixtures/test-shop.ts'
import { TEST_DIALECTS } from '#tests/test-database.ts'
import { parseOrderFilter } from './admin-orders.service.ts'
import { gstReportCsv, ordersCsv } from './admin-reports.service.ts'

// CSV exports: the admin's carry their filters, a vendor's carry only their own lines, and no cell a
// customer typed can run as a spreadsheet formula.

describe.each(TEST_DIALECTS)('exports on %s', (dialect) => {
  const shop = testShopOn(dialect)
  let admin: ServiceContext

  beforeAll(async () => {
    admin = await signedInAdmin(shop.services)
  })

  it("gives each vendor only their own lines, and defuses a customer's formula", async () => {
    const a = await vendorWithProduct(shop.services, 'Kothrud Computers')
    const b = await vendorWithProduct(shop.services, 'Aundh Laptops')
    const buyer = await signedInShopper(shop.services)
    await addToCart(buyer, a.productId, '1')
    await addToCart(buyer, b.productId, '2')
    const placed = await placeOrder(buyer, {
      ...SHIPPING,
      fullName: '=HYPERLINK("http://evil.example","Asha")',
      paymentMethod: 'cod',
      idempotencyKey: randomUUID(),
    })
    if (!placed.ok) throw new Error(placed.message)

    const csvA = await ownOrderLinesCsv(a.ctx)
    const rowsA = csvA.trim().split('\r\n')
    expect(rowsA).toHaveLength(2)
    expect(csvA).toContain('Kothrud Computers Item')
    expect(csvA).not.toContain('Aundh Laptops Item')
    expect(csvA).toContain(`"'=HYPERLINK(""http://evil.example"",""Asha"")"`)
    expect(await ownOrderLinesCsv(b.ctx)).not.toContain('Kothrud Computers Item')

    const all = await ordersCsv(admin, parseOrderFilter(new URLSearchParams()))
    expect(all.split('\r\n')[0]).toBe('Order number,Placed at,Customer,Email,Total (INR),Status,Payment,Payment status')
    expect(all).toMatch(/\+05:30/)
    const delivered = await ordersCsv(admin, parseOrderFilter(new URLSearchParams({ status: 'delivered' })))
    expect(delivered.trim().split('\r\n')).toHaveLength(1)
  })

  it('refuses exports and the GST report to anyone but an admin, and a malformed month', async () => {
    const shopper = await signedInShopper(shop.services)
    await expect(ordersCsv(shopper, {})).rejects.toMatchObject({ failure: { code: 'admins_only' } })
    await expect(gstReportCsv(shopper, '2026-11')).rejects.toMatchObject({ failure: { code: 'admins_only' } })
    expect(await gstReportCsv(admin, 'November')).toBeNull()
  })
})
