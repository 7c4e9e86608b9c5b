import { randomUUID } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { addToCart } from '#src/modules/cart/index.ts'
import { moveOrder, placeOrder } from '#src/modules/orders/index.ts'
import { eraseMyAccount, exportMyData } from '#src/modules/privacy/index.ts'
import { answerOwnQuestion, ownQuestionQueue } from '#src/modules/vendors/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { SHIPPING, signedInAdmin, signedInShopper, vendorWithProduct } from '#tests/fixtures/context.ts'
import { testShopOn } from '#tests/fixtures/test-shop.ts'
import { TEST_DIALECTS } from '#tests/test-database.ts'
import {
  answerQuestion,
  askQuestion,
  qaStanding,
  questionsForAdmin,
  questionsOfProduct,
  setQaHidden,
  voteForAnswer,
} from './questions.service.ts'

describe.each(TEST_DIALECTS)('questions and answers on %s', (dialect) => {
  const shop = testShopOn(dialect)
  let admin: ServiceContext
  let vendor: Awaited<ReturnType<typeof vendorWithProduct>>
  let other: Awaited<ReturnType<typeof vendorWithProduct>>

  beforeAll(async () => {
    admin = await signedInAdmin(shop.services)
    vendor = await vendorWithProduct(shop.services, 'Question Store')
    other = await vendorWithProduct(shop.services, 'Other Store')
  })

  /** A customer with an order of the product delivered to them: a verified buyer. */
  async function verifiedBuyer() {
    const ctx = await signedInShopper(shop.services)
    await addToCart(ctx, vendor.productId, '1')
    const placed = await placeOrder(ctx, { ...SHIPPING, paymentMethod: 'cod', idempotencyKey: randomUUID() })
    if (!placed.ok) throw new Error(placed.message)
    for (const move of ['process', 'ship', 'deliver'] as const)
      await moveOrder(admin, placed.orderId, move, { kind: 'admin' }, { shipment: { courier: 'DTDC', trackingNumber: 'Q1' } })
    return ctx
  }
  const ask = async (ctx: ServiceContext, question: string) => {
    expect(await askQuestion(ctx, vendor.productId, { question })).toMatchObject({ ok: true })
    const [asked] = await questionsOfProduct(ctx, vendor.productId, question.split(' ').slice(0, 3).join(' '))
    if (!asked) throw new Error('question not shown')
    return asked.id
  }

  it('a shopper asks; the listing’s seller answers from its queue, marked Seller; a verified buyer answers, marked so; votes order them', async () => {
    const shopper = await signedInShopper(shop.services)
    expect(await qaStanding(shopper, vendor.productId)).toEqual({ canAsk: true, answerAs: null })
    const id = await ask(shopper, 'Does it have a Thunderbolt port for my dock?')

    expect((await ownQuestionQueue(vendor.ctx)).map((q) => q.body)).toContain('Does it have a Thunderbolt port for my dock?')
    expect(await qaStanding(vendor.ctx, vendor.productId)).toEqual({ canAsk: false, answerAs: 'seller' })
    // Another store's seller, and a shopper who did not receive it, may not answer.
    expect(await answerQuestion(other.ctx, id, { answer: 'Yes it does.' })).toMatchObject({ ok: false, code: 'forbidden' })
    expect(await answerQuestion(shopper, id, { answer: 'I think so.' })).toMatchObject({ ok: false, code: 'forbidden' })

    expect(await answerOwnQuestion(vendor.ctx, id, { answer: 'Yes: one USB4 port that takes Thunderbolt docks.' })).toMatchObject({
      ok: true,
    })
    expect((await ownQuestionQueue(vendor.ctx)).map((q) => q.id)).not.toContain(id)
    expect(await answerOwnQuestion(vendor.ctx, id, { answer: 'Again.' })).toMatchObject({ ok: false, code: 'conflict' })

    const buyer = await verifiedBuyer()
    expect(await qaStanding(buyer, vendor.productId)).toEqual({ canAsk: true, answerAs: 'buyer' })
    expect(await answerQuestion(buyer, id, { answer: 'Mine runs a CalDigit dock all day.' })).toMatchObject({ ok: true })

    let [question] = await questionsOfProduct(shopper, vendor.productId, 'thunderbolt')
    expect(question?.answers.map((a) => [a.mark, a.author])).toEqual([
      ['seller', 'Question Store'],
      ['buyer', 'Shopper'],
    ])
    // Two votes for the buyer's answer put it first.
    const buyersAnswer = question?.answers[1]?.id ?? ''
    expect(await voteForAnswer(shopper, buyersAnswer)).toMatchObject({ ok: true })
    expect(await voteForAnswer(shopper, buyersAnswer)).toMatchObject({ ok: false, code: 'conflict' })
    expect(await voteForAnswer(buyer, buyersAnswer)).toMatchObject({ ok: false, code: 'forbidden' })
    expect(await voteForAnswer(vendor.ctx, buyersAnswer)).toMatchObject({ ok: true })
    ;[question] = await questionsOfProduct(shopper, vendor.productId, 'thunderbolt')
    expect(question?.answers.map((a) => [a.mark, a.votes])).toEqual([
      ['buyer', 2],
      ['seller', 0],
    ])
    // The page's search finds a question by its answers' words too; other words find nothing.
    expect((await questionsOfProduct(shopper, vendor.productId, 'caldigit')).map((q) => q.id)).toEqual([id])
    expect(await questionsOfProduct(shopper, vendor.productId, 'battery life')).toEqual([])
  })

  it('masks phone numbers and emails, limits length and rate, and refuses sellers and visitors asking', async () => {
    const shopper = await signedInShopper(shop.services)
    const outcome = await askQuestion(shopper, vendor.productId, {
      question: 'Can you call me on +91 98765 43210 or mail asha@example.in?',
    })
    expect(outcome).toMatchObject({ ok: true, message: expect.stringContaining('Phone numbers and emails are hidden') })
    const [masked] = await questionsOfProduct(shopper, vendor.productId, 'call me')
    expect(masked?.body).toBe('Can you call me on [phone number hidden] or mail [email hidden]?')

    expect(await askQuestion(shopper, vendor.productId, { question: 'Why?' })).toMatchObject({ ok: false, code: 'invalid_input' })
    expect(await askQuestion(shopper, vendor.productId, { question: 'x'.repeat(301) })).toMatchObject({ ok: false, code: 'invalid_input' })
    expect(await askQuestion(vendor.ctx, vendor.productId, { question: 'Is this a good laptop?' })).toMatchObject({
      ok: false,
      code: 'forbidden',
    })
    for (let i = 1; i < 5; i++)
      expect(await askQuestion(shopper, vendor.productId, { question: `Question number ${i} about the fan?` })).toMatchObject({ ok: true })
    expect(await askQuestion(shopper, vendor.productId, { question: 'One question too many today?' })).toMatchObject({
      ok: false,
      code: 'rate_limited',
    })
  })

  it('the admin hides a question or an answer with a reason and shows it again; audited', async () => {
    const shopper = await signedInShopper(shop.services)
    const id = await ask(shopper, 'Is the keyboard backlit in white or RGB?')
    await answerOwnQuestion(vendor.ctx, id, { answer: 'White, two levels.' })
    const [listed] = await questionsOfProduct(shopper, vendor.productId, 'keyboard backlit')
    const answerId = listed?.answers[0]?.id ?? ''

    expect(await setQaHidden(admin, 'answer', answerId, true, { reason: '' })).toMatchObject({ ok: false, code: 'invalid_input' })
    expect(await setQaHidden(admin, 'answer', answerId, true, { reason: 'Wrong: the seller corrected it.' })).toMatchObject({ ok: true })
    expect((await questionsOfProduct(shopper, vendor.productId, 'keyboard backlit'))[0]?.answers).toEqual([])
    expect(await setQaHidden(shopper, 'question', id, true, { reason: 'Spam spam spam' }).catch((e: Error) => e.name)).toBe('Refused')
    expect(await setQaHidden(admin, 'question', id, true, { reason: 'Not about this product.' })).toMatchObject({ ok: true })
    expect(await questionsOfProduct(shopper, vendor.productId, 'keyboard backlit')).toEqual([])
    const row = (await questionsForAdmin(admin)).find((q) => q.id === id)
    expect(row).toMatchObject({
      hiddenReason: 'Not about this product.',
      answers: [expect.objectContaining({ hiddenReason: 'Wrong: the seller corrected it.' })],
    })
    expect(await setQaHidden(admin, 'question', id, false)).toMatchObject({ ok: true })
    expect((await questionsOfProduct(shopper, vendor.productId, 'keyboard backlit')).map((q) => q.id)).toEqual([id])
    const audit = await shop.database.db.selectFrom('auditLog').select('action').where('entityId', '=', id).execute()
    expect(audit.map((a) => a.action).sort()).toEqual(['question.hidden', 'question.shown'])
  })

  it("is in the asker's data export, and their name comes off it when they erase their account", async () => {
    const shopper = await signedInShopper(shop.services)
    await ask(shopper, 'How loud are the fans under load?')
    expect((await exportMyData(shopper)).questionsAndAnswers.questions).toEqual([
      expect.objectContaining({ productId: vendor.productId, body: 'How loud are the fans under load?' }),
    ])
    expect(await eraseMyAccount(shopper, { confirm: shopper.actor?.email })).toMatchObject({ ok: true })
    expect((await questionsOfProduct(shopper, vendor.productId, 'fans under load'))[0]?.author).toBe('Former customer')
  })
})
