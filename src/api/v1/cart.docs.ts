import { z } from 'zod'
import { quantityFromJson } from '#src/modules/cart/index.ts'
import { named, rupees } from './openapi/named.ts'
import type { OperationDoc } from './openapi/operation.ts'

// What the cart's operations take and answer (cart.api.ts).

const cartAnswer = named(
  'Cart',
  z.object({
    cart: z.object({
      items: z.array(
        z.object({
          productId: z.string(),
          slug: z.string(),
          name: z.string(),
          quantity: z.int(),
          mrp: rupees.nullable(),
          unitPriceWithGst: rupees,
          lineTotalWithGst: rupees,
          unitTaxableValue: rupees,
          lineTaxableValue: rupees,
        }),
      ),
      itemCount: z.int(),
      subtotal: rupees.meta({ description: 'The taxable value of the lines.' }),
      tax: rupees,
      roundOff: rupees,
      total: rupees,
      currency: z.literal('INR'),
    }),
  }),
)

const CART = "A guest's cart is kept by a cookie the answer sets; a signed-in customer's by the account."

export const CART_DOCS = {
  getCart: { id: 'getCart', summary: 'The cart', description: CART, tag: 'Cart', who: 'public', answers: { 200: cartAnswer } },
  clearCart: { id: 'clearCart', summary: 'Empty the cart', tag: 'Cart', who: 'public', answers: { 200: cartAnswer } },
  addCartItem: {
    id: 'addCartItem',
    summary: 'Add a product to the cart',
    description: 'Adds to the line when the product is there already; more than the stock is a 409.',
    tag: 'Cart',
    who: 'public',
    body: z.object({ productId: z.string(), quantity: quantityFromJson.min(1).optional().meta({ description: '1 when left out.' }) }),
    answers: { 200: cartAnswer },
    errors: [404, 409],
  },
  setCartItem: {
    id: 'setCartItem',
    summary: "Set a line's quantity",
    description: '0 removes the line; more than the stock is capped at the stock.',
    tag: 'Cart',
    who: 'public',
    body: z.object({ quantity: quantityFromJson }),
    answers: { 200: cartAnswer },
    errors: [404],
  },
  removeCartItem: {
    id: 'removeCartItem',
    summary: 'Remove a line',
    tag: 'Cart',
    who: 'public',
    answers: { 200: cartAnswer },
    errors: [404],
  },
} satisfies Record<string, OperationDoc>
