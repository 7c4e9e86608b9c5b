import { randomUUID } from 'node:crypto'
import type { Database } from '#db/database.ts'
import { storeOfUser } from '#src/modules/accounts/index.ts'
import { productNames } from '#src/modules/catalog/index.ts'
import { deliveredOrderWith } from '#src/modules/orders/index.ts'
import { recordAudit } from '#src/platform/audit/audit.service.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { SHOP_EVENTS } from '#src/platform/events/event-bus.ts'
import { fail, type Result } from '#src/platform/failure.ts'
import { requireAdminActor } from '#src/platform/guards.ts'
import { transact } from '#src/platform/transact.ts'
import { fieldErrors } from '#src/platform/validation.ts'
import { ANSWERS_PER_HOUR, type AnswerMark, type AnswerView, type QaStanding, QUESTIONS_PER_HOUR, type QuestionView } from './browser.ts'
import { hasMasked, maskContacts } from './contact-mask.ts'
import * as repo from './questions.repository.ts'
import { answerSchema, hideReasonSchema, questionSchema } from './questions.schemas.ts'

/**
 * Questions and answers on a product page (decision 087): a signed-in shopper asks; the listing's seller
 * answers, and so may a customer to whom the product was delivered; votes order the answers; the admin
 * hides either with a reason. Phone numbers and emails are masked before anything is kept.
 */
export type QaOutcome = Result<{ message: string }>

const SHOWN = 100
const HOUR = 60 * 60 * 1000
const isId = (id: string) => /^[0-9a-f-]{36}$/.test(id)

/** "Asha Kulkarni" → "Asha K.", as reviewers are named. */
function displayName(name: string): string {
  const [first = 'Customer', ...rest] = name.trim().split(/\s+/)
  const last = rest.at(-1)
  return last ? `${first} ${last[0]?.toUpperCase()}.` : first
}

/** Whether the actor may answer on this product, and as whom: the listing's seller, or a customer who received it. */
async function answererOf(ctx: ServiceContext, productId: string): Promise<AnswerMark | null> {
  const actor = ctx.actor
  if (!actor) return null
  if (actor.role === 'vendor') {
    const [store, [product]] = await Promise.all([storeOfUser(ctx, actor.id), productNames(ctx.db, [productId])])
    return store && product?.vendorId === store.id ? 'seller' : null
  }
  if (actor.role !== 'customer') return null
  return (await deliveredOrderWith(ctx.db, actor.id, productId)) ? 'buyer' : null
}

/** What the product page offers this visitor (a customer's part of it is their review standing's: decision 045's key). */
export async function qaStanding(ctx: ServiceContext, productId: string): Promise<QaStanding> {
  return { canAsk: ctx.actor?.role === 'customer', answerAs: await answererOf(ctx, productId) }
}

const answerView = (row: Awaited<ReturnType<typeof repo.findVisibleAnswers>>[number]): AnswerView => ({
  id: row.id,
  author: row.authorName,
  mark: row.mark,
  body: row.body,
  votes: row.votes,
  createdAt: row.createdAt,
})

/** Most votes first; on a tie the seller's answer, then the older one. */
const byVotes = (a: AnswerView, b: AnswerView) =>
  b.votes - a.votes || (a.mark === b.mark ? 0 : a.mark === 'seller' ? -1 : 1) || a.createdAt.localeCompare(b.createdAt)

/**
 * A product's visible questions, each with its visible answers, for its page; `search` keeps those whose
 * question or an answer has every word of it ("thunderbolt port"). Answered questions come first.
 */
export async function questionsOfProduct(ctx: Pick<ServiceContext, 'db'>, productId: string, search = ''): Promise<QuestionView[]> {
  const questions = await repo.findVisibleQuestions(ctx.db, productId, SHOWN)
  const answers = (
    await repo.findVisibleAnswers(
      ctx.db,
      questions.map((q) => q.id),
    )
  ).map((row) => ({ ...answerView(row), questionId: row.questionId }))
  const words = search.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 8)
  const views = questions.map((q) => ({
    id: q.id,
    author: q.authorName,
    body: q.body,
    createdAt: q.createdAt,
    answers: answers
      .filter((a) => a.questionId === q.id)
      .map(({ questionId: _q, ...a }) => a)
      .sort(byVotes),
  }))
  const found =
    words.length === 0
      ? views
      : views.filter((v) => words.every((w) => [v.body, ...v.answers.map((a) => a.body)].join(' ').toLowerCase().includes(w)))
  // Answered first, newest first within each (the order the rows came in).
  return [...found.filter((v) => v.answers.length > 0), ...found.filter((v) => v.answers.length === 0)]
}

