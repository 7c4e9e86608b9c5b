// The load generator the benchmarks share: autocannon against one URL, reduced to what is reported.
import autocannon from 'autocannon'

export interface LoadResult {
  requestsPerSecond: number
  p99Ms: number
  errors: number
  non2xx: number
}

export async function load(
  url: string,
  options: { connections?: number; seconds?: number; headers?: Record<string, string>; method?: 'GET' | 'POST'; body?: string } = {},
): Promise<LoadResult> {
  const result = await autocannon({
    url,
    connections: options.connections ?? 10,
    duration: options.seconds ?? 10,
    headers: options.headers,
    method: options.method ?? 'GET',
    body: options.body,
  })
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  }
}

/** Every figure this run reported, by name: what bench/results.json keeps and the next run compares with. */
const measured: Record<string, { requestsPerSecond: number; p99Ms: number; sharePercent: number }> = {}
export const measuredFigures = () => ({ ...measured })

/** One line of the report: throughput, p99 and the share of hello-world measured in the same run. */
export function reportLine(name: string, r: LoadResult, baseline: LoadResult, target: string): string {
  const sharePercent = Math.round((r.requestsPerSecond / baseline.requestsPerSecond) * 1000) / 10
  measured[name] = { requestsPerSecond: r.requestsPerSecond, p99Ms: r.p99Ms, sharePercent }
  const share = `${sharePercent.toFixed(1)}%`
  return `${name.padEnd(52)} ${String(r.requestsPerSecond).padStart(7)} req/s  p99 ${String(r.p99Ms).padStart(4)} ms  ${share.padStart(6)} of hello-world  errors ${r.errors + r.non2xx}  (${target})`
}
