import { UTR } from './utr.ts'

const RUPEES = /^\d{1,9}(\.\d{1,2})?$/
const DATE = /^\d{4}-\d{2}-\d{2}$/

export interface BankCredit {
  utr: string
  /** The day the bank received it (YYYY-MM-DD, India). */
  receivedOn: string
  amountPaise: number
}

/**
 * A credit as the store's bank statement shows it, typed in by an admin: its UTR, the day it arrived (not
 * after `today`) and its amount in rupees. The credit, or the field errors to show.
 */
export function readBankCredit(
  input: { utr?: unknown; receivedOn?: unknown; amount?: unknown },
  today: string,
): { ok: true; credit: BankCredit } | { ok: false; errors: Record<string, string> } {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
  const utr = text(input.utr).toUpperCase()
  const receivedOn = text(input.receivedOn)
  const amount = text(input.amount).replaceAll(',', '')
  const errors: Record<string, string> = {}
  if (!UTR.test(utr))
    errors.utr = 'Enter the credit’s UTR from the bank statement: 16 or 22 letters and digits (NEFT, RTGS) or 12 digits (IMPS)'
  if (!DATE.test(receivedOn) || Number.isNaN(Date.parse(receivedOn)) || receivedOn > today)
    errors.receivedOn = 'Enter the date the bank received it (not after today)'
  if (!RUPEES.test(amount) || Number(amount) <= 0) errors.amount = 'Enter the amount credited in rupees, for example 58988 or 58988.50'
  if (Object.keys(errors).length > 0) return { ok: false, errors }
  return { ok: true, credit: { utr, receivedOn, amountPaise: Math.round(Number(amount) * 100) } }
}
