import type { PaymentMethod } from '#db/schema.ts'

/** A payment method row as checkout sees it. */
export interface MethodRow {
  id: string
  name: string
  type: 'offline' | 'digital'
  provider: string
  enabled: number | boolean
}

export interface CheckoutOffer {
  /** What the order records: the spec's two payment methods. */
  id: PaymentMethod
  /** The label the shopper sees: the name of the first enabled method that provides it. */
  name: string
}

/**
 * Whether a method can take a payment in this shop. Cash on delivery needs nothing; online payment
 * needs a gateway the server can actually drive: the built-in test gateway, or Razorpay when its keys
 * are in the server's configuration. Stripe and bank transfer have no integration, so they never count.
 */
export function canTakePayments(method: Pick<MethodRow, 'type' | 'provider'>, razorpayLive: boolean): boolean {
  if (method.type === 'offline') return method.provider === 'cod'
  return method.provider === 'test' || (method.provider === 'razorpay' && razorpayLive)
}

/**
 * What checkout offers, in the methods' order: Cash on Delivery iff an enabled offline cod method
 * exists; Online Payment iff an enabled digital method with a working gateway exists.
 */
export function checkoutOffers(methods: MethodRow[], razorpayLive: boolean): CheckoutOffer[] {
  const offers: CheckoutOffer[] = []
  for (const method of methods) {
    if (!method.enabled || !canTakePayments(method, razorpayLive)) continue
    const id: PaymentMethod = method.type === 'offline' ? 'cod' : 'online'
    if (!offers.some((o) => o.id === id)) offers.push({ id, name: method.name })
  }
  return offers
}
