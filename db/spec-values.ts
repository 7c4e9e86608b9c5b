/**
 * Typed specification values (decision 025): what shoppers filter and compare by, kept next to the
 * free label/value list a product page shows. Vendors choose them in the product form; a value left
 * blank is read from the spec text ("16 GB DDR5 5600 MT/s" → 16 GB), which is also how the seed, the
 * generated catalogue and products from before these columns got theirs.
 */
export interface SpecValues {
  ramGb: number | null
  /** Total storage, in GB (1 TB = 1,024 GB, as drives are sold here). */
  storageGb: number | null
  storageType: StorageType | null
  cpuBrand: CpuBrand | null
  /** "Core i7", "Core Ultra 7", "Ryzen 9", "Apple M4", "Snapdragon X"… */
  cpuFamily: string | null
  /** "Integrated", or the discrete GPU's model: "RTX 4060", "RX 7600". */
  gpu: string | null
  /** Screen diagonal in tenths of an inch (15.6" → 156); null for a desktop without one. */
  screenTenths: number | null
  weightGrams: number | null
}

export const STORAGE_TYPES = ['SSD', 'HDD', 'SSD + HDD', 'eMMC'] as const
export type StorageType = (typeof STORAGE_TYPES)[number]
export const CPU_BRANDS = ['Intel', 'AMD', 'Apple', 'Qualcomm', 'MediaTek'] as const
export type CpuBrand = (typeof CPU_BRANDS)[number]

/** The form's pickers: the sizes machines are sold in. */
export const RAM_CHOICES_GB = [4, 8, 12, 16, 18, 24, 32, 36, 48, 64, 96, 128] as const
export const STORAGE_CHOICES_GB = [128, 256, 512, 1024, 1536, 2048, 3072, 4096, 6144, 8192] as const
export const CPU_FAMILY_SUGGESTIONS = [
  'Core i3',
  'Core i5',
  'Core i7',
  'Core i9',
  'Core 3',
  'Core 5',
  'Core 7',
  'Core Ultra 5',
  'Core Ultra 7',
  'Core Ultra 9',
  'Ryzen 3',
  'Ryzen 5',
  'Ryzen 7',
  'Ryzen 9',
  'Ryzen AI 7',
  'Ryzen AI 9',
  'Apple M3',
  'Apple M4',
  'Apple M4 Pro',
  'Apple M4 Max',
  'Snapdragon X',
] as const
export const GPU_SUGGESTIONS = [
  'Integrated',
  'RTX 4050',
  'RTX 4060',
  'RTX 4070',
  'RTX 4080',
  'RTX 4090',
  'RTX 5060',
  'RTX 5070',
  'RTX 5070 Ti',
] as const

export const EMPTY_SPEC_VALUES: SpecValues = {
  ramGb: null,
  storageGb: null,
  storageType: null,
  cpuBrand: null,
  cpuFamily: null,
  gpu: null,
  screenTenths: null,
  weightGrams: null,
}

/** "16 GB", "1 TB" and "1.5 TB" as GB; every amount in the text is added ("1 TB SSD + 2 TB HDD" → 3,072). */
function gigabytes(text: string): number | null {
  const amounts = [...text.matchAll(/(\d+(?:\.\d+)?)\s*(TB|GB)\b/gi)].map(([, n, unit]) =>
    Math.round(Number(n) * ((unit ?? '').toUpperCase() === 'TB' ? 1024 : 1)),
  )
  return amounts.length > 0 ? amounts.reduce((sum, n) => sum + n, 0) : null
}

/** The first amount only: "16 GB DDR4 (2 x 8 GB)" is 16 GB of memory. */
function firstGigabytes(text: string): number | null {
  const match = /(\d+(?:\.\d+)?)\s*(TB|GB)\b/i.exec(text)
  if (!match) return null
  return Math.round(Number(match[1]) * ((match[2] ?? '').toUpperCase() === 'TB' ? 1024 : 1))
}

function storageTypeOf(text: string): StorageType | null {
  const ssd = /\bSSD\b|NVMe/i.test(text)
  const hdd = /\bHDD\b|\brpm\b/i.test(text)
  if (ssd && hdd) return 'SSD + HDD'
  if (ssd) return 'SSD'
  if (hdd) return 'HDD'
  if (/eMMC/i.test(text)) return 'eMMC'
  return null
}

