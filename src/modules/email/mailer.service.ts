import { randomUUID } from 'node:crypto'
import nodemailer from 'nodemailer'
import type { Database } from '#db/database.ts'
import type { Logger } from '#src/platform/logger.ts'
import * as repo from './outbox.repository.ts'

export interface EmailMessage {
  to: string
  subject: string
  text: string
  /** The same words as simple HTML (from the templates module). */
  html?: string
  /** What the email is for (password-reset, order-placed …), for the outbox screen and logs. */
  kind: string
}

export interface Mailer {
  send(message: EmailMessage): Promise<void>
}

/**
 * Every email is written to the outbox table first, so the shop keeps a record of what it sent (and
 * works with no mail server). With SMTP_URL set it is then sent, and the row marked sent or failed.
 */
export function createMailer(options: { db: Database; log: Logger; smtpUrl?: string; from: string; logBodies?: boolean }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null
  return {
    async send(message) {
      const id = randomUUID()
      await repo.insertEmail(options.db, {
        id,
        toAddress: message.to,
        subject: message.subject,
        textBody: message.text,
        kind: message.kind,
        createdAt: new Date().toISOString(),
      })
      if (!transport) {
        // Outside production the text is logged too, so a developer can follow a reset link with no mail server.
        const body = options.logBodies ? { to: message.to, subject: message.subject, text: message.text } : {}
        options.log.info({ emailId: id, kind: message.kind, ...body }, 'email kept in the outbox (no SMTP_URL)')
        return
      }
      // Sending happens after the response: a slow mail server must not slow the page, or reveal by its
      // timing whether an address has an account.
      void transport
        .sendMail({ from: options.from, to: message.to, subject: message.subject, text: message.text, html: message.html })
        .then(() => repo.markSent(options.db, id))
        .catch(async (error: unknown) => {
          options.log.error({ err: error, emailId: id, kind: message.kind }, 'email could not be sent')
          await repo.markFailed(options.db, id, String(error))
        })
    },
  }
}
