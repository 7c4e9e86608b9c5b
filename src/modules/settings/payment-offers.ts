import type { PaymentMethod } from '#db/schema.ts'
import type { AppServices } from '#src/platform/context.ts'

/**
 * The gateway that takes online payments in this shop, if any: Razorpay when configured, else Stripe when
 * configured, else the test gateway when allowed. One at a time: an online order is paid through it.
 */
export type OnlineGateway = 'razorpay' | 'stripe' | 'test' | null

export function onlineGateway(services: Pick<AppServices, 'razorpay' | 'stripe' | 'testGateway'>): OnlineGateway {
  if (services.razorpay) return 'razorpay'
  if (services.stripe) return 'stripe'
  return services.testGateway ? 'test' : null
}

/** A payment method row as checkout sees it. */
export interface MethodRow {
  id: string
  name: string
  type: 'offline' | 'digital'
  provider: string
  enabled: number | boolean
  /** The store's account that bank transfers go to. */
  bankDetails?: string | null
}

/** What the shopper chooses at checkout: the spec's two payment methods, and bank transfer (an online payment by its own provider). */
export type CheckoutChoice = PaymentMethod | 'bank'

export interface CheckoutOffer {
  id: CheckoutChoice
  /** The label the shopper sees: the name of the first enabled method that provides it. */
  name: string
}

/**
 * Whether a method can take a payment in this shop. Cash on delivery needs nothing; online payment
 * needs a gateway the server can actually drive: Razorpay or Stripe when its keys are in the server's
 * configuration (and it is the shop's gateway), or the built-in test gateway where it is allowed (never
 * in production unless asked for). Bank transfer needs the account to pay to (an admin matches each
 * transfer to its order).
 */
export function canTakePayments(method: Pick<MethodRow, 'type' | 'provider' | 'bankDetails'>, gateway: OnlineGateway): boolean {
  if (method.provider === 'bank') return Boolean(method.bankDetails?.trim())
  if (method.type === 'offline') return method.provider === 'cod'
  if (method.provider === 'test') return gateway !== null
  return (method.provider === 'razorpay' || method.provider === 'stripe') && method.provider === gateway
}

/**
 * What checkout offers, in the methods' order: Cash on Delivery iff an enabled offline cod method
 * exists; Online Payment iff an enabled digital method with a working gateway exists; Bank transfer iff an
 * enabled bank method has its account details.
 */
export function checkoutOffers(methods: MethodRow[], gateway: OnlineGateway): CheckoutOffer[] {
  const offers: CheckoutOffer[] = []
  for (const method of methods) {
    if (!method.enabled || !canTakePayments(method, gateway)) continue
    const id = choiceOf(method)
    if (!offers.some((o) => o.id === id)) offers.push({ id, name: method.name })
  }
  return offers
}

/** The checkout choice a method provides. */
export const choiceOf = (method: Pick<MethodRow, 'type' | 'provider'>): CheckoutChoice =>
  method.provider === 'bank' ? 'bank' : method.type === 'offline' ? 'cod' : 'online'
