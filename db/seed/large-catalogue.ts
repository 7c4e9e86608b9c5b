import { randomUUID } from 'node:crypto'
import { SqliteAdapter, sql } from 'kysely'
import type { Database } from '../database.ts'
import type { NewProductRow } from '../schema.ts'
import { specValuesFromText } from '../spec-values.ts'
import { seedProducts } from './catalogue.ts'
import { declarationsFor } from './declarations.ts'
import { seedPrices } from './seed-prices.ts'
import type { SeedCategory } from './seed-types.ts'

/**
 * A large, realistic catalogue for benchmarks and for trying the shop at scale: brands and their
 * series per category, model years and sizes, processors, memory, storage and screens, prices that
 * follow the configuration, a long tail of review counts. The same seed always gives the same shop.
 */

type Series = { name: string; tier: number; sizes: readonly number[] }
type Line = { brand: string; series: readonly Series[] }

const s = (name: string, tier: number, sizes: readonly number[]): Series => ({ name, tier, sizes })
const LAPTOP_SIZES = [13, 14, 15, 16] as const

const LINES: Record<SeedCategory, readonly Line[]> = {
  Laptop: [
    {
      brand: 'Dell',
      series: [s('Inspiron', 1, LAPTOP_SIZES), s('Latitude', 2, [13, 14, 15]), s('XPS', 3, [13, 14, 16]), s('Vostro', 1, [14, 15])],
    },
    {
      brand: 'HP',
      series: [s('Pavilion', 1, [14, 15]), s('EliteBook', 2, [14, 16]), s('Envy x360', 2, [14, 16]), s('ProBook', 1, [14, 15])],
    },
    {
      brand: 'Lenovo',
      series: [s('ThinkPad T', 2, [14, 16]), s('ThinkPad X1 Carbon', 3, [14]), s('IdeaPad Slim', 1, LAPTOP_SIZES), s('Yoga', 2, [14, 16])],
    },
    { brand: 'ASUS', series: [s('Vivobook', 1, [14, 15, 16]), s('Zenbook', 2, [14, 15]), s('ExpertBook', 2, [14])] },
    { brand: 'Acer', series: [s('Aspire', 1, [14, 15]), s('Swift Go', 2, [14, 16]), s('TravelMate', 1, [14])] },
    { brand: 'Apple', series: [s('MacBook Air', 3, [13, 15]), s('MacBook Pro', 4, [14, 16])] },
    { brand: 'Microsoft', series: [s('Surface Laptop', 3, [13, 15])] },
    { brand: 'Samsung', series: [s('Galaxy Book', 2, [14, 16])] },
  ],
  'Gaming Laptop': [
    { brand: 'ASUS', series: [s('ROG Strix G', 3, [16, 18]), s('TUF Gaming F', 2, [15, 16]), s('ROG Zephyrus G', 4, [14, 16])] },
    { brand: 'MSI', series: [s('Katana', 2, [15, 17]), s('Raider GE', 4, [16, 18]), s('Stealth', 4, [14, 16])] },
    { brand: 'Acer', series: [s('Nitro V', 1, [15, 16]), s('Predator Helios Neo', 3, [16, 18])] },
    { brand: 'HP', series: [s('Victus', 1, [15, 16]), s('Omen', 3, [16, 17])] },
    { brand: 'Lenovo', series: [s('LOQ', 1, [15]), s('Legion Pro', 4, [16]), s('Legion Slim', 3, [14, 16])] },
    { brand: 'Dell', series: [s('G', 1, [15, 16]), s('Alienware m', 4, [16, 18])] },
    { brand: 'Razer', series: [s('Blade', 4, [14, 16, 18])] },
    { brand: 'Gigabyte', series: [s('Aorus', 3, [15, 16, 17]), s('G', 1, [15])] },
  ],
  Desktop: [
    { brand: 'Dell', series: [s('OptiPlex', 1, [0]), s('XPS Desktop', 3, [0]), s('Alienware Aurora R', 4, [0])] },
    { brand: 'HP', series: [s('Pavilion Desktop', 1, [0]), s('Omen 45L', 4, [0]), s('ProDesk', 1, [0])] },
    { brand: 'Lenovo', series: [s('ThinkCentre M', 1, [0]), s('Legion Tower', 3, [0]), s('IdeaCentre', 1, [0])] },
    { brand: 'Apple', series: [s('Mac mini', 2, [0]), s('iMac', 3, [24]), s('Mac Studio', 4, [0])] },
    { brand: 'ASUS', series: [s('ROG G', 3, [0]), s('ExpertCenter', 1, [0])] },
    { brand: 'Custom', series: [s('Deccan Custom Gaming PC', 2, [0]), s('Deccan Custom Workstation', 4, [0])] },
  ],
}

