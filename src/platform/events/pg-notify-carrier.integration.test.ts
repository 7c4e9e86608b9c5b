import { randomBytes } from 'node:crypto'
import pg from 'pg'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createEventBus, type EventBus } from '#src/platform/events/event-bus.ts'
import { pgNotifyCarrier } from './pg-notify-carrier.ts'

const url = process.env.TEST_DATABASE_URL

// A database of its own: the test ends every connection to it, as a PostgreSQL restart would.
describe.skipIf(!url)('the LISTEN/NOTIFY carrier', () => {
  const name = `deccan_notify_${randomBytes(5).toString('hex')}`
  const admin = (text: string) => {
    const client = new pg.Client({ connectionString: url })
    return client
      .connect()
      .then(() => client.query(text))
      .finally(() => client.end())
  }
  let dbUrl: string
  const carriers: Array<ReturnType<typeof pgNotifyCarrier>> = []
  const log = pino({ level: 'silent' })

  beforeAll(async () => {
    await admin(`create database ${name}`)
    const parsed = new URL(url as string)
    parsed.pathname = `/${name}`
    dbUrl = parsed.toString()
  })
  afterAll(async () => {
    await Promise.all(carriers.map((c) => c.close()))
    await admin(`drop database if exists ${name} with (force)`)
  })

  function instance(): { bus: EventBus; heard: string[]; carrier: ReturnType<typeof pgNotifyCarrier> } {
    const carrier = pgNotifyCarrier({ connectionString: dbUrl, log, resyncTopics: ['resync'] })
    carriers.push(carrier)
    const bus = createEventBus(carrier)
    const heard: string[] = []
    for (const topic of ['cart.changed:user:1', 'product.changed', 'resync']) bus.subscribe(topic, () => heard.push(topic))
    return { bus, heard, carrier }
  }

  it('carries events between processes once each, and again after the database ended its connections', async () => {
    const a = instance()
    const b = instance()
    await expect.poll(() => a.carrier.listening && b.carrier.listening).toBe(true)

    a.bus.publish('cart.changed:user:1')
    await expect.poll(() => b.heard).toEqual(['cart.changed:user:1'])
    // The publisher heard its own event once, in-process, and not again from the database.
    expect(a.heard).toEqual(['cart.changed:user:1'])

    await admin(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`)
    await expect.poll(() => b.heard.includes('resync') && a.heard.includes('resync'), { timeout: 10_000 }).toBe(true)
    await expect.poll(() => a.carrier.listening && b.carrier.listening).toBe(true)
    b.bus.publish('product.changed')
    await expect.poll(() => a.heard.filter((t) => t === 'product.changed')).toEqual(['product.changed'])
  })
})
