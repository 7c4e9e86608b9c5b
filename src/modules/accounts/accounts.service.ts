import { randomUUID } from 'node:crypto'
import { isAPIError } from 'better-auth/api'
import { type Database, pingDatabase } from '#db/database.ts'
import { type CartCookie, mergeGuestCart } from '#src/modules/cart/index.ts'
import { allowFormPost } from '#src/modules/rate-limit/index.ts'
import type { Actor, ServiceContext } from '#src/platform/context.ts'
import { SHOP_EVENTS } from '#src/platform/events/event-bus.ts'
import { type Failure, type FailureCode, fail } from '#src/platform/failure.ts'
import { requireActor } from '#src/platform/guards.ts'
import { transact } from '#src/platform/transact.ts'
import { fieldErrors } from '#src/platform/validation.ts'
import * as repo from './accounts.repository.ts'
import {
  changePasswordSchema,
  forgotPasswordSchema,
  loginSchema,
  nameSchema,
  newPasswordSchema,
  registerSchema,
  vendorRegisterSchema,
} from './accounts.schemas.ts'
import { clearAccountHold } from './login-throttle.service.ts'
import { hashPassword, needsRehash } from './password-hash.ts'
import { commonPasswordError } from './password-policy.ts'
import { cookieValue, verifiedToken } from './session-cookie.ts'
import { SESSION_ABSOLUTE_SECONDS } from './session-lifetime.ts'
import { firstDeviceCookie, signInGuard } from './sign-in-guard.service.ts'

export type Errors = Record<string, string | undefined>
/**
 * `setCookies`: the sign-in library's own session cookies, passed through as it wrote them; `cartCookie`:
 * what the visitor's cart cookie becomes after their cart joined their account; `deviceCookie`: the
 * device cookie's new value after a sign-in (device-cookie.ts). The HTTP layer writes the last two.
 */
export type Outcome<T = object> =
  | ({ ok: true; setCookies: string[]; cartCookie?: CartCookie; deviceCookie?: string } & T)
  | (Failure & { errors: Errors })

/** A refusal whose message is the form's own error, or the usual request to correct the fields. */
const refuse = (
  code: FailureCode,
  errors: Errors,
  message = errors.form ?? 'Please correct the highlighted fields.',
): Failure & { errors: Errors } => ({
  ...fail(code, message, errors),
  errors,
})

import { ACCOUNT_DISABLED, PROFILE_MISSING, RESET_LINK_INVALID } from './accounts.schemas.ts'

export { ACCOUNT_DISABLED, PROFILE_MISSING, RESET_LINK_INVALID }

/** Public sign-up: a customer, or a vendor with a store. No input can choose any other role. */
export async function register(ctx: ServiceContext, input: unknown, as: 'customer' | 'vendor'): Promise<Outcome<{ actor: Actor }>> {
  const parsed = registerSchema.safeParse(input)
  if (!parsed.success) return refuse('invalid_input', fieldErrors(parsed.error))
  const store = as === 'vendor' ? vendorRegisterSchema.safeParse(input) : null
  if (store && !store.success) return refuse('invalid_input', fieldErrors(store.error))
  const { name, email, password } = parsed.data
  const common = commonPasswordError(password)
  if (common) return refuse('invalid_input', { password: common })
  const limit = await allowFormPost(ctx, 'sign-up')
  if (!limit.ok) return refuse('rate_limited', { form: limit.message })

  let created: Awaited<ReturnType<typeof signUp>>
  try {
    created = await signUp(ctx, name, email, password)
  } catch (error) {
    if (isAPIError(error) && String(error.body?.code).startsWith('USER_ALREADY_EXISTS')) {
      return refuse('conflict', { email: 'An account with this email already exists. Please log in instead.' })
    }
    throw error
  }
  const userId = created.response.user.id

  if (store?.success) {
    // The account and its store stand or fall together: if the store cannot be made, the account goes too.
    try {
      await transact(ctx.db, async (trx) => {
        await repo.setRole(trx, userId, 'vendor')
        await repo.insertVendor(trx, {
          id: randomUUID(),
          name: store.data.storeName,
          slug: await uniqueStoreSlug(trx, store.data.storeName),
          city: store.data.city,
          userId,
        })
      })
      ctx.events.publish(SHOP_EVENTS.productChanged)
    } catch (error) {
      await repo.deleteUser(ctx.db, userId)
      throw error
    }
  }
  ctx.log.info({ userId, role: as }, 'account registered')
  const cartCookie = await mergeGuestCart(ctx, userId)
  return {
    ok: true,
    setCookies: created.headers.getSetCookie(),
    cartCookie,
    deviceCookie: firstDeviceCookie(ctx, email),
    actor: { id: userId, name, email, role: as },
  }
}

