import { randomUUID } from 'node:crypto'
import type { Database } from '#db/database.ts'
import { type SellerOfRecord, sellersOfRecord } from '#src/modules/sellers/index.ts'
import { getStoreDetails, type StoreDetails } from '#src/modules/settings/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { fail, type Result } from '#src/platform/failure.ts'
import { requireAdminActor } from '#src/platform/guards.ts'
import { transact } from '#src/platform/transact.ts'
import { ACCOUNTS } from './accounts.ts'
import { commissionInvoiceNumber, gstHeads, lastDayOf, monthOf, nextMonth, seriesYear } from './commission-invoice.ts'
import * as repo from './commission-invoices.repository.ts'
import { monthRange } from './statutory-reports.service.ts'

/** The store as the supplier on its invoices: its legal details from Settings. */
export type CommissionSupplier = Pick<StoreDetails, 'legalName' | 'addressLine1' | 'addressLine2' | 'city' | 'state' | 'pincode' | 'gstin'>
/** The seller as the recipient. */
export type CommissionRecipient = Pick<
  SellerOfRecord,
  'vendorId' | 'displayName' | 'legalName' | 'addressLine1' | 'addressLine2' | 'city' | 'state' | 'stateCode' | 'pincode' | 'gstin'
>

/** What the ledger charged one seller in a month: its commission (less the fee), the fees, and the GST on both. */
export interface MonthCharges {
  commissionPaise: number
  feePaise: number
  gstPaise: number
}

function chargesBySeller(rows: Awaited<ReturnType<typeof repo.commissionEntries>>): Map<string, MonthCharges> {
  const sellers = new Map<string, MonthCharges>()
  for (const row of rows) {
    const charges = sellers.get(row.vendorId) ?? { commissionPaise: 0, feePaise: 0, gstPaise: 0 }
    // Credits are negative; a reversal (a line coming back after it was payable) is a debit and takes off.
    if (row.account === ACCOUNTS.commission) {
      charges.commissionPaise += -row.amountPaise - row.feePaise
      charges.feePaise += row.feePaise
    } else charges.gstPaise += -row.amountPaise
    sellers.set(row.vendorId, charges)
  }
  return sellers
}

class AlreadyIssued extends Error {}

/**
 * The monthly job (decision 040): for every month over in India since the first commission was charged,
 * each seller charged commission or fees in it (net of what came back in the same month) gets one tax
 * invoice from the store, dated the month's last day, in the store's series. Each invoice is its own
 * transaction: it takes the series' next number (the counter row stays locked until it commits), then
 * looks again for the seller's invoice of that month; one found means another runner issued it, and the
 * transaction rolls back, number and all, so the series has no gap. The unique (seller, month) is the
 * last guard. Running it again, or from two instances at once, issues nothing twice.
 */
export async function issueCommissionInvoices(ctx: { db: Database }, now = new Date()): Promise<{ issued: number }> {
  const first = await repo.firstCommissionAt(ctx.db)
  if (!first) return { issued: 0 }
  const current = monthOf(now)
  const supplier = await getStoreDetails(ctx)
  let issued = 0
  for (let month = monthOf(first); month < current; month = nextMonth(month)) {
    const range = monthRange(month)
    if (!range) continue
    const invoiced = await repo.vendorsInvoiced(ctx.db, month)
    const charged = chargesBySeller(await repo.commissionEntries(ctx.db, range.from, range.to))
    const due = [...charged].filter(([vendorId, c]) => !invoiced.has(vendorId) && c.commissionPaise + c.feePaise > 0)
    if (due.length === 0) continue
    const sellers = await sellersOfRecord(ctx, due.map(([vendorId]) => vendorId).sort())
    for (const vendorId of [...sellers.keys()].sort()) {
      const seller = sellers.get(vendorId)
      if (seller && !seller.isStore && (await issueOne(ctx.db, month, supplier, seller, now))) issued += 1
    }
  }
  return { issued }
}

async function issueOne(db: Database, month: string, supplier: CommissionSupplier, seller: SellerOfRecord, now: Date): Promise<boolean> {
  const range = monthRange(month)
  if (!range) return false
  try {
    return await transact(db, async (trx) => {
      const financialYear = seriesYear(month)
      const number = await repo.takeInvoiceNumber(trx, financialYear)
      if (await repo.hasInvoice(trx, seller.vendorId, month)) throw new AlreadyIssued()
      // Read again under the lock: the figures are the ledger's for the seller and month, to the paisa.
      const charges = chargesBySeller(await repo.commissionEntries(trx, range.from, range.to, seller.vendorId)).get(seller.vendorId)
      if (!charges || charges.commissionPaise + charges.feePaise <= 0) throw new AlreadyIssued()
      const heads = gstHeads(charges.gstPaise, seller.gstin.slice(0, 2) === supplier.gstin.slice(0, 2))
      await repo.insertInvoice(trx, {
        id: randomUUID(),
        vendorId: seller.vendorId,
        month,
        invoiceNumber: commissionInvoiceNumber(financialYear, number),
        financialYear,
        invoiceDate: lastDayOf(month),
        commissionPaise: charges.commissionPaise,
        feePaise: charges.feePaise,
        ...heads,
        totalPaise: charges.commissionPaise + charges.feePaise + charges.gstPaise,
        supplierJson: JSON.stringify(supplierOf(supplier)),
        recipientJson: JSON.stringify(recipientOf(seller)),
        createdAt: now.toISOString(),
      })
      return true
    })
  } catch (error) {
    if (error instanceof AlreadyIssued) return false
    throw error
  }
}

