import { randomUUID } from 'node:crypto'
import { recordAudit } from '#src/platform/audit/audit.service.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { SHOP_EVENTS } from '#src/platform/events/event-bus.ts'
import { fail, type Result } from '#src/platform/failure.ts'
import { requireAdminActor } from '#src/platform/guards.ts'
import { transact } from '#src/platform/transact.ts'
import { fieldErrors } from '#src/platform/validation.ts'
import * as repo from './payment-methods.repository.ts'
import { addMethodSchema, editMethodSchema, maskSecret, needsKeys, typeOf } from './payment-methods.schemas.ts'
import { canTakePayments, checkoutOffers, choiceOf, type OnlineGateway, onlineGateway } from './payment-offers.ts'

/** The two methods the shop ships with; they can be renamed and switched off, never deleted. */
export const BUILT_IN_METHODS = ['online', 'cod'] as const

export interface AdminPaymentMethod {
  id: string
  name: string
  type: 'offline' | 'digital'
  provider: string
  enabled: boolean
  builtIn: boolean
  /** Masked (rzp_••••1234); the saved values never leave the server. */
  apiKey: string | null
  apiSecret: string | null
  bankDetails: string | null
  /** Whether checkout offers it now, and why not when it does not. */
  checkout: { offered: boolean; note: string }
}

export type MethodOutcome = Result<{ message: string; id: string }>

type Row = Awaited<ReturnType<typeof repo.findAll>>[number]

const NO_GATEWAY_NOTE =
  'Not offered at checkout: no online gateway runs on this server. Set RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET, or STRIPE_SECRET_KEY ' +
  'and STRIPE_PUBLISHABLE_KEY, to take real payments (the test gateway is off in production unless PAYMENT_TEST_GATEWAY=true, for a staging shop).'

/** Why a configured gateway's method is not offered: its keys are not on the server, or the other gateway takes the payments. */
const GATEWAY_NOT_LIVE: Record<string, string> = {
  razorpay:
    "Not offered at checkout: Razorpay runs on the keys in the server's configuration (RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET), and they are not set.",
  stripe:
    "Not offered at checkout: Stripe runs on the keys in the server's configuration (STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET), and they are not set.",
}

const RAZORPAY_FIRST =
  'Not offered at checkout: online payments go through one gateway, and Razorpay’s keys are set on this server. Stripe takes them ' +
  'when STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY are set and Razorpay’s keys are not.'

const LIVE_THROUGH: Record<string, string> = {
  razorpay: "paid through Razorpay with the keys in the server's configuration",
  stripe: "paid through Stripe's Payment Element with the keys in the server's configuration",
  test: 'paid through the built-in test gateway (simulated: no money moves)',
}

function checkoutNote(row: Row, rows: Row[], gateway: OnlineGateway): AdminPaymentMethod['checkout'] {
  if (!row.enabled) return { offered: false, note: 'Switched off: not offered at checkout.' }
  if (row.provider === 'bank' && !canTakePayments(row, gateway))
    return { offered: false, note: 'Not offered at checkout: add the account details shoppers pay to.' }
  if (!canTakePayments(row, gateway))
    return {
      offered: false,
      note:
        gateway === null
          ? NO_GATEWAY_NOTE
          : row.provider === 'stripe' && gateway === 'razorpay'
            ? RAZORPAY_FIRST
            : (GATEWAY_NOT_LIVE[row.provider] ?? NO_GATEWAY_NOTE),
    }
  const label = checkoutOffers(rows, gateway).find((o) => o.id === choiceOf(row))?.name ?? row.name
  if (row.provider === 'bank')
    return {
      offered: true,
      note: `Offered at checkout as “${label}”: the shopper gets this account, the order's reference and a date to pay by; match each transfer to its order under Bank transfers.`,
    }
  if (row.type === 'offline') return { offered: true, note: `Offered at checkout as “${label}”.` }
  return { offered: true, note: `Offered at checkout as “${label}”, ${LIVE_THROUGH[gateway ?? 'test']}.` }
}

/** What an audit record may hold about a method: never its keys. */
function auditView(row: Pick<Row, 'name' | 'provider' | 'type' | 'enabled' | 'bankDetails'>) {
  return {
    name: row.name,
    provider: row.provider,
    type: row.type,
    enabled: Boolean(row.enabled),
    ...(row.bankDetails ? { bankDetails: row.bankDetails } : {}),
  }
}

/** Every method with its checkout status, for /admin/settings and the JSON API. */
export async function listPaymentMethods(ctx: ServiceContext): Promise<{ liveGateway: OnlineGateway; methods: AdminPaymentMethod[] }> {
  requireAdminActor(ctx)
  const rows = await repo.findAll(ctx.db)
  const gateway = onlineGateway(ctx)
  return {
    liveGateway: gateway,
    methods: rows.map((row) => ({
      id: row.id,
      name: row.name,
      type: row.type,
      provider: row.provider,
      enabled: Boolean(row.enabled),
      builtIn: (BUILT_IN_METHODS as readonly string[]).includes(row.id),
      apiKey: maskSecret(row.apiKey),
      apiSecret: maskSecret(row.apiSecret),
      bankDetails: row.bankDetails,
      checkout: checkoutNote(row, rows, gateway),
    })),
  }
}

