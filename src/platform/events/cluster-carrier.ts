import type { Cluster } from 'node:cluster'
import type { EventCarrier } from './event-bus.ts'

/** The message a worker sends its primary, and the primary hands every other worker. */
interface BusMessage {
  deccanEvent: string
}

function isBusMessage(message: unknown): message is BusMessage {
  return typeof message === 'object' && message !== null && typeof (message as BusMessage).deccanEvent === 'string'
}

/** In a cluster worker: events go to the primary over the IPC channel, and come back from it. */
export function clusterWorkerCarrier(): EventCarrier {
  return {
    send(topic) {
      // The channel is gone only while this worker is being stopped; nothing is waiting for events then.
      if (process.connected) process.send?.({ deccanEvent: topic } satisfies BusMessage)
    },
    receive(deliver) {
      process.on('message', (message) => {
        if (isBusMessage(message)) deliver(message.deccanEvent)
      })
    },
  }
}

/** In the primary: every worker's event is passed to all the others (the sender delivered it itself). */
export function relayClusterEvents(cluster: Cluster): void {
  cluster.on('message', (from, message) => {
    if (!isBusMessage(message)) return
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (worker && worker !== from && worker.isConnected()) worker.send(message)
    }
  })
}
