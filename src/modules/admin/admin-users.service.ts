import { isAPIError } from 'better-auth/api'
import type { Database } from '#db/database.ts'
import type { Role } from '#db/schema.ts'
import {
  accountWithStore,
  commonPasswordError,
  deleteAccount,
  isLastAdmin,
  listAccounts,
  openStore as openVendorStore,
  renameAccount,
  setAccountDisabled,
  settleNewAccount,
} from '#src/modules/accounts/index.ts'
import { emptyCartOfUser } from '#src/modules/cart/index.ts'
import { hasOrdered } from '#src/modules/orders/index.ts'
import { recordAudit } from '#src/platform/audit/audit.service.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { SHOP_EVENTS } from '#src/platform/events/event-bus.ts'
import { fail, type Result } from '#src/platform/failure.ts'
import { requireAdminActor } from '#src/platform/guards.ts'
import { pageCount, pageWindow } from '#src/platform/paging.ts'
import { transact } from '#src/platform/transact.ts'
import { fieldErrors } from '#src/platform/validation.ts'
import { newUserSchema, ROLES, userChangeSchema } from './admin-users.schemas.ts'

export const USERS_PAGE_SIZE = 20

export interface AdminUserRow {
  id: string
  name: string
  email: string
  role: Role
  disabled: boolean
  createdAt: string
  storeName: string | null
}

export type UserOutcome = Result<{ message: string; userId: string }>

const CORRECT = 'Please correct the highlighted fields.'
/** A refusal about the whole form: its message is also the form's error, as the pages show it. */
const refuse = (code: 'not_found' | 'conflict', form: string): UserOutcome => fail(code, form, { form })
const NOT_FOUND = refuse('not_found', 'User not found')

/** Everyone with an account, newest first; search matches name or email. */
export async function listUsers(ctx: ServiceContext, options: { q?: string; role?: string; page?: number }) {
  requireAdminActor(ctx)
  const q = options.q?.trim().toLowerCase().slice(0, 100)
  const role = ROLES.includes(options.role as Role) ? (options.role as Role) : undefined
  const { page, limit, offset } = pageWindow(options.page ?? 1, USERS_PAGE_SIZE)
  const { rows, total } = await listAccounts(ctx.db, { q, role, limit, offset })
  const users: AdminUserRow[] = rows.map(({ disabledAt, createdAt, ...row }) => ({
    ...row,
    disabled: disabledAt !== null,
    createdAt: new Date(createdAt).toISOString(),
  }))
  return { users, total, page, pageCount: pageCount(total, USERS_PAGE_SIZE) }
}

export async function getUser(ctx: ServiceContext, userId: string) {
  requireAdminActor(ctx)
  const row = await accountWithStore(ctx.db, userId)
  return row ? { ...row, disabled: row.disabledAt !== null } : null
}

/** An account made by an admin, with any role; a vendor gets their store at the same time. */
export async function createUser(ctx: ServiceContext, input: unknown): Promise<UserOutcome> {
  const actor = requireAdminActor(ctx)
  const parsed = newUserSchema.safeParse(input)
  if (!parsed.success) return fail('invalid_input', CORRECT, fieldErrors(parsed.error))
  const { name, email, password, role, storeName, city } = parsed.data
  const common = commonPasswordError(password)
  if (common) return fail('invalid_input', CORRECT, { password: common })
  if (role === 'vendor' && (!storeName || !city))
    return fail('invalid_input', CORRECT, { storeName: 'A vendor needs a store name and city.' })
  let userId: string
  try {
    // Not signed in as the new user: the library's session for them is removed straight away.
    const { user } = await ctx.auth.api.signUpEmail({ body: { name, email, password } })
    userId = user.id
  } catch (error) {
    if (isAPIError(error) && String(error.body?.code).startsWith('USER_ALREADY_EXISTS'))
      return fail('conflict', CORRECT, { email: 'An account with this email already exists.' })
    throw error
  }
  try {
    await transact(ctx.db, async (trx) => {
      await settleNewAccount(trx, userId, role)
      if (role === 'vendor') await openStore(trx, userId, storeName as string, city as string)
      await recordAudit(trx, actor, { action: 'user.created', entity: 'user', entityId: userId, after: { name, email, role } })
    })
  } catch (error) {
    await deleteAccount(ctx.db, userId)
    throw error
  }
  if (role === 'vendor') ctx.events.publish(SHOP_EVENTS.productChanged)
  return { ok: true, message: `${name} can now sign in as ${role === 'admin' ? 'an admin' : `a ${role}`}.`, userId }
}