async function withinRate(count: Promise<number>, limit: number): Promise<boolean> {
  return (await count) < limit
}

const maskedNote = (body: string) => (hasMasked(body) ? ' Phone numbers and emails are hidden: please keep the conversation here.' : '')

/** A signed-in shopper asks about a product on sale. */
export async function askQuestion(ctx: ServiceContext, productId: string, input: unknown, now = new Date()): Promise<QaOutcome> {
  const actor = ctx.actor
  if (!actor) return fail('not_signed_in', 'Please sign in to ask a question.')
  if (actor.role !== 'customer') return fail('forbidden', 'Questions are asked by shoppers.')
  const parsed = questionSchema.safeParse(input)
  if (!parsed.success) return fail('invalid_input', 'Please correct the highlighted fields.', fieldErrors(parsed.error))
  if (!(await withinRate(repo.countQuestionsSince(ctx.db, actor.id, new Date(now.getTime() - HOUR).toISOString()), QUESTIONS_PER_HOUR)))
    return fail(
      'rate_limited',
      `You have asked ${QUESTIONS_PER_HOUR} questions in the last hour. Please wait a while before asking another.`,
    )
  const [product] = await productNames(ctx.db, [productId])
  if (!product) return fail('not_found', 'Product not found')
  const body = maskContacts(parsed.data.question)
  await repo.insertQuestion(ctx.db, {
    id: randomUUID(),
    productId,
    userId: actor.id,
    authorName: displayName(actor.name),
    body,
    createdAt: now.toISOString(),
  })
  ctx.events.publish(SHOP_EVENTS.productChanged)
  return { ok: true, message: `Your question is published. The seller is asked to answer it.${maskedNote(body)}` }
}

/** The listing's seller, or a customer who received the product, answers a question (once each). */
export async function answerQuestion(ctx: ServiceContext, questionId: string, input: unknown, now = new Date()): Promise<QaOutcome> {
  const actor = ctx.actor
  if (!actor) return fail('not_signed_in', 'Please sign in to answer.')
  const question = isId(questionId) ? await repo.findQuestion(ctx.db, questionId) : undefined
  if (!question || question.hiddenAt) return fail('not_found', 'Question not found')
  const mark = await answererOf(ctx, question.productId)
  if (!mark) return fail('forbidden', 'Answers come from the seller of this product and from customers who received it.')
  const parsed = answerSchema.safeParse(input)
  if (!parsed.success) return fail('invalid_input', 'Please correct the highlighted fields.', fieldErrors(parsed.error))
  if (await repo.hasAnswered(ctx.db, questionId, actor.id)) return fail('conflict', 'You have answered this question already.')
  if (!(await withinRate(repo.countAnswersSince(ctx.db, actor.id, new Date(now.getTime() - HOUR).toISOString()), ANSWERS_PER_HOUR)))
    return fail(
      'rate_limited',
      `You have written ${ANSWERS_PER_HOUR} answers in the last hour. Please wait a while before writing another.`,
    )
  const body = maskContacts(parsed.data.answer)
  // A seller answers in its store's name; a buyer as reviewers are named.
  const authorName = mark === 'seller' ? ((await storeOfUser(ctx, actor.id))?.name ?? 'Seller') : displayName(actor.name)
  await repo.insertAnswer(ctx.db, { id: randomUUID(), questionId, userId: actor.id, authorName, mark, body, createdAt: now.toISOString() })
  ctx.events.publish(SHOP_EVENTS.productChanged)
  return { ok: true, message: `Thank you: your answer is published.${maskedNote(body)}` }
}

