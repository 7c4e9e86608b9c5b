import { randomUUID } from 'node:crypto'
import pg from 'pg'
import type { EventCarrier } from '#src/platform/events/event-bus.ts'
import type { Logger } from '#src/platform/logger.ts'

export interface PgNotifyCarrierOptions {
  connectionString: string
  log: Logger
  /** One channel per shop database; tests sharing a database give each shop its own. */
  channel?: string
  /** Delivered in this process when LISTEN is in place again after the connection was lost: events may have been missed. */
  resyncTopics?: readonly string[]
}

const RECONNECT_FIRST_MS = 250
const RECONNECT_MAX_MS = 5000

/**
 * Carries the bus between instances over PostgreSQL LISTEN/NOTIFY on one dedicated connection per
 * process. When that connection drops (the database restarts, or terminates it), the carrier
 * reconnects with backoff, listens again, and delivers the resync topics here; events published
 * while it is away reach only this process.
 */
export function pgNotifyCarrier(options: PgNotifyCarrierOptions): EventCarrier & { close(): Promise<void>; readonly listening: boolean } {
  const channel = options.channel ?? 'deccan_events'
  const origin = randomUUID()
  const log = options.log
  let client: pg.Client | null = null
  let listening = false
  let closed = false
  let delay = RECONNECT_FIRST_MS
  let connectedBefore = false
  let retry: NodeJS.Timeout | undefined
  let deliver: (topic: string) => void = () => {}

  function scheduleReconnect(reason: unknown) {
    if (closed || retry) return
    if (listening) log.warn({ err: reason, retryInMs: delay }, 'event bus: LISTEN connection lost, reconnecting')
    else log.debug({ err: reason, retryInMs: delay }, 'event bus: LISTEN connection not yet made, retrying')
    listening = false
    retry = setTimeout(() => {
      retry = undefined
      void connect()
    }, delay)
    delay = Math.min(delay * 2, RECONNECT_MAX_MS)
  }

  async function connect() {
    const next = new pg.Client({ connectionString: options.connectionString, connectionTimeoutMillis: 3000 })
    // Both fire when the database goes away; either way the client is finished and a new one is made.
    next.on('error', (error) => {
      if (client === next) client = null
      scheduleReconnect(error)
    })
    next.on('end', () => {
      if (client === next) client = null
      scheduleReconnect(new Error('connection ended'))
    })
    next.on('notification', (message) => {
      if (message.channel !== channel || !message.payload) return
      try {
        const { o, t } = JSON.parse(message.payload) as { o: string; t: string }
        if (o !== origin && typeof t === 'string') deliver(t)
      } catch (error) {
        log.warn({ err: error }, 'event bus: unreadable notification ignored')
      }
    })
    try {
      await next.connect()
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`)
    } catch (error) {
      next.removeAllListeners('end')
      await next.end().catch(() => {})
      scheduleReconnect(error)
      return
    }
    if (closed) {
      await next.end().catch(() => {})
      return
    }
    client = next
    listening = true
    delay = RECONNECT_FIRST_MS
    if (connectedBefore) {
      log.info('event bus: LISTEN restored')
      for (const topic of options.resyncTopics ?? []) deliver(topic)
    }
    connectedBefore = true
  }

  return {
    get listening() {
      return listening
    },
    send(topic) {
      const current = client
      if (!current || !listening) return
      current
        .query('select pg_notify($1, $2)', [channel, JSON.stringify({ o: origin, t: topic })])
        .catch((error: unknown) => log.warn({ err: error, topic }, 'event bus: NOTIFY failed; other instances miss this event'))
    },
    receive(handler) {
      deliver = handler
      void connect()
    },
    async close() {
      closed = true
      clearTimeout(retry)
      const current = client
      client = null
      listening = false
      if (current) {
        current.removeAllListeners('end')
        await current.end().catch(() => {})
      }
    },
  }
}
