import type { EmailMessage } from './mailer.service.ts'

// How every email is put together: paragraphs as plain text and the same words as simple HTML, signed off.

const SIGN_OFF = 'Deccan Digital, Pune'

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

/** Paragraphs (a paragraph's lines stay together) as text and HTML. */
export function compose(to: string, kind: string, subject: string, paragraphs: Array<string | string[]>): EmailMessage {
  const blocks = [...paragraphs, SIGN_OFF].map((p) => (Array.isArray(p) ? p : [p]))
  return {
    to,
    kind,
    subject,
    text: blocks.map((lines) => lines.join('\n')).join('\n\n'),
    html: blocks.map((lines) => `<p>${lines.map(escapeHtml).join('<br>')}</p>`).join('\n'),
  }
}
