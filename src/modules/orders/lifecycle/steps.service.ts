import type { Database } from '#db/database.ts'
import { bookSteps } from '../books/book-steps.service.ts'
import { invoiceSteps } from '../invoicing/invoice-steps.service.ts'
import { offerSteps } from '../offers/offer-steps.service.ts'
import { parcelSteps } from '../parcels/parcel-steps.service.ts'
import type { Effect, EffectKind, MoveFacts, Steps } from '../records/move-effects.ts'
import { refundSteps } from '../refunds/refund-steps.service.ts'
import { stockSteps } from '../stock/stock-steps.service.ts'
import { storeCreditSteps } from '../store-credit/store-credit-steps.service.ts'

/**
 * The parts of orders that carry out a move's effects, in the order each effect's steps run: a parcel's
 * row first (the books' step after it finds it updated and locked), then stock, the offers' uses, store
 * credit, the refund's record, the journals, and last the documents that state them.
 */
const PARTS: readonly Steps[] = [parcelSteps, stockSteps, offerSteps, storeCreditSteps, refundSteps, bookSteps, invoiceSteps]

type Step = (trx: Database, effect: Effect, move: MoveFacts) => Promise<unknown>
const stepsOf = (kind: EffectKind) => PARTS.map((part) => part[kind] as Step | undefined).filter((step) => step !== undefined)

/**
 * Runs every step of every effect in the move's transaction, in the order the effects are listed. Returns
 * the numbers of the documents the steps issued (credit notes), for the move's timeline entry. A step that
 * refuses throws, and the whole move rolls back with it.
 */
export async function carryOut(trx: Database, effects: readonly Effect[], move: MoveFacts): Promise<string[]> {
  const documents: string[] = []
  for (const effect of effects)
    for (const step of stepsOf(effect.kind)) {
      const issued = await step(trx, effect, move)
      if (typeof issued === 'string') documents.push(issued)
    }
  return documents
}
