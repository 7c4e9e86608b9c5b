import type { Kysely } from 'kysely'
import { specValuesFromText } from '../spec-values.ts'

// Typed specification values for filters and compare (issue 13, decision 025): memory, storage and its
// kind, processor brand and family, graphics, screen size and weight, next to the free spec list. Each
// filterable one has an index beginning with is_published, like the listing's other filters. Existing
// products get the values read from their spec text (the reader is the one the product form uses for
// values a vendor leaves blank).
const COLUMNS = [
  ['ram_gb', 'integer'],
  ['storage_gb', 'integer'],
  ['storage_type', 'text'],
  ['cpu_brand', 'text'],
  ['cpu_family', 'text'],
  ['gpu', 'text'],
  ['screen_tenths', 'integer'],
  ['weight_grams', 'integer'],
] as const
const FILTERED = ['ram_gb', 'storage_gb', 'cpu_family', 'gpu', 'screen_tenths'] as const

// biome-ignore lint/suspicious/noExplicitAny: a migration is written against the schema of its day, not today's types
export async function up(db: Kysely<any>): Promise<void> {
  for (const [name, type] of COLUMNS) await db.schema.alterTable('products').addColumn(name, type).execute()
  for (const column of FILTERED)
    await db.schema.createIndex(`products_${column}_idx`).on('products').columns(['is_published', column]).execute()
  const rows = await db.selectFrom('products').select(['id', 'specs']).execute()
  for (const row of rows) {
    let specs: Record<string, string> = {}
    try {
      specs = JSON.parse(row.specs)
    } catch {
      continue // an unreadable spec list stays without values; the form shows them blank
    }
    const v = specValuesFromText(specs)
    await db
      .updateTable('products')
      .set({
        ram_gb: v.ramGb,
        storage_gb: v.storageGb,
        storage_type: v.storageType,
        cpu_brand: v.cpuBrand,
        cpu_family: v.cpuFamily,
        gpu: v.gpu,
        screen_tenths: v.screenTenths,
        weight_grams: v.weightGrams,
      })
      .where('id', '=', row.id)
      .execute()
  }
}
