import { randomUUID } from 'node:crypto'
import type { Database } from '#db/database.ts'
import { allowFormPost } from '#src/modules/rate-limit/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { type Failure, fail } from '#src/platform/failure.ts'
import { type FieldErrors, fieldErrors } from '#src/platform/validation.ts'
import * as repo from './content.repository.ts'
import { type ContactInput, contactSchema, newsletterSchema } from './content.schemas.ts'

export type Submission<K extends string> = { ok: true } | (Failure<'invalid_input' | 'rate_limited'> & { errors: FieldErrors<K> })

const CORRECT = 'Please correct the highlighted fields.'

/** Stores a contact-form message for the team to answer; one address may send only so many in a while. */
export async function submitContactMessage(ctx: ServiceContext, input: unknown): Promise<Submission<keyof ContactInput | 'form'>> {
  const parsed = contactSchema.safeParse(input)
  if (!parsed.success) return { ...fail('invalid_input', CORRECT), errors: fieldErrors(parsed.error) }
  const limit = await allowFormPost(ctx, 'contact')
  if (!limit.ok) return { ...limit, errors: { form: limit.message } }
  const id = randomUUID()
  await repo.insertContactMessage(ctx.db, id, parsed.data, new Date().toISOString())
  ctx.log.info({ contactMessageId: id, subject: parsed.data.subject }, 'contact message received')
  return { ok: true }
}

/** Subscribes an address to the newsletter; the answer is the same whether or not it was already on the list. */
export async function subscribeToNewsletter(ctx: ServiceContext, input: unknown): Promise<Submission<'email'>> {
  const parsed = newsletterSchema.safeParse(input)
  if (!parsed.success) return { ...fail('invalid_input', CORRECT), errors: fieldErrors(parsed.error) }
  const limit = await allowFormPost(ctx, 'newsletter')
  // The footer form shows one message under its one field, so the refusal goes there.
  if (!limit.ok) return { ...limit, errors: { email: limit.message } }
  await repo.insertSubscriber(ctx.db, parsed.data.email, new Date().toISOString())
  return { ok: true }
}

/** Takes an address off the newsletter list (the privacy module records the withdrawal); true if it was on it. */
export const unsubscribeFromNewsletter = (db: Database, email: string) => repo.deleteSubscriber(db, email.trim().toLowerCase())

/** What the privacy module needs of a person's messages and list entry: to export them, and to erase them. */
export const personalContent = {
  messagesFrom: (db: Database, email: string) => repo.findMessagesFrom(db, email),
  forget: async (db: Database, email: string) => {
    await repo.deleteMessagesFrom(db, email)
    await repo.deleteSubscriber(db, email.trim().toLowerCase())
  },
}

/**
 * The inbox's records, for the admin module (which checks who asks and audits what changes): contact
 * messages and newsletter subscribers live here, with the forms that create them.
 */
export const inbox = {
  messages: (db: Database, options: { unhandledOnly: boolean; limit: number; offset: number }) => repo.findMessages(db, options),
  message: (db: Database, id: string) => repo.findMessage(db, id),
  setHandledAt: (db: Database, id: string, handledAt: string | null) => repo.setHandledAt(db, id, handledAt),
  subscribers: (db: Database, options: { limit: number; offset: number }) => repo.findSubscribers(db, options),
  allSubscribers: (db: Database) => repo.allSubscribers(db),
  counts: (db: Database) => repo.countUnhandledAndSubscribers(db),
}
