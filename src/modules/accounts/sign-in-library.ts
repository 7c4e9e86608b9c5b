import { randomUUID } from 'node:crypto'
import { betterAuth } from 'better-auth'
import type { Database, DialectName } from '#db/database.ts'
import type { Mailer } from '#src/modules/email/index.ts'
import type { Logger } from '#src/platform/logger.ts'
import { PASSWORD_MIN_LENGTH } from './accounts.schemas.ts'
import { hashPassword, verifyPassword } from './password-hash.ts'
import { SESSION_IDLE_SECONDS } from './session-lifetime.ts'

export interface AuthOptions {
  db: Database
  dialect: DialectName
  secret: string
  publicUrl: string
  mailer: Mailer
  log: Logger
}

/** Password reset links work for one hour, once. */
export const RESET_TOKEN_SECONDS = 60 * 60

/**
 * better-auth over the shop's own database: scrypt password hashes (password-hash.ts), database sessions in an
 * HttpOnly SameSite=Lax cookie (Secure when the shop is served over https), single-use reset tokens.
 * Only our services call it (auth.api.*); its own HTTP endpoints are not mounted, so every sign-in
 * goes through our rate limit and every sign-up through our role rules.
 */
export function createAuth(options: AuthOptions) {
  const secure = options.publicUrl.startsWith('https://')
  return betterAuth({
    appName: 'Deccan Digital',
    baseURL: options.publicUrl,
    basePath: '/api/v1/auth',
    secret: options.secret,
    database: { db: options.db, type: options.dialect === 'postgres' ? 'postgres' : 'sqlite' },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: 128,
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // Our scrypt cost (password-hash.ts); older hashes still verify and are replaced at the next sign-in.
      password: { hash: hashPassword, verify: verifyPassword },
      async sendResetPassword({ user, token }) {
        const link = `${options.publicUrl}/reset-password?token=${encodeURIComponent(token)}`
        await options.mailer.send({
          to: user.email,
          kind: 'password-reset',
          subject: 'Reset your Deccan Digital password',
          text: [
            `Hello ${user.name},`,
            '',
            'Someone (hopefully you) asked to reset the password of your Deccan Digital account.',
            `Choose a new password here within the next hour: ${link}`,
            '',
            'If it was not you, ignore this email: your password stays as it is.',
            '',
            'Deccan Digital, Pune',
          ].join('\n'),
        })
      },
    },
    user: {
      modelName: 'users',
      // Sign-up can never set a role: `input: false` drops it from any request. Roles change only in our services.
      additionalFields: { role: { type: 'string', defaultValue: 'customer', input: false } },
    },
    session: { modelName: 'sessions', expiresIn: SESSION_IDLE_SECONDS, updateAge: 60 * 60 * 24 },
    account: { modelName: 'accounts' },
    verification: { modelName: 'verifications' },
    rateLimit: { enabled: false }, // our own per-account and per-address limit (login-throttle.ts)
    telemetry: { enabled: false },
    advanced: {
      useSecureCookies: secure,
      cookiePrefix: 'deccan',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure },
      database: { generateId: () => randomUUID() },
    },
    logger: {
      log: (level, message) => {
        if (level === 'error') options.log.error({ source: 'better-auth' }, message)
        else options.log.debug({ source: 'better-auth' }, message)
      },
    },
  })
}

export type Auth = ReturnType<typeof createAuth>
