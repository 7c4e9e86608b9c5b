import type { PaymentMethod } from '#db/schema.ts'
import type { LineSettlement } from './settlement-math.ts'

/**
 * The chart of accounts (decision 040). Debits are positive, credits negative; each journal sums to
 * zero, so the whole ledger does too. Assets: money the store holds. Liabilities: what it owes
 * customers, sellers and the tax authorities. Income: its commission and its own sales.
 */
export const ACCOUNTS = {
  /** Online payments captured by the gateway (asset). */
  gateway: 'cash:gateway',
  /** Cash couriers collected on delivery (asset). */
  codCollected: 'cash:cod',
  /** The store's bank account that payouts leave from (asset; negative once it has paid out). */
  bank: 'cash:bank',
  /** Customers' money the store holds until a line becomes payable or is refunded (liability). */
  customersHeld: 'customers:held',
  /** Refunds the gateway refused, owed to customers until an admin sends them again (liability, decision 070). */
  refundsDue: 'customers:refunds-due',
  /** Bank transfers received for orders not yet paid in full, or paid over (liability, decision 074). */
  transfersUnapplied: 'customers:transfers-unapplied',
  /** Store credit the store owes customers (liability). */
  storeCredit: 'customers:store-credit',
  /** Commission and fees charged to sellers (income). */
  commission: 'store:commission',
  /** GST on that commission, owed to the government (liability). */
  commissionGst: 'store:commission-gst',
  /** The store's own sales, as a seller (income). */
  storeSales: 'store:sales',
  tcsCgst: 'tax:tcs-cgst',
  tcsSgst: 'tax:tcs-sgst',
  tcsIgst: 'tax:tcs-igst',
  tds: 'tax:tds-194o',
  /** The payment gateway's fees on the store's payments (expense, decision 072). */
  gatewayFees: 'store:gateway-fees',
  /** GST the gateway charged on its fees: input tax credit for the store (asset). */
  gstInput: 'tax:gst-input',
  /** Settled to sellers and waiting to leave the bank (liability): approved, then paid or failed. */
  payoutsPending: 'payouts:pending',
  /** What the store's own offers paid sellers for their buyers (expense, decision 083). */
  promotions: 'store:promotions',
} as const

/** Journals that move a seller's balance to or from a payout: in the balance, never statement lines. */
export const PAYOUT_KINDS = ['payout-due', 'payout-paid', 'payout-failed'] as const

/** What the store owes one seller (liability). */
export const sellerAccount = (vendorId: string) => `seller:${vendorId}`

export interface Entry {
  account: string
  amountPaise: number
  vendorId?: string | null
}

export interface Journal {
  /** The event, once: a second journal with the same key is not written. */
  eventKey: string
  kind: string
  memo: string
  orderId?: string | null
  vendorId?: string | null
  /** The net taxable value of the supply the journal settles (a line payable +, returned −), for GSTR-8. */
  taxablePaise?: number | null
  /** The fixed fee inside the journal's commission, for the commission invoice's fee line. */
  feePaise?: number | null
  occurredAt: string
  entries: Entry[]
}

export class UnbalancedJournal extends Error {
  constructor(journal: Journal, sum: number) {
    super(`Journal ${journal.eventKey} does not balance: its entries sum to ${sum} paise`)
  }
}

/** The journal with its zero entries dropped, or an error naming it when debits and credits differ. */
export function balanced(journal: Journal): Journal {
  const entries = journal.entries.filter((entry) => entry.amountPaise !== 0)
  if (entries.some((entry) => !Number.isSafeInteger(entry.amountPaise))) throw new UnbalancedJournal(journal, Number.NaN)
  const sum = entries.reduce((total, entry) => total + entry.amountPaise, 0)
  if (sum !== 0) throw new UnbalancedJournal(journal, sum)
  return { ...journal, entries }
}

/**
 * A line becomes payable (delivered, return window closed): the customer's money it held moves to
 * the seller, the store's commission and its GST, TCS and TDS. The store's own line is its sales. What
 * the store's offers paid of the line for the buyer (decision 083) is the store's promotion expense: the
 * seller is paid its sale as invoiced, the buyer's money and the store's together.
 */
export function payableEntries(vendorId: string, isStore: boolean, line: LineSettlement, storeDiscountPaise = 0): Entry[] {
  return [
    { account: ACCOUNTS.customersHeld, amountPaise: line.grossPaise - storeDiscountPaise },
    { account: ACCOUNTS.promotions, amountPaise: storeDiscountPaise, vendorId },
    { account: isStore ? ACCOUNTS.storeSales : sellerAccount(vendorId), amountPaise: -line.netPayablePaise, vendorId },
    { account: ACCOUNTS.commission, amountPaise: -line.commissionPaise, vendorId },
    { account: ACCOUNTS.commissionGst, amountPaise: -line.commissionGstPaise, vendorId },
    { account: ACCOUNTS.tcsCgst, amountPaise: -line.tcs.cgstPaise, vendorId },
    { account: ACCOUNTS.tcsSgst, amountPaise: -line.tcs.sgstPaise, vendorId },
    { account: ACCOUNTS.tcsIgst, amountPaise: -line.tcs.igstPaise, vendorId },
    { account: ACCOUNTS.tds, amountPaise: -line.tdsPaise, vendorId },
  ]
}

