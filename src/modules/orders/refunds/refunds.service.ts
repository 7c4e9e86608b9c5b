import type { Database } from '#db/database.ts'
import type { PaymentMethod, PaymentStatus } from '#db/schema.ts'
import type { MoneyNotice } from '#src/modules/email/index.ts'
import { discountsNamed, discountsOfOrders } from '#src/modules/offers/index.ts'
import { lineCreditedInFull } from '../invoicing/credit-notes.service.ts'
import { type ParcelView, parcelViews } from '../parcels/parcels.service.ts'
import { findItems, findOrder } from '../records/orders.repository.ts'
import * as repo from './refunds.repository.ts'
import { DESTINATION_WORDS, type LineStruck, type OrderMoney, orderMoney } from './refunds-shown.ts'

export type OrderMoneyView = OrderMoney & {
  /** Lines struck out, by product id. */
  struck: Record<string, LineStruck>
}

/**
 * Each order's refunds with where each went, the cash on delivery no longer collected, the net paid,
 * and the lines struck out: in three reads for any number of orders (My Orders reads them all at once).
 */
export async function moneyOfOrders(
  db: Database,
  orders: ReadonlyArray<{
    id: string
    paymentMethod: PaymentMethod
    paymentStatus: PaymentStatus
    totalPaise: number
    storeCreditPaise: number
  }>,
  parcels: ReadonlyMap<string, readonly ParcelView[]>,
  items: ReadonlyArray<{ orderId: string; productId: string; vendorId: string; name: string; lineTotalPaise: number }>,
): Promise<Map<string, OrderMoneyView>> {
  const ids = orders.map((o) => o.id)
  const [giveBacks, creditNotes, returns] = await Promise.all([
    repo.findGiveBacks(db, ids),
    repo.findCreditNoteTotals(db, ids),
    repo.findReturnsGivenBack(db, ids),
  ])
  const money = new Map<string, OrderMoneyView>()
  for (const order of orders) {
    const mine = parcels.get(order.id) ?? []
    const lines = items.filter((i) => i.orderId === order.id)
    const notes = creditNotes.filter((n) => n.orderId === order.id)
    const struck: Record<string, LineStruck> = {}
    for (const line of lines) {
      const parcel = mine.find((p) => p.vendorId === line.vendorId)
      if (parcel?.status === 'cancelled') struck[line.productId] = 'cancelled'
      else if (parcel && lineCreditedInFull(notes, parcel.id, line)) struck[line.productId] = 'refunded'
    }
    money.set(order.id, {
      ...orderMoney({
        order,
        parcels: mine,
        giveBacks: giveBacks.filter((g) => g.orderId === order.id),
        creditNotes: notes,
        returns: returns.filter((r) => r.orderId === order.id),
        items: lines,
      }),
      struck,
    })
  }
  return money
}

/**
 * What an email after a cancellation or refund says of the order's money, read after the move committed,
 * with each offer taken off its price (what was paid, and so what comes back, is after them).
 */
export async function moneyNotice(db: Database, orderId: string): Promise<MoneyNotice | undefined> {
  const order = await findOrder(db, orderId)
  if (!order) return undefined
  const items = await findItems(db, [orderId])
  const views = await parcelViews({ db }, [order], items)
  const money = (await moneyOfOrders(db, [order], views, items)).get(orderId)
  if (!money) return undefined
  return {
    discounts: discountsNamed((await discountsOfOrders(db, [orderId])).get(orderId) ?? []),
    struck: items.filter((i) => money.struck[i.productId]).map((i) => `${i.name} × ${i.quantity} (${money.struck[i.productId]})`),
    refunds: money.refunds.map((r) => ({
      what: r.what,
      to: r.to.map((part) => ({ words: DESTINATION_WORDS[part.destination], amountPaise: part.amountPaise })),
    })),
    netPaidPaise: money.netPaidPaise,
    dueOnDeliveryPaise: (views.get(orderId) ?? []).reduce((sum, p) => sum + p.dueOnDeliveryPaise, 0),
  }
}
