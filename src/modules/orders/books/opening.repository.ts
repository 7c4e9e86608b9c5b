import { sql } from 'kysely'
import type { Database } from '#db/database.ts'

// What the books lack of orders from before the order lifecycle posted to the ledger (decision 040):
// read in single statements, so an order's state and its journals are seen at one moment.

const noJournal = (key: ReturnType<typeof sql>) => sql<boolean>`not exists (select 1 from ledger_journals j where j.event_key = ${key})`

/** What the held account got back through a parcel's `refund:<parcel>:…` journals (a positive amount). */
const parcelRefundsPosted = sql<number>`coalesce((select sum(e.amount_paise) from ledger_journals j
  join ledger_entries e on e.journal_id = j.id
  where j.event_key like 'refund:' || p.id || ':%' and e.account = 'customers:held'), 0)`

/** Orders that took money the books do not have, or gave back money they do not show, by id after `after`. */
export async function ordersMissingFromBooks(db: Database, after: string, limit: number): Promise<string[]> {
  const rows = await db
    .selectFrom('orders as o')
    .select('o.id')
    .where('o.id', '>', after)
    .where((eb) =>
      eb.or([
        eb.and([eb('o.storeCreditPaise', '>', 0), noJournal(sql`'credit-spent:' || o.id`)]),
        eb.and([
          eb('o.paymentMethod', '=', 'online'),
          eb('o.paymentStatus', 'in', ['paid', 'refunded']),
          eb('o.totalPaise', '>', eb.ref('o.storeCreditPaise')),
          noJournal(sql`'payment:' || o.id`),
        ]),
        sql<boolean>`exists (select 1 from parcels p where p.order_id = o.id and (
          (p.collected_paise > 0 and ${noJournal(sql`'cod:' || p.id`)}) or p.refunded_paise > ${parcelRefundsPosted}))`,
        sql<boolean>`exists (select 1 from order_returns r where r.order_id = o.id and r.status in ('refunded', 'credited')
          and ${noJournal(sql`'return-refund:' || r.id`)})`,
      ]),
    )
    .orderBy('o.id')
    .limit(limit)
    .execute()
  return rows.map((row) => row.id)
}

/** The order, with what of its money is already in the books. */
export function orderForOpening(db: Database, orderId: string) {
  return db
    .selectFrom('orders as o')
    .select([
      'o.id',
      'o.orderNumber',
      'o.paymentMethod',
      'o.paymentProvider',
      'o.paymentStatus',
      'o.totalPaise',
      'o.storeCreditPaise',
      'o.invoicedAt',
      'o.createdAt',
      sql<number>`case when ${noJournal(sql`'credit-spent:' || o.id`)} then 0 else 1 end`.as('creditPosted'),
      sql<number>`case when ${noJournal(sql`'payment:' || o.id`)} then 0 else 1 end`.as('paymentPosted'),
    ])
    .where('o.id', '=', orderId)
    .executeTakeFirst()
}

/**
 * The order's parcels: cash collected and not in the books, and what was given back beyond what the
 * books show, with the store credit restored for it (by the parcel's own references, or the whole
 * order's, which gave each parcel back its share) and what of that the books show.
 */
export async function parcelsForOpening(db: Database, orderId: string) {
  const rows = await db
    .selectFrom('parcels as p')
    .select([
      'p.id',
      'p.collectedPaise',
      'p.refundedPaise',
      'p.storeCreditPaise',
      'p.deliveredAt',
      'p.updatedAt',
      sql<number>`case when ${noJournal(sql`'cod:' || p.id`)} then 0 else 1 end`.as('codPosted'),
      parcelRefundsPosted.as('refundsPosted'),
      sql<number>`coalesce((select -sum(e.amount_paise) from ledger_journals j join ledger_entries e on e.journal_id = j.id
        where j.event_key like 'refund:' || p.id || ':%' and e.account = 'customers:store-credit'), 0)`.as('creditPosted'),
      sql<number>`coalesce((select sum(c.amount_paise) from store_credit_entries c where c.reference like 'restore:' || p.id || ':%'), 0)`.as(
        'creditRestored',
      ),
      sql<number>`case when exists (select 1 from store_credit_entries c where c.reference = 'restore:' || p.order_id) then 1 else 0 end`.as(
        'orderCreditRestored',
      ),
    ])
    .where('p.orderId', '=', orderId)
    .orderBy('p.position')
    .execute()
  return rows.map((row) => ({
    ...row,
    collectedPaise: Number(row.collectedPaise),
    refundedPaise: Number(row.refundedPaise),
    storeCreditPaise: Number(row.storeCreditPaise),
    codPosted: Number(row.codPosted) === 1,
    refundsPosted: Number(row.refundsPosted),
    creditPosted: Number(row.creditPosted),
    creditRestored: Number(row.creditRestored),
    orderCreditRestored: Number(row.orderCreditRestored) === 1,
  }))
}

/** The order's returns that ended in money the books do not show, with the store credit each gave. */
export async function returnsForOpening(db: Database, orderId: string) {
  const rows = await db
    .selectFrom('orderReturns as r')
    .select([
      'r.id',
      'r.rmaNumber',
      'r.status',
      'r.amountPaise',
      'r.updatedAt',
      sql<number>`coalesce((select sum(c.amount_paise) from store_credit_entries c
        where c.reference in ('return:' || r.id, 'refund:' || r.id)), 0)`.as('creditPaise'),
    ])
    .where('r.orderId', '=', orderId)
    .where('r.status', 'in', ['refunded', 'credited'])
    .where(noJournal(sql`'return-refund:' || r.id`))
    .execute()
  return rows.map((row) => ({ ...row, amountPaise: Number(row.amountPaise), creditPaise: Number(row.creditPaise) }))
}