/** A signed-in person finds an answer helpful: once, never their own. */
export async function voteForAnswer(ctx: ServiceContext, answerId: string, now = new Date()): Promise<QaOutcome> {
  const actor = ctx.actor
  if (!actor) return fail('not_signed_in', 'Please sign in to vote.')
  const answer = isId(answerId) ? await repo.findAnswer(ctx.db, answerId) : undefined
  if (!answer || answer.hiddenAt) return fail('not_found', 'Answer not found')
  if (answer.userId === actor.id) return fail('forbidden', 'You cannot vote for your own answer.')
  const counted = await transact(ctx.db, (trx) => repo.addVote(trx, answerId, actor.id, now.toISOString()))
  if (!counted) return fail('conflict', 'You have voted for this answer already.')
  ctx.events.publish(SHOP_EVENTS.productChanged)
  return { ok: true, message: 'Thank you for your vote.' }
}

/** The questions on these products still waiting for their seller's answer, oldest first (the vendors module asks for its own). */
export async function unansweredQuestions(ctx: Pick<ServiceContext, 'db'>, productIds: readonly string[]) {
  const rows = await repo.findUnanswered(ctx.db, productIds, SHOWN)
  const products = await productNames(ctx.db, [...new Set(rows.map((r) => r.productId))])
  return rows.map((row) => {
    const product = products.find((p) => p.id === row.productId)
    return {
      id: row.id,
      author: row.authorName,
      body: row.body,
      createdAt: row.createdAt,
      productName: product?.name ?? '',
      productSlug: product?.slug ?? '',
    }
  })
}

/** The newest questions with all their answers, hidden ones too, for the admin. */
export async function questionsForAdmin(ctx: ServiceContext) {
  requireAdminActor(ctx)
  const questions = await repo.findRecentQuestions(ctx.db, SHOWN)
  const [answers, products] = await Promise.all([
    repo.findAnswersOf(
      ctx.db,
      questions.map((q) => q.id),
    ),
    productNames(ctx.db, [...new Set(questions.map((q) => q.productId))]),
  ])
  return questions.map((q) => ({
    ...q,
    product: products.find((p) => p.id === q.productId) ?? null,
    answers: answers.filter((a) => a.questionId === q.id),
  }))
}

/** The admin hides a question or an answer with a reason (never shown to shoppers), or shows it again; audited. */
export async function setQaHidden(
  ctx: ServiceContext,
  kind: 'question' | 'answer',
  id: string,
  hide: boolean,
  input: unknown = {},
): Promise<QaOutcome> {
  const actor = requireAdminActor(ctx)
  const row = !isId(id) ? undefined : kind === 'question' ? await repo.findQuestion(ctx.db, id) : await repo.findAnswer(ctx.db, id)
  if (!row) return fail('not_found', kind === 'question' ? 'Question not found' : 'Answer not found')
  let reason: string | null = null
  if (hide) {
    const parsed = hideReasonSchema.safeParse(input)
    if (!parsed.success) return fail('invalid_input', parsed.error.issues[0]?.message ?? 'Please give a reason.', fieldErrors(parsed.error))
    reason = parsed.data.reason
  }
  const hidden = { hiddenAt: hide ? new Date().toISOString() : null, hiddenReason: reason }
  await transact(ctx.db, async (trx) => {
    if (kind === 'question') await repo.setQuestionHidden(trx, id, hidden)
    else await repo.setAnswerHidden(trx, id, hidden)
    await recordAudit(trx, actor, {
      action: `${kind}.${hide ? 'hidden' : 'shown'}`,
      entity: kind,
      entityId: id,
      before: { hidden: row.hiddenAt !== null, reason: row.hiddenReason },
      after: { hidden: hide, reason },
    })
  })
  ctx.events.publish(SHOP_EVENTS.productChanged)
  return { ok: true, message: hide ? `The ${kind} is hidden from shoppers.` : `The ${kind} is shown again.` }
}

/** A person's questions and answers, for their data export (decision 042). */
export const questionsOfPerson = (db: Database, userId: string) => repo.findOfUser(db, userId)

/** Their name comes off what they wrote when they erase their account, as with reviews. */
export const anonymiseQuestionsOf = (db: Database, userId: string) => repo.anonymiseOf(db, userId, 'Former customer')
