import { isAPIError } from 'better-auth/api'
import type { Kysely } from 'kysely'
import type { DB, Role } from '#db/schema.ts'
import type { ServiceContext } from '#src/context.ts'
import { SHOP_EVENTS } from '#src/lib/event-bus.ts'
import { fail, type Result } from '#src/lib/failure.ts'
import { openStore as openVendorStore } from '#src/modules/accounts/accounts.service.ts'
import { commonPasswordError } from '#src/modules/accounts/password-policy.ts'
import { fieldErrors } from '#src/modules/content/content.schemas.ts'
import { requireAdminActor } from './admin-guard.ts'
import { newUserSchema, ROLES, userChangeSchema } from './admin-users.schemas.ts'
import { recordAudit } from './audit.service.ts'

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
  let query = ctx.db.selectFrom('users').leftJoin('vendors', 'vendors.userId', 'users.id')
  const q = options.q?.trim().toLowerCase().slice(0, 100)
  if (q) {
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
    query = query.where((eb) => eb.or([eb(eb.fn('lower', ['users.name']), 'like', pattern), eb('users.email', 'like', pattern)]))
  }
  if (ROLES.includes(options.role as Role)) query = query.where('users.role', '=', options.role as Role)
  const page = Math.max(1, Math.floor(options.page ?? 1))
  const [rows, counted] = await Promise.all([
    query
      .select(['users.id', 'users.name', 'users.email', 'users.role', 'users.disabledAt', 'users.createdAt', 'vendors.name as storeName'])
      .orderBy('users.createdAt', 'desc')
      .orderBy('users.id')
      .limit(USERS_PAGE_SIZE)
      .offset((page - 1) * USERS_PAGE_SIZE)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirst(),
  ])
  const total = Number(counted?.count ?? 0)
  const users: AdminUserRow[] = rows.map(({ disabledAt, createdAt, ...row }) => ({
    ...row,
    disabled: disabledAt !== null,
    createdAt: new Date(createdAt).toISOString(),
  }))
  return { users, total, page, pageCount: Math.max(1, Math.ceil(total / USERS_PAGE_SIZE)) }
}

export async function getUser(ctx: ServiceContext, userId: string) {
  requireAdminActor(ctx)
  const row = await ctx.db
    .selectFrom('users')
    .leftJoin('vendors', 'vendors.userId', 'users.id')
    .select(['users.id', 'users.name', 'users.email', 'users.role', 'users.disabledAt', 'vendors.name as storeName', 'vendors.city'])
    .where('users.id', '=', userId)
    .executeTakeFirst()
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
    await ctx.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('sessions').where('userId', '=', userId).execute()
      await trx.updateTable('users').set({ role }).where('id', '=', userId).execute()
      if (role === 'vendor') await openStore(trx, userId, storeName as string, city as string)
      await recordAudit(trx, actor, { action: 'user.created', entity: 'user', entityId: userId, after: { name, email, role } })
    })
  } catch (error) {
    await ctx.db.deleteFrom('users').where('id', '=', userId).execute()
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
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('users').set({ name, role, updatedAt: new Date().toISOString() }).where('id', '=', userId).execute()
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
  await ctx.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ disabledAt: disabled ? new Date().toISOString() : null })
      .where('id', '=', userId)
      .execute()
    if (disabled) await trx.deleteFrom('sessions').where('userId', '=', userId).execute()
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
  const ordered = await ctx.db.selectFrom('orders').select('id').where('userId', '=', userId).limit(1).executeTakeFirst()
  if (ordered) return refuse('conflict', `${user.name} has orders, so the account is kept for the records. Disable it instead.`)
  if (user.storeName) return refuse('conflict', `${user.name} runs the store ${user.storeName}. Disable the account instead.`)
  await ctx.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('carts').where('userId', '=', userId).execute()
    await trx.deleteFrom('users').where('id', '=', userId).execute()
    await recordAudit(trx, actor, {
      action: 'user.deleted',
      entity: 'user',
      entityId: userId,
      before: { name: user.name, email: user.email, role: user.role },
    })
  })
  return { ok: true, message: `${user.name} deleted.`, userId }
}

async function isLastAdmin(db: Kysely<DB>, userId: string): Promise<boolean> {
  const others = await db
    .selectFrom('users')
    .select('id')
    .where('role', '=', 'admin')
    .where('disabledAt', 'is', null)
    .where('id', '!=', userId)
    .limit(1)
    .executeTakeFirst()
  return others === undefined
}

async function openStore(db: Kysely<DB>, userId: string, name: string, city: string) {
  await openVendorStore(db, { userId, name, city })
}
