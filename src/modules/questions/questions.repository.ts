import type { Database } from '#db/database.ts'
import type { AnswerMark } from '#db/schema.ts'

// The questions module's tables (decision 087). Products are read beside them, never written.

const QUESTION = ['id', 'productId', 'userId', 'authorName', 'body', 'createdAt', 'hiddenAt', 'hiddenReason'] as const
const ANSWER = ['id', 'questionId', 'userId', 'authorName', 'mark', 'body', 'votes', 'createdAt', 'hiddenAt', 'hiddenReason'] as const

export async function insertQuestion(
  db: Database,
  row: { id: string; productId: string; userId: string; authorName: string; body: string; createdAt: string },
) {
  await db.insertInto('productQuestions').values(row).execute()
}

export async function insertAnswer(
  db: Database,
  row: { id: string; questionId: string; userId: string; authorName: string; mark: AnswerMark; body: string; createdAt: string },
) {
  await db.insertInto('productAnswers').values(row).execute()
}

export const findQuestion = (db: Database, id: string) =>
  db.selectFrom('productQuestions').select(QUESTION).where('id', '=', id).executeTakeFirst()
export const findAnswer = (db: Database, id: string) =>
  db.selectFrom('productAnswers').select(ANSWER).where('id', '=', id).executeTakeFirst()

export async function countQuestionsSince(db: Database, userId: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('productQuestions')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('userId', '=', userId)
    .where('createdAt', '>=', since)
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

export async function countAnswersSince(db: Database, userId: string, since: string): Promise<number> {
  const row = await db
    .selectFrom('productAnswers')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('userId', '=', userId)
    .where('createdAt', '>=', since)
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

export async function hasAnswered(db: Database, questionId: string, userId: string): Promise<boolean> {
  return (
    (await db
      .selectFrom('productAnswers')
      .select('id')
      .where('questionId', '=', questionId)
      .where('userId', '=', userId)
      .executeTakeFirst()) !== undefined
  )
}

/** A product's visible questions, newest first. */
export function findVisibleQuestions(db: Database, productId: string, limit: number) {
  return db
    .selectFrom('productQuestions')
    .select(QUESTION)
    .where('productId', '=', productId)
    .where('hiddenAt', 'is', null)
    .orderBy('createdAt', 'desc')
    .orderBy('id')
    .limit(limit)
    .execute()
}

/** The visible answers to these questions, most votes first. */
export function findVisibleAnswers(db: Database, questionIds: readonly string[]) {
  if (questionIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('productAnswers')
    .select(ANSWER)
    .where('questionId', 'in', [...questionIds])
    .where('hiddenAt', 'is', null)
    .orderBy('votes', 'desc')
    .orderBy('createdAt')
    .execute()
}

/** Visible questions on these products that have no visible answer from their seller yet: a seller's queue. */
export function findUnanswered(db: Database, productIds: readonly string[], limit: number) {
  if (productIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('productQuestions')
    .select(QUESTION.map((c) => `productQuestions.${c}` as const))
    .where('productQuestions.productId', 'in', [...productIds])
    .where('productQuestions.hiddenAt', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('productAnswers')
            .select('productAnswers.id')
            .whereRef('productAnswers.questionId', '=', 'productQuestions.id')
            .where('productAnswers.mark', '=', 'seller')
            .where('productAnswers.hiddenAt', 'is', null),
        ),
      ),
    )
    .orderBy('productQuestions.createdAt')
    .limit(limit)
    .execute()
}

/** One vote a person; the count moves with it. False when they had voted already. */
export async function addVote(db: Database, answerId: string, userId: string, at: string): Promise<boolean> {
  const inserted = await db
    .insertInto('answerVotes')
    .values({ answerId, userId, createdAt: at })
    .onConflict((oc) => oc.columns(['answerId', 'userId']).doNothing())
    .executeTakeFirst()
  if ((inserted.numInsertedOrUpdatedRows ?? 0n) === 0n) return false
  await db
    .updateTable('productAnswers')
    .set((eb) => ({ votes: eb('votes', '+', 1) }))
    .where('id', '=', answerId)
    .execute()
  return true
}

/** Newest questions and answers for the admin, hidden ones too. */
export function findRecentQuestions(db: Database, limit: number) {
  return db.selectFrom('productQuestions').select(QUESTION).orderBy('createdAt', 'desc').orderBy('id').limit(limit).execute()
}

export function findAnswersOf(db: Database, questionIds: readonly string[]) {
  if (questionIds.length === 0) return Promise.resolve([])
  return db
    .selectFrom('productAnswers')
    .select(ANSWER)
    .where('questionId', 'in', [...questionIds])
    .orderBy('createdAt')
    .execute()
}

export async function setQuestionHidden(db: Database, id: string, hidden: { hiddenAt: string | null; hiddenReason: string | null }) {
  await db.updateTable('productQuestions').set(hidden).where('id', '=', id).execute()
}

export async function setAnswerHidden(db: Database, id: string, hidden: { hiddenAt: string | null; hiddenReason: string | null }) {
  await db.updateTable('productAnswers').set(hidden).where('id', '=', id).execute()
}

/** A person's questions and answers: their data export. */
export async function findOfUser(db: Database, userId: string) {
  const [questions, answers] = await Promise.all([
    db
      .selectFrom('productQuestions')
      .select(['productId', 'body', 'createdAt', 'hiddenAt'])
      .where('userId', '=', userId)
      .orderBy('createdAt')
      .execute(),
    db
      .selectFrom('productAnswers')
      .select(['questionId', 'mark', 'body', 'createdAt', 'hiddenAt'])
      .where('userId', '=', userId)
      .orderBy('createdAt')
      .execute(),
  ])
  return { questions, answers }
}

/** Their name off what they wrote (the words stay: others' answers and votes hang on them). */
export async function anonymiseOf(db: Database, userId: string, authorName: string) {
  await db.updateTable('productQuestions').set({ authorName }).where('userId', '=', userId).execute()
  await db.updateTable('productAnswers').set({ authorName }).where('userId', '=', userId).execute()
}
