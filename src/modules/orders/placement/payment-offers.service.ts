import { type CheckoutOffer, checkoutOffers, onlineGateway } from '#src/modules/settings/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import * as repo from '../records/orders.repository.ts'

/** What checkout offers now: the admin's enabled methods that can take a payment (payment-offers.ts). */
export async function enabledPaymentMethods(ctx: ServiceContext): Promise<CheckoutOffer[]> {
  return checkoutOffers(await repo.findEnabledPaymentMethods(ctx.db), onlineGateway(ctx))
}
