// The questions module's browser-safe surface: limits, labels and the views (decision 087). The forms'
// schemas are in questions.schemas.ts: Zod would ship to every product page for nothing.

export { EMAIL_HIDDEN, PHONE_HIDDEN } from './contact-mask.ts'

export const QUESTION_LENGTH = { min: 10, max: 300 } as const
export const ANSWER_LENGTH = { min: 2, max: 1000 } as const
/** How many a person may write in an hour: enough to ask and answer, too few to flood a page. */
export const QUESTIONS_PER_HOUR = 5
export const ANSWERS_PER_HOUR = 20

export type AnswerMark = 'seller' | 'buyer'
export const MARK_LABELS: Record<AnswerMark, string> = { seller: 'Seller', buyer: 'Verified buyer' }

export interface AnswerView {
  id: string
  author: string
  mark: AnswerMark
  body: string
  votes: number
  createdAt: string
}

export interface QuestionView {
  id: string
  author: string
  body: string
  createdAt: string
  /** Most votes first, then the seller's, then the oldest. */
  answers: AnswerView[]
}

/** What the product page offers the visitor: to ask, and to answer as the seller or a verified buyer. */
export interface QaStanding {
  canAsk: boolean
  answerAs: AnswerMark | null
}
