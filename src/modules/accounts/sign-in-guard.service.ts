import { formatDateTime } from '#src/lib/dates.ts'
import { signInGuessing } from '#src/modules/email/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import * as repo from './accounts.repository.ts'
import { deviceCookieAfterSignIn, deviceCookieKey, knownDevice } from './device-cookie.ts'
import {
  type Attempt,
  accountHeld,
  clearFailures,
  recordFailure,
  THROTTLE,
  throttledFor,
  tooManyAttempts,
} from './login-throttle.service.ts'

/**
 * One sign-in attempt as the throttle sees it (login-throttle.ts): which device it comes from, whether it
 * must wait, and what a failure or a success changes. The device cookie is signed with a key derived
 * from the shop's secret (the one the sign-in library signs sessions with).
 */
export async function signInGuard(ctx: ServiceContext, email: string) {
  const secret = ctx.auth.options.secret
  const key = secret ? deviceCookieKey(secret) : null
  const cookies = ctx.headers.get('cookie')
  const attempt: Attempt = { email, ip: ctx.clientIp, device: key ? knownDevice(key, cookies, email) : null }
  const { wait, accountHeld: held } = await throttledFor(ctx.db, attempt)
  return {
    /** Why this attempt is refused before any password is checked, or null. */
    refusal: wait > 0 ? (held ? accountHeld(wait) : tooManyAttempts(wait)) : null,
    known: attempt.device !== null,
    async failed(): Promise<void> {
      const { heldUntil } = await recordFailure(ctx.db, attempt)
      if (!heldUntil) return
      // The account's hold began with this failure: its owner hears of it once, whoever is guessing.
      const owner = await repo.findUserByEmail(ctx.db, email)
      ctx.log.warn({ userId: owner?.id ?? null }, 'sign-in: account held for unknown devices after repeated failures')
      if (owner) {
        const notice = { name: owner.name, failures: THROTTLE.perAccount, heldUntil: formatDateTime(heldUntil) }
        await ctx.mail.send(signInGuessing(owner.email, notice))
      }
    },
    /** Clears this device's or pair's count; answers the device cookie's new value (this browser now knows the account). */
    async succeeded(): Promise<string | undefined> {
      await clearFailures(ctx.db, attempt)
      return key ? deviceCookieAfterSignIn(key, cookies, email) : undefined
    },
  }
}

/** The device cookie for an account just made: the browser that made it is its first known device. */
export function firstDeviceCookie(ctx: ServiceContext, email: string): string | undefined {
  const secret = ctx.auth.options.secret
  return secret ? deviceCookieAfterSignIn(deviceCookieKey(secret), ctx.headers.get('cookie'), email) : undefined
}
