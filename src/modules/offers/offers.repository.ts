import type { Insertable, Updateable } from 'kysely'
import type { Database } from '#db/database.ts'
import type { OfferTable, OfferUseTable } from '#db/schema.ts'

const OFFER_COLUMNS = [
  'offers.id',
  'offers.vendorId',
  'offers.name',
  'offers.kind',
  'offers.discountType',
  'offers.percent',
  'offers.amountPaise',
  'offers.capPaise',
  'offers.minOrderPaise',
  'offers.appliesTo',
  'offers.targetsJson',
  'offers.startsAt',
  'offers.endsAt',
  'offers.useLimit',
  'offers.perCustomerLimit',
  'offers.budgetPaise',
  'offers.combinable',
  'offers.usesCount',
  'offers.givenPaise',
  'offers.paymentCondition',
  'offers.createdAt',
] as const

export type OfferRow = Awaited<ReturnType<typeof findOffer>> & {}

export async function insertOffer(db: Database, offer: Insertable<OfferTable>) {
  await db.insertInto('offers').values(offer).execute()
}

export async function insertCodes(
  db: Database,
  codes: ReadonlyArray<{ id: string; offerId: string; code: string; useLimit: number | null; createdAt: string }>,
) {
  if (codes.length > 0)
    await db
      .insertInto('offerCodes')
      .values([...codes])
      .execute()
}

export function findOffer(db: Database, id: string) {
  return db.selectFrom('offers').select(OFFER_COLUMNS).where('id', '=', id).executeTakeFirst()
}

/** Automatic offers that have not ended by `at` (the caller checks each one's start and limits). */
export function findAutomaticOffers(db: Database, at: string) {
  return db
    .selectFrom('offers')
    .select(OFFER_COLUMNS)
    .where('kind', '=', 'automatic')
    .where('startsAt', '<=', at)
    .where((eb) => eb.or([eb('endsAt', 'is', null), eb('endsAt', '>', at)]))
    .orderBy('createdAt')
    .orderBy('id')
    .execute()
}

/** A code as typed (upper case) with its offer. */
export function findCode(db: Database, code: string) {
  return db
    .selectFrom('offerCodes')
    .innerJoin('offers', 'offers.id', 'offerCodes.offerId')
    .select([
      ...OFFER_COLUMNS,
      'offerCodes.id as codeId',
      'offerCodes.code',
      'offerCodes.useLimit as codeUseLimit',
      'offerCodes.usesCount as codeUses',
    ])
    .where('offerCodes.code', '=', code)
    .executeTakeFirst()
}

/** How often one customer has used each of these offers (uses given back are not counted). */
export async function customerUses(db: Database, userId: string, offerIds: readonly string[]): Promise<Map<string, number>> {
  if (offerIds.length === 0) return new Map()
  const rows = await db
    .selectFrom('offerCustomerUses')
    .select(['offerId', 'usesCount'])
    .where('userId', '=', userId)
    .where('offerId', 'in', [...offerIds])
    .execute()
  return new Map(rows.map((r) => [r.offerId, Number(r.usesCount)]))
}

/**
 * Takes one use of an offer for `amountPaise` of discount, in the order's transaction, only while the
 * stored counts allow it: live at `at`, under its use limit, within its budget. PostgreSQL re-checks the
 * condition on the row as another transaction committed it, SQLite runs one writer at a time: so racing
 * orders can never pass a limit. False when refused.
 */
