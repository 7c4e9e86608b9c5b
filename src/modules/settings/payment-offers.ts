import type { PaymentMethod } from '#db/schema.ts'
import type { AppServices } from '#src/platform/context.ts'

/** The gateway that takes online payments in this shop, if any: Razorpay when configured, else the test gateway when allowed. */
export type OnlineGateway = 'razorpay' | 'test' | null

export function onlineGateway(services: Pick<AppServices, 'razorpay' | 'testGateway'>): OnlineGateway {
  if (services.razorpay) return 'razorpay'
  return services.testGateway ? 'test' : null
}

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
 * needs a gateway the server can actually drive: Razorpay when its keys are in the server's
 * configuration, or the built-in test gateway where it is allowed (never in production unless asked
 * for). Stripe and bank transfer have no integration, so they never count.
 */
export function canTakePayments(method: Pick<MethodRow, 'type' | 'provider'>, gateway: OnlineGateway): boolean {
  if (method.type === 'offline') return method.provider === 'cod'
  if (method.provider === 'test') return gateway !== null
  return method.provider === 'razorpay' && gateway === 'razorpay'
}

/**
 * What checkout offers, in the methods' order: Cash on Delivery iff an enabled offline cod method
 * exists; Online Payment iff an enabled digital method with a working gateway exists.
 */
export function checkoutOffers(methods: MethodRow[], gateway: OnlineGateway): CheckoutOffer[] {
  const offers: CheckoutOffer[] = []
  for (const method of methods) {
    if (!method.enabled || !canTakePayments(method, gateway)) continue
    const id: PaymentMethod = method.type === 'offline' ? 'cod' : 'online'
    if (!offers.some((o) => o.id === id)) offers.push({ id, name: method.name })
  }
  return offers
}
