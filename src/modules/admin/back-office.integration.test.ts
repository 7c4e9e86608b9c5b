import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { submitContactMessage, subscribeToNewsletter } from '#src/modules/content/index.ts'
import {
  addPaymentMethod,
  adminStoreDetails,
  DEFAULT_STORE_DETAILS,
  deletePaymentMethod,
  listPaymentMethods,
  updatePaymentMethod,
  updateStoreDetails,
} from '#src/modules/settings/index.ts'
import { listAudit } from '#src/platform/audit/audit.service.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { signedInShopper, testContext, vendorWithProduct } from '#tests/fixtures/context.ts'
import { testShopOn } from '#tests/fixtures/test-shop.ts'
import { TEST_DIALECTS } from '#tests/test-database.ts'
import { listMessages, listOutbox, listSubscribers, setMessageHandled, subscribersCsv } from './inbox.service.ts'

describe.each(TEST_DIALECTS)('back-office records on %s', (dialect) => {
  const shop = testShopOn(dialect)
  let admin: ServiceContext

  beforeAll(async () => {
    admin = testContext(shop.services, { actor: { id: randomUUID(), name: 'Meera', email: 'meera@admin.test', role: 'admin' } })
  })

  const message = (subject: string) =>
    submitContactMessage(testContext(shop.services), { name: 'Ravi', email: 'ravi@example.in', subject, message: `About ${subject}` })

  it('lists contact messages newest first, marks them handled and back, filters the unhandled, and audits it', async () => {
    await message('General Inquiry')
    await new Promise((r) => setTimeout(r, 5))
    await message('Order Status')
    const all = await listMessages(admin)
    expect(all.rows.map((m) => m.subject)).toEqual(['Order Status', 'General Inquiry'])
    const id = all.rows[0]?.id ?? ''

    expect(await setMessageHandled(admin, id, true)).toEqual({ ok: true, message: 'Marked handled.' })
    expect((await listMessages(admin, { unhandledOnly: true })).rows.map((m) => m.subject)).toEqual(['General Inquiry'])
    expect(await setMessageHandled(admin, id, false)).toEqual({ ok: true, message: 'Marked unhandled.' })
    expect((await listMessages(admin, { unhandledOnly: true })).total).toBe(2)
    expect(await setMessageHandled(admin, randomUUID(), true)).toMatchObject({ ok: false, code: 'not_found' })

    const { records } = await listAudit(admin, { entity: 'contact-message' })
    expect(records.map((r) => r.action)).toEqual(expect.arrayContaining(['contact-message.handled', 'contact-message.reopened']))
    expect(records.find((r) => r.action === 'contact-message.handled')).toMatchObject({
      before: { handled: false },
      after: { handled: true },
    })
  })

  it('exports subscribers as CSV with formula cells defused', async () => {
    await subscribeToNewsletter(testContext(shop.services), { email: 'asha@example.in' })
    await shop.database.db
      .insertInto('newsletterSubscribers')
      .values({ email: '=cmd|calc@example.in', createdAt: new Date().toISOString() })
      .execute()
    expect((await listSubscribers(admin)).total).toBe(2)
    const csv = await subscribersCsv(admin)
    expect(csv.split('\r\n')[0]).toBe('email,subscribed_at')
    expect(csv).toContain('asha@example.in,')
    expect(csv).toContain(`"'=cmd|calc@example.in"`)
    expect(csv).not.toMatch(/(^|\n)=/)
  })

  it('shows the outbox with password-reset links hidden', async () => {
    await shop.services.mail.send({
      to: 'a@example.in',
      subject: 'Reset',
      kind: 'password-reset',
      text: 'Open http://x/reset-password?token=abc123SECRET now',
    })
    const outbox = await listOutbox(admin)
    expect(outbox.rows[0]).toMatchObject({
      kind: 'password-reset',
      status: 'kept',
      textBody: 'Open http://x/reset-password?token=[hidden] now',
    })
  })

  it('refuses customers and vendors in every back-office service', async () => {
    const customer = await signedInShopper(shop.services)
    const { ctx: vendor } = await vendorWithProduct(shop.services, 'Refused Store')
    const calls: Array<(ctx: ServiceContext) => Promise<unknown>> = [
      (ctx) => listPaymentMethods(ctx),
      (ctx) => addPaymentMethod(ctx, { provider: 'cod', name: 'Cash' }),
      (ctx) => updatePaymentMethod(ctx, 'cod', { enabled: false }),
      (ctx) => deletePaymentMethod(ctx, 'cod'),
      (ctx) => adminStoreDetails(ctx),
      (ctx) => updateStoreDetails(ctx, DEFAULT_STORE_DETAILS),
      (ctx) => listMessages(ctx),
      (ctx) => setMessageHandled(ctx, randomUUID(), true),
      (ctx) => listSubscribers(ctx),
      (ctx) => subscribersCsv(ctx),
      (ctx) => listOutbox(ctx),
      (ctx) => listAudit(ctx),
    ]
    for (const ctx of [customer, vendor])
      for (const call of calls) await expect(call(ctx)).rejects.toMatchObject({ failure: { code: 'admins_only' } })
    // Nothing changed: cod is still on and no method was added.
    expect((await listPaymentMethods(admin)).methods.map((m) => [m.id, m.enabled])).toEqual([
      ['online', true],
      ['cod', true],
    ])
  })
})
