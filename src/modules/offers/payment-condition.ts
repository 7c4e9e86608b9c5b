// Bank offers (decision 083): an offer's condition on how its order is paid, and the check of a payment
// as the gateway reports it. Pure, so pages say the condition in the same words.

/** A card of these networks and/or issuing banks (empty: any), or UPI. */
export type PaymentCondition = { method: 'card'; networks: string[]; banks: string[] } | { method: 'upi' }

/** How a payment was made, as the gateway reports it (the test gateway: as the shopper chose to simulate). */
export interface PaidWith {
  method: 'card' | 'upi' | 'netbanking' | 'wallet' | 'other'
  /** The card's network: Visa, Mastercard, RuPay… */
  network?: string | null
  /** The bank that issued the card, or the netbanking bank. */
  bank?: string | null
}

export const CARD_NETWORKS = ['Visa', 'Mastercard', 'RuPay', 'American Express', 'Diners Club'] as const
export const ISSUING_BANKS = ['HDFC Bank', 'ICICI Bank', 'State Bank of India', 'Axis Bank', 'Kotak Mahindra Bank'] as const

/**
 * The ways the built-in test gateway lets a shopper pretend to pay, so a bank offer can be tried: what a
 * real gateway would report of each.
 */
export const SIMULATED_METHODS: ReadonlyArray<{ id: string; label: string; paidWith: PaidWith }> = [
  { id: 'upi', label: 'UPI', paidWith: { method: 'upi' } },
  { id: 'hdfc-visa', label: 'HDFC Bank Visa card', paidWith: { method: 'card', network: 'Visa', bank: 'HDFC Bank' } },
  { id: 'icici-mastercard', label: 'ICICI Bank Mastercard', paidWith: { method: 'card', network: 'Mastercard', bank: 'ICICI Bank' } },
  { id: 'sbi-rupay', label: 'State Bank of India RuPay card', paidWith: { method: 'card', network: 'RuPay', bank: 'State Bank of India' } },
  { id: 'axis-netbanking', label: 'Axis Bank netbanking', paidWith: { method: 'netbanking', bank: 'Axis Bank' } },
]

/** The banks' codes as gateways report a card's issuer or a netbanking bank (their IFSC prefixes). */
const BANK_CODES: Record<string, string> = {
  HDFC: 'HDFC Bank',
  ICIC: 'ICICI Bank',
  SBIN: 'State Bank of India',
  UTIB: 'Axis Bank',
  KKBK: 'Kotak Mahindra Bank',
}

/** A bank as a gateway names it (a code or a name), by the name bank offers use. */
export const bankName = (bank: string | null | undefined): string | null => (bank ? (BANK_CODES[bank.toUpperCase()] ?? bank) : null)

const same = (a: string | null | undefined, b: string) => (a ?? '').trim().toLowerCase() === b.trim().toLowerCase()

/** Whether a payment meets the condition; a payment the gateway did not describe meets none. */
export function meets(condition: PaymentCondition, paid: PaidWith | null): boolean {
  if (!paid) return false
  if (condition.method === 'upi') return paid.method === 'upi'
  if (paid.method !== 'card') return false
  const network = condition.networks.length === 0 || condition.networks.some((n) => same(paid.network, n))
  const bank = condition.banks.length === 0 || condition.banks.some((b) => same(bankName(paid.bank), b))
  return network && bank
}

/** "paying by an HDFC Bank card", "paying by a Visa or RuPay card", "paying by UPI". */
export function conditionWords(condition: PaymentCondition): string {
  if (condition.method === 'upi') return 'paying by UPI'
  const banks = condition.banks.join(' or ')
  const networks = condition.networks.join(' or ')
  const card = [banks, networks].filter(Boolean).join(' ')
  return card ? `paying by ${article(card)} ${card} card` : 'paying by card'
}

/** "an" before a vowel's sound: a word starting with a vowel, or an initialism read from a letter like H or S ("an HDFC"). */
function article(words: string): 'a' | 'an' {
  const first = words.split(/\s/)[0] ?? ''
  if (/^[AEIOU]/i.test(first)) return 'an'
  return /^[A-Z]{2,}$/.test(first) && /^[FHLMNRSX]/.test(first) ? 'an' : 'a'
}

/** A condition as stored (JSON), or null for none or anything unreadable. */
export function parseCondition(json: string | null): PaymentCondition | null {
  if (!json) return null
  try {
    const value = JSON.parse(json) as Partial<PaymentCondition> & { networks?: unknown; banks?: unknown }
    if (value.method === 'upi') return { method: 'upi' }
    if (value.method === 'card') {
      const list = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [])
      return { method: 'card', networks: list(value.networks), banks: list(value.banks) }
    }
  } catch {
    // stored by this code only; an unreadable one is treated as none
  }
  return null
}
