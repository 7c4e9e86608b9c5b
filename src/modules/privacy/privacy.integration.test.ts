import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { formatInrWithPaise } from '#src/lib/money.ts'
import { addAddress, signIn } from '#src/modules/accounts/index.ts'
import { addToCart } from '#src/modules/cart/index.ts'
import { fileComplaint } from '#src/modules/grievances/index.ts'
import { completeTestPayment, moveOrder, placeOrder } from '#src/modules/orders/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { insertProduct, insertVendor } from '#tests/fixtures/catalog.ts'
import { SHIPPING, signedInAdmin, signedInShopper, testContext } from '#tests/fixtures/context.ts'
import { testShopOn } from '#tests/fixtures/test-shop.ts'
import { TEST_DIALECTS } from '#tests/test-database.ts'
import {
  myConsents,
  readUnsubscribeLink,
  setMyConsent,
  subscribeNewsletter,
  unsubscribeByLink,
  unsubscribeUrl,
} from './consents.service.ts'
import { eraseMyAccount, exportMyData, openOrdersMessage } from './my-data.service.ts'

// A person's data on both databases (decision 042): the export holds their orders and addresses; consent is
// recorded and withdrawn in one step; erasure removes the personal fields and keeps what GST law needs.

describe.each(TEST_DIALECTS)('personal data on %s', (dialect) => {
  const shop = testShopOn(dialect)
  let product: string

  beforeAll(async () => {
    await insertVendor(shop.database.db, 'v-privacy')
    product = (await insertProduct(shop.database.db, { name: 'Privacy Laptop', price: 40_000, stock: 100, vendorId: 'v-privacy' })).id
  })

  async function order(ctx: ServiceContext, paid: boolean) {
    await addToCart(ctx, product, '1')
    const placed = await placeOrder(ctx, {
      ...SHIPPING,
      phone: '9822012345',
      paymentMethod: paid ? 'online' : 'cod',
      idempotencyKey: randomUUID(),
    })
    if (!placed.ok) throw new Error(placed.message)
    if (paid) expect(await completeTestPayment(ctx, placed.orderId, true)).toMatchObject({ ok: true })
    return placed.orderId
  }
  const db = () => shop.database.db
  const orderRow = (id: string) => db().selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow()

  it("exports the person's orders, addresses, complaints and consents as one document", async () => {
    const shopper = await signedInShopper(shop.services)
    expect(await addAddress(shopper, { ...SHIPPING, addressLine1: '7 Law College Road' })).toMatchObject({ ok: true })
    const orderId = await order(shopper, true)
    await fileComplaint(shopper, { subject: 'site', description: 'The delivery slot I chose was not honoured.' })
    await setMyConsent(shopper, 'marketing-email', true)
    const data = await exportMyData(shopper)
    expect(data.account.email).toBe(shopper.actor?.email)
    expect(data.addresses).toEqual([expect.objectContaining({ addressLine1: '7 Law College Road', phone: SHIPPING.phone })])
    expect(data.orders).toEqual([
      expect.objectContaining({
        number: (await orderRow(orderId)).orderNumber,
        shipping: expect.objectContaining({ phone: '9822012345' }),
      }),
    ])
    expect(data.complaints).toEqual([expect.objectContaining({ ticketNumber: expect.stringMatching(/^GRV-/), about: 'site' })])
    expect(data.consents).toEqual([expect.objectContaining({ purpose: 'marketing-email', source: 'account', withdrawnAt: null })])
    // Money in rupees as people read them, beside the exact paise (issue 49, item 6).
    const total = (await orderRow(orderId)).totalPaise
    expect(data.orders[0]).toMatchObject({ total: formatInrWithPaise(total), totalPaise: total })
    expect(data.orders[0]?.items[0]).toMatchObject({ unitPrice: expect.stringMatching(/^₹[\d,]+\.\d\d$/), lineTotal: expect.any(String) })
    expect(JSON.parse(JSON.stringify(data))).toEqual(data)
  })

  it('records a newsletter consent and withdraws it in one step from the signed link, without signing in', async () => {
    const visitor = testContext(shop.services, { clientIp: '10.5.5.5' })
    expect(await subscribeNewsletter(visitor, { email: 'Nisha@Example.in' })).toEqual({ ok: true })
    const consent = await db().selectFrom('consents').selectAll().where('email', '=', 'nisha@example.in').executeTakeFirstOrThrow()
    expect(consent).toMatchObject({
      purpose: 'newsletter',
      source: 'newsletter-form',
      withdrawnAt: null,
      noticeVersion: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    })
    const welcome = await db()
      .selectFrom('emailOutbox')
      .select('textBody')
      .where('kind', '=', 'newsletter-welcome')
      .where('toAddress', '=', 'nisha@example.in')
      .executeTakeFirstOrThrow()
    const link = unsubscribeUrl(shop.services, 'nisha@example.in', 'newsletter')
    expect(welcome.textBody).toContain(link)
    const token = new URL(link).searchParams.get('token') ?? ''
    expect(readUnsubscribeLink(visitor, `${token}x`)).toMatchObject({ code: 'not_found' })
    expect(await unsubscribeByLink(visitor, token)).toMatchObject({ ok: true, email: 'nisha@example.in' })
    expect(await db().selectFrom('newsletterSubscribers').select('email').where('email', '=', 'nisha@example.in').execute()).toEqual([])
    expect(
      (await db().selectFrom('consents').select(['withdrawnAt', 'withdrawnVia']).where('id', '=', consent.id).executeTakeFirstOrThrow())
        .withdrawnVia,
    ).toBe('unsubscribe-link')
  })

  it('erases an account: personal fields gone, the invoiced order keeps its invoice particulars, no more sign-in', async () => {
    const shopper = await signedInShopper(shop.services)
    const actor = shopper.actor as NonNullable<ServiceContext['actor']>
    await addAddress(shopper, SHIPPING)
    const invoiced = await order(shopper, true)
    const unpaid = await order(shopper, false)
    const complaint = await fileComplaint(shopper, {
      subject: `order:${unpaid}`,
      description: 'Please cancel this order, I ordered it twice.',
    })
    await setMyConsent(shopper, 'newsletter', true)
    const invoiceBefore = await db()
      .selectFrom('parcels')
      .select(['invoiceNumber', 'invoicedAt', 'totalPaise'])
      .where('orderId', '=', invoiced)
      .executeTakeFirstOrThrow()
    expect(invoiceBefore.invoiceNumber).not.toBeNull()

    // A wrong confirmation changes nothing.
    expect(await eraseMyAccount(shopper, { confirm: 'someone@else.in' })).toMatchObject({ code: 'invalid_input' })
    expect((await orderRow(unpaid)).shipFullName).toBe(SHIPPING.fullName)
    expect((await myConsents(shopper)).find((c) => c.purpose === 'newsletter')?.given).toBe(true)

    // Orders on their way are settled first: never a parcel shipped to an erased address (issue 41).
    const numberOf = async (id: string) =>
      (await db().selectFrom('orders').select('orderNumber').where('id', '=', id).executeTakeFirstOrThrow()).orderNumber
    expect(await eraseMyAccount(shopper, { confirm: actor.email })).toEqual({
      ok: false,
      code: 'conflict',
      message: openOrdersMessage([await numberOf(invoiced), await numberOf(unpaid)].sort()),
    })
    expect((await orderRow(unpaid)).shipFullName).toBe(SHIPPING.fullName)
    expect(await moveOrder(shopper, unpaid, 'cancel', { kind: 'customer' })).toMatchObject({ ok: true })
    const admin = await signedInAdmin(shop.services)
    for (const move of ['process', 'ship'] as const)
      expect(
        await moveOrder(admin, invoiced, move, { kind: 'admin' }, { shipment: { courier: 'Blue Dart', trackingNumber: 'BD77' } }),
      ).toMatchObject({ ok: true })
    expect(await eraseMyAccount(shopper, { confirm: actor.email })).toMatchObject({
      code: 'conflict',
      message: openOrdersMessage([await numberOf(invoiced)]),
    })
    expect(await moveOrder(admin, invoiced, 'deliver', { kind: 'admin' })).toMatchObject({ ok: true })

    const erased = await eraseMyAccount(shopper, { confirm: actor.email.toUpperCase() }, new Date('2026-12-01T10:00:00.000Z'))
    expect(erased).toMatchObject({ ok: true })

    const erasedEmail = `erased-${actor.id}@erased.invalid`
    expect(
      await db()
        .selectFrom('users')
        .select(['name', 'email', 'erasedAt', 'disabledAt'])
        .where('id', '=', actor.id)
        .executeTakeFirstOrThrow(),
    ).toEqual({
      name: 'Erased account',
      email: erasedEmail,
      erasedAt: '2026-12-01T10:00:00.000Z',
      disabledAt: '2026-12-01T10:00:00.000Z',
    })
    for (const table of ['sessions', 'accounts', 'addresses'] as const)
      expect(await db().selectFrom(table).select('userId').where('userId', '=', actor.id).execute()).toEqual([])

    // The invoiced order keeps the recipient's particulars its invoice carries, and the invoice itself.
    expect(await orderRow(invoiced)).toMatchObject({
      userEmail: erasedEmail,
      shipPhone: '',
      shipFullName: SHIPPING.fullName,
      shipAddressLine1: SHIPPING.addressLine1,
      shipPincode: SHIPPING.pincode,
    })
    expect(
      await db()
        .selectFrom('parcels')
        .select(['invoiceNumber', 'invoicedAt', 'totalPaise'])
        .where('orderId', '=', invoiced)
        .executeTakeFirstOrThrow(),
    ).toEqual(invoiceBefore)
    // The order with no invoice keeps its amounts and number, not the person.
    expect(await orderRow(unpaid)).toMatchObject({
      userEmail: erasedEmail,
      shipPhone: '',
      shipFullName: 'Erased',
      shipAddressLine1: '',
      shipCity: '',
      shipPincode: '',
    })

    if (!complaint.ok) throw new Error(complaint.message)
    expect(
      await db()
        .selectFrom('grievances')
        .select(['name', 'email', 'phone'])
        .where('ticketNumber', '=', complaint.ticketNumber)
        .executeTakeFirstOrThrow(),
    ).toEqual({
      name: 'Erased account',
      email: '',
      phone: null,
    })
    const consents = await db()
      .selectFrom('consents')
      .select(['email', 'withdrawnAt', 'withdrawnVia'])
      .where('userId', '=', actor.id)
      .execute()
    expect(consents).toEqual([{ email: '', withdrawnAt: '2026-12-01T10:00:00.000Z', withdrawnVia: 'account-erased' }])
    expect(await db().selectFrom('newsletterSubscribers').select('email').where('email', '=', actor.email).execute()).toEqual([])
    const audit = await db().selectFrom('auditLog').select(['action', 'actorEmail']).where('entityId', '=', actor.id).execute()
    expect(audit).toEqual([{ action: 'user.erased-at-own-request', actorEmail: erasedEmail }])

    // Neither the old email nor the erased one signs in.
    expect(
      await signIn(testContext(shop.services, { clientIp: '10.6.6.6' }), { email: actor.email, password: 'shopper-pass' }),
    ).toMatchObject({ ok: false })
  })
})
