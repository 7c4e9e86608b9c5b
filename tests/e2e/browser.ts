import { readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll, expect, inject } from 'vitest'
import { CHROMIUM_LAUNCH, startShop, stop } from '#scripts/server-process.ts'

export const PHONE = { width: 390, height: 844 }
export const DESKTOP = { width: 1280, height: 900 }

/**
 * One Chromium per test file; each test gets a fresh context (no cookies or storage carried over)
 * from `newPage()`. With `ownShop`, the file gets a freshly seeded shop of its own, for tests that
 * compare what they see with the seed while other files add and change products.
 */
export function setupBrowser(options: { ownShop?: boolean } = {}) {
  let browser: Browser
  const contexts: BrowserContext[] = []
  let baseURL = options.ownShop ? '' : inject('baseURL')
  let shop: Awaited<ReturnType<typeof startShop>> | undefined

  beforeAll(async () => {
    if (options.ownShop) {
      shop = await startShop()
      baseURL = shop.url
    }
    browser = await chromium.launch(CHROMIUM_LAUNCH)
  })
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close()))
    await browser?.close()
    if (shop) {
      await stop(shop.child)
      rmSync(shop.dataDir, { recursive: true, force: true })
    }
  })

  return {
    get baseURL() {
      return baseURL
    },
    async newPage(options: { viewport?: { width: number; height: number }; javaScriptEnabled?: boolean } = {}): Promise<Page> {
      const context = await browser.newContext({
        baseURL,
        viewport: options.viewport ?? DESKTOP,
        javaScriptEnabled: options.javaScriptEnabled ?? true,
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

/** Runs axe-core in the page and fails on any serious or critical violation. */
export async function expectNoSeriousA11yViolations(page: Page) {
  // Evaluated through the DevTools protocol, which the page's CSP does not govern (a <script> tag would be blocked).
  await page.evaluate(axeSource)
  const violations = await page.evaluate(async () => {
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
    const result = await axe.run(document, { resultTypes: ['violations'] })
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map(
        (v) =>
          `${v.impact} ${v.id}: ${v.help} — ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      )
  })
  expect(violations).toEqual([])
}
