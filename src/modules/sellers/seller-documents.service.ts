import { randomUUID } from 'node:crypto'
import type { Upload } from '#src/modules/catalog/index.ts'
import { recordAudit } from '#src/platform/audit/audit.service.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { fail, type Result } from '#src/platform/failure.ts'
import { requireActor, requireAdminActor } from '#src/platform/guards.ts'
import { transact } from '#src/platform/transact.ts'
import { isSellerDocumentKind, SELLER_DOCUMENT_KINDS } from './document-kinds.ts'
import * as docs from './seller-documents.repository.ts'
import { documentMediaType, documentProblem, safeDownloadName } from './seller-documents.ts'
import { SELLER_STATUS_LABELS } from './seller-of-record.ts'
import * as profiles from './seller-profiles.repository.ts'
import { keepVersion } from './seller-profiles.service.ts'
import { profileEditable, SELLER_MOVES } from './seller-status.ts'

export type DocumentOutcome = Result<{ message: string }>

/**
 * A seller sends (or replaces) one of its documents for review (decision 079); the vendors module checks
 * that `vendorId` is the caller's own store. The bytes are checked (`documentProblem`: a refused file
 * changes nothing), written to the private store under a random key, and then, in one transaction: the
 * document becomes the seller's one of its kind, the profile's version rises (decision 078: an admin who
 * opened the profile before cannot approve a document unseen), the version is kept, and it is audited.
 * The file it replaced is removed after the commit; a transaction that fails removes the new one.
 */
export async function uploadSellerDocument(
  ctx: ServiceContext,
  vendorId: string,
  rawKind: unknown,
  upload: Upload,
): Promise<DocumentOutcome> {
  const actor = requireActor(ctx)
  if (!isSellerDocumentKind(rawKind)) return fail('not_found', 'No such document.')
  const kind = rawKind
  const row = await profiles.findSellerProfile(ctx.db, vendorId)
  if (!row) return fail('not_found', 'No such seller.')
  if (row.isStore === 1) return fail('conflict', "The store's own details are kept in Settings, Store details.")
  const status = row.status ?? 'incomplete'
  if (!profileEditable(status))
    return fail(
      'conflict',
      `Your profile is ${SELLER_STATUS_LABELS[status].toLowerCase()}: to change its documents, write to sellers@deccandigital.in.`,
    )
  const problem = documentProblem(kind, upload)
  const mediaType = documentMediaType(upload.bytes)
  if (problem || !mediaType) {
    const message = problem ?? `${SELLER_DOCUMENT_KINDS[kind]}: please send a PDF, or a JPEG, PNG or WebP image.`
    return fail('invalid_input', message, { [kind]: message })
  }

  const storageKey = randomUUID()
  const fileName = upload.fileName.trim().slice(0, 200) || 'document'
  await ctx.documents.put(storageKey, upload.bytes)
  const now = new Date().toISOString()
  let replaced: string | null = null
  try {
    const saved = await transact(ctx.db, async (trx) => {
      await profiles.ensureProfile(trx, vendorId, now)
      // Raising the version first also locks the profile's row: two uploads of one seller wait for each other.
      if (!(await profiles.updateProfileFrom(trx, vendorId, SELLER_MOVES.submit.from, { updatedAt: now }, { bump: true }))) return false
      const before = await docs.findDocument(trx, vendorId, kind)
      replaced = before?.storageKey ?? null
      const sizeBytes = upload.bytes.byteLength
      await docs.saveDocument(trx, { vendorId, kind, fileName, mediaType, sizeBytes, storageKey, uploadedAt: now, uploadedBy: actor.id })
      const version = await keepVersion(trx, vendorId, now, false)
      await recordAudit(trx, actor, {
        action: 'seller.document-uploaded',
        entity: 'seller',
        entityId: vendorId,
        before: before ? { kind, fileName: before.fileName, uploadedAt: before.uploadedAt } : null,
        after: { kind, fileName, mediaType, sizeBytes, version },
      })
      return true
    })
    if (!saved) {
      await ctx.documents.remove([storageKey])
      return fail('conflict', 'Your profile changed meanwhile: please reload the page and try again.')
    }
  } catch (error) {
    await ctx.documents.remove([storageKey]).catch(() => undefined)
    throw error
  }
  if (replaced) await ctx.documents.remove([replaced])
  return { ok: true, message: `${SELLER_DOCUMENT_KINDS[kind]} ${replaced ? 'replaced' : 'uploaded'}: ${fileName}.` }
}

export type DocumentFile = Result<{ bytes: Buffer; mediaType: string; downloadName: string }>

/** One document's bytes, for the seller that sent it (the vendors module checks that `vendorId` is its own store). */
export async function sellerDocumentFile(
  ctx: Pick<ServiceContext, 'db' | 'documents'>,
  vendorId: string,
  rawKind: unknown,
): Promise<DocumentFile> {
  const missing = fail('not_found', 'No such document.')
  if (!isSellerDocumentKind(rawKind)) return missing
  const doc = await docs.findDocument(ctx.db, vendorId, rawKind)
  const bytes = doc ? await ctx.documents.get(doc.storageKey) : null
  if (!doc || !bytes) return missing
  return { ok: true, bytes, mediaType: doc.mediaType, downloadName: safeDownloadName(doc.fileName, doc.mediaType) }
}

/** One seller's document, for an admin reviewing it. */
export async function adminSellerDocument(ctx: ServiceContext, vendorId: string, rawKind: unknown): Promise<DocumentFile> {
  requireAdminActor(ctx)
  return sellerDocumentFile(ctx, vendorId, rawKind)
}
