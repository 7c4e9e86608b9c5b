import { randomUUID } from 'node:crypto'
import type { Database } from '#db/database.ts'

export interface NewRate {
  category: string | null
  vendorId: string | null
  rateBp: number
  fixedFeePaise: number
  effectiveFrom: string
  createdBy: string
  createdAt: string
}

export async function insertRate(db: Database, rate: NewRate): Promise<string> {
  const id = randomUUID()
  await db
    .insertInto('commissionRates')
    .values({ id, ...rate })
    .execute()
  return id
}

/** The rate in force at `at` for this subject: the latest that took effect on or before it. */
export function rateInForce(db: Database, subject: { category: string } | { vendorId: string }, at: string) {
  let query = db.selectFrom('commissionRates').select(['rateBp', 'fixedFeePaise', 'effectiveFrom']).where('effectiveFrom', '<=', at)
  query = 'category' in subject ? query.where('category', '=', subject.category) : query.where('vendorId', '=', subject.vendorId)
  return query.orderBy('effectiveFrom', 'desc').orderBy('createdAt', 'desc').limit(1).executeTakeFirst()
}

export function allRates(db: Database) {
  return db
    .selectFrom('commissionRates')
    .leftJoin('vendors', 'vendors.id', 'commissionRates.vendorId')
    .selectAll('commissionRates')
    .select('vendors.name as vendorName')
    .orderBy('effectiveFrom', 'desc')
    .orderBy('createdAt', 'desc')
    .execute()
}

/** The sellers a rate can be set for (the store pays itself no commission). */
export function sellersToRate(db: Database) {
  return db.selectFrom('vendors').select(['id', 'name']).where('id', '!=', 'store').orderBy('name').execute()
}

/** The categories some rate was ever set for. */
export async function ratedCategories(db: Database): Promise<string[]> {
  const rows = await db.selectFrom('commissionRates').select('category').distinct().where('category', 'is not', null).execute()
  return rows.map((row) => row.category as string)
}

/** Rates that take effect after `at` and concern this seller: its own, or any category's. */
export function ratesAfter(db: Database, vendorId: string, at: string) {
  return db
    .selectFrom('commissionRates')
    .select(['category', 'vendorId', 'rateBp', 'fixedFeePaise', 'effectiveFrom'])
    .where('effectiveFrom', '>', at)
    .where((eb) => eb.or([eb('vendorId', '=', vendorId), eb('category', 'is not', null)]))
    .orderBy('effectiveFrom')
    .orderBy('createdAt')
    .execute()
}