const PROCESSORS = [
  ['Intel Core i3-1315U', 'AMD Ryzen 3 7320U', 'Intel Core 3 100U'],
  ['Intel Core i5-13420H', 'AMD Ryzen 5 7535HS', 'Intel Core Ultra 5 125H', 'AMD Ryzen 5 8645HS'],
  ['Intel Core i7-13620H', 'AMD Ryzen 7 8845HS', 'Intel Core Ultra 7 155H'],
  ['Intel Core i9-14900HX', 'AMD Ryzen 9 8945HX', 'Intel Core Ultra 9 185H'],
  ['Intel Core i9-14900K', 'AMD Ryzen 9 9950X', 'Intel Core Ultra 9 285K'],
] as const
const APPLE_CHIPS = ['Apple M3', 'Apple M4', 'Apple M4', 'Apple M4 Pro', 'Apple M4 Max'] as const
const GRAPHICS = {
  plain: ['Intel Iris Xe Graphics', 'AMD Radeon Graphics', 'Intel Arc Graphics', 'Integrated GPU'],
  gaming: [
    'NVIDIA GeForce RTX 4050',
    'NVIDIA GeForce RTX 4060',
    'NVIDIA GeForce RTX 4070',
    'NVIDIA GeForce RTX 4080',
    'NVIDIA GeForce RTX 4090',
  ],
}
const RAM = [8, 16, 16, 32, 32, 64] as const
const STORAGE = ['256 GB SSD', '512 GB SSD', '1 TB SSD', '1 TB SSD', '2 TB SSD', '4 TB SSD'] as const
const SCREENS = [
  'FHD IPS, 60 Hz',
  'FHD IPS, 144 Hz',
  '2.5K IPS, 165 Hz',
  '2.8K OLED, 120 Hz',
  'QHD+ IPS, 240 Hz',
  '4K OLED, 60 Hz',
] as const
const USES: Record<SeedCategory, readonly string[]> = {
  Laptop: ['students and home users', 'office work and video calls', 'travel and long battery days', 'creators who edit photos on the go'],
  'Gaming Laptop': [
    '1080p gaming at high settings',
    'esports at high frame rates',
    'AAA gaming with ray tracing',
    'streaming while gaming',
  ],
  Desktop: ['a family desk', 'office work that needs many tabs', 'gaming and streaming', 'video editing and 3D rendering'],
}
const CATEGORY_SHARE: ReadonlyArray<[SeedCategory, number]> = [
  ['Laptop', 0.5],
  ['Gaming Laptop', 0.3],
  ['Desktop', 0.2],
]

/** mulberry32: small, fast and good enough to vary a catalogue, and repeatable from its seed. */
function random(seed: number) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T
  return { next, pick }
}

const LARGE_CATALOGUE_SELLER = { name: 'Lamington Road PC House', city: 'Mumbai' }

export interface GeneratedProduct {
  product: Omit<NewProductRow, 'id' | 'vendorId' | 'listPosition' | 'createdAt' | 'updatedAt'>
  images: Array<{ url: string; alt: string }>
}

/** Product number `index` (0-based) of a generated catalogue; its slug ends in the index, so slugs never collide. */
export function generateProduct(index: number, seed = 2026): GeneratedProduct {
  const r = random(seed * 1_000_003 + index)
  const roll = r.next()
  const category = (CATEGORY_SHARE.find((_, i) => roll < CATEGORY_SHARE.slice(0, i + 1).reduce((sum, [, share]) => sum + share, 0))?.[0] ??
    'Laptop') as SeedCategory
  const line = r.pick(LINES[category])
  const series = r.pick(line.series)
  const size = r.pick(series.sizes)
  const year = 2022 + Math.floor(r.next() * 4)
  const tier = Math.min(4, Math.max(0, series.tier + Math.floor(r.next() * 3) - 1))
  const apple = line.brand === 'Apple'
  const processor = apple ? (APPLE_CHIPS[tier] as string) : r.pick(PROCESSORS[tier] as readonly string[])
  const ram = RAM[Math.min(RAM.length - 1, tier + Math.floor(r.next() * 2))] as number
  const storage = STORAGE[Math.min(STORAGE.length - 1, tier + Math.floor(r.next() * 2))] as string
  const gaming = category === 'Gaming Laptop' || (category === 'Desktop' && !apple && series.tier >= 2 && r.next() < 0.7)
  const graphics = gaming ? (GRAPHICS.gaming[Math.min(4, tier)] as string) : apple ? `${processor} GPU` : r.pick(GRAPHICS.plain)
  const model = size > 0 ? `${series.name} ${size}` : `${series.name}`
  const name = `${line.brand} ${model} (${year}) ${processor.replace(/^(Intel|AMD|Apple) /, '')}, ${ram} GB, ${storage}`
  const screen = size > 0 ? `${size}" ${r.pick(SCREENS)}` : 'None (bring your own monitor)'
  const use = r.pick(USES[category])
  const description = [
    `The ${line.brand} ${model} from ${year} pairs the ${processor} with ${ram} GB of memory and a ${storage}.`,
    size > 0 ? `Its ${screen} screen` : 'Its compact case',
    gaming ? `and ${graphics} make it a fit for ${use}.` : `makes it a sensible choice for ${use}.`,
    r.next() < 0.5
      ? 'Ships with Windows 11 Home and a one-year onsite warranty.'
      : 'Covered by a one-year carry-in warranty, extendable to three.',
  ].join(' ')
  const base = [38_000, 62_000, 95_000, 1_45_000, 2_10_000][tier] as number
  const price = Math.round((base * (0.85 + r.next() * 0.5) + ram * 900) / 10) * 10 - 10
  const discounted = r.next() < 0.4
  const specs: Record<string, string> = { processor, ram: `${ram} GB`, storage, display: screen, graphics }
  if (category === 'Desktop') {
    specs.cooling = gaming ? '240 mm liquid cooler' : 'Air cooler'
    specs.power = gaming ? '750 W 80+ Gold' : '260 W'
  }
  const look = seedProducts.filter((p) => p.category === category)
  const pictures = r.pick(look).images
  return {
    product: {
      name,
      slug: `${slugOf(`${line.brand} ${model} ${year}`)}-${index.toString(36)}`,
      description,
      category,
      brand: line.brand,
      ...seedPrices(price * 100, discounted ? Math.round((price * (0.8 + r.next() * 0.15)) / 10) * 1000 : null),
      stock: r.next() < 0.05 ? 0 : Math.floor(r.next() * 200),
      // Generated products have no reviews, so no rating (decision 024): figures come only from reviews.
      rating: 0,
      reviewCount: 0,
      isNew: r.next() < 0.05 ? 1 : 0,
      isFeatured: r.next() < 0.01 ? 1 : 0,
      isPublished: r.next() < 0.98 ? 1 : 0,
      specs: JSON.stringify(specs),
      ...specValuesFromText(specs),
      // Importing distributors and the custom builds' assembler: a sample store, whichever store sells it.
      ...declarationsFor({ brand: line.brand, category, series: series.name, allInOne: series.name === 'iMac' }, LARGE_CATALOGUE_SELLER),
    },
    images: pictures.map((file, position) => ({ url: `/images/products/${file}`, alt: `${name}, view ${position + 1}` })),
  }
}

