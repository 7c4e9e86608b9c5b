import type { Database } from '#db/database.ts'
import { STORE } from '#src/modules/content/index.ts'
import { recordAudit } from '#src/platform/audit/audit.service.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { SHOP_EVENTS } from '#src/platform/events/event-bus.ts'
import { fail, type Result } from '#src/platform/failure.ts'
import { requireAdminActor } from '#src/platform/guards.ts'
import { transact } from '#src/platform/transact.ts'
import { fieldErrors } from '#src/platform/validation.ts'
import * as repo from './store-details.repository.ts'
import { type StoreDetails, storeDetailsSchema } from './store-details.schemas.ts'

const KEY = 'store-details'

/** The shipped details (store-details.ts), until an admin saves their own. */
export const DEFAULT_STORE_DETAILS: StoreDetails = {
  legalName: STORE.legalName,
  addressLine1: STORE.address.line1,
  addressLine2: STORE.address.line2,
  city: STORE.address.city,
  state: STORE.address.state,
  pincode: STORE.address.pincode,
  gstin: STORE.gstin,
  phone: STORE.phones[0],
  phoneAlt: STORE.phones[1],
  email: STORE.emails.support,
  emailSales: STORE.emails.sales,
  grievanceName: STORE.grievanceOfficer.name,
  grievanceDesignation: STORE.grievanceOfficer.designation,
  grievanceEmail: STORE.grievanceOfficer.email,
  grievancePhone: STORE.grievanceOfficer.phone,
}

async function read(db: Database): Promise<StoreDetails> {
  const value = await repo.findSetting(db, KEY)
  if (!value) return DEFAULT_STORE_DETAILS
  // Saved through the schema, so it parses; a field added later falls back to its default.
  return { ...DEFAULT_STORE_DETAILS, ...(JSON.parse(value) as Partial<StoreDetails>) }
}

/** The shop's details as the contact page, footer and invoices show them now. Public. */
export async function getStoreDetails(ctx: Pick<ServiceContext, 'db'>): Promise<StoreDetails> {
  return read(ctx.db)
}

/** The same details for the admin's form and the admin API. */
export async function adminStoreDetails(ctx: ServiceContext): Promise<StoreDetails> {
  requireAdminActor(ctx)
  return read(ctx.db)
}

export type StoreDetailsOutcome = Result<{ message: string; details: StoreDetails }>

export async function updateStoreDetails(ctx: ServiceContext, input: unknown): Promise<StoreDetailsOutcome> {
  const actor = requireAdminActor(ctx)
  const parsed = storeDetailsSchema.safeParse(input)
  if (!parsed.success) return fail('invalid_input', 'Please correct the highlighted fields.', fieldErrors(parsed.error))
  let details: StoreDetails = DEFAULT_STORE_DETAILS
  await transact(ctx.db, async (trx) => {
    const before = await read(trx)
    details = { ...before, ...Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined)) }
    await repo.saveSetting(trx, KEY, JSON.stringify(details))
    const changed = (Object.keys(details) as Array<keyof StoreDetails>).filter((k) => before[k] !== details[k])
    await recordAudit(trx, actor, {
      action: 'store-details.updated',
      entity: 'store-details',
      entityId: KEY,
      before: Object.fromEntries(changed.map((k) => [k, before[k]])),
      after: Object.fromEntries(changed.map((k) => [k, details[k]])),
    })
  })
  ctx.events.publish(SHOP_EVENTS.storeChanged) // the footer and contact page of every cached page
  return { ok: true, message: 'Store details saved.', details }
}
