import type { Cluster, Worker } from 'node:cluster'
import { EventEmitter } from 'node:events'
import { describe, expect, it } from 'vitest'
import { gatherClusterMetrics } from './cluster-metrics.ts'
import { createProcessMetrics, type ProcessMetrics } from './process-metrics.ts'

/** A worker of a cluster that is not there: what the primary sends it is answered as the real worker's IPC handler would. */
function fakeWorker(cluster: EventEmitter, metrics: ProcessMetrics | null) {
  const answers: unknown[] = []
  const worker = {
    answers,
    isConnected: () => true,
    send(message: { deccanMetrics: string; id: string }) {
      if (message.deccanMetrics === 'collect' && metrics)
        void metrics.registry
          .getMetricsAsJSON()
          .then((json) => cluster.emit('message', worker, { deccanMetrics: 'collected', id: message.id, metrics: json }))
      if (message.deccanMetrics === 'gathered') answers.push(message)
      return true
    },
  }
  return worker
}

const seriesValue = (text: string, series: string) => Number(new RegExp(`^${series.replace(/[{}]/g, '\\$&')} (\\S+)$`, 'm').exec(text)?.[1])

async function gatheredBy(cluster: EventEmitter, asker: ReturnType<typeof fakeWorker>): Promise<string> {
  cluster.emit('message', asker, { deccanMetrics: 'gather', id: 'scrape-1' })
  await expect.poll(() => asker.answers.length, { timeout: 3000 }).toBe(1)
  return (asker.answers[0] as { text: string }).text
}

describe('the cluster primary gathering the workers’ metrics', () => {
  it('sums every serving worker’s figures into one answer, to the worker that asked', async () => {
    const cluster = new EventEmitter()
    gatherClusterMetrics(cluster as unknown as Cluster)
    const [one, two] = [createProcessMetrics(), createProcessMetrics()]
    one.observeRequest('GET', '/products/:slug', 200, 0.02)
    one.observeRequest('GET', '/products/:slug', 200, 0.03)
    two.observeRequest('GET', '/products/:slug', 200, 0.5)
    two.observeQuery('select', 0.001)
    const workers = [fakeWorker(cluster, one), fakeWorker(cluster, two)]
    for (const worker of workers) cluster.emit('listening', worker as unknown as Worker)
    // A worker still starting is not asked, so it cannot hold the answer up.
    fakeWorker(cluster, createProcessMetrics())

    const text = await gatheredBy(cluster, workers[1] as ReturnType<typeof fakeWorker>)
    expect(seriesValue(text, 'deccan_workers_reporting')).toBe(2)
    expect(seriesValue(text, 'http_requests_total{method="GET",route="/products/:slug",status="200"}')).toBe(3)
    expect(seriesValue(text, 'http_request_duration_seconds_count{method="GET",route="/products/:slug"}')).toBe(3)
    expect(seriesValue(text, 'db_query_duration_seconds_count{kind="select"}')).toBe(1)
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds /m)
    expect(text).toMatch(/^process_resident_memory_bytes /m)
  })

  it('leaves out a worker that does not answer in time, and says so in the workers reporting', async () => {
    const cluster = new EventEmitter()
    gatherClusterMetrics(cluster as unknown as Cluster, 100)
    const answering = fakeWorker(cluster, createProcessMetrics())
    const stuck = fakeWorker(cluster, null)
    for (const worker of [answering, stuck]) cluster.emit('listening', worker as unknown as Worker)
    const text = await gatheredBy(cluster, answering)
    expect(seriesValue(text, 'deccan_workers_reporting')).toBe(1)
  })
})
