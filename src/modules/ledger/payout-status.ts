import type { PayoutStatus } from '#db/schema.ts'

export type { PayoutStatus }

export const PAYOUT_STATUS_LABELS: Record<PayoutStatus, string> = {
  pending: 'Waiting for approval',
  approved: 'Approved, to be sent',
  paid: 'Paid',
  failed: 'Transfer failed',
  carried: 'Carried forward',
}
