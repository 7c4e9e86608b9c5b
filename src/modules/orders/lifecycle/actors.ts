import type { ActorKind } from '#db/schema.ts'
import type { Mover } from './order-state.ts'

// Who took a step of an order, as its timeline names them (issue 41, decision 067). Pure: the pages
// word it, the services record it.

/** What a timeline step keeps of who acted: the kind, and a seller's or an admin's name as it was then. */
export interface EventActor {
  actorKind: ActorKind
  actorName: string | null
}

/**
 * The actor of a lifecycle move: the customer, the seller by its store's name, the admin by their own
 * name, the payment gateway, or a scheduled job (the shop's own sweeps).
 */
export function moverActor(mover: Mover, person: { name: string } | null | undefined, storeName?: string): EventActor {
  switch (mover.kind) {
    case 'customer':
      return { actorKind: 'customer', actorName: null }
    case 'vendor':
      return { actorKind: 'seller', actorName: storeName ?? null }
    case 'admin':
      return { actorKind: 'admin', actorName: person?.name?.trim() || null }
    case 'gateway':
      // Store credit is the customer's own money, spent by them as they place the order.
      if (mover.via === 'store-credit') return { actorKind: 'customer', actorName: null }
      // A bank transfer is matched by the admin who entered the statement line.
      if (mover.via === 'bank-statement') return { actorKind: 'admin', actorName: person?.name?.trim() || null }
      return { actorKind: 'gateway', actorName: null }
    case 'system':
      return { actorKind: 'job', actorName: null }
  }
}

/**
 * "By the customer", "By SP Road Systems (seller)", "By Asha Rao (admin)", "By a scheduled job", "By the
 * payment gateway": the same words on the shopper's, the admin's and the seller's pages, so never "you".
 * Null for a step recorded before actors were kept (its own words say what was known).
 */
export function actorWords(step: { actorKind?: ActorKind | null; actorName?: string | null }): string | null {
  switch (step.actorKind) {
    case 'customer':
      return 'By the customer'
    case 'seller':
      return step.actorName ? `By ${step.actorName} (seller)` : 'By the seller'
    case 'admin':
      return step.actorName ? `By ${step.actorName} (admin)` : 'By an admin'
    case 'job':
      return 'By a scheduled job'
    case 'gateway':
      return 'By the payment gateway'
    default:
      return null
  }
}
