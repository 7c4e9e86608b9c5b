import { randomUUID } from 'node:crypto'
import type { Database } from '#db/database.ts'
import { rupeesToPaise } from '#src/lib/money.ts'
import { recordAudit } from '#src/platform/audit/audit.service.ts'
import type { Actor, ServiceContext } from '#src/platform/context.ts'
import { SHOP_EVENTS } from '#src/platform/events/event-bus.ts'
import { type Failure, fail } from '#src/platform/failure.ts'
import { transact } from '#src/platform/transact.ts'
import type { Category, NonReturnableKind } from './catalog.types.ts'
import { DECLARATION_FIELDS, type Declarations } from './declarations.ts'
import { specLabel, storedPrices } from './pricing.ts'
import * as repo from './product-editor.repository.ts'
import { IMAGE_LIMITS, removeStoredImages, storeImage, UnreadableImageError, type Upload, uploadProblem } from './product-images.ts'
import {
  chosenSpecValues,
  type ProductErrors,
  type ProductInput,
  parseProductInput,
  slugify,
  specsObject,
} from './product-input.schemas.ts'
import { EMPTY_SPEC_VALUES, type SpecValues, specValuesFromText, withTextFallback } from './spec-values.ts'

/**
 * Creating and editing a product, for its vendor and for admins: the same checks, the same image
 * handling, one transaction. Callers decide whose products may be touched by passing `vendorId`
 * (a vendor's own store) or null (an admin: any product).
 */

export interface ProductSave {
  /** The form's fields (or the API's JSON body). */
  fields: unknown
  /** Newly chosen image files, in the order they were chosen. */
  uploads: Upload[]
  /**
   * The gallery's final order: 'saved:<url>' keeps an existing image, 'new:<n>' places upload n.
   * Anything left out is removed. Absent: existing images stay in order and uploads follow.
   */
  imageOrder?: string[]
}

export type SaveOutcome = { ok: true; productId: string; slug: string; message: string } | Refused

type Refused = Failure<'invalid_input' | 'not_found'> & { errors: ProductErrors }
const refuse = (code: 'invalid_input' | 'not_found', errors: ProductErrors): Refused => ({
  ...fail(code, errors.form ?? 'Please correct the highlighted fields.'),
  errors,
})

export interface EditableProduct {
  id: string
  vendorId: string
  name: string
  slug: string
  description: string
  category: Category
  brand: string
  /** The M.R.P. inclusive of all taxes as declared, in rupees; null when not declared. */
  mrp: number | null
  /** The selling price with GST, in rupees. */
  sellingPrice: number
  stock: number
  specs: Array<{ label: string; value: string }>
  isNew: boolean
  isPublished: boolean
  isFeatured: boolean
  /** The refund policy's non-returnable kind, or null: returnable. */
  nonReturnable: NonReturnableKind | null
  /** The typed values the vendor chose; null where they are read from the spec text (`specRead`). */
  specChoices: SpecValues
  specRead: SpecValues
  /** What the listing declares (rule 6(10)); null where the seller has not said. */
  declarations: Declarations
  images: Array<{ url: string; alt: string }>
}

const NOT_FOUND: SaveOutcome = refuse('not_found', { form: 'Product not found' })

/** A product as its edit form shows it; null when missing or outside `vendorId`'s store. */
export async function loadEditableProduct(
  ctx: ServiceContext,
  vendorId: string | null,
  productId: string,
): Promise<EditableProduct | null> {
  const row = await repo.findEditableProductRow(ctx.db, vendorId, productId)
  if (!row) return null
  const images = await repo.listProductImages(ctx.db, row.id)
  let specs: Record<string, string> = {}
  try {
    specs = JSON.parse(row.specs)
  } catch (error) {
    ctx.log.error({ err: error, productId }, 'product specs are not valid JSON')
  }
  return {
    id: row.id,
    vendorId: row.vendorId,
    name: row.name,
    slug: row.slug,
    description: row.description,
    category: row.category as Category,
    brand: row.brand,
    mrp: row.mrpPaise === null ? null : row.mrpPaise / 100,
    sellingPrice: row.sellingPricePaise / 100,
    stock: row.stock,
    specs: Object.entries(specs).map(([key, value]) => ({ label: specLabel(key), value })),
    isNew: row.isNew === 1,
    isPublished: row.isPublished !== 0,
    isFeatured: row.isFeatured === 1,
    nonReturnable: (row.nonReturnable as NonReturnableKind | null) ?? null,
    ...specValuesOfRow(row, specs),
    declarations: declarationsOf(row),
    images,
  }
}

