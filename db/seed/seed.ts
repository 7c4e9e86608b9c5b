import { randomUUID } from 'node:crypto'
import type { Database } from '../database.ts'
import { specValuesFromText } from '../spec-values.ts'
import { seedProducts, seedVendors } from './catalogue.ts'
import { declarationsFor } from './declarations.ts'
import { seedPrices } from './seed-prices.ts'

const CATALOGUE_SEEDED = 'catalogue_seeded_at'

/**
 * Seeds the sample catalogue once, on the first start of an empty database. The marker row means a
 * later start never re-adds products an admin or vendor has since deleted or changed.
 */
export async function seedCatalogueOnce(db: Database, now = new Date()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const marker = await trx.selectFrom('appMeta').select('value').where('key', '=', CATALOGUE_SEEDED).executeTakeFirst()
    if (marker) return false
    const timestamp = now.toISOString()

    await trx
      .insertInto('vendors')
      .values(
        seedVendors.map((v) => ({
          id: v.id,
          name: v.name,
          slug: v.name
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, '-')
            .replace(/^-|-$/g, ''),
          city: v.city,
          createdAt: timestamp,
        })),
      )
      .execute()
    await completeSampleSellers(trx, timestamp)

    for (const [index, p] of seedProducts.entries()) {
      const id = randomUUID()
      await trx
        .insertInto('products')
        .values({
          id,
          vendorId: p.vendorId,
          name: p.name,
          slug: p.slug,
          description: p.description,
          category: p.category,
          brand: p.brand,
          // The sample catalogue's prices are before GST (spec section 9); sellers now declare theirs with it.
          ...seedPrices(p.price * 100, p.discountPrice === undefined ? null : p.discountPrice * 100),
          stock: p.stock,
          // No rating and no review count: those are only ever what real reviews say (decision 024).
          rating: 0,
          reviewCount: 0,
          isFeatured: p.isFeatured ? 1 : 0,
          isNew: p.isNew ? 1 : 0,
          isPublished: 1,
          specs: JSON.stringify(p.specs),
          ...specValuesFromText(p.specs as Record<string, string>),
          ...declarationsFor({ brand: p.brand, category: p.category, allInOne: p.slug.startsWith('apple-imac') }, sellerOf(p.vendorId)),
          listPosition: index + 1,
          createdAt: timestamp,
          updatedAt: timestamp,
        })
        .execute()
      await trx
        .insertInto('productImages')
        .values(
          p.images.map((file, position) => ({
            productId: id,
            position,
            url: `/images/products/${file}`,
            alt: `${p.name}, ${IMAGE_VIEWS[p.category === 'Desktop' ? 'desktop' : 'laptop'][position] ?? `view ${position + 1}`}`,
          })),
        )
        .execute()
    }

    await trx.insertInto('appMeta').values({ key: CATALOGUE_SEEDED, value: timestamp }).execute()
    return true
  })
}

const IMAGE_VIEWS = {
  laptop: ['front view', 'side view', 'keyboard from above', 'ports close-up'],
  desktop: ['front view', 'side panel', 'rear ports', 'desk setup'],
}

/**
 * The sample sellers' complete, approved profiles (decision 038). Also run on later starts of a demo
 * database seeded before sellers had profiles: migration 0025 gave them empty ones, and a sample shop
 * whose sellers cannot sell would show nothing. A profile someone has since filled is left alone.
 */
export async function completeSampleSellers(db: Database, timestamp = new Date().toISOString()): Promise<void> {
  for (const vendor of seedVendors) {
    const exists = await db.selectFrom('vendors').select('id').where('id', '=', vendor.id).executeTakeFirst()
    if (!exists) continue
    const profile = {
      ...vendor.profile,
      city: vendor.city,
      status: 'approved' as const,
      submittedAt: timestamp,
      reviewedAt: timestamp,
      updatedAt: timestamp,
    }
    await db
      .insertInto('sellerProfiles')
      .values({ vendorId: vendor.id, ...profile, createdAt: timestamp })
      .onConflict((oc) => oc.column('vendorId').doUpdateSet(profile).where('sellerProfiles.legalName', 'is', null))
      .execute()
    // Migration 0026 held their products while their profiles were empty; approved, they are sold again.
    const approved = await db
      .selectFrom('sellerProfiles')
      .select('status')
      .where('vendorId', '=', vendor.id)
      .where('status', '=', 'approved')
      .executeTakeFirst()
    if (approved)
      await db.updateTable('products').set({ isPublished: 1 }).where('vendorId', '=', vendor.id).where('isPublished', '=', 2).execute()
  }
}

/** A sample store's name and city: the importer or assembler its products declare. */
function sellerOf(vendorId: string): { name: string; city: string } {
  const vendor = seedVendors.find((v) => v.id === vendorId)
  if (!vendor) throw new Error(`no sample vendor ${vendorId}`)
  return vendor
}
