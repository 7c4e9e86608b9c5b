import { describe, expect, it } from 'vitest'
import { seedProducts } from '#db/seed/catalogue.ts'
import { specValuesFromText } from '#src/modules/catalog/index.ts'
import { DESKTOP, expectNoSeriousA11yViolations, hydrated, jsErrors, PHONE, setupBrowser } from './browser.ts'

// The run's catalogue shop: the counts below are the seed's, whatever other files add.
const { newPage } = setupBrowser({ shop: 'catalogue' })
const SHOTS = process.env.FILTER_SCREENSHOTS

const values = (p: (typeof seedProducts)[number]) => specValuesFromText(p.specs as Record<string, string>)
const plural = (n: number) => `${n} ${n === 1 ? 'result' : 'results'}`

describe('spec filters', () => {
  it('filters by a memory range on a phone, counting before it applies, and the facets count what each choice shows', async () => {
    const page = await newPage({ viewport: PHONE })
    await page.goto('/products')
    await hydrated(page)
    await page.getByRole('button', { name: /^Filter/ }).click()
    const sheet = page.getByRole('dialog', { name: 'Filters' })
    await sheet.waitFor()

    const bigMemory = seedProducts.filter((p) => (values(p).ramGb ?? 0) >= 32)
    const from = sheet.getByRole('combobox', { name: 'From' }).first()
    // Each option counts the products it would show.
    expect(await from.locator('option').allTextContents()).toContain(`32 GB+ (${bigMemory.length})`)
    await from.selectOption('32')
    await sheet.getByRole('button', { name: `Show ${plural(bigMemory.length)}` }).click()
    await page.waitForURL(/ramMin=32/)
    await page.getByText(`Showing ${bigMemory.length} products`).waitFor()
    const shown = await page.getByRole('list', { name: 'Products' }).getByRole('heading', { level: 3 }).allTextContents()
    expect(shown.sort()).toEqual(bigMemory.map((p) => p.name).sort())
    await page.getByRole('button', { name: 'Filter (1)' }).waitFor()
    await expectNoSeriousA11yViolations(page)
    if (SHOTS) {
      await page.getByRole('button', { name: 'Filter (1)' }).click()
      await sheet.waitFor()
      await page.screenshot({ path: `${SHOTS}/filters-sheet-phone.png` })
    }
    expect(jsErrors(page)).toEqual([])
  })

  it('narrows by graphics on a desktop with a shareable URL, and works without JavaScript', async () => {
    const rtx4060 = seedProducts.filter((p) => values(p).gpu === 'RTX 4060')
    const page = await newPage({ viewport: DESKTOP })
    await page.goto('/products')
    await hydrated(page)
    const graphics = page.getByRole('group', { name: 'Graphics' })
    await graphics.getByRole('checkbox', { name: /RTX 4060/ }).check()
    await page.waitForURL(/gpu=RTX/)
    await page.getByText(`Showing ${rtx4060.length} ${rtx4060.length === 1 ? 'product' : 'products'}`).waitFor()
    await expectNoSeriousA11yViolations(page)
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/filters-desktop.png`, fullPage: true })

    const plain = await newPage({ viewport: DESKTOP, javaScriptEnabled: false })
    await plain.goto('/products')
    await plain
      .getByRole('group', { name: 'Processor' })
      .getByRole('checkbox', { name: /Core i7/ })
      .check()
    await plain
      .getByRole('group', { name: 'Processor' })
      .getByRole('checkbox', { name: /Ryzen 9/ })
      .check()
    await plain.getByRole('button', { name: 'Apply Filters' }).click()
    await plain.waitForURL(/cpu=Core\+i7&cpu=Ryzen\+9/)
    const wanted = seedProducts.filter((p) => ['Core i7', 'Ryzen 9'].includes(values(p).cpuFamily ?? ''))
    const shown = await plain.getByRole('list', { name: 'Products' }).getByRole('heading', { level: 3 }).allTextContents()
    expect(shown.sort()).toEqual(wanted.map((p) => p.name).sort())
  })

  it('answers the facets as JSON: counts that follow the other filters but not the facet’s own choice', async () => {
    const page = await newPage()
    const response = await page.request.get('/api/v1/products/facets?gpu=RTX%204060')
    expect(response.status()).toBe(200)
    const { facets } = (await response.json()) as { facets: Record<string, Array<{ value: string | number; count: number }>> }
    const tally = <T extends string | number>(list: Array<T | null>) => {
      const counts = new Map<T, number>()
      for (const value of list) if (value !== null) counts.set(value, (counts.get(value) ?? 0) + 1)
      return [...counts].map(([value, count]) => ({ value, count }))
    }
    const byValue = (a: { value: string | number }, b: { value: string | number }) => String(a.value).localeCompare(String(b.value))
    const rtx4060 = seedProducts.filter((p) => values(p).gpu === 'RTX 4060')
    // The graphics facet ignores the graphics choice: every graphics value of the catalogue, counted.
    expect([...(facets.gpu ?? [])].sort(byValue)).toEqual(tally(seedProducts.map((p) => values(p).gpu)).sort(byValue))
    // The others count only what the chosen graphics leaves.
    expect([...(facets.ram ?? [])].sort(byValue)).toEqual(tally(rtx4060.map((p) => values(p).ramGb)).sort(byValue))
    // Screens leave in inches, as the filters take them.
    expect([...(facets.screen ?? [])].sort(byValue)).toEqual(
      tally(rtx4060.map((p) => (values(p).screenTenths === null ? null : (values(p).screenTenths as number) / 10))).sort(byValue),
    )
    const reversed = await page.request.get('/api/v1/products/facets?ramMin=32&ramMax=8')
    expect(reversed.status()).toBe(400)
    expect(await reversed.json()).toMatchObject({ error: { code: 'invalid_query' } })
  })
})