function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/**
 * Adds `count` generated products to the existing vendors, after the products already there in list
 * order. Rows go in as multi-row inserts, many to a transaction: one statement per row would be
 * dominated by round trips and commits.
 */
export async function insertGeneratedProducts(
  db: Database,
  count: number,
  options: { seed?: number; batchSize?: number; onProgress?: (done: number) => void } = {},
): Promise<void> {
  const batchSize = options.batchSize ?? 500
  const vendors = (await db.selectFrom('vendors').select('id').orderBy('id').execute()).map((v) => v.id)
  if (vendors.length === 0) throw new Error('The database has no vendors: seed the sample catalogue first')
  const last = await db
    .selectFrom('products')
    .select((eb) => eb.fn.max('listPosition').as('position'))
    .executeTakeFirst()
  const firstIndex = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow()
  const startPosition = Number(last?.position ?? 0)
  const startIndex = Number(firstIndex.count)
  const now = new Date().toISOString()
  const TRANSACTION_ROWS = batchSize * 20
  for (let done = 0; done < count; done += TRANSACTION_ROWS) {
    await db.transaction().execute(async (trx) => {
      for (let start = done; start < Math.min(count, done + TRANSACTION_ROWS); start += batchSize) {
        const end = Math.min(count, start + batchSize)
        const products = []
        const images = []
        for (let i = start; i < end; i += 1) {
          const { product, images: pictures } = generateProduct(startIndex + i, options.seed)
          const id = randomUUID()
          const vendorId = vendors[i % vendors.length] as string
          products.push({ ...product, id, vendorId, listPosition: startPosition + i + 1, createdAt: now, updatedAt: now })
          images.push(...pictures.map((picture, position) => ({ productId: id, position, ...picture })))
        }
        await trx.insertInto('products').values(products).execute()
        await trx.insertInto('productImages').values(images).execute()
      }
    })
    options.onProgress?.(Math.min(count, done + TRANSACTION_ROWS))
  }
  // Fresh statistics, so the planners choose the listing indexes for a catalogue of this size, and
  // join a card's main image by its key rather than by a bitmap scan of guessed size; on
  // PostgreSQL, VACUUM also merges the GIN index's pending list, which every search would scan.
  const postgres = !(db.getExecutor().adapter instanceof SqliteAdapter)
  await (postgres ? sql`vacuum analyze products, product_images` : sql`analyze`).execute(db)
  // SQLite's full-text index, filled by a trigger per product, is many segments that every search
  // reads in turn; merged into one, a page of "thinkpad x1" at 100,000 products read 0.13 ms instead
  // of 1.2 ms (decision 050). The shop's own edits are merged as they come by FTS5's automerge.
  if (!postgres) await sql`insert into products_fts(products_fts) values ('optimize')`.execute(db)
  // PostgreSQL's search table, filled in the order products were made, is put in shelf order, as the
  // shop's daily job would (decision 052).
  if (postgres) await sql`cluster product_search`.execute(db)
  if (postgres) await sql`vacuum analyze product_search`.execute(db)
}
