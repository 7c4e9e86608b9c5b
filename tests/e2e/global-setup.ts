import { existsSync, rmSync } from 'node:fs'
import type { TestProject } from 'vitest/node'
import { startShop, stop } from '#scripts/server-process.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    /** The server's data folder, so tests can check what it stored. */
    dataDir: string
  }
}

/**
 * Starts the production build once for the end-to-end run, on a free port and a fresh SQLite
 * database in a temporary folder, seeded as on a first start.
 */
export default async function setup(project: TestProject) {
  if (!existsSync('build/server/index.js')) throw new Error('No production build: run `npm run build` first (npm test does).')
  const shop = await startShop()
  project.provide('baseURL', shop.url)
  project.provide('dataDir', shop.dataDir)
  return async () => {
    await stop(shop.child)
    rmSync(shop.dataDir, { recursive: true, force: true })
  }
}
