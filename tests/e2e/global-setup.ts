import { execFileSync } from 'node:child_process'
import { existsSync, rmSync } from 'node:fs'
import type { TestProject } from 'vitest/node'
import { PRODUCTION_ENV, startShop, stop } from '#scripts/server-process.ts'

export const E2E_ADMIN = { email: 'admin@e2e.test', name: 'Meera Joshi', password: 'e2e-admin-password' }

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    /** The server's data folder, so tests can check what it stored. */
    dataDir: string
  }
}

/**
 * Starts the production build once for the end-to-end run, on a free port and a fresh SQLite
 * database in a temporary folder, seeded as on a first start, with one administrator made the way
 * an operator would (`npm run admin:create`).
 */
export default async function setup(project: TestProject) {
  if (!existsSync('build/server/index.js')) throw new Error('No production build: run `npm run build` first (npm test does).')
  // The whole suite signs up and posts forms from one address; hardening.e2e.ts tests the limit on its own shop.
  const shop = await startShop({ FORM_RATE_LIMIT: '100000' })
  execFileSync(
    process.execPath,
    ['scripts/admin-create.ts', '--email', E2E_ADMIN.email, '--name', E2E_ADMIN.name, '--password', E2E_ADMIN.password],
    { env: { ...process.env, ...PRODUCTION_ENV, PUBLIC_URL: shop.url, DATA_DIR: shop.dataDir }, stdio: 'pipe' },
  )
  project.provide('baseURL', shop.url)
  project.provide('dataDir', shop.dataDir)
  return async () => {
    await stop(shop.child)
    rmSync(shop.dataDir, { recursive: true, force: true })
  }
}
