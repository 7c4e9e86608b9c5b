import type { Database } from '#db/database.ts'

/** A seller's profile with its store's name and address on the shop. */
export function findSellers(db: Database, vendorIds: readonly string[]) {
  return db
    .selectFrom('sellerProfiles')
    .innerJoin('vendors', 'vendors.id', 'sellerProfiles.vendorId')
    .selectAll('sellerProfiles')
    .select(['vendors.name as displayName', 'vendors.slug'])
    .where('sellerProfiles.vendorId', 'in', vendorIds)
    .execute()
}
