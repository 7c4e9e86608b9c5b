import { chromium } from 'playwright-core'
import { CHROMIUM_LAUNCH } from './scripts/server-process.ts'
const base = process.argv[2] ?? 'http://localhost:3999'
const browser = await chromium.launch(CHROMIUM_LAUNCH)
for (const [size, viewport] of [['phone', { width: 390, height: 844 }], ['desk', { width: 1280, height: 900 }]] as const) {
  const ctx = await browser.newContext({ viewport, baseURL: base })
  const page = await ctx.newPage()
  await page.request.post('/api/v1/auth/sign-in', { data: { email: 'vendor1@deccandigital.test', password: 'deccan-demo-123' } })
  await page.goto('/vendor/products/new', { waitUntil: 'networkidle' })
  await page.getByLabel('M.R.P. (₹, inclusive of all taxes)').fill('1,29,800')
  await page.getByLabel('Selling price (₹, inclusive of GST)').fill('1,18,000')
  await page.getByLabel('Selling price (₹, inclusive of GST)').scrollIntoViewIfNeeded()
  await page.screenshot({ path: `/tmp/shots/${size}-form.png` })
  await page.goto('/vendor/payouts', { waitUntil: 'networkidle' })
  await page.screenshot({ path: `/tmp/shots/${size}-payouts.png`, fullPage: true })
  const shopper = await browser.newContext({ viewport, baseURL: base })
  const sp = await shopper.newPage()
  await sp.goto('/products/asus-vivobook-15', { waitUntil: 'networkidle' })
  await sp.screenshot({ path: `/tmp/shots/${size}-product.png` })
  await ctx.close(); await shopper.close()
}
await browser.close()
