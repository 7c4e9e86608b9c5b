import { randomUUID } from 'node:crypto'
import { readBankCredit } from '#src/lib/bank-credit.ts'
import { indiaDay } from '#src/lib/dates.ts'
import { formatInrExact } from '#src/lib/money.ts'
import { ENTRIES, postJournal } from '#src/modules/ledger/index.ts'
import { recordAudit } from '#src/platform/audit/audit.service.ts'
import { nowFor, type ServiceContext } from '#src/platform/context.ts'
import { fail, type Result } from '#src/platform/failure.ts'
import { requireAdminActor } from '#src/platform/guards.ts'
import { transact } from '#src/platform/transact.ts'
import * as repo from './cod-remittances.repository.ts'
import { REMITTANCE_DUE_DAYS } from './remittance-rules.ts'

const DAY_MS = 24 * 60 * 60_000

export interface CashWithCourier {
  parcelId: string
  orderId: string
  orderNumber: string
  courier: string
  trackingNumber: string | null
  deliveredAt: string | null
  collectedPaise: number
  daysOut: number
  overdue: boolean
}

/**
 * Cash on delivery still with the couriers (decision 071): each delivered parcel whose cash was collected
 * and not yet remitted to the store's bank, how long it has been out, and which are overdue; by courier.
 */
export async function cashWithCouriers(ctx: ServiceContext) {
  requireAdminActor(ctx)
  const now = nowFor(ctx).getTime()
  const parcels: CashWithCourier[] = (await repo.parcelsAwaitingRemittance(ctx.db)).map((p) => {
    const daysOut = p.deliveredAt ? Math.floor((now - Date.parse(p.deliveredAt)) / DAY_MS) : 0
    return {
      parcelId: p.id,
      orderId: p.orderId,
      orderNumber: p.orderNumber,
      courier: p.courier ?? 'Courier not recorded',
      trackingNumber: p.trackingNumber,
      deliveredAt: p.deliveredAt,
      collectedPaise: Number(p.collectedPaise),
      daysOut,
      overdue: daysOut > REMITTANCE_DUE_DAYS,
    }
  })
  const couriers = [...new Set(parcels.map((p) => p.courier))].sort()
  const remittances = (await repo.recentRemittances(ctx.db, 20)).map((r) => ({
    ...r,
    amountPaise: Number(r.amountPaise),
    parcels: Number(r.parcels),
  }))
  return {
    parcels,
    couriers: couriers.map((courier) => {
      const own = parcels.filter((p) => p.courier === courier)
      return {
        courier,
        parcels: own.length,
        outPaise: own.reduce((s, p) => s + p.collectedPaise, 0),
        overduePaise: own.filter((p) => p.overdue).reduce((s, p) => s + p.collectedPaise, 0),
      }
    }),
    totalPaise: parcels.reduce((s, p) => s + p.collectedPaise, 0),
    remittances,
  }
}

export type RemittanceOutcome = Result<{ message: string; id: string }>

const invalid = (errors: Record<string, string>) => fail('invalid_input', 'Please correct the highlighted fields.', errors)

/**
 * An admin records a courier's remittance as the bank statement shows it (UTR, date, amount) and ticks
 * the parcels it pays. It is taken only if those parcels are cash-on-delivery parcels of that courier,
 * collected and not remitted before, and their cash adds up to the amount to the paisa; otherwise it is
 * refused with the reason and nothing changes. The cash moves from the couriers to the bank in the
 * books, and the act is audited, in one transaction.
 */
export async function recordRemittance(
  ctx: ServiceContext,
  input: { courier?: unknown; utr?: unknown; receivedOn?: unknown; amount?: unknown; parcelIds?: unknown },
): Promise<RemittanceOutcome> {
  const actor = requireAdminActor(ctx)
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
  const courier = text(input.courier)
  const parcelIds = Array.isArray(input.parcelIds) ? [...new Set(input.parcelIds.filter((id): id is string => typeof id === 'string'))] : []
  const read = readBankCredit(input, indiaDay(nowFor(ctx)))
  const errors: Record<string, string> = read.ok ? {} : { ...read.errors }
  if (!courier) errors.courier = 'Choose the courier that remitted the cash'
  if (parcelIds.length === 0) errors.parcelIds = 'Tick the parcels whose cash this remittance brings'
  if (!read.ok || Object.keys(errors).length > 0) return invalid(errors)
  const { utr, receivedOn, amountPaise } = read.credit

  const id = randomUUID()
  const at = nowFor(ctx).toISOString()
  return transact(ctx.db, async (trx): Promise<RemittanceOutcome> => {
    const parcels = await repo.parcelsForRemittance(trx, parcelIds)
    const problem =
      parcels.length !== parcelIds.length
        ? 'One of the parcels ticked does not exist.'
        : parcels.find((p) => p.paymentMethod !== 'cod' || Number(p.collectedPaise) <= 0)
          ? `Order ${parcels.find((p) => p.paymentMethod !== 'cod' || Number(p.collectedPaise) <= 0)?.orderNumber}: no cash was collected for this parcel.`
          : parcels.find((p) => p.remittanceId)
            ? `Order ${parcels.find((p) => p.remittanceId)?.orderNumber}: this parcel's cash was remitted already.`
            : parcels.find((p) => p.courier !== courier)
              ? `Order ${parcels.find((p) => p.courier !== courier)?.orderNumber} went with ${parcels.find((p) => p.courier !== courier)?.courier ?? 'another courier'}, not ${courier}.`
              : null
    if (problem) return fail('invalid_input', problem, { parcelIds: problem })
    const collected = parcels.reduce((s, p) => s + Number(p.collectedPaise), 0)
    if (collected !== amountPaise) {
      const message = `The parcels ticked collected ${formatInrExact(collected)}; the remittance is ${formatInrExact(amountPaise)}. Tick exactly the parcels it pays, or ask ${courier} about the ${formatInrExact(Math.abs(collected - amountPaise))} ${collected > amountPaise ? 'missing' : 'extra'}.`
      return fail('invalid_input', message, { amount: message })
    }
    const remittance = { id, courier, utr, receivedOn, amountPaise, recordedBy: actor.email, createdAt: at }
    const lines = parcels.map((p) => ({ parcelId: p.id, amountPaise: Number(p.collectedPaise) }))
    if (!(await repo.insertRemittance(trx, remittance, lines)))
      return fail('conflict', `A remittance with UTR ${utr} is recorded already.`, { utr: 'This UTR is recorded already' })
    await postJournal(trx, {
      eventKey: `cod-remitted:${id}`,
      kind: 'cod-remitted',
      memo: `Cash on delivery remitted by ${courier}, UTR ${utr}`,
      occurredAt: new Date(`${receivedOn}T12:00:00+05:30`).toISOString(),
      entries: ENTRIES.codRemitted(amountPaise),
    })
    await recordAudit(trx, actor, {
      action: 'cod.remitted',
      entity: 'cod-remittance',
      entityId: id,
      before: null,
      after: { courier, utr, receivedOn, amountPaise, parcels: parcels.map((p) => p.orderNumber) },
    })
    return {
      ok: true,
      id,
      message: `${formatInrExact(amountPaise)} from ${courier} recorded against ${parcels.length} ${parcels.length === 1 ? 'parcel' : 'parcels'}.`,
    }
  })
}
