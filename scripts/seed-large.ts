// npm run seed:large -- --products 100000 [--seed 2026]
// Fills the shop's database (SQLite under DATA_DIR, or DATABASE_URL) with the sample catalogue and
// then a large generated one, for benchmarks and for trying the shop at scale. Adds to what is there.
import { parseArgs } from 'node:util'
import { openDatabase } from '#db/database.ts'
import { migrateToLatest } from '#db/migrate.ts'
import { insertGeneratedProducts } from '#db/seed/large-catalogue.ts'
import { seedCatalogueOnce } from '#db/seed/seed.ts'
import { loadConfig } from '#src/config.ts'

const { values } = parseArgs({ options: { products: { type: 'string', default: '100000' }, seed: { type: 'string', default: '2026' } } })
const count = Number(values.products)
const seed = Number(values.seed)
if (!Number.isInteger(count) || count < 1 || count > 5_000_000) throw new Error('--products must be a whole number from 1 to 5,000,000')
if (!Number.isInteger(seed)) throw new Error('--seed must be a whole number')

const config = loadConfig()
const database = openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: config.sqliteFile })
try {
  const started = performance.now()
  await migrateToLatest(database.db)
  await seedCatalogueOnce(database.db)
  let reported = 0
  await insertGeneratedProducts(database.db, count, {
    seed,
    onProgress: (done) => {
      if (done - reported >= 10_000 || done === count) {
        reported = done
        console.log(`${done.toLocaleString('en-IN')} of ${count.toLocaleString('en-IN')} products`)
      }
    },
  })
  const where = config.databaseUrl ? 'PostgreSQL' : config.sqliteFile
  console.log(`Added ${count.toLocaleString('en-IN')} products to ${where} in ${((performance.now() - started) / 1000).toFixed(1)} s`)
} finally {
  await database.close()
}
