import { describe, expect, it } from 'vitest'
import { seedVendors } from '#db/seed/catalogue.ts'
import { completeSampleSellers, seedCatalogueOnce } from '#db/seed/seed.ts'
import { gstinProblem } from '#src/lib/gstin.ts'
import { panOfGstin, panProblem } from '#src/lib/pan.ts'
import { DEFAULT_STORE_DETAILS } from '#src/modules/settings/index.ts'
import { testShopOn } from '#tests/fixtures/test-shop.ts'
import { TEST_DIALECTS } from '#tests/test-database.ts'
import { sellerOfRecord, sellersOfRecord } from './sellers.service.ts'

describe.each(TEST_DIALECTS)('sellers of record on %s', (dialect) => {
  const shop = testShopOn(dialect)

  it('gives the sample sellers complete, valid profiles: their own GSTIN, PAN and state', async () => {
    await seedCatalogueOnce(shop.database.db)
    const sellers = await sellersOfRecord(shop.services, ['v1', 'v2', 'v3'])
    expect([...sellers.keys()].sort()).toEqual(['v1', 'v2', 'v3'])
    for (const seller of sellers.values()) {
      expect(gstinProblem(seller.gstin, seller.stateCode)).toBeNull()
      expect(panProblem(seller.pan)).toBeNull()
      expect(panOfGstin(seller.gstin)).toBe(seller.pan)
      expect(seller).toMatchObject({ status: 'approved', isStore: false })
    }
    expect(sellers.get('v3')).toMatchObject({
      legalName: 'SP Road Systems Private Limited',
      stateCode: '29',
      state: 'Karnataka',
      displayName: 'SP Road Systems',
    })
    expect(new Set([...sellers.values()].map((s) => s.invoicePrefix)).size).toBe(3)
  })

  it('makes the store a seller too, with the details an admin keeps in Settings', async () => {
    const store = await sellerOfRecord(shop.services, 'store')
    expect(store).toMatchObject({
      isStore: true,
      status: 'approved',
      legalName: DEFAULT_STORE_DETAILS.legalName,
      gstin: DEFAULT_STORE_DETAILS.gstin,
      stateCode: '27',
      pan: 'AAKCD4821M',
      invoicePrefix: 'DD',
    })
    expect(gstinProblem(DEFAULT_STORE_DETAILS.gstin, '27')).toBeNull()
  })

  it('leaves a profile someone filled alone when the sample sellers are completed again', async () => {
    await shop.database.db.updateTable('sellerProfiles').set({ carePhone: '+91 20 1111 2222' }).where('vendorId', '=', 'v1').execute()
    await completeSampleSellers(shop.database.db)
    expect((await sellerOfRecord(shop.services, 'v1'))?.phone).toBe('+91 20 1111 2222')
    expect(seedVendors).toHaveLength(3)
  })

  it('has no seller of record for an unknown seller or one with an empty profile', async () => {
    expect(await sellerOfRecord(shop.services, 'nobody')).toBeNull()
    await shop.database.db
      .insertInto('vendors')
      .values({ id: 'v9', name: 'New Seller', slug: 'new-seller', city: 'Nashik', createdAt: new Date().toISOString() })
      .execute()
    await shop.database.db
      .insertInto('sellerProfiles')
      .values({ vendorId: 'v9', createdAt: '2026-11-25T00:00:00Z', updatedAt: '2026-11-25T00:00:00Z' })
      .execute()
    expect(await sellerOfRecord(shop.services, 'v9')).toBeNull()
  })
})
