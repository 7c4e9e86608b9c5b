import type { Database } from '#db/database.ts'
import * as repo from './gateway-events.repository.ts'

/**
 * A gateway's webhook event is acted on once (decision 075). It is remembered only after it was
 * handled, never before: an event whose handling failed or was cut short is still the gateway's to
 * deliver again, and each handler is itself safe to run twice (a paid order stays paid, a refund is
 * recorded once by its id), so two deliveries racing each other change nothing twice either.
 */
export async function gatewayEventHandled(db: Database, provider: string, eventId: string): Promise<boolean> {
  return (await repo.findGatewayEvent(db, provider, eventId)) !== undefined
}

export function rememberGatewayEvent(
  db: Database,
  event: { provider: string; eventId: string; type: string; orderId: string | null; at: string },
): Promise<boolean> {
  const { at, ...row } = event
  return repo.insertGatewayEvent(db, { ...row, handledAt: at })
}
