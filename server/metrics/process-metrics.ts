import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import type { QueryKind } from '#db/query-kind.ts'

/**
 * One server process's own figures: Node's (event-loop lag, memory, CPU, handles), its HTTP requests by
 * route template and its database time by kind of query. In a cluster the primary sums them across the
 * workers (cluster-metrics.ts), each by its own rule (counts add up, event-loop lag is averaged).
 */
export interface ProcessMetrics {
  readonly registry: Registry
  /** A finished request, counted under its route's template (route-templates.ts), never its path. */
  observeRequest(method: string | undefined, route: string, status: number, seconds: number): void
  observeQuery(kind: QueryKind, seconds: number): void
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'])

// Pages and API answers: from a cached answer (well under 5 ms) to a slow report.
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]
// Queries: most take a fraction of a millisecond on SQLite; a second is very slow.
const QUERY_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5]

export function createProcessMetrics(): ProcessMetrics {
  const registry = new Registry()
  const registers = [registry]
  collectDefaultMetrics({ register: registry })
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route template and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  })
  const durations = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method and route template',
    labelNames: ['method', 'route'] as const,
    buckets: REQUEST_BUCKETS,
    registers,
  })
  const queries = new Histogram({
    name: 'db_query_duration_seconds',
    help: 'Time each database query took, failed ones included, by kind (select, insert, update, delete, other)',
    labelNames: ['kind'] as const,
    buckets: QUERY_BUCKETS,
    registers,
  })
  // Each process says 1; summed across the cluster it is how many workers' figures the answer holds.
  new Gauge({
    name: 'deccan_workers_reporting',
    help: 'Server processes whose figures are in this answer (each reports 1; the cluster sums them)',
    aggregator: 'sum',
    registers,
  }).set(1)

  return {
    registry,
    observeRequest(method, route, status, seconds) {
      // A method no route takes (the server answers it 405) is one label, not one per made-up word.
      const label = method && METHODS.has(method) ? method : 'OTHER'
      requests.inc({ method: label, route, status: String(status) })
      durations.observe({ method: label, route }, seconds)
    },
    observeQuery(kind, seconds) {
      queries.observe({ kind }, seconds)
    },
  }
}
