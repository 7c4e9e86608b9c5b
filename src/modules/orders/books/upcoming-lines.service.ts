import type { Database } from '#db/database.ts'
import * as repo from './books.repository.ts'
import { payableLines, payableWhen } from './payable-lines.service.ts'

/** Parcels read for one seller's page; a seller with more in flight sees the oldest. */
const LIMIT = 200

/** A sold line not yet payable, with the figures the payable job will post for it as things stand. */
export interface LineOnItsWay {
  parcelId: string
  orderId: string
  orderNumber: string
  productId: string
  /** "2 × ASUS Vivobook 15", as the payable journal's memo names it. */
  name: string
  quantity: number
  deliveredAt: string | null
  /** When it becomes payable (its return window closes); null while it waits for delivery or a return. */
  payableAt: string | null
  waitingFor: 'delivery' | 'return' | null
  grossPaise: number
  commissionPaise: number
  commissionGstPaise: number
  tcsPaise: number
  tdsPaise: number
  netPaise: number
}

/**
 * A seller's sold lines that the payable job has not posted yet (decision 066): for each parcel paid or
 * cash on delivery and not cancelled, the lines and figures `payableLines` works out, the function the
 * job posts with, so the page says to the paisa what the job will post unless something happens first
 * (a refund, a return). A delivered parcel's date is its window's close; the store's own parcels are
 * its sales and pay no one.
 */
export async function linesOnTheirWay(db: Database, vendorId: string): Promise<LineOnItsWay[]> {
  const out: LineOnItsWay[] = []
  for (const { id } of await repo.parcelsOnTheirWay(db, vendorId, LIMIT)) {
    const parcel = await repo.parcelForBooks(db, id)
    if (!parcel) continue
    const deliveredAt = parcel.status === 'delivered' ? parcel.deliveredAt : null
    const when = deliveredAt ? await payableWhen(db, { ...parcel, deliveredAt }) : null
    const returns = when?.returns ?? (await repo.returnsOfParcel(db, parcel.orderId, parcel.vendorId))
    const { books, lines } = await payableLines(db, parcel, returns)
    if (!books.payee) continue
    for (const { line, settled } of lines)
      out.push({
        parcelId: parcel.id,
        orderId: parcel.orderId,
        orderNumber: parcel.orderNumber,
        productId: line.productId,
        name: `${line.quantity} × ${line.name}`,
        quantity: line.quantity,
        deliveredAt,
        payableAt: when?.at ?? null,
        waitingFor: !when ? 'delivery' : when.at ? null : 'return',
        grossPaise: settled.grossPaise,
        commissionPaise: settled.commissionPaise,
        commissionGstPaise: settled.commissionGstPaise,
        tcsPaise: settled.tcs.totalPaise,
        tdsPaise: settled.tdsPaise,
        netPaise: settled.netPayablePaise,
      })
  }
  return out
}
