import type { IncomingMessage, ServerResponse } from 'node:http'
import { cartTopic } from '#src/modules/cart/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { type EventBus, SHOP_EVENTS } from '#src/platform/events/event-bus.ts'
import { STRICT_CSP } from './security-headers.ts'

/** Live connections (server-sent events) stay open until the client leaves, so a stop ends them itself. */
const SSE_PING_MS = 25_000

/**
 * GET /api/v1/cart/events: an event each time this visitor's cart changes, from any tab or device.
 * Each open tab holds a socket, a response and two bus listeners; past `maxStreams` a tab gets a 204,
 * which EventSource takes as "do not reconnect" (its cart still shows the truth on the next page).
 */
export function cartEventStreams(events: EventBus, maxStreams: number) {
  const streams = new Set<ServerResponse>()
  return {
    open(req: IncomingMessage, res: ServerResponse, ctx: Pick<ServiceContext, 'actor' | 'cartId'>) {
      const topic = cartTopic(ctx)
      if (!topic || streams.size >= maxStreams) {
        res.writeHead(204, { 'cache-control': 'no-store' }).end()
        return
      }
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': STRICT_CSP,
        'x-accel-buffering': 'no',
      })
      res.write('retry: 3000\n\n')
      streams.add(res)
      const changed = () => res.write('event: cart\ndata: changed\n\n')
      const unsubscribe = events.subscribe(topic, changed)
      // Events from other instances may have been missed while the bus was cut off: the page refetches.
      const unsubscribeResync = events.subscribe(SHOP_EVENTS.busResynced, changed)
      const ping = setInterval(() => res.write(': ping\n\n'), SSE_PING_MS)
      req.on('close', () => {
        clearInterval(ping)
        unsubscribe()
        unsubscribeResync()
        streams.delete(res)
      })
    },
    closeAll() {
      for (const stream of streams) stream.end()
      streams.clear()
    },
  }
}
