import { Counter, Gauge, Registry } from 'prom-client'
import type { Database } from '#db/database.ts'
import { jobsLastSucceeded } from '#src/modules/jobs/index.ts'
import { ledgerImbalance } from '#src/modules/ledger/index.ts'
import { orderFigures } from '#src/modules/orders/index.ts'
import { refundsWaiting } from '#src/modules/payments/index.ts'
import type { Logger } from '#src/platform/logger.ts'

const PAYMENT_METHODS = ['cod', 'online'] as const
const WAITING = ['pending', 'failed'] as const

/**
 * The shop's own figures, read from the database by the worker that answers the scrape, once per
 * scrape: they are the database's, the same from every worker, so never summed across them. When
 * the database cannot be read, `deccan_shop_figures_up` is 0 and the process figures still answer.
 */
export async function shopFiguresText(deps: { db: Database; jobNames: readonly string[]; log: Logger }): Promise<string> {
  const registry = new Registry()
  const registers = [registry]
  const up = new Gauge({
    name: 'deccan_shop_figures_up',
    help: '1 when the shop figures were read from the database for this scrape, 0 when they could not be',
    registers,
  })
  try {
    const ctx = { db: deps.db }
    const [orders, refunds, jobs, imbalance] = await Promise.all([
      orderFigures(ctx),
      refundsWaiting(deps.db),
      jobsLastSucceeded(deps.db),
      ledgerImbalance(ctx),
    ])
    const placed = counter(registry, 'deccan_orders_placed_total', 'Orders placed since the shop began, by payment method', [
      'payment_method',
    ])
    const paid = counter(
      registry,
      'deccan_payments_captured_total',
      'Orders whose payment was taken in full (paid online, by transfer, or cash collected), refunded ones included, by payment method',
      ['payment_method'],
    )
    for (const method of PAYMENT_METHODS) {
      const row = orders.find((r) => r.method === method)
      placed.inc({ payment_method: method }, row?.placed ?? 0)
      paid.inc({ payment_method: method }, row?.paid ?? 0)
    }
    const waiting = gauge(
      registry,
      'deccan_refunds_waiting',
      'Refunds not yet settled: pending (being sent, or to be sent again by the job) or failed (refused, waiting for an admin)',
      ['status'],
    )
    const waitingPaise = gauge(registry, 'deccan_refunds_waiting_paise', 'The amount of the refunds waiting, in paise', ['status'])
    for (const status of WAITING) {
      const row = refunds.find((r) => r.status === status)
      waiting.set({ status }, row?.count ?? 0)
      waitingPaise.set({ status }, row?.amountPaise ?? 0)
    }
    const lastSuccess = gauge(
      registry,
      'deccan_job_last_success_timestamp_seconds',
      'When each scheduled job last finished a tick without failing (Unix seconds; 0: not since it was recorded)',
      ['job'],
    )
    const names = new Set([...deps.jobNames, ...jobs.map((job) => job.name)])
    for (const name of names) {
      const at = jobs.find((job) => job.name === name)?.lastSucceededAt
      lastSuccess.set({ job: name }, at ? Date.parse(at) / 1000 : 0)
    }
    gauge(registry, 'deccan_ledger_imbalance_paise', 'The sum of every ledger entry, in paise: 0 while the books balance', []).set(
      imbalance,
    )
    up.set(1)
  } catch (error) {
    deps.log.warn({ err: error }, 'metrics: the shop figures could not be read from the database')
    up.set(0)
  }
  return registry.metrics()
}

function counter<L extends string>(registry: Registry, name: string, help: string, labelNames: L[]) {
  return new Counter({ name, help, labelNames, registers: [registry] })
}

function gauge<L extends string>(registry: Registry, name: string, help: string, labelNames: L[]) {
  return new Gauge({ name, help, labelNames, registers: [registry] })
}
