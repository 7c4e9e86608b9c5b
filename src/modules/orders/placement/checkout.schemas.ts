import { z } from 'zod'
import { addressFields, businessBuyer, pinInState, withStateName } from '#src/modules/accounts/browser.ts'

export const checkoutSchema = addressFields
  .extend({
    paymentMethod: z.enum(['online', 'cod', 'bank'], { error: 'Please choose a payment method' }),
    // Generated when the checkout page is shown: a double click or a retry sends the same key.
    idempotencyKey: z.uuid({ error: 'Please reload the page and try again' }),
    saveAddress: z.literal('true').optional(),
    // Spend the customer's store credit on this order (as much of it as the total needs).
    useStoreCredit: z.literal('true').optional(),
    // Buy now (decision 032): this product alone, at this quantity, instead of the cart. Checked by the cart module.
    buy: z.string().min(1).optional(),
    quantity: z.union([z.string(), z.number()]).optional(),
    // The total the checkout page showed, in paise (decision 083): the order is placed only at that total.
    expectedTotalPaise: z.coerce.number().int().min(0).optional(),
  })
  .superRefine(pinInState)
  .superRefine(businessBuyer)
  .transform(withStateName)
export type CheckoutInput = z.infer<typeof checkoutSchema>