const supplierOf = (s: CommissionSupplier): CommissionSupplier => ({
  legalName: s.legalName,
  addressLine1: s.addressLine1,
  addressLine2: s.addressLine2,
  city: s.city,
  state: s.state,
  pincode: s.pincode,
  gstin: s.gstin,
})

const recipientOf = (s: CommissionRecipient): CommissionRecipient => ({
  vendorId: s.vendorId,
  displayName: s.displayName,
  legalName: s.legalName,
  addressLine1: s.addressLine1,
  addressLine2: s.addressLine2,
  city: s.city,
  state: s.state,
  stateCode: s.stateCode,
  pincode: s.pincode,
  gstin: s.gstin,
})

type Row = Awaited<ReturnType<typeof repo.listInvoices>>[number]

/** An invoice as the lists show it. */
export interface CommissionInvoiceSummary {
  id: string
  vendorId: string
  sellerName: string
  month: string
  invoiceNumber: string
  invoiceDate: string
  taxablePaise: number
  gstPaise: number
  totalPaise: number
}

function summaryOf(row: Row): CommissionInvoiceSummary {
  const recipient = JSON.parse(row.recipientJson) as CommissionRecipient
  const taxablePaise = Number(row.commissionPaise) + Number(row.feePaise)
  return {
    id: row.id,
    vendorId: row.vendorId,
    sellerName: recipient.legalName,
    month: row.month,
    invoiceNumber: row.invoiceNumber,
    invoiceDate: row.invoiceDate,
    taxablePaise,
    gstPaise: Number(row.cgstPaise) + Number(row.sgstPaise) + Number(row.igstPaise),
    totalPaise: Number(row.totalPaise),
  }
}

/** A whole invoice, as printed. */
export interface CommissionInvoiceView extends CommissionInvoiceSummary {
  supplier: CommissionSupplier
  recipient: CommissionRecipient
  commissionPaise: number
  feePaise: number
  cgstPaise: number
  sgstPaise: number
  igstPaise: number
}

async function viewOf(db: Database, id: string): Promise<CommissionInvoiceView | null> {
  const row = await repo.findInvoice(db, id)
  if (!row) return null
  return {
    ...summaryOf(row),
    supplier: JSON.parse(row.supplierJson) as CommissionSupplier,
    recipient: JSON.parse(row.recipientJson) as CommissionRecipient,
    commissionPaise: Number(row.commissionPaise),
    feePaise: Number(row.feePaise),
    cgstPaise: Number(row.cgstPaise),
    sgstPaise: Number(row.sgstPaise),
    igstPaise: Number(row.igstPaise),
  }
}

/** One seller's commission invoices, newest first. */
export async function sellerCommissionInvoices(ctx: Pick<ServiceContext, 'db'>, vendorId: string): Promise<CommissionInvoiceSummary[]> {
  return (await repo.listInvoices(ctx.db, { vendorId })).map(summaryOf)
}

/** One of the seller's own invoices; another seller's is not found, as one that does not exist. */
export async function sellerCommissionInvoice(
  ctx: Pick<ServiceContext, 'db'>,
  vendorId: string,
  id: string,
): Promise<Result<{ invoice: CommissionInvoiceView }>> {
  const invoice = await viewOf(ctx.db, id)
  if (!invoice || invoice.vendorId !== vendorId) return fail('not_found', 'No such invoice.')
  return { ok: true, invoice }
}

/** The admin's list: one month's invoices (the latest month with any when none is asked), and the months there are. */
export async function adminCommissionInvoices(
  ctx: ServiceContext,
  asked: string,
): Promise<Result<{ month: string; months: string[]; invoices: CommissionInvoiceSummary[] }>> {
  requireAdminActor(ctx)
  const months = await repo.invoicedMonths(ctx.db)
  const month = asked || months[0] || ''
  if (month && !monthRange(month)) return fail('invalid_query', 'Choose a month as YYYY-MM.', { month: 'Choose a month as YYYY-MM.' })
  const invoices = month ? (await repo.listInvoices(ctx.db, { month })).map(summaryOf) : []
  return { ok: true, month, months, invoices }
}

export async function adminCommissionInvoice(ctx: ServiceContext, id: string): Promise<Result<{ invoice: CommissionInvoiceView }>> {
  requireAdminActor(ctx)
  const invoice = await viewOf(ctx.db, id)
  if (!invoice) return fail('not_found', 'No such invoice.')
  return { ok: true, invoice }
}
