import { randomUUID } from 'node:crypto'
import type { ServiceContext } from '#src/context.ts'
import { fieldErrors } from '#src/modules/content/content.schemas.ts'
import { type AddressInput, addressSchema } from './accounts.schemas.ts'
import { requireActor } from './accounts.service.ts'

export const MAX_SAVED_ADDRESSES = 10

export interface SavedAddress extends AddressInput {
  id: string
  isDefault: boolean
}

export type AddressOutcome = { ok: true } | { ok: false; status: number; errors: Record<string, string | undefined> }

export async function listAddresses(ctx: ServiceContext): Promise<SavedAddress[]> {
  const actor = requireActor(ctx)
  const rows = await ctx.db
    .selectFrom('addresses')
    .select(['id', 'fullName', 'addressLine1', 'addressLine2', 'city', 'state', 'pincode', 'phone', 'isDefault', 'createdAt'])
    .where('userId', '=', actor.id)
    .orderBy('isDefault', 'desc')
    .orderBy('createdAt', 'asc')
    .execute()
  return rows.map(({ createdAt: _created, isDefault, ...row }) => ({ ...row, isDefault: isDefault === 1 }))
}

/** Adds a saved address; the first one becomes the default. */
export async function addAddress(ctx: ServiceContext, input: unknown, makeDefault = false): Promise<AddressOutcome> {
  const actor = requireActor(ctx)
  const parsed = addressSchema.safeParse(input)
  if (!parsed.success) return { ok: false, status: 400, errors: fieldErrors(parsed.error) }
  const count = (await listAddresses(ctx)).length
  if (count >= MAX_SAVED_ADDRESSES)
    return { ok: false, status: 400, errors: { form: `You can save up to ${MAX_SAVED_ADDRESSES} addresses.` } }
  const now = new Date().toISOString()
  const id = randomUUID()
  await ctx.db.transaction().execute(async (trx) => {
    if (makeDefault) await trx.updateTable('addresses').set({ isDefault: 0 }).where('userId', '=', actor.id).execute()
    await trx
      .insertInto('addresses')
      .values({ id, userId: actor.id, ...parsed.data, isDefault: makeDefault || count === 0 ? 1 : 0, createdAt: now, updatedAt: now })
      .execute()
  })
  return { ok: true }
}

/** Another user's address is simply not found: the query is always scoped to the actor. */
export async function updateAddress(ctx: ServiceContext, id: string, input: unknown): Promise<AddressOutcome> {
  const actor = requireActor(ctx)
  const parsed = addressSchema.safeParse(input)
  if (!parsed.success) return { ok: false, status: 400, errors: fieldErrors(parsed.error) }
  const result = await ctx.db
    .updateTable('addresses')
    .set({ ...parsed.data, updatedAt: new Date().toISOString() })
    .where('id', '=', id)
    .where('userId', '=', actor.id)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n ? { ok: true } : { ok: false, status: 404, errors: { form: 'Address not found' } }
}

export async function deleteAddress(ctx: ServiceContext, id: string): Promise<AddressOutcome> {
  const actor = requireActor(ctx)
  return ctx.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('addresses').select('isDefault').where('id', '=', id).where('userId', '=', actor.id).executeTakeFirst()
    if (!row) return { ok: false, status: 404, errors: { form: 'Address not found' } }
    await trx.deleteFrom('addresses').where('id', '=', id).execute()
    if (row.isDefault === 1) {
      // Another saved address, if any, takes over as the default.
      const next = await trx.selectFrom('addresses').select('id').where('userId', '=', actor.id).orderBy('createdAt').executeTakeFirst()
      if (next) await trx.updateTable('addresses').set({ isDefault: 1 }).where('id', '=', next.id).execute()
    }
    return { ok: true } as const
  })
}

export async function setDefaultAddress(ctx: ServiceContext, id: string): Promise<AddressOutcome> {
  const actor = requireActor(ctx)
  return ctx.db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('addresses').select('id').where('id', '=', id).where('userId', '=', actor.id).executeTakeFirst()
    if (!row) return { ok: false, status: 404, errors: { form: 'Address not found' } }
    await trx.updateTable('addresses').set({ isDefault: 0 }).where('userId', '=', actor.id).execute()
    await trx.updateTable('addresses').set({ isDefault: 1 }).where('id', '=', id).execute()
    return { ok: true } as const
  })
}
