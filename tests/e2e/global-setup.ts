import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string
    /** The server's data folder, so tests can check what it stored. */
    dataDir: string
  }
}

/**
 * Starts the production build (`node server/main.js`) once for the end-to-end run, on a free port
 * and a fresh SQLite database in a temporary folder, seeded as on a first start.
 */
export default async function setup(project: TestProject) {
  if (!existsSync('build/server/index.js')) throw new Error('No production build: run `npm run build` first (npm test does).')
  const dataDir = mkdtempSync(path.join(tmpdir(), 'deccan-e2e-'))
  const port = await freePort()
  const server = spawn(process.execPath, ['server/main.js'], {
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const baseURL = `http://127.0.0.1:${port}`
  await waitForHealthy(baseURL, server)
  project.provide('baseURL', baseURL)
  project.provide('dataDir', dataDir)

  return async () => {
    await stop(server)
    rmSync(dataDir, { recursive: true, force: true })
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

async function waitForHealthy(baseURL: string, server: ChildProcess) {
  const deadline = Date.now() + 20_000
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`)
    try {
      if ((await fetch(`${baseURL}/healthz`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('The server did not become healthy within 20 s')
}

function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    server.once('exit', () => resolve())
    server.kill('SIGTERM')
  })
}
