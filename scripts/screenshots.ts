// Takes phone and desktop screenshots of the storefront for a person to look at:
//   node scripts/screenshots.ts http://localhost:3000 /tmp/shots / /products ...
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { CHROMIUM_LAUNCH } from './server-process.ts'

const [baseURL = 'http://localhost:3000', outDir = 'screenshots', ...paths] = process.argv.slice(2)
const pages = paths.length > 0 ? paths : ['/', '/products', '/products/razer-blade-16', '/search', '/about', '/contact', '/refund', '/nope']
mkdirSync(outDir, { recursive: true })

const browser = await chromium.launch(CHROMIUM_LAUNCH)
for (const [size, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1366, height: 900 }],
] as const) {
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1 })
  const page = await context.newPage()
  for (const p of pages) {
    await page.goto(new URL(p, baseURL).href, { waitUntil: 'networkidle' })
    const name = `${size}-${p.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}.png`
    // Phone pages are long: the first two screens are what a person judges first.
    const clip = size === 'phone' ? { x: 0, y: 0, width: viewport.width, height: 1700 } : undefined
    await page.screenshot({ path: path.join(outDir, name), fullPage: true, clip })
    console.log(path.join(outDir, name))
  }
  await context.close()
}
await browser.close()