/** The same entries the other way round: a return of a line that had become payable. */
export function reversed(entries: readonly Entry[]): Entry[] {
  return entries.map((entry) => ({ ...entry, amountPaise: -entry.amountPaise }))
}

/** How an order was paid: cash on delivery, or online through a provider (a gateway, or bank transfer). */
export interface PaidWay {
  method: PaymentMethod
  provider: string
}

/** One account debited and another credited with the same amount. */
const flow = (debit: string, credit: string, amountPaise: number, vendorId?: string): Entry[] => [
  { account: debit, amountPaise, ...(vendorId ? { vendorId } : {}) },
  { account: credit, amountPaise: -amountPaise, ...(vendorId ? { vendorId } : {}) },
]

/**
 * The entries of each event of the shop's money, in this one place (issue 42); the services that post
 * them choose the event's key, memo and moment. Debits are positive, credits negative:
 *
 *   store credit spent at checkout    customers:store-credit → customers:held
 *   paid online                       cash:gateway → customers:held
 *   a bank transfer received          cash:bank → customers:transfers-unapplied, applied to its order
 *                                       once paid in full (→ customers:held); an excess paid back
 *   cash collected on delivery        cash:cod → customers:held
 *   given back (cancel, refund,       customers:held → cash:gateway (online) or cash:bank (cash on
 *     return)                           delivery or bank transfer, paid back by transfer), and
 *                                       customers:store-credit
 *   a line payable                    customers:held and, for what the store's offers paid of it,
 *                                       store:promotions → seller:<id> or store:sales, store:commission and
 *                                       its GST, TCS, TDS (payableEntries); reversed when it comes back
 *   a refund the gateway refused      customers:refunds-due, out of cash:gateway, until sent again
 *   cash remitted by a courier        cash:cod → cash:bank
 *   the gateway settles               cash:gateway → cash:bank
 *   the gateway's fee                 cash:gateway → store:gateway-fees and tax:gst-input
 *   TDS taken on GST, corrected       tax:tds-194o → seller:<id> (decision 076)
 *   a seller's payout                 seller:<id> → payouts:pending (due) → cash:bank (paid), or back
 *                                       to seller:<id> (the transfer failed)
 */
export const ENTRIES = {
  creditSpent: (amountPaise: number) => flow(ACCOUNTS.storeCredit, ACCOUNTS.customersHeld, amountPaise),
  paidOnline: (amountPaise: number) => flow(ACCOUNTS.gateway, ACCOUNTS.customersHeld, amountPaise),
  transferReceived: (amountPaise: number) => flow(ACCOUNTS.bank, ACCOUNTS.transfersUnapplied, amountPaise),
  paidByTransfer: (amountPaise: number) => flow(ACCOUNTS.transfersUnapplied, ACCOUNTS.customersHeld, amountPaise),
  transferReturned: (amountPaise: number) => flow(ACCOUNTS.transfersUnapplied, ACCOUNTS.bank, amountPaise),
  cashCollected: (amountPaise: number) => flow(ACCOUNTS.codCollected, ACCOUNTS.customersHeld, amountPaise),
  /** Money and store credit going back to the customer out of what the store holds for them, the way it was paid. */
  givenBack: (way: PaidWay, amountPaise: number, creditPaise: number): Entry[] => [
    { account: ACCOUNTS.customersHeld, amountPaise },
    {
      account: way.method === 'cod' || way.provider === 'bank' ? ACCOUNTS.bank : ACCOUNTS.gateway,
      amountPaise: -(amountPaise - creditPaise),
    },
    { account: ACCOUNTS.storeCredit, amountPaise: -creditPaise },
  ],
  refundRefused: (amountPaise: number) => flow(ACCOUNTS.gateway, ACCOUNTS.refundsDue, amountPaise),
  refundSentAgain: (amountPaise: number) => flow(ACCOUNTS.refundsDue, ACCOUNTS.gateway, amountPaise),
  codRemitted: (amountPaise: number) => flow(ACCOUNTS.bank, ACCOUNTS.codCollected, amountPaise),
  gatewaySettled: (amountPaise: number) => flow(ACCOUNTS.bank, ACCOUNTS.gateway, amountPaise),
  /** The gateway's fee (GST included): the fee less its GST is the store's expense, the GST its input credit. */
  gatewayFee: (feePaise: number, taxPaise: number): Entry[] => [
    { account: ACCOUNTS.gatewayFees, amountPaise: feePaise - taxPaise },
    { account: ACCOUNTS.gstInput, amountPaise: taxPaise },
    { account: ACCOUNTS.gateway, amountPaise: -feePaise },
  ],
  payoutDue: (vendorId: string, amountPaise: number) => flow(sellerAccount(vendorId), ACCOUNTS.payoutsPending, amountPaise, vendorId),
  payoutPaid: (vendorId: string, amountPaise: number): Entry[] => [
    { account: ACCOUNTS.payoutsPending, amountPaise, vendorId },
    { account: ACCOUNTS.bank, amountPaise: -amountPaise },
  ],
  payoutFailed: (vendorId: string, amountPaise: number) => flow(ACCOUNTS.payoutsPending, sellerAccount(vendorId), amountPaise, vendorId),
  /** TDS deducted on GST too, given back to the seller (decision 076); negative for a reversal that gave back too much. */
  tdsCorrected: (vendorId: string, amountPaise: number) => flow(ACCOUNTS.tds, sellerAccount(vendorId), amountPaise, vendorId),
} as const
