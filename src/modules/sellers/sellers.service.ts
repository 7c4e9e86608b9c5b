import { panOfGstin } from '#src/lib/pan.ts'
import { getStoreDetails } from '#src/modules/settings/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import type { SellerOfRecord } from './seller-of-record.ts'
import * as repo from './sellers.repository.ts'

type Row = Awaited<ReturnType<typeof repo.findSellers>>[number]

/**
 * The sellers of record of these sellers, by id. A seller whose profile has no GSTIN yet is left out:
 * it cannot be approved, so it has nothing on sale and nothing to invoice.
 */
export async function sellersOfRecord(ctx: Pick<ServiceContext, 'db'>, vendorIds: readonly string[]): Promise<Map<string, SellerOfRecord>> {
  const found = new Map<string, SellerOfRecord>()
  if (vendorIds.length === 0) return found
  const rows = await repo.findSellers(ctx.db, [...new Set(vendorIds)])
  const store = rows.some((row) => row.isStore === 1) ? await getStoreDetails(ctx) : null
  for (const row of rows) {
    const seller = store && row.isStore === 1 ? storeAsSeller(row, store) : fromProfile(row)
    if (seller) found.set(row.vendorId, seller)
  }
  return found
}

export async function sellerOfRecord(ctx: Pick<ServiceContext, 'db'>, vendorId: string): Promise<SellerOfRecord | null> {
  return (await sellersOfRecord(ctx, [vendorId])).get(vendorId) ?? null
}

function fromProfile(row: Row): SellerOfRecord | null {
  if (!row.gstin || !row.legalName) return null
  return {
    vendorId: row.vendorId,
    displayName: row.displayName,
    slug: row.slug,
    legalName: row.legalName,
    addressLine1: row.addressLine1 ?? '',
    addressLine2: row.addressLine2 ?? '',
    city: row.city ?? '',
    state: row.state ?? '',
    stateCode: row.stateCode ?? row.gstin.slice(0, 2),
    pincode: row.pincode ?? '',
    gstin: row.gstin,
    pan: row.pan ?? panOfGstin(row.gstin),
    email: row.email ?? '',
    phone: row.carePhone ?? '',
    invoicePrefix: row.invoicePrefix ?? row.vendorId.slice(0, 5).toUpperCase(),
    isStore: false,
    status: row.status,
  }
}

function storeAsSeller(row: Row, store: Awaited<ReturnType<typeof getStoreDetails>>): SellerOfRecord {
  return {
    vendorId: row.vendorId,
    displayName: row.displayName,
    slug: row.slug,
    legalName: store.legalName,
    addressLine1: store.addressLine1,
    addressLine2: store.addressLine2,
    city: store.city,
    state: store.state,
    stateCode: store.gstin.slice(0, 2),
    pincode: store.pincode,
    gstin: store.gstin,
    pan: panOfGstin(store.gstin),
    email: store.email,
    phone: store.phone,
    invoicePrefix: row.invoicePrefix ?? 'DD',
    isStore: true,
    status: row.status,
  }
}
