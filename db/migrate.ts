import { type Migration, type MigrationProvider, Migrator } from 'kysely/migration'
import type { Database } from './database.ts'
import * as m0001 from './migrations/0001-catalogue.ts'
import * as m0002 from './migrations/0002-accounts.ts'
import * as m0003 from './migrations/0003-cart.ts'
import * as m0004 from './migrations/0004-orders.ts'
import * as m0005 from './migrations/0005-stock-hold.ts'
import * as m0006 from './migrations/0006-invoices.ts'
import * as m0007 from './migrations/0007-gateway-orders.ts'
import * as m0008 from './migrations/0008-fulfilment.ts'
import * as m0009 from './migrations/0009-back-office.ts'
import * as m0010 from './migrations/0010-hardening.ts'
import * as m0011 from './migrations/0011-scale-out.ts'
import * as m0012 from './migrations/0012-catalogue-search.ts'
import * as m0013 from './migrations/0013-order-lifecycle.ts'
import * as m0014 from './migrations/0014-money-and-order-numbers.ts'
import * as m0015 from './migrations/0015-search-specs.ts'
import * as m0016 from './migrations/0016-delivery-zones.ts'
import * as m0017 from './migrations/0017-returns.ts'
import * as m0018 from './migrations/0018-business-buyers-and-store-credit.ts'
import * as m0019 from './migrations/0019-spec-values.ts'
import * as m0020 from './migrations/0020-reviews.ts'
import * as m0021 from './migrations/0021-vendor-low-stock.ts'
import * as m0022 from './migrations/0022-real-review-figures.ts'
import * as m0023 from './migrations/0023-covering-spec-filters.ts'
import * as m0024 from './migrations/0024-search-in-popularity-order.ts'
import * as m0025 from './migrations/0025-sellers-of-record.ts'
import * as m0026 from './migrations/0026-sellers-on-sale.ts'
import * as m0027 from './migrations/0027-parcels.ts'
import * as m0028 from './migrations/0028-listing-declarations.ts'
import * as m0030 from './migrations/0030-ledger-and-commission.ts'
import * as m0031 from './migrations/0031-settlements-and-payouts.ts'
import * as m0032 from './migrations/0032-grievances.ts'
import * as m0033 from './migrations/0033-personal-data.ts'
import * as m0034 from './migrations/0034-order-money-in-the-ledger.ts'
import * as m0035 from './migrations/0035-eway-bills.ts'
import * as m0036 from './migrations/0036-commission-invoices.ts'
import * as m0037 from './migrations/0037-order-line-category.ts'
import * as m0038 from './migrations/0038-category-brand-listing.ts'
import * as m0039 from './migrations/0039-search-prefix-index.ts'
import * as m0040 from './migrations/0040-postgres-search-table.ts'
import * as m0041 from './migrations/0041-prices-with-gst.ts'
import * as m0042 from './migrations/0042-who-acted.ts'
import * as m0043 from './migrations/0043-refund-records.ts'
import * as m0044 from './migrations/0044-cod-remittances.ts'
import * as m0045 from './migrations/0045-gateway-reconciliation.ts'
import * as m0046 from './migrations/0046-bank-transfers.ts'
import * as m0047 from './migrations/0047-gateway-events.ts'
import * as m0048 from './migrations/0048-reconciliation-per-gateway.ts'
import * as m0049 from './migrations/0049-seller-profile-versions.ts'
import * as m0050 from './migrations/0050-seller-documents.ts'
import * as m0052 from './migrations/0052-job-last-success.ts'
import * as m0055 from './migrations/0055-seller-api-keys.ts'
import * as m0056 from './migrations/0056-offers.ts'
import * as m0057 from './migrations/0057-bank-offers.ts'
import * as m0058 from './migrations/0058-line-refunds.ts'
import * as m0060 from './migrations/0060-wishlists.ts'
import * as m0061 from './migrations/0061-product-questions.ts'

// Migrations are listed here rather than read from disk so the bundled server carries them with it.
const migrations: Record<string, Migration> = {
  '0001-catalogue': m0001,
  '0002-accounts': m0002,
  '0003-cart': m0003,
  '0004-orders': m0004,
  '0005-stock-hold': m0005,
  '0006-invoices': m0006,
  '0007-gateway-orders': m0007,
  '0008-fulfilment': m0008,
  '0009-back-office': m0009,
  '0010-hardening': m0010,
  '0011-scale-out': m0011,
  '0012-catalogue-search': m0012,
  '0013-order-lifecycle': m0013,
  '0014-money-and-order-numbers': m0014,
  '0015-search-specs': m0015,
  '0016-delivery-zones': m0016,
  '0017-returns': m0017,
  '0018-business-buyers-and-store-credit': m0018,
  '0019-spec-values': m0019,
  '0020-reviews': m0020,
  '0021-vendor-low-stock': m0021,
  '0022-real-review-figures': m0022,
  '0023-covering-spec-filters': m0023,
  '0024-search-in-popularity-order': m0024,
  '0025-sellers-of-record': m0025,
  '0026-sellers-on-sale': m0026,
  '0030-ledger-and-commission': m0030,
  '0031-settlements-and-payouts': m0031,
  '0028-listing-declarations': m0028,
  '0027-parcels': m0027,
  '0032-grievances': m0032,
  '0033-personal-data': m0033,
  '0034-order-money-in-the-ledger': m0034,
  '0035-eway-bills': m0035,
  '0036-commission-invoices': m0036,
  '0037-order-line-category': m0037,
  '0038-category-brand-listing': m0038,
  '0039-search-prefix-index': m0039,
  '0040-postgres-search-table': m0040,
  '0041-prices-with-gst': m0041,
  '0042-who-acted': m0042,
  '0043-refund-records': m0043,
  '0044-cod-remittances': m0044,
  '0045-gateway-reconciliation': m0045,
  '0046-bank-transfers': m0046,
  '0047-gateway-events': m0047,
  '0048-reconciliation-per-gateway': m0048,
  '0049-seller-profile-versions': m0049,
  '0050-seller-documents': m0050,
  '0052-job-last-success': m0052,
  '0055-seller-api-keys': m0055,
  '0056-offers': m0056,
  '0057-bank-offers': m0057,
  '0058-line-refunds': m0058,
  '0060-wishlists': m0060,
  '0061-product-questions': m0061,
}

const provider: MigrationProvider = { getMigrations: async () => migrations }

/**
 * `schema`: a PostgreSQL schema of its own (tests isolate themselves so). Kysely looks for its
 * bookkeeping tables in every schema unless told which, and would take another schema's for this one's.
 */
export async function migrateToLatest(db: Database, options: { schema?: string } = {}): Promise<void> {
  const migrator = new Migrator({ db, provider, ...(options.schema ? { migrationTableSchema: options.schema } : {}) })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((r) => r.status === 'Error')
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed`, { cause: error })
  }
}

/** Migrates only up to and including one migration: for tests of a later migration's data changes. */
export async function migrateUpTo(db: Database, name: string, options: { schema?: string } = {}): Promise<void> {
  const migrator = new Migrator({ db, provider, ...(options.schema ? { migrationTableSchema: options.schema } : {}) })
  const { error } = await migrator.migrateTo(name)
  if (error) throw new Error(`Database migration up to ${name} failed`, { cause: error })
}
