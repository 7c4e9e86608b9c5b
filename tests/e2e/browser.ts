import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { type Browser, type BrowserContext, chromium, type Download, type Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest'

export const PHONE = { width: 390, height: 844 }
export const DESKTOP = { width: 1280, height: 900 }

let connected: Promise<Browser> | undefined

/**
 * This test worker's Chromium, launched once for the whole run by the global setup (decision 055): the
 * worker's files share one connection to it (they share the worker's modules), and each test takes a
 * fresh context of its own.
 */
export async function workerBrowser(): Promise<Browser> {
  const current = connected && (await connected)
  if (current?.isConnected()) return current
  const endpoints = inject('browserEndpoints')
  const endpoint = endpoints[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % endpoints.length]
  if (!endpoint) throw new Error('No Chromium was started by the end-to-end global setup')
  connected = chromium.connect(endpoint)
  return connected
}

export interface PageOptions {
  viewport?: { width: number; height: number }
  javaScriptEnabled?: boolean
  /** A touch screen: CSS then matches (pointer: coarse), as on a phone. */
  hasTouch?: boolean
}

/**
 * Pages for one test file, each in a fresh context (no cookies or storage carried over) of this worker's
 * Chromium, closed when its test ends. The shop is the run's shared one; `catalogue` is the run's second
 * shop, whose catalogue stays the seed's (for files that compare what they see with the seed while other
 * files add and change products); `baseURL` names another (a shop of the file's own, started in its
 * `beforeAll`).
 */
export function setupBrowser(options: { shop?: 'shared' | 'catalogue'; baseURL?: () => string } = {}) {
  let browser: Browser
  const contexts: BrowserContext[] = []
  const baseURL = () => options.baseURL?.() ?? inject(options.shop === 'catalogue' ? 'catalogueURL' : 'baseURL')

  beforeAll(async () => {
    browser = await workerBrowser()
  })
  const closeAll = async () => {
    await Promise.all(contexts.splice(0).map((c) => c.close()))
  }
  afterEach(closeAll)
  afterAll(closeAll)

  return {
    get baseURL() {
      return baseURL()
    },
    async newPage(options: PageOptions = {}): Promise<Page> {
      const context = await browser.newContext({
        baseURL: baseURL(),
        viewport: options.viewport ?? DESKTOP,
        javaScriptEnabled: options.javaScriptEnabled ?? true,
        hasTouch: options.hasTouch ?? false,
      })
      contexts.push(context)
      const page = await context.newPage()
      // Well under the test's own limit, so a stuck step is reported as that step.
      page.setDefaultTimeout(10_000)
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      page.on('console', (message) => {
        // A 4xx answer to a form is expected; Chromium still logs it as a failed resource.
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) errors.push(message.text())
      })
      ;(page as Page & { jsErrors: string[] }).jsErrors = errors
      return page
    },
  }
}

/** Waits until React has hydrated the page, so clicks reach React's handlers. */
export async function hydrated(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' })
}

export function jsErrors(page: Page): string[] {
  return (page as Page & { jsErrors?: string[] }).jsErrors ?? []
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/**
 * Runs axe-core in the page and fails on any serious or critical violation; with `rules`, runs only those
 * and fails on any violation of them, whatever its impact (`heading-order` is only "moderate").
 */
export async function expectNoSeriousA11yViolations(page: Page, rules?: string[]) {
  // Evaluated through the DevTools protocol, which the page's CSP does not govern (a <script> tag would be
  // blocked); once per load of a page, however often it is scanned.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  const violations = await page.evaluate(async (rules) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{ violations: Array<{ id: string; impact: string; help: string; nodes: Array<{ target: string[] }> }> }>
        }
      }
    ).axe
    const options = rules ? { resultTypes: ['violations'], runOnly: { type: 'rule', values: rules } } : { resultTypes: ['violations'] }
    const result = await axe.run(document, options)
    return result.violations
      .filter((v) => rules || v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.impact} ${v.id}: ${v.help} — ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      )
  }, rules)
  expect(violations).toEqual([])
}

/** A download's contents as text, read over the connection to the worker's Chromium (its file is on the browser's side). */
export async function downloadText(download: Download): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}
