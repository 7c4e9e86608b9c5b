import cluster, { type Worker } from 'node:cluster'
import { relayClusterEvents } from '#src/platform/events/cluster-carrier.ts'
import type { Logger } from '#src/platform/logger.ts'
import { gatherClusterMetrics } from './metrics/cluster-metrics.ts'

export interface RunningCluster {
  workers(): number
  stop(): Promise<void>
}

/** A worker that dies sooner than this after starting is restarted after a pause, so a broken start cannot spin. */
const EARLY_DEATH_MS = 5000
const RESTART_PAUSE_MS = 1000

/**
 * The cluster primary: forks the workers (each a whole shop on the shared port; the primary hands
 * them connections in turn), replaces any that dies, relays the event bus between them, and on
 * SIGTERM or SIGINT stops them all gracefully (each finishes its open requests) before exiting, and
 * gathers the workers' metrics for the one asked for /metrics.
 * It serves nothing itself and opens no database connection: the database was prepared before.
 */
export function startCluster(options: { workers: number; log: Logger; shutdownTimeoutMs: number; metrics: boolean }): RunningCluster {
  const { log } = options
  let stopping: Promise<void> | undefined
  const startedAt = new Map<Worker, number>()

  const fork = () => {
    const worker = cluster.fork()
    startedAt.set(worker, Date.now())
  }
  relayClusterEvents(cluster)
  // /metrics lands on any worker, which asks here for every worker's figures (decision 081).
  if (options.metrics) gatherClusterMetrics(cluster)
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0)
    startedAt.delete(worker)
    if (stopping) return
    log.error({ worker: worker.id, pid: worker.process.pid, code, signal }, 'worker died: starting another')
    if (lived < EARLY_DEATH_MS) setTimeout(() => stopping || fork(), RESTART_PAUSE_MS)
    else fork()
  })
  for (let i = 0; i < options.workers; i++) fork()
  log.info({ workers: options.workers }, 'cluster started')

  const stop = () => {
    stopping ??= new Promise<void>((resolve) => {
      const alive = Object.values(cluster.workers ?? {}).filter((w): w is Worker => Boolean(w && !w.isDead()))
      log.info({ workers: alive.length }, 'stopping: each worker finishes its open requests')
      if (alive.length === 0) return resolve()
      let left = alive.length
      // A worker still running well past its own shutdown timeout is stuck: it is killed.
      const deadline = setTimeout(() => {
        for (const worker of alive) if (!worker.isDead()) worker.process.kill('SIGKILL')
      }, options.shutdownTimeoutMs + 5000)
      for (const worker of alive) {
        worker.once('exit', () => {
          left -= 1
          if (left === 0) {
            clearTimeout(deadline)
            resolve()
          }
        })
        worker.process.kill('SIGTERM')
      }
    })
    return stopping
  }
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => {
      void stop().then(() => {
        log.info('stopped')
        process.exit(0)
      })
    })
  }
  return { workers: () => Object.keys(cluster.workers ?? {}).length, stop }
}