/** A new product in the vendor's store, with a slug made unique from its name. */
export async function createProduct(ctx: ServiceContext, vendorId: string, save: ProductSave): Promise<SaveOutcome> {
  const prepared = await prepare(ctx, [], save)
  if (!prepared.ok) return prepared
  const { input, images, stored } = prepared
  const id = randomUUID()
  try {
    const { slug, onSale } = await transact(ctx.db, async (trx) => {
      const now = new Date().toISOString()
      const last = await repo.lastListPosition(trx)
      const slug = await freeSlug(trx, slugify(input.name))
      await repo.insertProduct(trx, {
        id,
        vendorId,
        slug,
        ...columns(input),
        rating: 0,
        reviewCount: 0,
        listPosition: last + 1,
        createdAt: now,
        updatedAt: now,
      })
      await repo.insertProductImages(trx, id, input.name, images)
      // Published may have been held: the seller is not approved yet (decision 038).
      const onSale = (await repo.findEditableProductRow(trx, vendorId, id))?.isPublished === 1
      return { slug, onSale }
    })
    ctx.events.publish(SHOP_EVENTS.productChanged)
    ctx.log.info({ productId: id, vendorId, slug }, 'product created')
    return {
      ok: true,
      productId: id,
      slug,
      message: !input.isPublished
        ? 'Product saved as a draft.'
        : onSale
          ? 'Product added: it is in the shop now.'
          : 'Product added: it goes on sale once your seller profile is approved.',
    }
  } catch (error) {
    await removeStoredImages(ctx.uploads, stored)
    throw error
  }
}

/** Saves an edit of a product within `vendorId`'s store (null: any store, for admins). */
export async function updateProduct(
  ctx: ServiceContext,
  vendorId: string | null,
  productId: string,
  save: ProductSave,
): Promise<SaveOutcome> {
  const current = await loadEditableProduct(ctx, vendorId, productId)
  if (!current) return NOT_FOUND
  const prepared = await prepare(
    ctx,
    current.images.map((image) => image.url),
    save,
  )
  if (!prepared.ok) return prepared
  const { input, images, stored } = prepared
  try {
    const changed = await transact(ctx.db, async (trx) => {
      const found = await repo.updateProductRow(trx, vendorId, productId, { ...columns(input), updatedAt: new Date().toISOString() })
      if (!found) return false
      await repo.replaceProductImages(trx, productId, input.name, images)
      return true
    })
    if (!changed) {
      await removeStoredImages(ctx.uploads, stored)
      return NOT_FOUND
    }
  } catch (error) {
    await removeStoredImages(ctx.uploads, stored)
    throw error
  }
  const dropped = current.images.map((image) => image.url).filter((url) => !images.includes(url))
  await removeStoredImages(ctx.uploads, dropped)
  ctx.events.publish(SHOP_EVENTS.productChanged)
  ctx.log.info({ productId, vendorId, by: ctx.actor?.id }, 'product updated')
  return { ok: true, productId, slug: current.slug, message: 'Product saved.' }
}

type Prepared = { ok: true; input: ProductInput; images: string[]; stored: string[] } | Refused

/**
 * Checks everything before anything is written: fields, the gallery plan and each upload's bytes.
 * Only then are uploads converted and stored; their URLs come back so a later failure can remove them.
 */
