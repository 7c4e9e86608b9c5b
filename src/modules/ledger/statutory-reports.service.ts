import { toCsv } from '#src/lib/csv.ts'
import { sellersOfRecord } from '#src/modules/sellers/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { requireAdminActor } from '#src/platform/guards.ts'
import { ACCOUNTS } from './accounts.ts'
import * as repo from './ledger.repository.ts'
import { TDS_BP, tdsRateOf } from './settlement-math.ts'

const IST_MS = 330 * 60_000
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/

/** A calendar month in India (YYYY-MM) as the instants it runs between; null for anything else. */
export function monthRange(month: string): { from: string; to: string } | null {
  const match = MONTH.exec(month)
  if (!match) return null
  const [year, m] = [Number(match[1]), Number(match[2])]
  return {
    from: new Date(Date.UTC(year, m - 1, 1) - IST_MS).toISOString(),
    to: new Date(Date.UTC(year, m, 1) - IST_MS).toISOString(),
  }
}

/** One seller's row of GSTR-8's table 3: supplies made through the store and returned, and the TCS collected. */
export interface TcsRow {
  vendorId: string
  gstin: string
  legalName: string
  /** The shop name buyers see. */
  sellerName: string
  grossSuppliesPaise: number
  returnsPaise: number
  netValuePaise: number
  igstPaise: number
  cgstPaise: number
  sgstPaise: number
}

/** One seller's deduction under section 194-O in the month, by its PAN. */
export interface TdsRow {
  vendorId: string
  pan: string
  legalName: string
  sellerName: string
  grossAmountPaise: number
  /** Basis points: 10 (0.1%) with a PAN, 500 (5%, section 206AA) without. */
  rateBp: number
  tdsPaise: number
}

async function supplies(ctx: ServiceContext, month: string) {
  requireAdminActor(ctx)
  const range = monthRange(month)
  if (!range) return null
  const rows = await repo.settledSupplies(ctx.db, range.from, range.to)
  const sellers = await sellersOfRecord(ctx, [...new Set(rows.map((r) => r.vendorId))])
  return { rows, sellers }
}

/**
 * TCS under CGST Act section 52 for a month, per seller's GSTIN, in the shape of GSTR-8 table 3: the
 * taxable value of supplies settled (lines made payable), of those that came back after, the net, and
 * the tax by head. The month is the one the line settled in, as the TCS was collected then.
 */
export async function tcsReport(ctx: ServiceContext, month: string): Promise<TcsRow[] | null> {
  const found = await supplies(ctx, month)
  if (!found) return null
  const bySeller = new Map<string, TcsRow>()
  const seen = new Set<string>()
  for (const row of found.rows.filter((r) => r.kind !== 'tds-correction')) {
    const seller = found.sellers.get(row.vendorId)
    const entry = bySeller.get(row.vendorId) ?? {
      vendorId: row.vendorId,
      gstin: seller?.gstin ?? '',
      legalName: seller?.legalName ?? row.vendorName ?? row.vendorId,
      sellerName: seller?.displayName ?? row.vendorName ?? row.vendorId,
      grossSuppliesPaise: 0,
      returnsPaise: 0,
      netValuePaise: 0,
      igstPaise: 0,
      cgstPaise: 0,
      sgstPaise: 0,
    }
    // A journal's taxable value is counted once, beside its first entry.
    if (!seen.has(row.id)) {
      seen.add(row.id)
      if (row.kind === 'payable') entry.grossSuppliesPaise += row.taxablePaise
      else entry.returnsPaise -= row.taxablePaise
      entry.netValuePaise = entry.grossSuppliesPaise - entry.returnsPaise
    }
    const credit = -row.amountPaise
    if (row.account === ACCOUNTS.tcsIgst) entry.igstPaise += credit
    if (row.account === ACCOUNTS.tcsCgst) entry.cgstPaise += credit
    if (row.account === ACCOUNTS.tcsSgst) entry.sgstPaise += credit
    bySeller.set(row.vendorId, entry)
  }
  return [...bySeller.values()].sort((a, b) => a.gstin.localeCompare(b.gstin))
}

/**
 * TDS under Income-tax Act section 194-O for a month, per seller's PAN: the gross amount of the sales
 * settled without their GST (less what came back) and the tax deducted from it, with the month's
 * corrections of TDS once taken on GST (decision 076).
 */
export async function tdsReport(ctx: ServiceContext, month: string): Promise<TdsRow[] | null> {
  const found = await supplies(ctx, month)
  if (!found) return null
  const bySeller = new Map<string, TdsRow>()
  for (const row of found.rows) {
    const seller = found.sellers.get(row.vendorId)
    const entry = bySeller.get(row.vendorId) ?? {
      vendorId: row.vendorId,
      pan: seller?.pan ?? '',
      legalName: seller?.legalName ?? row.vendorName ?? row.vendorId,
      sellerName: seller?.displayName ?? row.vendorName ?? row.vendorId,
      grossAmountPaise: 0,
      rateBp: TDS_BP,
      tdsPaise: 0,
    }
    // The amount TDS is worked on: the sales' value without the GST the invoices show (decision 076).
    if (row.account === ACCOUNTS.customersHeld) entry.grossAmountPaise += row.taxablePaise
    if (row.account === ACCOUNTS.tds) entry.tdsPaise -= row.amountPaise
    bySeller.set(row.vendorId, entry)
  }
  for (const row of bySeller.values()) row.rateBp = tdsRateOf(row.tdsPaise, row.grossAmountPaise)
  return [...bySeller.values()].sort((a, b) => a.pan.localeCompare(b.pan))
}

const rupees = (paise: number) => Number((paise / 100).toFixed(2))

/** The TCS report as CSV (GSTR-8 table 3's columns), cells guarded against formulas like every export. */
export function tcsCsv(month: string, rows: readonly TcsRow[]): string {
  return toCsv([
    [
      'Month',
      'GSTIN of supplier',
      'Legal name',
      'Gross value of supplies',
      'Value of supplies returned',
      'Net value',
      'IGST',
      'CGST',
      'SGST',
    ],
    ...rows.map((r) => [
      month,
      r.gstin,
      r.legalName,
      rupees(r.grossSuppliesPaise),
      rupees(r.returnsPaise),
      rupees(r.netValuePaise),
      rupees(r.igstPaise),
      rupees(r.cgstPaise),
      rupees(r.sgstPaise),
    ]),
  ])
}

/** The section 194-O report as CSV. */
export function tdsCsv(month: string, rows: readonly TdsRow[]): string {
  return toCsv([
    ['Month', 'PAN of seller', 'Legal name', 'Gross amount', 'TDS rate (%)', 'TDS'],
    ...rows.map((r) => [month, r.pan, r.legalName, rupees(r.grossAmountPaise), r.rateBp / 100, rupees(r.tdsPaise)]),
  ])
}