export async function addPaymentMethod(ctx: ServiceContext, input: unknown): Promise<MethodOutcome> {
  const actor = requireAdminActor(ctx)
  const parsed = addMethodSchema.safeParse(input)
  if (!parsed.success) return fail('invalid_input', 'Please correct the highlighted fields.', fieldErrors(parsed.error))
  const { provider, name, apiKey, apiSecret, bankDetails } = parsed.data
  const id = `${provider}-${randomUUID().slice(0, 8)}`
  await transact(ctx.db, async (trx) => {
    const row = {
      id,
      name,
      type: typeOf(provider),
      provider,
      enabled: 1,
      position: await repo.nextPosition(trx),
      apiKey: needsKeys(provider) ? apiKey : null,
      apiSecret: needsKeys(provider) ? apiSecret : null,
      bankDetails: provider === 'bank' ? bankDetails : null,
    }
    await repo.insert(trx, row)
    await recordAudit(trx, actor, { action: 'payment-method.added', entity: 'payment-method', entityId: id, after: auditView(row) })
  })
  ctx.events.publish(SHOP_EVENTS.storeChanged)
  return { ok: true, message: `${name} added.`, id }
}

export async function updatePaymentMethod(ctx: ServiceContext, id: string, input: unknown): Promise<MethodOutcome> {
  const actor = requireAdminActor(ctx)
  const parsed = editMethodSchema.safeParse(input)
  if (!parsed.success) return fail('invalid_input', 'Please correct the highlighted fields.', fieldErrors(parsed.error))
  const edit = parsed.data
  const outcome = await transact(ctx.db, async (trx): Promise<MethodOutcome> => {
    const before = await repo.findById(trx, id)
    if (!before) return fail('not_found', 'No such payment method.')
    const keys = needsKeys(before.provider)
    if (!keys && (edit.apiKey || edit.apiSecret))
      return fail('invalid_input', 'This method takes no API keys.', { apiKey: 'This method takes no API keys.' })
    if (before.provider !== 'bank' && edit.bankDetails !== undefined)
      return fail('invalid_input', 'Only bank transfer methods have bank details.')
    const changes = {
      ...(edit.name !== undefined ? { name: edit.name } : {}),
      ...(edit.enabled !== undefined ? { enabled: edit.enabled ? 1 : 0 } : {}),
      ...(edit.apiKey ? { apiKey: edit.apiKey } : {}),
      ...(edit.apiSecret ? { apiSecret: edit.apiSecret } : {}),
      ...(edit.bankDetails !== undefined ? { bankDetails: edit.bankDetails } : {}),
    }
    if (Object.keys(changes).length === 0) return fail('invalid_input', 'Nothing to change.')
    await repo.update(trx, id, changes)
    const after = { ...before, ...changes }
    const onlyToggled = Object.keys(changes).every((k) => k === 'enabled')
    await recordAudit(trx, actor, {
      action: onlyToggled ? (after.enabled ? 'payment-method.enabled' : 'payment-method.disabled') : 'payment-method.updated',
      entity: 'payment-method',
      entityId: id,
      before: auditView(before),
      // Replaced keys are noted, never recorded.
      after: { ...auditView(after), ...(edit.apiKey ? { apiKey: 'replaced' } : {}), ...(edit.apiSecret ? { apiSecret: 'replaced' } : {}) },
    })
    const what = onlyToggled ? (after.enabled ? 'enabled' : 'disabled') : 'saved'
    return { ok: true, message: `${after.name} ${what}.`, id }
  })
  if (outcome.ok) ctx.events.publish(SHOP_EVENTS.storeChanged)
  return outcome
}

export async function deletePaymentMethod(ctx: ServiceContext, id: string): Promise<MethodOutcome> {
  const actor = requireAdminActor(ctx)
  if ((BUILT_IN_METHODS as readonly string[]).includes(id))
    return fail('conflict', 'The built-in payment methods cannot be deleted; switch them off instead.')
  const outcome = await transact(ctx.db, async (trx): Promise<MethodOutcome> => {
    const before = await repo.findById(trx, id)
    if (!before) return fail('not_found', 'No such payment method.')
    await repo.remove(trx, id)
    await recordAudit(trx, actor, { action: 'payment-method.deleted', entity: 'payment-method', entityId: id, before: auditView(before) })
    return { ok: true, message: `${before.name} deleted.`, id }
  })
  if (outcome.ok) ctx.events.publish(SHOP_EVENTS.storeChanged)
  return outcome
}