async function prepare(ctx: ServiceContext, existing: string[], save: ProductSave): Promise<Prepared> {
  const parsed = parseProductInput(save.fields)
  const errors: ProductErrors = parsed.ok ? {} : { ...parsed.errors }
  const plan = planGallery(existing, save.uploads.length, save.imageOrder)
  const problems = plan.flatMap((slot) => {
    if (typeof slot === 'string') return []
    const upload = save.uploads[slot]
    const problem = upload ? uploadProblem(upload) : null
    return problem ? [problem] : []
  })
  if (plan.length === 0) errors.images = 'Add at least one image.'
  else if (plan.length > IMAGE_LIMITS.maxImages) errors.images = `A product may have at most ${IMAGE_LIMITS.maxImages} images.`
  else if (problems.length > 0) errors.images = problems.join(' ')
  if (!parsed.ok || Object.keys(errors).length > 0) return refuse('invalid_input', errors)

  const stored: string[] = []
  const images: string[] = []
  try {
    for (const slot of plan) {
      if (typeof slot === 'string') {
        images.push(slot)
        continue
      }
      const url = await storeImage(ctx.uploads, save.uploads[slot] as Upload)
      stored.push(url)
      images.push(url)
    }
  } catch (error) {
    await removeStoredImages(ctx.uploads, stored)
    if (error instanceof UnreadableImageError) return refuse('invalid_input', { images: error.message })
    throw error
  }
  return { ok: true, input: parsed.input, images, stored }
}

/** The final gallery: saved URLs stay as strings, uploads are their index. Unknown tokens are ignored. */
export function planGallery(existing: readonly string[], uploadCount: number, order?: readonly string[]): Array<string | number> {
  if (!order) return [...existing, ...Array.from({ length: uploadCount }, (_, i) => i)]
  const plan: Array<string | number> = []
  for (const token of order) {
    if (token.startsWith('saved:')) {
      const url = token.slice('saved:'.length)
      if (existing.includes(url) && !plan.includes(url)) plan.push(url)
    } else if (/^new:\d+$/.test(token)) {
      const index = Number(token.slice('new:'.length))
      if (index < uploadCount && !plan.includes(index)) plan.push(index)
    }
  }
  return plan
}

/** A stored value equal to what the text says counts as read, so editing the text keeps it in step. */
function specValuesOfRow(
  row: { [K in keyof SpecValues]: string | number | null },
  specs: Record<string, string>,
): { specChoices: SpecValues; specRead: SpecValues } {
  const specRead = specValuesFromText(specs)
  const specChoices = Object.fromEntries(
    (Object.keys(EMPTY_SPEC_VALUES) as Array<keyof SpecValues>).map((key) => [key, row[key] === specRead[key] ? null : row[key]]),
  ) as unknown as SpecValues
  return { specChoices, specRead }
}

function columns(input: ProductInput) {
  return {
    ...withTextFallback(chosenSpecValues(input), specsObject(input.specs)),
    name: input.name,
    description: input.description,
    category: input.category,
    brand: input.brand,
    ...storedPrices({
      sellingPricePaise: rupeesToPaise(input.sellingPrice),
      mrpPaise: input.mrp === null ? null : rupeesToPaise(input.mrp),
    }),
    stock: input.stock,
    specs: JSON.stringify(specsObject(input.specs)),
    isNew: input.isNew ? 1 : 0,
    isPublished: input.isPublished ? 1 : 0,
    nonReturnable: input.nonReturnable,
    ...declarationsOf(input),
  }
}

/** Just the declaration fields of a row or an input. */
function declarationsOf(source: Declarations): Declarations {
  return Object.fromEntries(DECLARATION_FIELDS.map((field) => [field, source[field]])) as unknown as Declarations
}

/** `base`, or `base-2`, `base-3`… whichever no product has yet. */
async function freeSlug(trx: Database, base: string): Promise<string> {
  const taken = await repo.takenSlugs(trx, base)
  let slug = base
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`
  return slug
}

/** A saved edit in the audit log (an admin's or the product's seller's): the fields that changed, before and after. */
export async function recordProductEdit(ctx: ServiceContext, actor: Actor, before: EditableProduct): Promise<void> {
  const after = await loadEditableProduct(ctx, null, before.id)
  const changed = (Object.keys(before) as Array<keyof EditableProduct>).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after?.[key]),
  )
  await recordAudit(ctx.db, actor, {
    action: 'product.edited',
    entity: 'product',
    entityId: before.id,
    before: Object.fromEntries(changed.map((key) => [key, before[key]])),
    after: Object.fromEntries(changed.map((key) => [key, after?.[key]])),
  })
}
