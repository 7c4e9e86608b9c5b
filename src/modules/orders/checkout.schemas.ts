import { z } from 'zod'
import { addressFields, businessBuyer, pinInState, withStateName } from '#src/modules/accounts/accounts.schemas.ts'

/**
 * Cash on delivery is not offered for totals of ₹2,00,000 or more: Indian income-tax law (section 269ST)
 * forbids receiving that much in cash for one transaction.
 */
export const COD_LIMIT_PAISE = 2_00_000 * 100

/**
 * The one rule for that limit, used by checkout's page and by `placeOrder`, and by "Deliver to" on the
 * product page and in the cart. It is judged on the order's total, not on what is left after store
 * credit: the law speaks of the transaction, and credit does not make a ₹2,10,000 sale smaller
 * (decision 022).
 */
export const codWithinLimit = (orderTotalPaise: number): boolean => orderTotalPaise < COD_LIMIT_PAISE

export const checkoutSchema = addressFields
  .extend({
    paymentMethod: z.enum(['online', 'cod'], { error: 'Please choose a payment method' }),
    // Generated when the checkout page is shown: a double click or a retry sends the same key.
    idempotencyKey: z.uuid({ error: 'Please reload the page and try again' }),
    saveAddress: z.literal('true').optional(),
    // Spend the customer's store credit on this order (as much of it as the total needs).
    useStoreCredit: z.literal('true').optional(),
  })
  .superRefine(pinInState)
  .superRefine(businessBuyer)
  .transform(withStateName)
export type CheckoutInput = z.infer<typeof checkoutSchema>