/** Renames an account or changes its role. An admin cannot demote themselves or the last admin. */
export async function updateUser(ctx: ServiceContext, userId: string, input: unknown): Promise<UserOutcome> {
  const actor = requireAdminActor(ctx)
  const parsed = userChangeSchema.safeParse(input)
  if (!parsed.success) return fail('invalid_input', CORRECT, fieldErrors(parsed.error))
  const user = await getUser(ctx, userId)
  if (!user) return NOT_FOUND
  const { name, role, storeName, city } = parsed.data
  if (user.role === 'admin' && role !== 'admin') {
    if (userId === actor.id) return refuse('conflict', 'You cannot remove your own admin role.')
    if (await isLastAdmin(ctx.db, userId)) return refuse('conflict', 'This is the last admin: make another admin first.')
  }
  const needsStore = role === 'vendor' && !user.storeName
  if (needsStore && (!storeName || !city)) return fail('invalid_input', CORRECT, { storeName: 'A vendor needs a store name and city.' })
  await transact(ctx.db, async (trx) => {
    await renameAccount(trx, userId, name, role)
    if (needsStore) await openStore(trx, userId, storeName as string, city as string)
    await recordAudit(trx, actor, {
      action: 'user.updated',
      entity: 'user',
      entityId: userId,
      before: { name: user.name, role: user.role },
      after: { name, role },
    })
  })
  if (needsStore) ctx.events.publish(SHOP_EVENTS.productChanged)
  return { ok: true, message: `${name} saved.`, userId }
}

/** A disabled account cannot sign in and its sessions end at once; enabling lets it back in. */
export async function setUserDisabled(ctx: ServiceContext, userId: string, disabled: boolean): Promise<UserOutcome> {
  const actor = requireAdminActor(ctx)
  const user = await getUser(ctx, userId)
  if (!user) return NOT_FOUND
  if (disabled && userId === actor.id) return refuse('conflict', 'You cannot disable your own account.')
  if (disabled && user.role === 'admin' && (await isLastAdmin(ctx.db, userId)))
    return refuse('conflict', 'This is the last admin: make another admin first.')
  await transact(ctx.db, async (trx) => {
    await setAccountDisabled(trx, userId, disabled)
    await recordAudit(trx, actor, {
      action: disabled ? 'user.disabled' : 'user.enabled',
      entity: 'user',
      entityId: userId,
      before: { disabled: user.disabled },
      after: { disabled },
    })
  })
  return { ok: true, message: disabled ? `${user.name} is disabled and signed out.` : `${user.name} can sign in again.`, userId }
}

/**
 * Deletes an account with no history. Someone who has ordered, or a vendor with a store, is kept for
 * the records: disable them instead.
 */
export async function deleteUser(ctx: ServiceContext, userId: string): Promise<UserOutcome> {
  const actor = requireAdminActor(ctx)
  const user = await getUser(ctx, userId)
  if (!user) return NOT_FOUND
  if (userId === actor.id) return refuse('conflict', 'You cannot delete your own account.')
  if (user.role === 'admin' && (await isLastAdmin(ctx.db, userId)))
    return refuse('conflict', 'This is the last admin: make another admin first.')
  if (await hasOrdered(ctx.db, userId))
    return refuse('conflict', `${user.name} has orders, so the account is kept for the records. Disable it instead.`)
  if (user.storeName) return refuse('conflict', `${user.name} runs the store ${user.storeName}. Disable the account instead.`)
  await transact(ctx.db, async (trx) => {
    await emptyCartOfUser(trx, userId)
    await deleteAccount(trx, userId)
    await recordAudit(trx, actor, {
      action: 'user.deleted',
      entity: 'user',
      entityId: userId,
      before: { name: user.name, email: user.email, role: user.role },
    })
  })
  return { ok: true, message: `${user.name} deleted.`, userId }
}

async function openStore(db: Database, userId: string, name: string, city: string) {
  await openVendorStore(db, { userId, name, city })
}
