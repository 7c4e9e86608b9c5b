import type { Database } from '#db/database.ts'
import { type DiscountNamed, discountsOfOrders, lineShareNamed } from '#src/modules/offers/index.ts'
import { unitsShare } from '../line-money.ts'
import * as repo from '../records/returns.repository.ts'

/**
 * The offers' share of a return's units, by offer (decision 083): what its money does not give back,
 * because the buyer never paid it. The units' share is counted as the return's money was, after the
 * line's earlier returns (`unitsShare`), and shared over the line's offers by what each took off it.
 */
export async function returnDiscounts(
  db: Database,
  ret: { id: string; orderId: string; productId: string; quantity: number; createdAt: string },
  line: { quantity: number; discountPaise: number },
): Promise<DiscountNamed[]> {
  if (Number(line.discountPaise) <= 0) return []
  const earlier = (await repo.findReturnsOfOrders(db, [ret.orderId]))
    .filter((r) => r.productId === ret.productId && r.id !== ret.id && r.status !== 'rejected' && r.createdAt < ret.createdAt)
    .reduce((units, r) => units + r.quantity, 0)
  const share = unitsShare(Number(line.discountPaise), line, ret.quantity, earlier)
  return lineShareNamed((await discountsOfOrders(db, [ret.orderId])).get(ret.orderId) ?? [], ret.productId, share)
}
