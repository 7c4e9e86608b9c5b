// The terms of paying by bank transfer (issue 48, decision 074): pure, for the pages and the server alike.

const DAY_MS = 24 * 60 * 60_000

/**
 * How long an order paid by bank transfer holds its units: NEFT and IMPS arrive within hours and RTGS the
 * same day, so three days leave time to pay from a business's bank and for the store to match the credit.
 */
export const TRANSFER_HOLD_DAYS = 3

/** When an order placed at `placedAt` stops holding its units if the transfer has not been matched. */
export const payByOf = (placedAt: string | Date): Date => new Date(new Date(placedAt).getTime() + TRANSFER_HOLD_DAYS * DAY_MS)

/**
 * The reference a shopper writes in the transfer's remarks: the order number without its hyphens, since
 * many banks take only letters and digits there ("DD-2612-000123" → "DD2612000123").
 */
export const transferReference = (orderNumber: string): string => orderNumber.replaceAll('-', '')

/** The order numbers a bank statement line's narration names, however the bank spaced or split them. */
export function orderNumbersIn(narration: string): string[] {
  const squeezed = narration.toUpperCase().replace(/[\s/_.:-]+/g, '')
  return [...new Set([...squeezed.matchAll(/DD(\d{4})(\d{6})/g)].map((m) => `DD-${m[1]}-${m[2]}`))]
}

/** Where, how much and by when an order paid by bank transfer is paid, with what arrived so far. */
export interface TransferInstructions {
  reference: string
  /** The store's account as the admin wrote it; null when no bank method has one (then checkout offers none). */
  account: string | null
  duePaise: number
  receivedPaise: number
  /** What is still to pay. */
  leftPaise: number
  payBy: string
}
