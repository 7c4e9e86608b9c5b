import { sellerOfRecord } from '#src/modules/sellers/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { ordersOfStore, type VendorOrder } from './vendor-orders.service.ts'
import { requireOwnStore } from './vendors.service.ts'

/** One order as the vendor packs it: their lines and where to send them; null if the order has none of theirs. */
export async function getOwnPackingSlip(ctx: ServiceContext, orderId: string): Promise<(VendorOrder & { sender: Sender | null }) | null> {
  const store = await requireOwnStore(ctx)
  const { orders } = await ordersOfStore(ctx, store.id, { orderId }, { limit: 1, offset: 0 })
  const order = orders[0]
  if (!order) return null
  // Who sends the parcel and where a return comes back: the seller's registered address, as its profile
  // (or, for the store itself, Settings) has it (issue 49, item 11).
  const seller = await sellerOfRecord(ctx, store.id)
  const sender = seller
    ? {
        name: seller.legalName,
        addressLine1: seller.addressLine1,
        addressLine2: seller.addressLine2,
        city: seller.city,
        state: seller.state,
        pincode: seller.pincode,
        phone: seller.phone,
      }
    : null
  return { ...order, sender }
}

/** The sender's and return address on a packing slip. */
export interface Sender {
  name: string
  addressLine1: string
  addressLine2: string
  city: string
  state: string
  pincode: string
  phone: string
}
