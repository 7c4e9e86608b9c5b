import { nextSettlement, settlementFor } from '#src/modules/ledger/browser.ts'

/** The figures of a line as a statement shows them. */
interface Figures {
  grossPaise: number
  commissionPaise: number
  commissionGstPaise: number
  tcsPaise: number
  tdsPaise: number
  netPaise: number
}

/** A line of the seller's not yet in a statement, whether the job has made it payable or will. */
export interface UpcomingLine extends Figures {
  key: string
  /** "1 × ASUS Vivobook 15, order DD-2612-000123": the payable journal's memo. */
  what: string
  orderId: string | null
  /** payable: in the books, waiting for the settlement; window: delivered, the return window open; delivery, return: waiting. */
  stage: 'payable' | 'window' | 'delivery' | 'return'
  payableAt: string | null
  /** The Monday whose settlement pays it; null while its payable date is not known. */
  settlementAt: string | null
}

export interface UpcomingMoney {
  lines: UpcomingLine[]
  /** The next settlement, and what it will pay of these lines. */
  thisWeek: Figures & { settlementAt: string }
  /** Everything after it, and what waits for a delivery or a return. */
  later: Figures
}

const FIGURES = ['grossPaise', 'commissionPaise', 'commissionGstPaise', 'tcsPaise', 'tdsPaise', 'netPaise'] as const
const sum = (lines: readonly Figures[]): Figures =>
  Object.fromEntries(FIGURES.map((f) => [f, lines.reduce((total, line) => total + line[f], 0)])) as unknown as Figures

/**
 * Lines already payable (journals no statement holds) and lines the job will make payable, each with the
 * settlement that pays it (decision 066), in payable order, and the totals of this week's settlement and
 * of later ones.
 */
export function upcomingMoney(
  posted: ReadonlyArray<Figures & { journalId: string; memo: string; orderId: string | null; occurredAt: string }>,
  coming: ReadonlyArray<
    Figures & {
      parcelId: string
      productId: string
      orderId: string
      orderNumber: string
      name: string
      payableAt: string | null
      waitingFor: 'delivery' | 'return' | null
    }
  >,
  lastRunCutoff: string | null,
  now: Date,
): UpcomingMoney {
  const lastRun = lastRunCutoff ? new Date(lastRunCutoff) : null
  const settles = (at: string) => settlementFor(new Date(at), lastRun).toISOString()
  const pick = (line: Figures): Figures => Object.fromEntries(FIGURES.map((f) => [f, line[f]])) as unknown as Figures
  const lines: UpcomingLine[] = [
    ...posted.map((line) => ({
      ...pick(line),
      key: line.journalId,
      what: line.memo,
      orderId: line.orderId,
      stage: 'payable' as const,
      payableAt: line.occurredAt,
      settlementAt: settles(line.occurredAt),
    })),
    ...coming.map((line) => ({
      ...pick(line),
      key: `${line.parcelId}:${line.productId}`,
      what: `${line.name}, order ${line.orderNumber}`,
      orderId: line.orderId,
      stage: line.waitingFor ?? ('window' as const),
      payableAt: line.payableAt,
      settlementAt: line.payableAt ? settles(line.payableAt) : null,
    })),
  ]
  // Known dates first, soonest first; then what waits for a return, then for a delivery.
  const rank = (line: UpcomingLine) => (line.payableAt ? 0 : line.stage === 'return' ? 1 : 2)
  const byDate = (a: UpcomingLine, b: UpcomingLine) =>
    (a.payableAt ?? '') < (b.payableAt ?? '') ? -1 : (a.payableAt ?? '') > (b.payableAt ?? '') ? 1 : 0
  lines.sort((a, b) => rank(a) - rank(b) || byDate(a, b) || a.what.localeCompare(b.what))
  const next = nextSettlement(now).toISOString()
  const isThisWeek = (line: UpcomingLine) => line.settlementAt !== null && line.settlementAt <= next
  return {
    lines,
    thisWeek: { ...sum(lines.filter(isThisWeek)), settlementAt: next },
    later: sum(lines.filter((line) => !isThisWeek(line))),
  }
}
