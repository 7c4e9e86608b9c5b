import { describe, expect, it } from 'vitest'
import { seedProducts } from '#db/seed/catalogue.ts'
import { generateProduct } from '#db/seed/large-catalogue.ts'
import { formatStorage, specValuesFromText, withTextFallback } from './spec-values.ts'

describe('typed spec values read from spec text', () => {
  it('reads memory, storage, processor, graphics and screen as shops write them', () => {
    expect(
      specValuesFromText({
        processor: 'Intel Core i5-13420H (up to 4.6 GHz, 8 cores)',
        ram: '16 GB DDR4 3200 MT/s (2 x 8 GB)',
        storage: '1 TB PCIe Gen4 NVMe SSD + 2 TB 7200 rpm HDD',
        display: '15.6" FHD (1920x1080) IPS, 60 Hz, anti-glare',
        graphics: 'NVIDIA GeForce RTX 4070 Ti Laptop GPU 12 GB',
        weight: '2.3 kg',
      }),
    ).toEqual({
      ramGb: 16,
      storageGb: 3072,
      storageType: 'SSD + HDD',
      cpuBrand: 'Intel',
      cpuFamily: 'Core i5',
      gpu: 'RTX 4070 Ti',
      screenTenths: 156,
      weightGrams: 2300,
    })
  })

  it.each([
    ['Intel Core Ultra 7 155H (up to 4.8 GHz, 16 cores)', 'Intel', 'Core Ultra 7'],
    ['AMD Ryzen AI 9 365 (up to 5.0 GHz, 10 cores)', 'AMD', 'Ryzen AI 9'],
    ['AMD Ryzen 5 7600 (up to 5.1 GHz, 6 cores)', 'AMD', 'Ryzen 5'],
    ['Apple M4 Pro', 'Apple', 'Apple M4 Pro'],
    ['Apple M4 (10-core CPU: 4 performance + 6 efficiency cores)', 'Apple', 'Apple M4'],
    ['Qualcomm Snapdragon X Elite X1E-80-100 (up to 4.0 GHz, 12 cores)', 'Qualcomm', 'Snapdragon X'],
    ['Intel Core 3 100U', 'Intel', 'Core 3'],
  ])('%s → %s %s', (processor, cpuBrand, cpuFamily) => {
    expect(specValuesFromText({ processor })).toMatchObject({ cpuBrand, cpuFamily })
  })

  it('calls built-in graphics integrated, and a desktop without a screen has none', () => {
    for (const graphics of ['Intel Iris Xe Graphics', '10-core Apple GPU', 'Qualcomm Adreno GPU', 'AMD Radeon Graphics'])
      expect(specValuesFromText({ graphics }).gpu).toBe('Integrated')
    expect(specValuesFromText({ display: 'Not included (supports up to 3 displays)' }).screenTenths).toBeNull()
    expect(specValuesFromText({ display: '14" 2.8K (2880x1800) OLED, 120 Hz' }).screenTenths).toBe(140)
  })

  it('gives every seeded and generated laptop its memory, storage, processor family, graphics and screen', () => {
    const generated = Array.from({ length: 300 }, (_, i) => generateProduct(i).product)
    const all = [
      ...seedProducts.map((p) => ({ category: p.category, specs: p.specs as Record<string, string> })),
      ...generated.map((p) => ({ category: p.category, specs: JSON.parse(p.specs) as Record<string, string> })),
    ]
    for (const { category, specs } of all) {
      const values = specValuesFromText(specs)
      expect(values.ramGb, specs.ram).toBeGreaterThan(0)
      expect(values.storageGb, specs.storage).toBeGreaterThan(0)
      expect(values.cpuFamily, specs.processor).not.toBeNull()
      expect(values.gpu, specs.graphics).not.toBeNull()
      if (category !== 'Desktop') expect(values.screenTenths, specs.display).toBeGreaterThan(100)
    }
  })

  it('keeps what the vendor chose and reads only the blanks', () => {
    expect(withTextFallback({ ramGb: 32 }, { ram: '16 GB', storage: '512 GB SSD' })).toMatchObject({ ramGb: 32, storageGb: 512 })
    expect(formatStorage(512)).toBe('512 GB')
    expect(formatStorage(1024)).toBe('1 TB')
    expect(formatStorage(1536)).toBe('1.5 TB')
  })
})
