import { z } from 'zod'
import { ANSWER_LENGTH, QUESTION_LENGTH } from './browser.ts'

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
