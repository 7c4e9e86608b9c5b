import { EventEmitter } from 'node:events'

/**
 * Topics that something changed (a cart, for now), for live updates to open pages. One server process
 * uses this in-process bus; several processes on PostgreSQL would relay it with LISTEN/NOTIFY.
 */
export interface EventBus {
  publish(topic: string): void
  subscribe(topic: string, listener: () => void): () => void
}

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
