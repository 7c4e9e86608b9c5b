import { randomUUID } from 'node:crypto'
import { pincodeFitsState } from '#src/lib/india-pincodes.ts'
import { type GstStateCode, stateByCode } from '#src/lib/india-states.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { type Failure, fail } from '#src/platform/failure.ts'
import { requireActor } from '#src/platform/guards.ts'
import { transact } from '#src/platform/transact.ts'
import { fieldErrors } from '#src/platform/validation.ts'
import { type AddressInput, addressSchema } from './accounts.schemas.ts'
import * as repo from './addresses.repository.ts'

export const MAX_SAVED_ADDRESSES = 10

export interface SavedAddress extends Omit<AddressInput, 'stateCode'> {
  id: string
  isDefault: boolean
  stateCode: GstStateCode | null
  /**
   * Why the owner must fix this address before it can be used, or null: an old row whose State could
   * not be read as one of India's (migration 0014 never guesses), or whose PIN code is not in its State.
   */
  needsFix: string | null
}

function problemOf(row: { stateCode: string | null; pincode: string }): string | null {
  if (!row.stateCode || !stateByCode(row.stateCode)) return 'Please choose the State of this address from the list.'
  if (!pincodeFitsState(row.pincode, row.stateCode)) return 'Its PIN code is not in its State. Please check both.'
  return null
}

type Errors = Record<string, string | undefined>
export type AddressOutcome = { ok: true } | (Failure<'invalid_input' | 'not_found'> & { errors: Errors })

const refuse = (code: 'invalid_input' | 'not_found', errors: Errors): AddressOutcome => ({
  ...fail(code, errors.form ?? 'Please correct the highlighted fields.'),
  errors,
})

/** The PIN code of the signed-in user's default address, if they have one. */
export async function defaultPincode(ctx: ServiceContext): Promise<string | undefined> {
  return repo.findDefaultPincode(ctx.db, requireActor(ctx).id)
}

export async function listAddresses(ctx: ServiceContext): Promise<SavedAddress[]> {
  const actor = requireActor(ctx)
  const rows = await repo.listAddressRows(ctx.db, actor.id)
  return rows.map(({ createdAt: _created, isDefault, ...row }) => ({
    ...row,
    stateCode: (stateByCode(row.stateCode ?? '')?.code ?? null) as GstStateCode | null,
    isDefault: isDefault === 1,
    needsFix: problemOf(row),
  }))
}

/** Adds a saved address; the first one becomes the default. */
export async function addAddress(ctx: ServiceContext, input: unknown, makeDefault = false): Promise<AddressOutcome> {
  const actor = requireActor(ctx)
  const parsed = addressSchema.safeParse(input)
  if (!parsed.success) return refuse('invalid_input', fieldErrors(parsed.error))
  const count = (await listAddresses(ctx)).length
  if (count >= MAX_SAVED_ADDRESSES) return refuse('invalid_input', { form: `You can save up to ${MAX_SAVED_ADDRESSES} addresses.` })
  const now = new Date().toISOString()
  const id = randomUUID()
  await transact(ctx.db, async (trx) => {
    if (makeDefault) await repo.clearDefaultAddress(trx, actor.id)
    await repo.insertAddress(trx, {
      id,
      userId: actor.id,
      ...parsed.data,
      isDefault: makeDefault || count === 0 ? 1 : 0,
      createdAt: now,
      updatedAt: now,
    })
  })
  return { ok: true }
}

/** Another user's address is simply not found: the query is always scoped to the actor. */
export async function updateAddress(ctx: ServiceContext, id: string, input: unknown): Promise<AddressOutcome> {
  const actor = requireActor(ctx)
  const parsed = addressSchema.safeParse(input)
  if (!parsed.success) return refuse('invalid_input', fieldErrors(parsed.error))
  const updated = await repo.updateAddressRow(ctx.db, actor.id, id, { ...parsed.data, updatedAt: new Date().toISOString() })
  return updated ? { ok: true } : refuse('not_found', { form: 'Address not found' })
}

export async function deleteAddress(ctx: ServiceContext, id: string): Promise<AddressOutcome> {
  const actor = requireActor(ctx)
  return transact(ctx.db, async (trx) => {
    const row = await repo.findAddressDefault(trx, actor.id, id)
    if (!row) return refuse('not_found', { form: 'Address not found' })
    await repo.deleteAddressRow(trx, id)
    if (row.isDefault === 1) {
      // Another saved address, if any, takes over as the default.
      const next = await repo.findOldestAddress(trx, actor.id)
      if (next) await repo.markDefaultAddress(trx, next.id)
    }
    return { ok: true } as const
  })
}

export async function setDefaultAddress(ctx: ServiceContext, id: string): Promise<AddressOutcome> {
  const actor = requireActor(ctx)
  return transact(ctx.db, async (trx) => {
    const row = await repo.findAddressDefault(trx, actor.id, id)
    if (!row) return refuse('not_found', { form: 'Address not found' })
    await repo.clearDefaultAddress(trx, actor.id)
    await repo.markDefaultAddress(trx, id)
    return { ok: true } as const
  })
}
