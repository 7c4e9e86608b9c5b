import type { Database } from '#db/database.ts'
import { commissionFor, type LineSale, type LineSettlement, settleLine } from '#src/modules/ledger/index.ts'
import { type SellerOfRecord, sellersOfRecord } from '#src/modules/sellers/index.ts'
import { isIntraState } from '../invoicing/tax-rules.ts'
import { type DiscountedLine, returnedValue } from '../line-money.ts'
import { keptPart, type LineMoney, linesMoney, type Returned, refundedByLine, type SalePart } from '../parcel-line-money.ts'
import * as repo from './books.repository.ts'

// A parcel as the books settle it: its lines' money, rates and seller's facts, and what is still sold of
// each line after its returns and its parcel's give-backs (decision 084).

type ParcelRow = NonNullable<Awaited<ReturnType<typeof repo.parcelForBooks>>>
type ReturnRow = Awaited<ReturnType<typeof repo.returnsOfParcel>>[number]
const MONEY_RETURNS = new Set(['refunded', 'credited'])

export type BookLine = LineMoney & {
  name: string
  quantity: number
  commissionBp: number
  fixedFeePaise: number
  /** The line as ordered, for what its returns took back of it. */
  ordered: DiscountedLine
  /** What its parcel's give-backs took of it, as recorded by line (decision 084). */
  refundedPaise: number
}

export interface ParcelBooks {
  parcel: ParcelRow
  /** Whose account its lines pay: null for the store's own sales (no statement, no commission). */
  payee: string | null
  facts: Pick<LineSale, 'intraState' | 'sellerHasPan' | 'isStore'>
  lines: BookLine[]
}

/**
 * Everything a parcel's lines are settled with: their money, the commission rate in force when the
 * order was placed (by each product's category, or the seller's own rate), and the seller's facts as its
 * invoice was issued (state, PAN, the store itself).
 */
export async function parcelBooks(trx: Database, parcel: ParcelRow): Promise<ParcelBooks> {
  const seller = await sellerOf(trx, parcel)
  const own = seller?.vendorId === parcel.vendorId
  const isStore = own && seller?.isStore === true
  const facts = {
    isStore,
    sellerHasPan: own && Boolean(seller?.pan),
    intraState: seller ? isIntraState({ stateCode: parcel.shipStateCode, state: parcel.shipState }, seller.stateCode) : false,
  }
  const rows = await repo.linesOfParcel(trx, parcel.orderId, parcel.vendorId)
  const money = linesMoney(parcel, rows)
  const lines: BookLine[] = []
  for (const m of money) {
    const row = rows.find((r) => r.productId === m.productId)
    const rate = await commissionFor(trx, { category: row?.category ?? '', vendorId: parcel.vendorId, orderedAt: parcel.orderedAt })
    lines.push({
      ...m,
      name: row?.name ?? m.productId,
      quantity: row?.quantity ?? 0,
      commissionBp: rate.rateBp,
      fixedFeePaise: rate.fixedFeePaise,
      ordered: {
        quantity: row?.quantity ?? 0,
        unitPricePaise: row?.unitPricePaise ?? 0,
        unitPriceWithGstPaise: row?.unitPriceWithGstPaise ?? null,
        lineTotalPaise: m.taxablePaise,
        discountPaise: Number(row?.discountPaise ?? 0),
        storeDiscountPaise: m.storeDiscountPaise,
      },
      refundedPaise: Number(row?.refundedPaise ?? 0),
    })
  }
  return { parcel, payee: isStore ? null : parcel.vendorId, facts, lines }
}

/** The seller as the parcel's invoice was issued; for a parcel without its own invoice, the seller today. */
async function sellerOf(trx: Database, parcel: ParcelRow): Promise<SellerOfRecord | null> {
  const issued = parcel.sellerJson ? (JSON.parse(parcel.sellerJson) as SellerOfRecord) : null
  if (issued?.vendorId === parcel.vendorId) return issued
  const today = await sellersOfRecord({ db: trx }, [parcel.vendorId])
  return today.get(parcel.vendorId) ?? issued
}

/** What is still sold of each line of a parcel, and what its returns and its parcel's give-backs took of it. */
export interface KeptLines {
  /** What went back of each line through its parcel's give-backs, of what its buyer paid. */
  refunded: Map<string, number>
  returned: Map<string, Returned>
  kept: (line: BookLine, refundedPaise?: number) => SalePart
}

/**
 * The lines' returns that ended in money (what each gave back, by the return's own value, as its credit
 * note and its journal took it) and their parcel's give-backs (by line, decision 084): what is left of
 * each line is the line less both, by the rule the credit notes use.
 */
export function keptLines(books: ParcelBooks, returns: readonly ReturnRow[]): KeptLines {
  const returned = new Map<string, Returned>()
  for (const r of returns.filter((x) => MONEY_RETURNS.has(x.status))) {
    const line = books.lines.find((l) => l.productId === r.productId)
    if (!line) continue
    const ret = { quantity: r.quantity, amountPaise: Number(r.amountPaise), storeDiscountPaise: Number(r.storeDiscountPaise) }
    const value = returnedValue(line.ordered, ret)
    const before = returned.get(r.productId) ?? { paidPaise: 0, storeDiscountPaise: 0, valuePaise: 0, taxablePaise: 0 }
    returned.set(r.productId, {
      paidPaise: before.paidPaise + ret.amountPaise,
      storeDiscountPaise: before.storeDiscountPaise + ret.storeDiscountPaise,
      valuePaise: before.valuePaise + value.valuePaise,
      taxablePaise: before.taxablePaise + value.taxablePaise,
    })
  }
  const refunded = refundedByLine(
    books.lines,
    new Map(books.lines.map((l) => [l.productId, l.refundedPaise])),
    new Map([...returned].map(([id, r]) => [id, r.paidPaise])),
    books.parcel.refundedPaise,
  )
  return {
    refunded,
    returned,
    kept: (line, refundedPaise) => keptPart(line, refundedPaise ?? refunded.get(line.productId) ?? 0, returned.get(line.productId)),
  }
}

/** Settles a part of a line with the line's rate and the seller's facts; `feePaise` when the parcel's fee rides on it. */
export const settlePart = (books: ParcelBooks, line: BookLine, part: SalePart, feePaise = 0): LineSettlement =>
  settleLine({
    taxablePaise: part.taxablePaise,
    gstPaise: part.gstPaise,
    ...books.facts,
    commissionBp: line.commissionBp,
    fixedFeePaise: feePaise,
  })
