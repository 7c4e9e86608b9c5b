import { z } from 'zod'

import { REVIEW_BODY, REVIEW_TITLE_MAX } from './review-limits.ts'

/** A customer's review as the product page's form and the API send it. */
export const reviewSchema = z.object({
  rating: z.coerce
    .number({ error: 'Please choose a rating from 1 to 5 stars.' })
    .int('Please choose a rating from 1 to 5 stars.')
    .min(1, 'Please choose a rating from 1 to 5 stars.')
    .max(5, 'Please choose a rating from 1 to 5 stars.'),
  title: z
    .string()
    .trim()
    .max(REVIEW_TITLE_MAX, `Please keep the title under ${REVIEW_TITLE_MAX} characters.`)
    .optional()
    .transform((v) => v || null),
  body: z
    .string({ error: 'Please write your review.' })
    .trim()
    .min(REVIEW_BODY.min, `Please write at least ${REVIEW_BODY.min} characters: what you liked, and what you did not.`)
    .max(REVIEW_BODY.max, 'Please keep your review under 2,000 characters.'),
})
export type ReviewInput = z.output<typeof reviewSchema>

export const hideSchema = z.object({
  reason: z
    .string({ error: 'Please give the reason for hiding this review.' })
    .trim()
    .min(5, 'Please give the reason for hiding this review.')
    .max(300, 'Please keep the reason under 300 characters.'),
})

export const REVIEW_SORTS = ['recent', 'helpful'] as const
export type ReviewSort = (typeof REVIEW_SORTS)[number]

/** "Asha Kulkarni" → "Asha K.": how a reviewer is named on the page. */
export function displayName(name: string): string {
  const [first = 'Customer', ...rest] = name.trim().split(/\s+/)
  const last = rest.at(-1)
  return last ? `${first} ${last[0]?.toUpperCase()}.` : first
}
