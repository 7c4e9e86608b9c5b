import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import Database from 'better-sqlite3'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedProducts } from '#db/seed/catalogue.ts'
import { freePort, PRODUCTION_ENV, waitFor } from '#scripts/server-process.ts'

// Runs the production build as a user would: `node server/main.js` (npm test builds first).

function startServer(env: Record<string, string>, args: string[] = [], base: Record<string, string | undefined> = PRODUCTION_ENV) {
  const child = spawn(process.execPath, ['server/main.js', ...args], {
    env: { ...process.env, ...base, HOST: '127.0.0.1', ...(env.PORT ? { PUBLIC_URL: `http://127.0.0.1:${env.PORT}` } : {}), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => {
    output += chunk
  })
  child.stderr.on('data', (chunk) => {
    output += chunk
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return { child, exited, output: () => output }
}

describe('the production server', () => {
  let dataDir: string
  beforeAll(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'deccan-server-'))
  })
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  const products = () => {
    const db = new Database(path.join(dataDir, 'deccan-digital.sqlite'), { readonly: true })
    try {
      return db.prepare('select slug from products').all() as Array<{ slug: string }>
    } finally {
      db.close()
    }
  }

  it('creates and seeds the database on first start (no demo sign-ins in production), and stops cleanly on SIGTERM', async () => {
    const port = await freePort()
    const server = startServer({ PORT: String(port), DATA_DIR: dataDir })
    await waitFor(`http://127.0.0.1:${port}/healthz`, server.child)
    expect(products()).toHaveLength(seedProducts.length)
    const db = new Database(path.join(dataDir, 'deccan-digital.sqlite'), { readonly: true })
    expect(db.prepare('select count(*) as n from users').get()).toEqual({ n: 0 })
    db.close()
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
  })

  it('only migrates on later starts: data changed since is left alone', async () => {
    const db = new Database(path.join(dataDir, 'deccan-digital.sqlite'))
    const removed = seedProducts[0]?.slug
    db.prepare('delete from product_images where product_id = (select id from products where slug = ?)').run(removed)
    db.prepare('delete from products where slug = ?').run(removed)
    db.close()

    const port = await freePort()
    const server = startServer({ PORT: String(port), DATA_DIR: dataDir })
    await waitFor(`http://127.0.0.1:${port}/healthz`, server.child)
    const slugs = products().map((p) => p.slug)
    expect(slugs).toHaveLength(seedProducts.length - 1)
    expect(slugs).not.toContain(removed)
    server.child.kill('SIGINT')
    expect(await server.exited).toBe(0)
  })

  it('starts the demo shop as npm start does: demo sign-ins, a kept secret, test payments, no AUTH_SECRET needed', async () => {
    const demoDir = mkdtempSync(path.join(tmpdir(), 'deccan-demo-'))
    try {
      const port = await freePort()
      const server = startServer({ PORT: String(port), DATA_DIR: demoDir, LOG_LEVEL: 'warn' }, ['--demo'], {
        NODE_ENV: undefined,
        AUTH_SECRET: undefined,
        DEMO: undefined,
        SEED_CATALOGUE: undefined,
        PAYMENT_TEST_GATEWAY: undefined,
      })
      const url = `http://127.0.0.1:${port}`
      await waitFor(`${url}/healthz`, server.child)
      expect(existsSync(path.join(demoDir, 'auth-secret'))).toBe(true)
      const signIn = await fetch(`${url}/api/v1/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'customer@deccandigital.test', password: 'deccan-demo-123' }),
      })
      expect(signIn.status).toBe(200)
      expect(await (await fetch(`${url}/`)).text()).toContain('online payments go through a simulated test gateway')
      // The production start warns that the test gateway is on.
      expect(server.output()).toContain('THE TEST PAYMENT GATEWAY IS ON')
      server.child.kill('SIGTERM')
      expect(await server.exited).toBe(0)
    } finally {
      rmSync(demoDir, { recursive: true, force: true })
    }
  })

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/shop' }, 'DATABASE_URL'],
    [{ RESPONSE_CACHE_TTL: '-1' }, 'RESPONSE_CACHE_TTL'],
    [{ AUTH_SECRET: '' }, 'AUTH_SECRET'],
    // Absolute links would otherwise come from whatever Host a request names (issue 22).
    [{ PUBLIC_URL: '' }, 'PUBLIC_URL: is required in production'],
  ])('refuses to start with a bad setting %o, naming it', async (env, name) => {
    const server = startServer({ DATA_DIR: dataDir, ...env })
    expect(await server.exited).toBe(1)
    expect(server.output()).toContain('Invalid configuration')
    expect(server.output()).toContain(name)
  })
})
