import { type ChildProcess, spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { existsSync, mkdtempSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address()
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })
}

export async function waitFor(url: string, child: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with code ${child.exitCode}`)
    try {
      const answer = await fetch(url)
      // A shop's health is its own JSON: another process that took the port meanwhile (a Chromium's
      // server answers "Running") must not pass for the shop, which could not listen and is exiting.
      if (answer.ok && (!url.endsWith('/healthz') || (await answer.text()).startsWith('{"status":"ok"'))) return
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

/**
 * Debian's headless Chromium: the headless shell (package chromium-headless-shell), the same engine without
 * the browser's own windowing layers, which runs the end-to-end suite in about two thirds of the time of the
 * full browser (decision 055); the full one where only it is installed.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'

/** Chromium from Debian, with the flags that keep it off the network (there is none here) and let it run as root. */
export const CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
}

/**
 * A production start as tests and benchmarks run it: a throwaway secret, the sample catalogue, no demo
 * sign-ins, and the test gateway switched on as a staging shop would (there is no Razorpay here).
 */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  AUTH_SECRET: 'throwaway-secret-for-tests-and-benchmarks-only',
  LOG_LEVEL: 'warn',
  SEED_CATALOGUE: 'true',
  PAYMENT_TEST_GATEWAY: 'true',
  // A test shop's passwords at scrypt N=2^14: each sign-in at OWASP's cost took ~0.46 s of a core (decision 055).
  PASSWORD_HASH_COST: 'light',
  // One process unless a test asks for a cluster: the machine's cores are shared by parallel test files.
  WORKERS: '1',
} as const

/**
 * The production build (`node server/main.js`) in its own process, on a fresh seeded SQLite database
 * or on the given data folder (a restart). A setting given as '' counts as unset.
 */
export async function startShop(
  extraEnv: Record<string, string> = {},
  dataDir = mkdtempSync(path.join(tmpdir(), 'deccan-bench-')),
): Promise<{ url: string; child: ChildProcess; dataDir: string }> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, ['server/main.js'], {
    env: { ...process.env, ...PRODUCTION_ENV, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: url, DATA_DIR: dataDir, ...extraEnv },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  await waitFor(`${url}/healthz`, child).catch((error: unknown) => {
    child.kill('SIGTERM') // never left running (with its workers) when it was too slow to start
    throw error
  })
  return { url, child, dataDir }
}

/** A plain node:http hello-world in its own process: the ceiling this machine sets in this run. */
export async function startHelloWorld(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort()
  const code = `require('node:http').createServer((q, s) => { s.writeHead(200, {'content-type': 'text/plain'}); s.end('hello world') }).listen(${port}, '127.0.0.1')`
  const child = spawn(process.execPath, ['-e', code], { stdio: 'ignore' })
  const url = `http://127.0.0.1:${port}`
  await waitFor(url, child)
  return { url, child }
}

export function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

/**
 * The production build in its own process on a free port, with everything it logs captured (for tests
 * that read the log or run several shops). The caller waits for it and stops it.
 */
export async function spawnShop(env: Record<string, string>, dataDir: string) {
  const port = await freePort()
  const child = spawn(process.execPath, ['server/main.js'], {
    env: {
      ...process.env,
      ...PRODUCTION_ENV,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const capture = (chunk: Buffer) => {
    output += chunk
  }
  child.stdout?.on('data', capture)
  child.stderr?.on('data', capture)
  return { child, url: `http://127.0.0.1:${port}`, output: () => output }
}

/** A new customer's session cookie, as a browser would hold it after signing up. */
export async function shopperCookie(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Bench Shopper',
      email: `shopper-${randomUUID().slice(0, 8)}@example.in`,
      password: 'bench-pass',
      confirmPassword: 'bench-pass',
    }),
  })
  if (!response.ok) throw new Error(`sign-up answered ${response.status}`)
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
}

/** Puts one unit of a product in the cart of the shopper whose cookie this is; throws unless the shop took it. */
export async function addCartLine(baseUrl: string, cookie: string, productId: string): Promise<void> {
  const added = await fetch(`${baseUrl}/api/v1/cart/items`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ productId, quantity: 1 }),
  })
  if (!added.ok) throw new Error(`adding the shopper's cart line answered ${added.status}`)
}