function signUp(ctx: ServiceContext, name: string, email: string, password: string) {
  return ctx.auth.api.signUpEmail({ body: { name, email, password }, headers: ctx.headers, returnHeaders: true })
}

/** A store's web name from its name, numbered if another store has it. */
export async function uniqueStoreSlug(db: Database, name: string): Promise<string> {
  const base =
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'store'
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`
    if (!(await repo.vendorSlugTaken(db, slug))) return slug
  }
}

/**
 * Email and password sign-in, refused for a while after repeated failures of the account from this
 * address, from the address across accounts, or (from a device that has never signed in to it) of the
 * account from anywhere; a device that has signed in to it before answers to its own failures only
 * (sign-in-guard.ts). A wrong password and an unknown email get the same answer (the library hashes in
 * both cases, and an unknown email is held like a known one). A hash of an older cost is replaced now
 * that the password is known.
 */
export async function signIn(ctx: ServiceContext, input: unknown, options: { require?: 'admin' } = {}): Promise<Outcome<{ actor: Actor }>> {
  const parsed = loginSchema.safeParse(input)
  if (!parsed.success) return refuse('invalid_input', fieldErrors(parsed.error))
  const { email, password } = parsed.data
  const guard = await signInGuard(ctx, email)
  if (guard.refusal) {
    ctx.log.warn({ clientIp: ctx.clientIp, knownDevice: guard.known }, 'sign-in refused: too many failures')
    return refuse('rate_limited', { form: guard.refusal })
  }

  const result = await ctx.auth.api
    .signInEmail({ body: { email, password, rememberMe: true }, headers: ctx.headers, returnHeaders: true })
    .catch((error: unknown) => {
      if (isAPIError(error) && (error.statusCode === 401 || error.statusCode === 400)) return null
      throw error
    })
  if (!result) {
    await guard.failed()
    return refuse('invalid_credentials', { form: 'Invalid email or password' })
  }
  const setCookies = result.headers.getSetCookie()
  if (await repo.isDisabled(ctx.db, result.response.user.id)) {
    await ctx.auth.api.signOut({ headers: headersWithCookies(setCookies) })
    return refuse('forbidden', { form: ACCOUNT_DISABLED })
  }
  const profile = await repo.findUserById(ctx.db, result.response.user.id)
  if (!profile) {
    // The spec's rule: a sign-in without a profile is undone at once.
    await ctx.auth.api.signOut({ headers: headersWithCookies(setCookies) })
    return refuse('forbidden', { form: PROFILE_MISSING })
  }
  const deviceCookie = await guard.succeeded()
  await rehashIfOld(ctx, profile.id, password)
  if (options.require === 'admin' && profile.role !== 'admin') {
    await ctx.auth.api.signOut({ headers: headersWithCookies(setCookies) })
    return refuse('forbidden', { form: 'Access Denied: You do not have administrative privileges.' })
  }
  ctx.log.info({ userId: profile.id }, 'signed in')
  // The visitor's cart comes along into the account.
  return { ok: true, setCookies, cartCookie: await mergeGuestCart(ctx, profile.id), deviceCookie, actor: profile }
}

async function rehashIfOld(ctx: ServiceContext, userId: string, password: string) {
  const hash = await repo.findPasswordHash(ctx.db, userId)
  if (!hash || !needsRehash(hash)) return
  await repo.replacePasswordHash(ctx.db, userId, hash, await hashPassword(password))
  ctx.log.info({ userId }, 'password hash upgraded to the current cost')
}

/** Ends the session on the server and clears the cookie. */
export async function signOut(ctx: ServiceContext): Promise<string[]> {
  try {
    const { headers } = await ctx.auth.api.signOut({ headers: ctx.headers, returnHeaders: true })
    return headers.getSetCookie()
  } catch (error) {
    if (isAPIError(error)) return [] // no session to end
    throw error
  }
}

/** Sends a reset link when the address has an account; the answer is the same either way. */
export async function requestPasswordReset(ctx: ServiceContext, input: unknown): Promise<Outcome> {
  const parsed = forgotPasswordSchema.safeParse(input)
  if (!parsed.success) return refuse('invalid_input', fieldErrors(parsed.error))
  const limit = await allowFormPost(ctx, 'password-reset')
  if (!limit.ok) return refuse('rate_limited', { email: limit.message }, limit.message)
  await ctx.auth.api.requestPasswordReset({ body: { email: parsed.data.email } })
  return { ok: true, setCookies: [] }
}

export async function resetPassword(ctx: ServiceContext, token: string, input: unknown): Promise<Outcome> {
  const parsed = newPasswordSchema.safeParse(input)
  if (!parsed.success) return refuse('invalid_input', fieldErrors(parsed.error))
  const common = commonPasswordError(parsed.data.password)
  if (common) return refuse('invalid_input', { password: common })
  const limit = await allowFormPost(ctx, 'password-reset')
  if (!limit.ok) return refuse('rate_limited', { form: limit.message })
  const owner = await ownerOfResetToken(ctx, token)
  try {
    await ctx.auth.api.resetPassword({ body: { token, newPassword: parsed.data.password } })
  } catch (error) {
    if (isAPIError(error)) return refuse('invalid_input', { form: RESET_LINK_INVALID })
    throw error
  }
  // The owner proved they hold the email and chose a new password: new devices may sign in again.
  if (owner) await clearAccountHold(ctx.db, owner.email)
  return { ok: true, setCookies: [] }
}

/** The account a reset link's token is for, while the token is valid. */
async function ownerOfResetToken(ctx: ServiceContext, token: string) {
  if (!token) return undefined
  const authContext = await ctx.auth.$context
  const verification = await authContext.internalAdapter.findVerificationValue(`reset-password:${token}`)
  return verification ? repo.findUserById(ctx.db, verification.value) : undefined
}

/** Whether a reset link's token is still unused and in date, so the page can say so before the form. */
export async function isResetLinkValid(ctx: ServiceContext, token: string): Promise<boolean> {
  if (!token) return false
  const authContext = await ctx.auth.$context
  const verification = await authContext.internalAdapter.findVerificationValue(`reset-password:${token}`)
  return Boolean(verification && new Date(verification.expiresAt).getTime() > Date.now())
}

export async function changeName(ctx: ServiceContext, input: unknown): Promise<Outcome> {
  requireActor(ctx)
  const parsed = nameSchema.safeParse(input)
  if (!parsed.success) return refuse('invalid_input', fieldErrors(parsed.error))
  await ctx.auth.api.updateUser({ body: { name: parsed.data.name }, headers: ctx.headers })
  return { ok: true, setCookies: [] }
}

/** Needs the current password; every other session of the account ends. */
export async function changePassword(ctx: ServiceContext, input: unknown): Promise<Outcome> {
  requireActor(ctx)
  const parsed = changePasswordSchema.safeParse(input)
  if (!parsed.success) return refuse('invalid_input', fieldErrors(parsed.error))
  const common = commonPasswordError(parsed.data.password)
  if (common) return refuse('invalid_input', { password: common })
  try {
    const { headers } = await ctx.auth.api.changePassword({
      body: { currentPassword: parsed.data.currentPassword, newPassword: parsed.data.password, revokeOtherSessions: true },
      headers: ctx.headers,
      returnHeaders: true,
    })
    return { ok: true, setCookies: headers.getSetCookie() }
  } catch (error) {
    if (isAPIError(error) && error.statusCode === 400)
      return refuse('invalid_input', { currentPassword: 'Your current password is not correct' })
    throw error
  }
}

/**
 * The signed-in user for a request's cookie, or null. A session older than SESSION_ABSOLUTE_SECONDS
 * since its sign-in ends here, however recently it was used.
 */
export async function resolveActor(
  services: Pick<ServiceContext, 'auth' | 'db'>,
  headers: Headers,
  now = Date.now(),
): Promise<Actor | null> {
  const known = await actorOfLiveSession(services, headers, now)
  if (known !== ASK_THE_LIBRARY) return known
  const session = await sessionOf(services, headers)
  if (!session) return null
  if (pastAbsoluteEnd(session.session.createdAt, now)) {
    await repo.deleteSession(services.db, session.session.id)
    return null
  }
  return (await repo.findUserById(services.db, session.user.id)) ?? null
}

/** A session signed in SESSION_ABSOLUTE_SECONDS ago or more ends, however recently it was used. */
const pastAbsoluteEnd = (createdAt: Date | string, now: number) => now - new Date(createdAt).getTime() >= SESSION_ABSOLUTE_SECONDS * 1000

const ASK_THE_LIBRARY = Symbol('ask better-auth')

/**
 * The common case answered in one query: a validly signed cookie of a session that is neither expired
 * nor due to be extended, nor past its absolute end. Everything else (no such session, expired, due
 * for better-auth's daily extension, "don't remember me") goes to better-auth, which also does the
 * writes those need; the answer is the same either way (decision 045).
 */
async function actorOfLiveSession(
  services: Pick<ServiceContext, 'auth' | 'db'>,
  headers: Headers,
  now: number,
): Promise<Actor | null | typeof ASK_THE_LIBRARY> {
  const auth = await services.auth.$context
  const cookies = headers.get('cookie') ?? ''
  const signed = cookieValue(cookies, auth.authCookies.sessionToken.name)
  if (signed === null) return null
  if (cookieValue(cookies, auth.authCookies.dontRememberToken.name) !== null) return ASK_THE_LIBRARY
  const token = verifiedToken(signed, auth.secret)
  if (token === null) return null
  const row = await repo.findLiveSession(services.db, token)
  if (!row) return ASK_THE_LIBRARY
  const { expiresIn, updateAge } = auth.sessionConfig
  const expiresAt = new Date(row.expiresAt).getTime()
  const dueForExtension = expiresAt - expiresIn * 1000 + updateAge * 1000 <= now
  if (expiresAt < now || dueForExtension || pastAbsoluteEnd(row.createdAt, now)) return ASK_THE_LIBRARY
  return { id: row.id, name: row.name, email: row.email, role: row.role }
}

/**
 * better-auth's session lookup. When its database read fails it answers its own "Failed to get session"
 * (a 500) and the database's error is lost, so a dropped connection would read as a fault of the shop.
 * The database is asked directly then: if it is away, its own error goes up (and the request is
 * answered 503 like any other that meets it); if it answers, the lookup is tried once more.
 */
async function sessionOf(services: Pick<ServiceContext, 'auth' | 'db'>, headers: Headers) {
  try {
    return await services.auth.api.getSession({ headers })
  } catch (error) {
    if (!isAPIError(error) || (error.body as { code?: string } | undefined)?.code !== 'FAILED_TO_GET_SESSION') throw error
    await pingDatabase(services.db)
    return services.auth.api.getSession({ headers })
  }
}

function headersWithCookies(setCookies: string[]): Headers {
  const cookie = setCookies.map((c) => c.split(';')[0]).join('; ')
  return new Headers({ cookie })
}

/** The store a vendor account runs, if any. */
/** Stores' names and owners' emails (a seeded store without an owner has none), for notices to vendors. */
export const vendorContacts = (db: Database, vendorIds?: readonly string[]) =>
  vendorIds ? repo.findVendorContacts(db, vendorIds) : repo.findAllVendorContacts(db)

/** A store's own low-stock level for the daily notice (null: the spec's 10); the vendors module checks who asks. */
export const setStoreLowStockThreshold = (db: Database, vendorId: string, threshold: number | null) =>
  repo.setLowStockThreshold(db, vendorId, threshold)

/** Every store's id and name, for the admin's filters. */
export const listStores = (db: Database) => repo.findStores(db)

/** Who these people are, as the audit log names them: a seller by its store's name, anyone else by their own, with the role. */
export async function actorNames(db: Database, userIds: readonly string[]) {
  const rows = await repo.findActorNames(db, [...new Set(userIds)])
  return new Map(rows.map((row) => [row.id, { name: row.name, role: row.role, storeName: row.storeName }]))
}

export const storeOfUser = (ctx: Pick<ServiceContext, 'db'>, userId: string) => repo.findVendorByUser(ctx.db, userId)

/** The user a credential other than a session acts for (a seller's API key), unless the account is disabled. */
export const activeActor = async (ctx: Pick<ServiceContext, 'db'>, userId: string): Promise<Actor | null> =>
  (await repo.findUserById(ctx.db, userId)) ?? null

/** Opens a store for a vendor account, inside the caller's transaction (an admin making a vendor). */
export async function openStore(db: Database, store: { userId: string; name: string; city: string }): Promise<void> {
  await repo.insertVendor(db, {
    id: randomUUID(),
    name: store.name,
    slug: await uniqueStoreSlug(db, store.name),
    city: store.city,
    userId: store.userId,
  })
}

/** How many customers and vendors the shop has (for the admin dashboard). */
export const peopleFigures = (ctx: Pick<ServiceContext, 'db'>) => repo.countCustomersAndVendors(ctx.db)

/** The account with this email, if any (the operator's `npm run admin:create`). */
export const findAccountByEmail = (db: Database, email: string) => repo.findUserByEmail(db, email)

/** Makes an account an administrator: only the operator's `npm run admin:create` does; sign-up never can. */
export const makeAdministrator = (db: Database, userId: string) => repo.setRole(db, userId, 'admin')
