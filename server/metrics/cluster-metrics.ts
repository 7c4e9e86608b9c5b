import type { Cluster, Worker } from 'node:cluster'
import { randomUUID } from 'node:crypto'
import { AggregatorRegistry, type Registry } from 'prom-client'

/**
 * The metrics' messages over the cluster's IPC channels (the event bus has its own, cluster-carrier.ts):
 * a worker asked for /metrics asks its primary to `gather`; the primary asks every serving worker to
 * `collect` its own figures, sums what they send back (prom-client's AggregatorRegistry) and answers
 * the asking worker with the cluster's text.
 */
type MetricsMessage =
  | { deccanMetrics: 'gather'; id: string }
  | { deccanMetrics: 'gathered'; id: string; text: string | null }
  | { deccanMetrics: 'collect'; id: string }
  | { deccanMetrics: 'collected'; id: string; metrics: object[] }

function isMetricsMessage(message: unknown): message is MetricsMessage {
  return typeof message === 'object' && message !== null && typeof (message as MetricsMessage).deccanMetrics === 'string'
}

/** How long the primary waits for the workers' figures: one that has not answered by then is left out (and counted so). */
export const COLLECT_TIMEOUT_MS = 2000

/**
 * In the primary: answers workers' requests for the whole cluster's figures. Only workers that are
 * serving (listening) are asked, so one still starting does not hold an answer up; one that does not
 * answer in time is left out, and `deccan_workers_reporting` says how many are in.
 */
export function gatherClusterMetrics(cluster: Cluster, timeoutMs = COLLECT_TIMEOUT_MS): void {
  const serving = new Set<Worker>()
  cluster.on('listening', (worker) => serving.add(worker))
  cluster.on('exit', (worker) => serving.delete(worker))
  const collecting = new Map<string, { answers: object[][]; left: Set<Worker>; finish(): void }>()

  const gather = (): Promise<string> => {
    const id = randomUUID()
    const asked = [...serving].filter((worker) => worker.isConnected())
    return new Promise<string>((resolve, reject) => {
      const answers: object[][] = []
      const finish = () => {
        clearTimeout(timer)
        collecting.delete(id)
        AggregatorRegistry.aggregate(answers).metrics().then(resolve, reject)
      }
      const timer = setTimeout(finish, timeoutMs)
      collecting.set(id, { answers, left: new Set(asked), finish })
      for (const worker of asked) worker.send({ deccanMetrics: 'collect', id } satisfies MetricsMessage)
      if (asked.length === 0) finish()
    })
  }

  cluster.on('message', (from, message) => {
    if (!isMetricsMessage(message)) return
    if (message.deccanMetrics === 'collected') {
      const round = collecting.get(message.id)
      if (!round?.left.delete(from)) return
      round.answers.push(message.metrics)
      if (round.left.size === 0) round.finish()
    } else if (message.deccanMetrics === 'gather') {
      const answer = (text: string | null) => {
        if (from.isConnected()) from.send({ deccanMetrics: 'gathered', id: message.id, text } satisfies MetricsMessage)
      }
      gather().then(answer, () => answer(null))
    }
  })
}

/**
 * In a worker: hands the primary this process's figures when it collects, and returns the way to ask
 * it for the whole cluster's (null when the primary did not answer in time).
 */
export function clusterMetricsOfWorker(registry: Registry, timeoutMs = COLLECT_TIMEOUT_MS + 1000): () => Promise<string | null> {
  const waiting = new Map<string, (text: string | null) => void>()
  process.on('message', (message) => {
    if (!isMetricsMessage(message)) return
    if (message.deccanMetrics === 'collect') {
      const send = (metrics: object[]) => {
        if (process.connected) process.send?.({ deccanMetrics: 'collected', id: message.id, metrics } satisfies MetricsMessage)
      }
      // A registry that cannot be read still answers, with nothing: the primary need not wait it out.
      registry.getMetricsAsJSON().then(send, () => send([]))
    } else if (message.deccanMetrics === 'gathered') {
      waiting.get(message.id)?.(message.text)
    }
  })
  return () =>
    new Promise((resolve) => {
      const id = randomUUID()
      const done = (text: string | null) => {
        clearTimeout(timer)
        waiting.delete(id)
        resolve(text)
      }
      const timer = setTimeout(() => done(null), timeoutMs)
      waiting.set(id, done)
      if (process.connected) process.send?.({ deccanMetrics: 'gather', id } satisfies MetricsMessage)
      else done(null)
    })
}
