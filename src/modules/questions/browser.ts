// The questions module's browser-safe surface: limits, the forms' schemas and the views (decision 087).
import { z } from 'zod'

export { EMAIL_HIDDEN, PHONE_HIDDEN } from './contact-mask.ts'

export const QUESTION_LENGTH = { min: 10, max: 300 } as const
export const ANSWER_LENGTH = { min: 2, max: 1000 } as const
/** How many a person may write in an hour: enough to ask and answer, too few to flood a page. */
export const QUESTIONS_PER_HOUR = 5
export const ANSWERS_PER_HOUR = 20

/** Text as kept: control characters out (a newline stays), runs of blank lines made one. */
const text = (what: string, length: { min: number; max: number }) =>
  z
    .string({ error: `Please write your ${what}.` })
    .transform((value) =>
      value
        .replace(/\r\n?/g, '\n')
        .replace(/[\p{Cc}\p{Cf}]/gu, (c) => (c === '\n' ? c : ''))
        .replace(/\n{3,}/g, '\n\n')
        .trim(),
    )
    .pipe(
      z
        .string()
        .min(length.min, `Please write at least ${length.min} characters.`)
        .max(length.max, `Please keep your ${what} under ${length.max.toLocaleString('en-IN')} characters.`),
    )

export const questionSchema = z.object({ question: text('question', QUESTION_LENGTH) })
export const answerSchema = z.object({ answer: text('answer', ANSWER_LENGTH) })
export const hideReasonSchema = z.object({
  reason: z
    .string({ error: 'Please give the reason for hiding it.' })
    .trim()
    .min(5, 'Please give the reason for hiding it.')
    .max(300, 'Please keep the reason under 300 characters.'),
})

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
