import { returnUnits, takeUnits } from '#src/modules/catalog/index.ts'
import type { Steps } from '../records/move-effects.ts'

/** Units taken from stock (sold out: the move is refused with `SoldOut`) or given back to it. */
export const stockSteps: Steps = {
  'stock-taken': async (trx, { units }) => {
    await takeUnits(trx, units)
  },
  'stock-back': async (trx, { units }) => {
    await returnUnits(trx, units)
  },
}