export async function takeOfferUse(db: Database, offerId: string, amountPaise: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('offers')
    .set((eb) => ({ usesCount: eb('usesCount', '+', 1), givenPaise: eb('givenPaise', '+', amountPaise) }))
    .where('id', '=', offerId)
    .where('startsAt', '<=', at)
    .where((eb) =>
      eb.and([
        eb.or([eb('endsAt', 'is', null), eb('endsAt', '>', at)]),
        eb.or([eb('useLimit', 'is', null), eb('usesCount', '<', eb.ref('useLimit'))]),
        eb.or([eb('budgetPaise', 'is', null), eb(eb('givenPaise', '+', amountPaise), '<=', eb.ref('budgetPaise'))]),
      ]),
    )
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** One use of a code (a single-use code of a batch once), under its own limit. */
export async function takeCodeUse(db: Database, codeId: string): Promise<boolean> {
  const result = await db
    .updateTable('offerCodes')
    .set((eb) => ({ usesCount: eb('usesCount', '+', 1) }))
    .where('id', '=', codeId)
    .where((eb) => eb.or([eb('useLimit', 'is', null), eb('usesCount', '<', eb.ref('useLimit'))]))
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** One use by one customer, under the offer's per-customer limit (null: counted, never refused). */
export async function takeCustomerUse(db: Database, offerId: string, userId: string, limit: number | null): Promise<boolean> {
  await db
    .insertInto('offerCustomerUses')
    .values({ offerId, userId, usesCount: 0 })
    .onConflict((oc) => oc.columns(['offerId', 'userId']).doNothing())
    .execute()
  let update = db
    .updateTable('offerCustomerUses')
    .set((eb) => ({ usesCount: eb('usesCount', '+', 1) }))
    .where('offerId', '=', offerId)
    .where('userId', '=', userId)
  if (limit !== null) update = update.where('usesCount', '<', limit)
  const result = await update.executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** A use given back: the offer's, its code's and the customer's counts down by one, its discount off what was given. */
export async function giveBackUse(db: Database, use: { offerId: string; codeId: string | null; userId: string; amountPaise: number }) {
  await db
    .updateTable('offers')
    .set((eb) => ({ usesCount: eb('usesCount', '-', 1), givenPaise: eb('givenPaise', '-', use.amountPaise) }))
    .where('id', '=', use.offerId)
    .execute()
  if (use.codeId)
    await db
      .updateTable('offerCodes')
      .set((eb) => ({ usesCount: eb('usesCount', '-', 1) }))
      .where('id', '=', use.codeId)
      .execute()
  await db
    .updateTable('offerCustomerUses')
    .set((eb) => ({ usesCount: eb('usesCount', '-', 1) }))
    .where('offerId', '=', use.offerId)
    .where('userId', '=', use.userId)
    .execute()
}

export async function insertUses(db: Database, uses: Insertable<OfferUseTable>[]) {
  if (uses.length > 0) await db.insertInto('offerUses').values(uses).execute()
}

/** An order's uses, each line's share of each offer, with the offer's name. */
export function usesOfOrders(db: Database, orderIds: readonly string[]) {
  if (orderIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('offerUses')
    .innerJoin('offers', 'offers.id', 'offerUses.offerId')
    .leftJoin('offerCodes', 'offerCodes.id', 'offerUses.codeId')
    .select([
      'offerUses.id',
      'offerUses.offerId',
      'offerUses.codeId',
      'offerCodes.code',
      'offers.name',
      'offers.perCustomerLimit',
      'offerUses.orderId',
      'offerUses.parcelId',
      'offerUses.productId',
      'offerUses.userId',
      'offerUses.fundedBy',
      'offerUses.amountPaise',
      'offerUses.givenBackAt',
    ])
    .where('offerUses.orderId', 'in', [...orderIds])
    .orderBy('offerUses.takenAt')
    .orderBy('offerUses.id')
    .execute()
}

export async function markUses(db: Database, orderId: string, givenBackAt: string | null) {
  await db
    .updateTable('offerUses')
    .set({ givenBackAt })
    .where('orderId', '=', orderId)
    .where('givenBackAt', givenBackAt === null ? 'is not' : 'is', null)
    .execute()
}

/** The offers of one owner (the store's: vendorId null), newest first, with their figures. */
export function findOffersOf(db: Database, vendorId: string | null) {
  let query = db.selectFrom('offers').select([...OFFER_COLUMNS, 'offers.updatedAt'])
  query = vendorId === null ? query.where('vendorId', 'is', null) : query.where('vendorId', '=', vendorId)
  return query.orderBy('createdAt', 'desc').orderBy('id').limit(500).execute()
}

/** Every code of an offer (the shared one, or a batch), oldest first. */
export function findCodesOf(db: Database, offerId: string) {
  return db
    .selectFrom('offerCodes')
    .select(['id', 'code', 'useLimit', 'usesCount', 'createdAt'])
    .where('offerId', '=', offerId)
    .orderBy('createdAt')
    .orderBy('code')
    .execute()
}

/** Whether any order has used the offer (its terms are then what those orders were priced with). */
export async function offerUsed(db: Database, offerId: string): Promise<boolean> {
  return (await db.selectFrom('offerUses').select('id').where('offerId', '=', offerId).limit(1).executeTakeFirst()) !== undefined
}

export async function updateOffer(db: Database, id: string, change: Updateable<OfferTable>) {
  await db.updateTable('offers').set(change).where('id', '=', id).execute()
}

/** Orders and the sales value (what their lines cost before offers) an offer touched, its uses still counting. */
export async function offerReach(db: Database, offerIds: readonly string[]) {
  if (offerIds.length === 0) return new Map<string, { orders: number }>()
  const rows = await db
    .selectFrom('offerUses')
    .select(['offerId', (eb) => eb.fn.count<number>('orderId').distinct().as('orders')])
    .where('offerId', 'in', [...offerIds])
    .where('givenBackAt', 'is', null)
    .groupBy('offerId')
    .execute()
  return new Map(rows.map((r) => [r.offerId, { orders: Number(r.orders) }]))
}

/** Code offers live at `at` with a shared code (a batch's single-use codes are handed out, never shown). */
export function findSharedCodeOffers(db: Database, at: string) {
  return db
    .selectFrom('offers')
    .innerJoin('offerCodes', 'offerCodes.offerId', 'offers.id')
    .select([...OFFER_COLUMNS, 'offerCodes.code'])
    .where('offers.kind', '=', 'code')
    .where('offerCodes.useLimit', 'is', null)
    .where('offers.startsAt', '<=', at)
    .where((eb) => eb.or([eb('offers.endsAt', 'is', null), eb('offers.endsAt', '>', at)]))
    .orderBy('offers.createdAt')
    .limit(50)
    .execute()
}

/**
 * An offer's report by seller: its uses still counting, the discount they carry, the orders and the
 * sales they touched (the lines' prices before any offer).
 */
export function offerReportRows(db: Database, offerId: string) {
  return db
    .selectFrom('offerUses')
    .innerJoin('orderItems', (join) =>
      join.onRef('orderItems.orderId', '=', 'offerUses.orderId').onRef('orderItems.productId', '=', 'offerUses.productId'),
    )
    .leftJoin('vendors', 'vendors.id', 'orderItems.vendorId')
    .select((eb) => [
      'orderItems.vendorId',
      'vendors.name as sellerName',
      eb.fn.count<number>('offerUses.orderId').distinct().as('orders'),
      eb.fn.sum<number>('offerUses.amountPaise').as('discountPaise'),
      eb.fn
        .sum<number>(
          eb(eb.fn.coalesce('orderItems.unitPriceWithGstPaise', 'orderItems.unitPricePaise'), '*', eb.ref('orderItems.quantity')),
        )
        .as('salesPaise'),
    ])
    .where('offerUses.offerId', '=', offerId)
    .where('offerUses.givenBackAt', 'is', null)
    .groupBy(['orderItems.vendorId', 'vendors.name'])
    .orderBy('orderItems.vendorId')
    .execute()
}
