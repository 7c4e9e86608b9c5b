import type { Updateable } from 'kysely'
import type { Database } from '#db/database.ts'
import type { SellerProfileTable, SellerStatus } from '#db/schema.ts'

// Seller profiles as sellers fill them in and admins review them (sellers module; decision 038).

/** A seller (a vendors row) with its profile; a seller registered since 0025 may have none yet. */
function sellerWithProfile(db: Database) {
  return db
    .selectFrom('vendors')
    .leftJoin('sellerProfiles', 'sellerProfiles.vendorId', 'vendors.id')
    .select([
      'vendors.id as vendorId',
      'vendors.name as displayName',
      'vendors.slug',
      'vendors.city as storeCity',
      'vendors.createdAt as registeredAt',
      'sellerProfiles.isStore',
      'sellerProfiles.status',
      'sellerProfiles.statusReason',
      'sellerProfiles.legalName',
      'sellerProfiles.addressLine1',
      'sellerProfiles.addressLine2',
      'sellerProfiles.city',
      'sellerProfiles.state',
      'sellerProfiles.stateCode',
      'sellerProfiles.pincode',
      'sellerProfiles.gstin',
      'sellerProfiles.pan',
      'sellerProfiles.email',
      'sellerProfiles.carePhone',
      'sellerProfiles.grievanceName',
      'sellerProfiles.grievanceDesignation',
      'sellerProfiles.grievanceEmail',
      'sellerProfiles.grievancePhone',
      'sellerProfiles.bankAccountHolder',
      'sellerProfiles.bankIfsc',
      'sellerProfiles.bankAccountNumber',
      'sellerProfiles.invoicePrefix',
      'sellerProfiles.submittedAt',
      'sellerProfiles.reviewedAt',
      'sellerProfiles.version',
    ])
}

export type SellerProfileRow = NonNullable<Awaited<ReturnType<typeof findSellerProfile>>>

export function findSellerProfile(db: Database, vendorId: string) {
  return sellerWithProfile(db).where('vendors.id', '=', vendorId).executeTakeFirst()
}

export function findSellerProfileBySlug(db: Database, slug: string) {
  return sellerWithProfile(db).where('vendors.slug', '=', slug).executeTakeFirst()
}

/** Sellers for the admin's list, newest first; `status` narrows it (no profile row counts as incomplete). */
export async function findSellerPage(db: Database, filter: { status: SellerStatus | null; limit: number; offset: number }) {
  let query = db.selectFrom('vendors').leftJoin('sellerProfiles', 'sellerProfiles.vendorId', 'vendors.id')
  if (filter.status === 'incomplete')
    query = query.where((eb) => eb.or([eb('sellerProfiles.status', 'is', null), eb('sellerProfiles.status', '=', 'incomplete')]))
  else if (filter.status) query = query.where('sellerProfiles.status', '=', filter.status)
  const [rows, counted] = await Promise.all([
    query
      .select([
        'vendors.id as vendorId',
        'vendors.name as displayName',
        'vendors.slug',
        'vendors.city as storeCity',
        'vendors.createdAt as registeredAt',
        'sellerProfiles.status',
        'sellerProfiles.legalName',
        'sellerProfiles.gstin',
        'sellerProfiles.submittedAt',
        'sellerProfiles.isStore',
      ])
      // The store's own seller first: it sells, invoices and is settled like the others (issue 49, item 17).
      .orderBy((eb) => eb.fn.coalesce('sellerProfiles.isStore', eb.lit(0)), 'desc')
      .orderBy('vendors.createdAt', 'desc')
      .orderBy('vendors.id')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst(),
  ])
  return { rows, total: Number(counted?.count ?? 0) }
}

/** Gives a seller its (empty, incomplete) profile if it has none yet. */
export async function ensureProfile(db: Database, vendorId: string, now: string): Promise<void> {
  await db
    .insertInto('sellerProfiles')
    .values({ vendorId, status: 'incomplete', createdAt: now, updatedAt: now })
    .onConflict((oc) => oc.column('vendorId').doNothing())
    .execute()
}

/** Whether another seller already uses this invoice prefix. */
export async function prefixTakenByOther(db: Database, prefix: string, vendorId: string): Promise<boolean> {
  const row = await db
    .selectFrom('sellerProfiles')
    .select('vendorId')
    .where('invoicePrefix', '=', prefix)
    .where('vendorId', '!=', vendorId)
    .executeTakeFirst()
  return row !== undefined
}

/**
 * Writes a profile and moves its status, only while the status is one of `from` and, when `version` is
 * given, only while the profile is still that version (the one an admin reviewed, issue 49 item 21): two
 * admins, or an admin and the seller, acting at once cannot both move it. `bump` raises the version (the
 * seller changed what is reviewed). Returns whether it moved.
 */
export async function updateProfileFrom(
  db: Database,
  vendorId: string,
  from: readonly SellerStatus[],
  values: Updateable<SellerProfileTable>,
  guard: { version?: number; bump?: boolean } = {},
): Promise<boolean> {
  let query = db
    .updateTable('sellerProfiles')
    .set((eb) => (guard.bump ? { ...values, version: eb('version', '+', 1) } : values))
    .where('vendorId', '=', vendorId)
    .where('status', 'in', [...from])
  if (guard.version !== undefined) query = query.where('version', '=', guard.version)
  const result = await query.executeTakeFirst()
  return result.numUpdatedRows > 0n
}

/** Keeps what the admin's page shows of one version of a profile. */
export async function insertVersion(db: Database, row: { vendorId: string; version: number; details: string; createdAt: string }) {
  await db.insertInto('sellerProfileVersions').values(row).execute()
}

/** One kept version's details (JSON), or undefined when it was not kept. */
export async function findVersionDetails(db: Database, vendorId: string, version: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('sellerProfileVersions')
    .select('details')
    .where('vendorId', '=', vendorId)
    .where('version', '=', version)
    .executeTakeFirst()
  return row?.details
}
