import { randomUUID } from 'node:crypto'
import { z } from 'zod'
import { recordAudit } from '#src/platform/audit/audit.service.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { SHOP_EVENTS } from '#src/platform/events/event-bus.ts'
import { type Failure, fail } from '#src/platform/failure.ts'
import { requireAdminActor } from '#src/platform/guards.ts'
import { transact } from '#src/platform/transact.ts'
import { fieldErrors } from '#src/platform/validation.ts'
import { type DeliveryZone, INVALID_PIN, PIN_CODE, parsePrefixes, promisedDates, zoneForPin } from './delivery-rules.ts'
import * as repo from './delivery-zones.repository.ts'

/** What the shop promises for a PIN: where it delivers, when, and whether cash on delivery is taken there. */
export type DeliveryPromise =
  | { ok: true; serviceable: false; pincode: string }
  | { ok: true; serviceable: true; pincode: string; zone: string; from: string; to: string; codAllowed: boolean }

export async function listDeliveryZones(ctx: ServiceContext): Promise<DeliveryZone[]> {
  return (await repo.findZones(ctx.db)).map((row) => ({
    id: row.id,
    name: row.name,
    pinPrefixes: row.pinPrefixes.split(',').filter(Boolean),
    minDays: row.minDays,
    maxDays: row.maxDays,
    codAllowed: row.codAllowed === 1,
  }))
}

/** The delivery promise for a PIN code typed by a shopper (or taken from their address), from `now`. */
export async function deliveryPromise(
  ctx: ServiceContext,
  pincode: string,
  now: Date = new Date(),
): Promise<DeliveryPromise | Failure<'invalid_input'>> {
  const pin = pincode.trim()
  if (!PIN_CODE.test(pin)) return fail('invalid_input', INVALID_PIN, { pincode: INVALID_PIN })
  const zone = zoneForPin(await listDeliveryZones(ctx), pin)
  if (!zone) return { ok: true, serviceable: false, pincode: pin }
  return { ok: true, serviceable: true, pincode: pin, zone: zone.name, ...promisedDates(zone, now), codAllowed: zone.codAllowed }
}

const zoneSchema = z
  .object({
    name: z.string().trim().min(1, 'Zone name is required').max(60, 'Zone name is at most 60 characters'),
    pinPrefixes: z
      .string()
      .trim()
      .transform((text, ctx) => {
        const prefixes = parsePrefixes(text)
        if (!prefixes) ctx.addIssue({ code: 'custom', message: 'Enter PIN prefixes of 1 to 6 digits, separated by commas' })
        return prefixes ?? []
      }),
    minDays: z.coerce.number().int('Whole days only').min(0, 'Days cannot be negative').max(60, 'At most 60 days'),
    maxDays: z.coerce.number().int('Whole days only').min(0, 'Days cannot be negative').max(60, 'At most 60 days'),
    codAllowed: z.preprocess((v) => v === true || v === 'true' || v === 'on', z.boolean()),
  })
  .refine((zone) => zone.maxDays >= zone.minDays, { path: ['maxDays'], message: 'The latest day cannot be before the earliest' })

export type ZoneOutcome = { ok: true; message: string } | Failure<'invalid_input' | 'not_found'>

/** Adds a zone (no id) or changes one; audited. */
export async function saveDeliveryZone(ctx: ServiceContext, id: string | null, input: unknown): Promise<ZoneOutcome> {
  const actor = requireAdminActor(ctx)
  const parsed = zoneSchema.safeParse(input)
  if (!parsed.success) return fail('invalid_input', 'Please correct the highlighted fields.', fieldErrors(parsed.error))
  const { pinPrefixes, codAllowed, ...zone } = parsed.data
  const row = { ...zone, pinPrefixes: pinPrefixes.join(','), codAllowed: codAllowed ? 1 : 0 }
  const outcome = await transact(ctx.db, async (trx) => {
    if (id) {
      const before = await repo.findZone(trx, id)
      if (!before) return fail('not_found', 'That delivery zone no longer exists.')
      await repo.updateZone(trx, id, row)
      await recordAudit(trx, actor, { action: 'delivery-zone.changed', entity: 'delivery-zone', entityId: id, before, after: row })
      return { ok: true as const, message: `${row.name} saved.` }
    }
    const newId = `zone-${randomUUID().slice(0, 8)}`
    await repo.insertZone(trx, { id: newId, ...row, position: await repo.nextZonePosition(trx) })
    await recordAudit(trx, actor, { action: 'delivery-zone.added', entity: 'delivery-zone', entityId: newId, after: row })
    return { ok: true as const, message: `${row.name} added.` }
  })
  if (outcome.ok) ctx.events.publish(SHOP_EVENTS.storeChanged)
  return outcome
}

export async function deleteDeliveryZone(ctx: ServiceContext, id: string): Promise<ZoneOutcome> {
  const actor = requireAdminActor(ctx)
  const outcome = await transact(ctx.db, async (trx) => {
    const before = await repo.findZone(trx, id)
    if (!before || !(await repo.deleteZone(trx, id))) return fail('not_found', 'That delivery zone no longer exists.')
    await recordAudit(trx, actor, { action: 'delivery-zone.removed', entity: 'delivery-zone', entityId: id, before })
    return { ok: true as const, message: `${before.name} removed.` }
  })
  if (outcome.ok) ctx.events.publish(SHOP_EVENTS.storeChanged)
  return outcome
}
