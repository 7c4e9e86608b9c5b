import { EventEmitter } from 'node:events'

/**
 * The shop's event bus: services announce what changed, and whoever cares listens (the response
 * cache, open pages' live updates). Topics are plain strings so that any carrier can relay them:
 * in-process here; between processes, a carrier that relays `publish` to the other processes'
 * buses (see decision 010).
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
} as const

/** What a signed-out visitor sees depends on these: the anonymous response cache drops its entries on them. */
export const PUBLIC_CONTENT_TOPICS = [SHOP_EVENTS.productChanged, SHOP_EVENTS.storeChanged] as const

/** One cart's topic: a user's (`user:<id>`) or a visitor's cart cookie (`guest:<id>`). */
export const cartChanged = (owner: string) => `cart.changed:${owner}`

export function createEventBus(): EventBus {
  const emitter = new EventEmitter()
  emitter.setMaxListeners(0) // one listener per open tab
  return {
    publish: (topic) => {
      emitter.emit(topic)
    },
    subscribe(topic, listener) {
      emitter.on(topic, listener)
      return () => emitter.off(topic, listener)
    },
  }
}
