import { randomUUID } from 'node:crypto'
import type { Database } from '#db/database.ts'
import type { ConsentPurpose } from '#db/schema.ts'
import { type Submission, subscribeToNewsletter, unsubscribeFromNewsletter } from '#src/modules/content/index.ts'
import { newsletterWelcome } from '#src/modules/email/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { fail, type Result } from '#src/platform/failure.ts'
import { requireActor } from '#src/platform/guards.ts'
import { CONSENT_PURPOSES, NOTICE_VERSION } from './browser.ts'
import * as repo from './consents.repository.ts'
import { readUnsubscribeToken, unsubscribeKey, unsubscribeToken } from './unsubscribe-token.ts'

const isPurpose = (value: unknown): value is ConsentPurpose => typeof value === 'string' && value in CONSENT_PURPOSES

/**
 * Records a consent given by an explicit act (a box the person ticked, a form they sent; E-Commerce Rules
 * 2020 rule 4(9), DPDP Act s.6): who, for what, under which notice, from where. Giving it again while it is
 * in force records nothing new.
 */
export async function giveConsent(
  db: Database,
  consent: { userId: string | null; email: string; purpose: ConsentPurpose; source: string },
  at = new Date(),
): Promise<void> {
  const email = consent.email.trim().toLowerCase()
  if (await repo.findActive(db, email, consent.purpose)) return
  await repo.insertConsent(db, {
    id: randomUUID(),
    userId: consent.userId,
    email,
    purpose: consent.purpose,
    noticeVersion: NOTICE_VERSION,
    source: consent.source,
    givenAt: at.toISOString(),
    withdrawnAt: null,
    withdrawnVia: null,
  })
}

/** The link that withdraws one consent in one step, without signing in. */
export function unsubscribeUrl(ctx: Pick<ServiceContext, 'auth' | 'siteUrl'>, email: string, purpose: ConsentPurpose): string {
  return `${ctx.siteUrl}/unsubscribe?token=${unsubscribeToken(unsubscribeKey(ctx.auth.options.secret ?? ''), email, purpose)}`
}

/**
 * The footer's newsletter box: the address goes on the list (content module) and the consent is recorded;
 * the welcome email carries the one-step unsubscribe link.
 */
export async function subscribeNewsletter(ctx: ServiceContext, input: { email: string }): Promise<Submission<'email'>> {
  const result = await subscribeToNewsletter(ctx, input)
  if (!result.ok) return result
  const email = input.email.trim().toLowerCase()
  const fresh = !(await repo.findActive(ctx.db, email, 'newsletter'))
  await giveConsent(ctx.db, {
    userId: ctx.actor?.email === email ? ctx.actor.id : null,
    email,
    purpose: 'newsletter',
    source: 'newsletter-form',
  })
  if (fresh) await ctx.mail.send(newsletterWelcome(email, unsubscribeUrl(ctx, email, 'newsletter')))
  return result
}

async function withdraw(ctx: ServiceContext, email: string, purpose: ConsentPurpose, via: string, at = new Date()) {
  await repo.withdraw(ctx.db, email, purpose, at.toISOString(), via)
  if (purpose === 'newsletter') await unsubscribeFromNewsletter(ctx.db, email)
}

/** What an unsubscribe link is for, before the person confirms it (a mail scanner's GET changes nothing). */
export function readUnsubscribeLink(ctx: ServiceContext, token: string): Result<{ email: string; purpose: ConsentPurpose; label: string }> {
  const read = readUnsubscribeToken(unsubscribeKey(ctx.auth.options.secret ?? ''), token)
  if (!read)
    return fail(
      'not_found',
      'This unsubscribe link is not valid. Please use the link from the latest email, or sign in to change your choices.',
    )
  return { ok: true, ...read, label: CONSENT_PURPOSES[read.purpose].label }
}

/** The one step: withdraws the consent the link names. Doing it twice is harmless. */
export async function unsubscribeByLink(
  ctx: ServiceContext,
  token: string,
  at = new Date(),
): Promise<Result<{ email: string; label: string }>> {
  const link = readUnsubscribeLink(ctx, token)
  if (!link.ok) return link
  await withdraw(ctx, link.email, link.purpose, 'unsubscribe-link', at)
  return { ok: true, email: link.email, label: link.label }
}

/** The signed-in person's consents, each on or off, for /account/privacy. */
export async function myConsents(ctx: ServiceContext) {
  const actor = requireActor(ctx)
  const email = actor.email.toLowerCase()
  return Promise.all(
    (Object.keys(CONSENT_PURPOSES) as ConsentPurpose[]).map(async (purpose) => ({
      purpose,
      ...CONSENT_PURPOSES[purpose],
      given: (await repo.findActive(ctx.db, email, purpose)) !== undefined,
    })),
  )
}

/** Gives or withdraws one consent from /account/privacy: as easy to withdraw as to give (DPDP Act s.6(4)). */
export async function setMyConsent(ctx: ServiceContext, purpose: unknown, on: boolean): Promise<Result<{ message: string }>> {
  const actor = requireActor(ctx)
  if (!isPurpose(purpose)) return fail('invalid_input', 'Unknown choice.')
  const email = actor.email.toLowerCase()
  if (on) {
    if (purpose === 'newsletter') {
      const listed = await subscribeToNewsletter(ctx, { email })
      if (!listed.ok) return fail(listed.code, listed.message)
    }
    await giveConsent(ctx.db, { userId: actor.id, email, purpose, source: 'account' })
  } else await withdraw(ctx, email, purpose, 'account')
  return { ok: true, message: `${CONSENT_PURPOSES[purpose].label}: ${on ? 'on' : 'off'}.` }
}

export const consentsOfPerson = (db: Database, userId: string, email: string) => repo.findOfPerson(db, userId, email)
export const eraseConsentsOf = (db: Database, userId: string, email: string, at: string) => repo.eraseOfPerson(db, userId, email, at)
