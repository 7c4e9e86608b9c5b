import type { Database } from '#db/database.ts'
import { indiaDay } from '#src/lib/dates.ts'
import { recordAudit } from '#src/platform/audit/audit.service.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { fail, type Result } from '#src/platform/failure.ts'
import { requireAdminActor } from '#src/platform/guards.ts'
import { transact } from '#src/platform/transact.ts'
import { fieldErrors } from '#src/platform/validation.ts'
import * as repo from './commission-rates.repository.ts'
import { commissionRateSchema } from './commission-rates.schemas.ts'

/** With no rate set for a line's category, the store charges nothing rather than guess. */
export const NO_RATE = { rateBp: 0, fixedFeePaise: 0 } as const

/**
 * The commission on a line ordered at `orderedAt`: the seller's own rate if one was in force then,
 * else its category's. Effective-dated, so a change never reaches lines ordered before it.
 */
export async function commissionFor(
  db: Database,
  line: { category: string; vendorId: string; orderedAt: string },
): Promise<{ rateBp: number; fixedFeePaise: number }> {
  const own = await repo.rateInForce(db, { vendorId: line.vendorId }, line.orderedAt)
  const rate = own ?? (await repo.rateInForce(db, { category: line.category }, line.orderedAt))
  return rate ? { rateBp: rate.rateBp, fixedFeePaise: Number(rate.fixedFeePaise) } : NO_RATE
}

export type RateOutcome = Result<{ message: string; id: string }>

/**
 * An admin sets a rate from a date on. A date in the past would reprice lines already ordered, so the
 * earliest is today (India's calendar day).
 */
export async function setCommissionRate(ctx: ServiceContext, input: unknown, now = new Date()): Promise<RateOutcome> {
  const actor = requireAdminActor(ctx)
  const parsed = commissionRateSchema.safeParse(input)
  if (!parsed.success) return fail('invalid_input', 'Please correct the highlighted fields.', fieldErrors(parsed.error))
  const rate = parsed.data
  const today = indiaDay(now)
  if (rate.effectiveFrom < today)
    return fail('invalid_input', 'Please correct the highlighted fields.', {
      effectiveFrom: 'A new rate starts today or later: past orders keep the rate they were placed at',
    })
  // Effective from the start of that day in India (00:00 IST is 18:30 UTC the day before).
  const effectiveFrom = new Date(Date.parse(`${rate.effectiveFrom}T00:00:00+05:30`)).toISOString()
  const row = {
    category: rate.subject === 'category' ? (rate.category ?? null) : null,
    vendorId: rate.subject === 'seller' ? (rate.vendorId ?? null) : null,
    rateBp: Math.round(rate.percent * 100),
    fixedFeePaise: rate.fixedFeeRupees * 100,
    effectiveFrom,
    createdBy: actor.email,
    createdAt: now.toISOString(),
  }
  const id = await transact(ctx.db, async (trx) => {
    const id = await repo.insertRate(trx, row)
    await recordAudit(trx, actor, { action: 'commission-rate.set', entity: 'commission-rate', entityId: id, before: null, after: row }, now)
    return id
  })
  return { ok: true, message: 'Commission rate saved.', id }
}

/** The admin's commission page: every rate, newest first, and the sellers a rate can name. */
export async function listCommissionRates(ctx: ServiceContext) {
  requireAdminActor(ctx)
  const [rates, sellers] = await Promise.all([repo.allRates(ctx.db), repo.sellersToRate(ctx.db)])
  return { rates, sellers }
}

export interface SellerRate {
  category: string
  rateBp: number
  fixedFeePaise: number
}

/**
 * The rates a seller's lines ordered now are charged, per category, by the very function the payable job
 * uses (`commissionFor`): its own rate where one is in force, else each category's; and the changes
 * already set to take effect later. Categories are the catalogue's and any a rate names.
 */
export async function sellerRates(ctx: Pick<ServiceContext, 'db'>, vendorId: string, categories: readonly string[], now = new Date()) {
  const at = now.toISOString()
  const all = [...new Set([...categories, ...(await repo.ratedCategories(ctx.db))])]
  const [own, inForce, later] = await Promise.all([
    repo.rateInForce(ctx.db, { vendorId }, at),
    Promise.all(
      all.map(
        async (category): Promise<SellerRate> => ({ category, ...(await commissionFor(ctx.db, { category, vendorId, orderedAt: at })) }),
      ),
    ),
    repo.ratesAfter(ctx.db, vendorId, at),
  ])
  return {
    ownRate: own ? { rateBp: own.rateBp, fixedFeePaise: Number(own.fixedFeePaise) } : null,
    categories: inForce,
    // A seller's own rate wins over its categories': while one is in force, their changes do not reach it.
    scheduled: later
      .filter((rate) => rate.vendorId === vendorId || !own)
      .map((rate) => ({
        category: rate.category,
        ownRate: rate.vendorId === vendorId,
        rateBp: rate.rateBp,
        fixedFeePaise: Number(rate.fixedFeePaise),
        effectiveFrom: rate.effectiveFrom,
      })),
  }
}