function cpuOf(text: string): { brand: CpuBrand | null; family: string | null } {
  const patterns: Array<[RegExp, CpuBrand, (m: RegExpExecArray) => string]> = [
    [/\bCore\s+Ultra\s+(\d)/i, 'Intel', (m) => `Core Ultra ${m[1]}`],
    [/\bCore\s+i(\d)/i, 'Intel', (m) => `Core i${m[1]}`],
    [/\bCore\s+(\d)\s+\d{3}/i, 'Intel', (m) => `Core ${m[1]}`],
    [/\b(Celeron|Pentium)\b/i, 'Intel', (m) => (m[1] ?? '').replace(/^./, (c) => c.toUpperCase())],
    [/\bRyzen\s+AI\s+(\d)/i, 'AMD', (m) => `Ryzen AI ${m[1]}`],
    [/\bRyzen\s+(\d)/i, 'AMD', (m) => `Ryzen ${m[1]}`],
    [/\bApple\s+(M\d)(\s+(?:Pro|Max|Ultra))?/i, 'Apple', (m) => `Apple ${m[1]?.toUpperCase()}${m[2] ?? ''}`],
    [/\bSnapdragon\s+X/i, 'Qualcomm', () => 'Snapdragon X'],
    [/\b(Dimensity|Kompanio)\b/i, 'MediaTek', (m) => m[1] ?? ''],
  ]
  for (const [pattern, brand, family] of patterns) {
    const match = pattern.exec(text)
    if (match) return { brand, family: family(match) }
  }
  const brand = CPU_BRANDS.find((b) => new RegExp(`\\b${b}\\b`, 'i').test(text)) ?? null
  return { brand, family: null }
}

function gpuOf(text: string): string | null {
  const discrete = /\b(RTX|GTX)\s*(\d{4}(?:\s*Ti)?(?:\s*Super)?)/i.exec(text) ?? /\b(RX)\s*(\d{4}(?:\s*XT)?)/i.exec(text)
  if (discrete) return `${discrete[1]?.toUpperCase()} ${discrete[2]?.replace(/\s+/g, ' ')}`
  if (/\b(UHD|Iris|Arc|Radeon|Adreno|Apple|integrated|GPU)\b/i.test(text)) return 'Integrated'
  return null
}

function screenOf(text: string): number | null {
  const match = /(\d{1,2}(?:\.\d)?)\s*(?:"|”|″|-?\s*inch|in\b)/i.exec(text)
  if (!match) return null
  const inches = Number(match[1])
  return inches >= 7 && inches <= 65 ? Math.round(inches * 10) : null
}

function weightOf(text: string): number | null {
  const kg = /(\d+(?:\.\d+)?)\s*kg\b/i.exec(text)
  if (kg) return Math.round(Number(kg[1]) * 1000)
  const grams = /(\d{3,5})\s*g\b/i.exec(text)
  return grams ? Number(grams[1]) : null
}

/** Reads typed values from a product's free spec list (label keys as stored: processor, ram, …). */
export function specValuesFromText(specs: Record<string, string>): SpecValues {
  const cpu = cpuOf(specs.processor ?? '')
  return {
    ramGb: firstGigabytes(specs.ram ?? ''),
    storageGb: gigabytes(specs.storage ?? ''),
    storageType: storageTypeOf(specs.storage ?? ''),
    cpuBrand: cpu.brand,
    cpuFamily: cpu.family,
    gpu: gpuOf(specs.graphics ?? ''),
    screenTenths: screenOf(specs.display ?? ''),
    weightGrams: weightOf(specs.weight ?? ''),
  }
}

/** Chosen values first; any left blank are read from the text. */
export function withTextFallback(chosen: Partial<SpecValues>, specs: Record<string, string>): SpecValues {
  const read = specValuesFromText(specs)
  return Object.fromEntries(
    (Object.keys(EMPTY_SPEC_VALUES) as Array<keyof SpecValues>).map((key) => [key, chosen[key] ?? read[key]]),
  ) as unknown as SpecValues
}

/** How a shopper reads a storage size: "512 GB", "1 TB", "1.5 TB". */
export function formatStorage(gb: number): string {
  return gb >= 1024 ? `${Number((gb / 1024).toFixed(1))} TB` : `${gb} GB`
}

/** 156 → 15.6" */
export const formatScreen = (tenths: number): string => `${tenths / 10}"`
