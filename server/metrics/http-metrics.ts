import cluster from 'node:cluster'
import { createHash, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { ServerBuild } from 'react-router'
import type { AppServices } from '#src/platform/context.ts'
import { STRICT_CSP } from '../security-headers.ts'
import { sendBuffered, sendPlain } from '../send.ts'
import { shopJobs } from '../shop-jobs.ts'
import { clusterMetricsOfWorker } from './cluster-metrics.ts'
import type { ProcessMetrics } from './process-metrics.ts'
import { routeTemplates, UNMATCHED } from './route-templates.ts'
import { shopFiguresText } from './shop-figures.ts'

/** What the HTTP layer does with metrics: count each finished request, and answer GET /metrics. */
export interface HttpMetrics {
  /** A finished request; `pathname` null when its URL could not be read. */
  observe(method: string | undefined, pathname: string | null, status: number, seconds: number): void
  answer(req: IncomingMessage, res: ServerResponse): Promise<void>
}

export interface HttpMetricsOptions {
  /** METRICS_TOKEN: a scraper sends it as `Authorization: Bearer <token>`. */
  token: string
  process: ProcessMetrics
  build: ServerBuild
  staticPaths: Iterable<string>
  services: AppServices
}

const PROMETHEUS_TEXT = 'text/plain; version=0.0.4; charset=utf-8'
const NEVER_KEPT = { 'cache-control': 'no-store', 'content-security-policy': STRICT_CSP }

export function createHttpMetrics(options: HttpMetricsOptions): HttpMetrics {
  const { process: own, services } = options
  const templateOf = routeTemplates(options.build, options.staticPaths)
  // In a cluster the primary sums every worker's figures; a single process has only its own.
  const processFigures = cluster.isWorker ? clusterMetricsOfWorker(own.registry) : () => own.registry.metrics()
  const jobNames = shopJobs(services, services.log).map((job) => job.name)
  const isToken = tokenCheck(options.token)

  return {
    observe(method, pathname, status, seconds) {
      own.observeRequest(method, pathname === null ? UNMATCHED : templateOf(pathname), status, seconds)
    },
    async answer(req, res) {
      if (!isToken(req.headers.authorization))
        return sendPlain(res, 401, 'Unauthorized: send the metrics token as "Authorization: Bearer <token>".', {
          'WWW-Authenticate': 'Bearer realm="metrics"',
          'Cache-Control': 'no-store',
        })
      const [processes, shop] = await Promise.all([processFigures(), shopFiguresText({ db: services.db, jobNames, log: services.log })])
      if (processes === null) {
        services.log.warn('metrics: the cluster primary did not answer with the workers’ figures')
        return sendPlain(res, 503, 'The workers’ figures could not be gathered; try again.', {
          'Cache-Control': 'no-store',
          'Retry-After': '5',
        })
      }
      sendBuffered(req, res, 200, { 'content-type': PROMETHEUS_TEXT, ...NEVER_KEPT }, Buffer.from(`${processes}\n${shop}`))
    },
  }
}

/**
 * Whether an Authorization header carries the token. Both sides are hashed first, so the comparison
 * takes the same time whatever was sent, however long, and how much of it was right.
 */
export function tokenCheck(token: string): (authorization: string | undefined) => boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest()
  const expected = digest(token)
  return (authorization) => {
    const given = /^Bearer +(\S+) *$/i.exec(authorization ?? '')?.[1]
    return given !== undefined && timingSafeEqual(digest(given), expected)
  }
}
