import { formatInrExact } from '#src/lib/money.ts'
import type { AppServices } from '#src/platform/context.ts'
import { ENTRIES } from './accounts.ts'
import * as repo from './ledger.repository.ts'
import { postJournal } from './ledger.service.ts'
import { BASIS_POINTS, tdsRateOf } from './settlement-math.ts'

/**
 * TDS under section 194-O was once deducted on the gross amount with its GST; CBDT Circular 20 of 2023
 * (question 3) says it is on the amount without the GST shown separately on the invoice (decision 076).
 * Each line settled that way gets one correcting journal: the TDS taken on its GST back to its seller (or,
 * for a line that came back, the TDS reversed on its GST taken again), dated when it is made, so it is on
 * the seller's next statement and in that month's 194-O report. A line deducted right has nothing to
 * correct; a journal is written once per line, so the job may run any number of times.
 */
export async function correctTdsOnGst(services: Pick<AppServices, 'db' | 'log'>, now = new Date()): Promise<{ journals: number }> {
  let journals = 0
  for (const line of await repo.tdsToCorrect(services.db)) {
    const taxable = Math.abs(line.taxablePaise)
    const rate = tdsRateOf(line.tdsPaise, line.heldPaise)
    const excess = Math.abs(line.tdsPaise) - Math.round((taxable * rate) / BASIS_POINTS)
    if (taxable === 0 || excess <= 0) continue
    const back = line.kind === 'payable'
    const written = await postJournal(services.db, {
      eventKey: `tds-194o-correction:${line.eventKey}`,
      kind: 'tds-correction',
      memo: back
        ? `TDS (section 194-O) worked again without GST: ${formatInrExact(excess)} deducted on GST paid back`
        : `TDS (section 194-O) worked again without GST: ${formatInrExact(excess)} reversed on GST taken again`,
      orderId: line.orderId,
      vendorId: line.vendorId,
      occurredAt: now.toISOString(),
      entries: ENTRIES.tdsCorrected(line.vendorId, back ? excess : -excess),
    })
    if (written) journals += 1
  }
  if (journals > 0) services.log.info({ journals }, 'TDS under section 194-O corrected to the amount without GST')
  return { journals }
}
