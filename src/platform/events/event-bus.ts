import { EventEmitter } from 'node:events'

/**
 * The shop's event bus: services announce what changed, and whoever cares listens (the response
 * cache, open pages' live updates). Topics are plain strings so that any carrier can relay them:
 * in-process alone (tests, one process); to the other workers of one machine through the cluster
 * primary; to every instance through PostgreSQL LISTEN/NOTIFY (decision 010).
 */
export interface EventBus {
  publish(topic: string): void
  subscribe(topic: string, listener: () => void): () => void
}

/** The topics the shop publishes. */
export const SHOP_EVENTS = {
  /** What a visitor sees of a product changed: fields, price, pictures, stock, publication, its store. */
  productChanged: 'product.changed',
  /** Store-wide public content changed: store details, payment methods (footer, contact, checkout). */
  storeChanged: 'store.changed',
  /** An order moved: status, payment or a vendor's fulfilment. */
  orderChanged: 'order.changed',
  /**
   * This process's carrier was cut off (the database restarted) and is back: events from other
   * processes may have been missed meanwhile, so whoever keeps state from events refreshes it.
   */
  busResynced: 'bus.resynced',
} as const

/** What a signed-out visitor sees depends on these: the anonymous response cache drops its entries on them. */
export const PUBLIC_CONTENT_TOPICS = [SHOP_EVENTS.productChanged, SHOP_EVENTS.storeChanged] as const

/** One cart's topic: a user's (`user:<id>`) or a visitor's cart cookie (`guest:<id>`). */
export const cartChanged = (owner: string) => `cart.changed:${owner}`

/**
 * Takes this process's events to the other processes and brings theirs back. A carrier never hands
 * a process its own events back: those were delivered in-process already.
 */
export interface EventCarrier {
  send(topic: string): void
  /** Called once, with how to deliver a topic that arrived from elsewhere to this process's listeners. */
  receive(deliver: (topic: string) => void): void
}

export function createEventBus(carrier?: EventCarrier): EventBus {
  const emitter = new EventEmitter()
  emitter.setMaxListeners(0) // one listener per open tab
  carrier?.receive((topic) => emitter.emit(topic))
  return {
    publish: (topic) => {
      emitter.emit(topic)
      carrier?.send(topic)
    },
    subscribe(topic, listener) {
      emitter.on(topic, listener)
      return () => emitter.off(topic, listener)
    },
  }
}
