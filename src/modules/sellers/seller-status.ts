import type { SellerStatus } from './seller-of-record.ts'

/**
 * The one table of how a seller's status moves (decision 038). The seller submits its profile; an
 * admin approves or rejects it, suspends an approved seller and reinstates a suspended one. Rejecting
 * and suspending need a reason, which the seller is told. Only `approved` sells (`sellerCanSell`).
 */
export const SELLER_MOVES = {
  submit: {
    from: ['incomplete', 'rejected', 'submitted'],
    to: 'submitted',
    by: 'seller',
    needsReason: false,
    label: 'Submit for approval',
  },
  approve: { from: ['submitted'], to: 'approved', by: 'admin', needsReason: false, label: 'Approve' },
  reject: { from: ['submitted'], to: 'rejected', by: 'admin', needsReason: true, label: 'Reject' },
  suspend: { from: ['approved'], to: 'suspended', by: 'admin', needsReason: true, label: 'Suspend' },
  reinstate: { from: ['suspended'], to: 'approved', by: 'admin', needsReason: false, label: 'Reinstate' },
} as const satisfies Record<
  string,
  { from: readonly SellerStatus[]; to: SellerStatus; by: 'seller' | 'admin'; needsReason: boolean; label: string }
>

export type SellerMove = keyof typeof SELLER_MOVES
export type AdminSellerMove = { [M in SellerMove]: (typeof SELLER_MOVES)[M]['by'] extends 'admin' ? M : never }[SellerMove]
export const ADMIN_SELLER_MOVES = ['approve', 'reject', 'suspend', 'reinstate'] as const satisfies readonly AdminSellerMove[]

/** The admin's moves open from this status, in the order the review page offers them. */
export function adminMovesFrom(status: SellerStatus): AdminSellerMove[] {
  return ADMIN_SELLER_MOVES.filter((move) => (SELLER_MOVES[move].from as readonly SellerStatus[]).includes(status))
}

export function canMove(move: SellerMove, status: SellerStatus): boolean {
  return (SELLER_MOVES[move].from as readonly SellerStatus[]).includes(status)
}

/** A seller may edit its profile until it is approved; after that its registered details are fixed. */
export function profileEditable(status: SellerStatus): boolean {
  return canMove('submit', status)
}

export function isAdminSellerMove(value: unknown): value is AdminSellerMove {
  return typeof value === 'string' && (ADMIN_SELLER_MOVES as readonly string[]).includes(value)
}
