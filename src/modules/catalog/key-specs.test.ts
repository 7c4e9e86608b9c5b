import { describe, expect, it } from 'vitest'
import { keySpecLine, keySpecLineOfJson } from './key-specs.ts'

describe('the key-spec line of a card', () => {
  it('shortens the seeded laptops’ specs so they can be told apart', () => {
    expect(
      keySpecLine({
        processor: 'Intel Core i5-13420H (up to 4.6 GHz, 8 cores)',
        ram: '16 GB DDR4 3200 MT/s',
        storage: '512 GB PCIe Gen3 NVMe SSD',
        display: '15.6" FHD (1920x1080) IPS, 60 Hz, anti-glare',
        graphics: 'Intel UHD Graphics',
      }),
    ).toBe('Core i5-13420H · 16 GB RAM · 512 GB SSD · UHD Graphics')
    expect(
      keySpecLine({
        processor: 'Intel Core i7-14650HX (up to 5.2 GHz, 16 cores)',
        ram: '16 GB DDR5 5600 MT/s',
        storage: '1 TB PCIe Gen4 NVMe SSD',
        graphics: 'NVIDIA GeForce RTX 4070 Laptop GPU 8 GB',
      }),
    ).toBe('Core i7-14650HX · 16 GB RAM · 1 TB SSD · RTX 4070')
    expect(
      keySpecLine({
        processor: 'AMD Ryzen 5 7600 (up to 5.1 GHz, 6 cores)',
        ram: '16 GB DDR5 6000 MT/s (2 x 8 GB)',
        storage: '1 TB PCIe Gen4 NVMe SSD + 2 TB 7200 rpm HDD',
        graphics: 'NVIDIA GeForce RTX 5060 8 GB GDDR7',
      }),
    ).toBe('Ryzen 5 7600 · 16 GB RAM · 1 TB SSD · RTX 5060')
    expect(
      keySpecLine({
        processor: 'Apple M4 (10-core CPU: 4 performance + 6 efficiency cores)',
        ram: '16 GB unified memory',
        storage: '256 GB SSD',
        graphics: '10-core Apple GPU',
      }),
    ).toBe('Apple M4 · 16 GB RAM · 256 GB SSD · 10-core Apple GPU')
  })
  it('leaves out what a product does not have, and has no line without any', () => {
    expect(keySpecLine({ ram: '8 GB', connectivity: 'Bluetooth' })).toBe('8 GB RAM')
    expect(keySpecLine({ dpi: '26,000', weight: '63 g' })).toBeNull()
    expect(keySpecLineOfJson('p1', '{"storage":"2 TB 7200 rpm HDD"}')).toBe('2 TB HDD')
    expect(keySpecLineOfJson('p2', 'not json')).toBeNull()
    expect(keySpecLineOfJson('p3', '[]')).toBeNull()
  })
  it('makes a product’s line once, and a new line as soon as its specs JSON changes', () => {
    const before = '{"ram":"8 GB DDR4","storage":"512 GB NVMe SSD"}'
    expect(keySpecLineOfJson('laptop', before)).toBe('8 GB RAM · 512 GB SSD')
    expect(keySpecLineOfJson('laptop', `${before}`)).toBe('8 GB RAM · 512 GB SSD')
    expect(keySpecLineOfJson('laptop', '{"ram":"16 GB DDR5","storage":"512 GB NVMe SSD"}')).toBe('16 GB RAM · 512 GB SSD')
    expect(keySpecLineOfJson('laptop', 'not json')).toBeNull()
    // Another product with the same specs has the same line; the first product's is not disturbed.
    expect(keySpecLineOfJson('desktop', before)).toBe('8 GB RAM · 512 GB SSD')
    expect(keySpecLineOfJson('laptop', '{"ram":"32 GB"}')).toBe('32 GB RAM')
  })
})
