import { z } from 'zod'
import { RETURN_OUTCOMES, RETURN_REASONS } from './return-state.ts'

/** Photos a customer may send with a return request (checked like product pictures). */
export const MAX_RETURN_PHOTOS = 3

/** A customer's return request for one line: the form, the action and the API share it. */
export const returnRequestSchema = z.object({
  productId: z.string({ error: 'Please choose the item to return' }).min(1, 'Please choose the item to return'),
  quantity: z.coerce.number({ error: 'Please choose a quantity' }).int('Please choose a quantity'),
  reason: z.enum(RETURN_REASONS, { error: 'Please choose a reason' }),
  outcome: z.enum(RETURN_OUTCOMES, { error: 'Please choose what you would like' }),
  description: z
    .string({ error: 'Please describe the problem' })
    .trim()
    .min(10, 'Please describe the problem in a few words (at least 10 characters)')
    .max(1000, 'Please keep the description under 1,000 characters'),
})
export type ReturnRequestInput = z.infer<typeof returnRequestSchema>

/** A vendor's or admin's step on a return, with what that step needs. */
export const returnMoveSchema = z.discriminatedUnion('move', [
  z.object({
    move: z.literal('approve'),
    pickupInstructions: z
      .string({ error: 'Please give the pickup instructions' })
      .trim()
      .min(5, 'Please give the pickup instructions')
      .max(500, 'Please keep the pickup instructions under 500 characters'),
  }),
  z.object({
    move: z.literal('reject'),
    rejectionReason: z
      .string({ error: 'Please give the reason for rejecting' })
      .trim()
      .min(5, 'Please give the reason for rejecting')
      .max(500, 'Please keep the reason under 500 characters'),
  }),
  z.object({
    move: z.literal('receive'),
    resaleable: z.enum(['yes', 'no'], { error: 'Please say whether the item can be sold again' }),
  }),
  z.object({ move: z.literal('replace') }),
  z.object({ move: z.literal('refund') }),
  z.object({ move: z.literal('credit') }),
])
export type ReturnMoveInput = z.infer<typeof returnMoveSchema>
