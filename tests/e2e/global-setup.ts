import { execFileSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import { type BrowserServer, chromium } from 'playwright-core'
import type { TestProject } from 'vitest/node'
import { CHROMIUM_LAUNCH, PRODUCTION_ENV, startShop, stop } from '#scripts/server-process.ts'

export const E2E_ADMIN = { email: 'admin@e2e.test', name: 'Meera Joshi', password: 'e2e-admin-password' }

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    /** The server's data folder, so tests can check what it stored. */
    dataDir: string
    /** A second shop that keeps the seed's catalogue as it was: no file adds, edits or reviews products there. */
    catalogueURL: string
    /** One Chromium per test worker, by `VITEST_POOL_ID` (decision 055). */
    browserEndpoints: string[]
  }
}

/**
 * Starts what the end-to-end files share, all at once: the production build on a fresh SQLite database in
 * a temporary folder, seeded as on a first start, with one administrator made the way an operator would
 * (`npm run admin:create`); a second such shop whose catalogue no file changes; and one Chromium per test
 * worker, which each file connects to and takes a fresh context from for each test.
 */
export default async function setup(project: TestProject) {
  if (!existsSync('build/server/index.js')) throw new Error('No production build: run `npm run build` first (npm test does).')
  const workers = Math.max(1, Number(project.config.maxWorkers) || 1)
  const started: Array<{ child: Parameters<typeof stop>[0]; dataDir: string }> = []
  const browsers: BrowserServer[] = []
  const teardown = async () => {
    await Promise.all(browsers.map((b) => b.close()))
    await Promise.all(started.map((s) => stop(s.child)))
    for (const s of started) rmSync(s.dataDir, { recursive: true, force: true })
  }
  try {
    const starting = async () => {
      // The whole suite signs up and posts forms from one address; hardening files test the limit on their own shops.
      // Once more if it could not listen: its port, free a moment before, may have gone to the other shop's start.
      const shop = await startShop({ FORM_RATE_LIMIT: '100000' }).catch(() => startShop({ FORM_RATE_LIMIT: '100000' }))
      started.push(shop)
      return shop
    }
    const launching = async () => {
      browsers.push(await chromium.launchServer(CHROMIUM_LAUNCH))
    }
    // The shops first, then the browsers: a port a shop was given but had not bound yet could otherwise go
    // to a Chromium's server, and the shop's tests would talk to the browser.
    const [shop, catalogue] = await Promise.all([starting(), starting()])
    await Promise.all(Array.from({ length: workers }, launching))
    execFileSync(
      process.execPath,
      ['scripts/admin-create.ts', '--email', E2E_ADMIN.email, '--name', E2E_ADMIN.name, '--password', E2E_ADMIN.password],
      { env: { ...process.env, ...PRODUCTION_ENV, PUBLIC_URL: shop.url, DATA_DIR: shop.dataDir }, stdio: 'pipe' },
    )
    project.provide('baseURL', shop.url)
    project.provide('dataDir', shop.dataDir)
    project.provide('catalogueURL', catalogue.url)
    project.provide(
      'browserEndpoints',
      browsers.map((b) => b.wsEndpoint()),
    )
  } catch (error) {
    // A shop or browser that did start is not left running when another did not.
    await teardown()
    throw error
  }
  return teardown
}
