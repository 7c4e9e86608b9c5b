import type { DatabaseHandle } from './database.ts'
import { migrateToLatest } from './migrate.ts'
import { completeSampleSellers, seedCatalogueOnce } from './seed/seed.ts'

export interface PrepareResult {
  seeded: boolean
}

/** Every start migrates; only the first start of an empty database seeds (when seeding is on). */
export async function prepareDatabase(handle: DatabaseHandle, options: { seed: boolean }): Promise<PrepareResult> {
  await migrateToLatest(handle.db)
  const seeded = options.seed ? await seedCatalogueOnce(handle.db) : false
  if (options.seed && !seeded) await completeSampleSellers(handle.db)
  return { seeded }
}
