// Free of Zod and of any server code: the product page's Deliver-to box imports it, and every byte
// here reaches a shopper's phone (the page's JavaScript budget, tests/e2e/client-bundle.e2e.ts).

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
