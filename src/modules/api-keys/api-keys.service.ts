import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto'
import { z } from 'zod'
import { activeActor } from '#src/modules/accounts/index.ts'
import { recordAudit } from '#src/platform/audit/audit.service.ts'
import type { Actor, ServiceContext } from '#src/platform/context.ts'
import { fail, type Result } from '#src/platform/failure.ts'
import { fieldErrors } from '#src/platform/validation.ts'
import * as repo from './api-keys.repository.ts'
import { API_KEY_SCOPES, type ApiKeyScope } from './browser.ts'

/**
 * Sellers' API keys (issue 46, decision 080). A key reads `ddk_<prefix>_<secret>`: the prefix finds it,
 * the secret's SHA-256 proves it. It acts as the seller user who made it, on /api/v1/vendor only (the
 * JSON API's gate, src/api/v1/api-keys.ts, keeps it there), read-only or read-write.
 */

const KEY_FORM = /^ddk_([A-Za-z0-9]{12})_([A-Za-z0-9_-]{32})$/

const newKeySchema = z.object({
  name: z.string().trim().min(2, 'Name the key, e.g. "Warehouse", in 2 to 60 characters.').max(60, 'Name the key in 2 to 60 characters.'),
  scope: z.enum(['read', 'write'], { message: 'Choose read only, or read and write.' }),
})

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

export interface ApiKeyView {
  id: string
  name: string
  scope: ApiKeyScope
  scopeLabel: string
  /** The key's public start, shown so a seller can tell its keys apart: `ddk_ab12cd34ef56_…`. */
  shownAs: string
  createdAt: string
  lastUsedAt: string | null
  revokedAt: string | null
}

/** A seller's keys for its API keys page, newest first (the vendors module names the caller's own store). */
export async function apiKeysOf(ctx: ServiceContext, vendorId: string): Promise<ApiKeyView[]> {
  const rows = await repo.keysOfVendor(ctx.db, vendorId)
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    scope: row.scope,
    scopeLabel: API_KEY_SCOPES[row.scope],
    shownAs: `ddk_${row.prefix}_…`,
    createdAt: row.createdAt,
    lastUsedAt: row.lastUsedAt,
    revokedAt: row.revokedAt,
  }))
}

/** Makes a key for the seller, acting as the user asking; the whole key is in this answer and never again. */
export async function createApiKey(
  ctx: ServiceContext,
  vendorId: string,
  input: unknown,
): Promise<Result<{ message: string; key: string; name: string }>> {
  const parsed = newKeySchema.safeParse(input)
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error)
    return fail('invalid_input', Object.values(errors)[0] ?? 'Please check the key’s name and scope.', errors)
  }
  const actor = ctx.actor as Actor
  const prefix = randomBytes(9).toString('base64url').replace(/[-_]/g, 'x').slice(0, 12)
  const secret = randomBytes(24).toString('base64url')
  const id = randomUUID()
  const at = new Date().toISOString()
  await repo.insertKey(ctx.db, {
    id,
    vendorId,
    userId: actor.id,
    name: parsed.data.name,
    scope: parsed.data.scope,
    prefix,
    secretHash: sha256(secret),
    createdAt: at,
  })
  await recordAudit(ctx.db, actor, {
    action: 'api_key.created',
    entity: 'api-key',
    entityId: id,
    after: { name: parsed.data.name, scope: parsed.data.scope },
  })
  return {
    ok: true,
    message: `Key "${parsed.data.name}" made. Copy it now: it is shown only this once.`,
    key: `ddk_${prefix}_${secret}`,
    name: parsed.data.name,
  }
}

export async function revokeApiKey(ctx: ServiceContext, vendorId: string, id: unknown): Promise<Result<{ message: string }>> {
  if (typeof id !== 'string' || !(await repo.revokeKey(ctx.db, vendorId, id, new Date().toISOString())))
    return fail('not_found', 'No such key, or it was already revoked.')
  await recordAudit(ctx.db, ctx.actor as Actor, { action: 'api_key.revoked', entity: 'api-key', entityId: id })
  return { ok: true, message: 'Key revoked: it works no more.' }
}

/** Who a bearer key acts for, or null for a key that is malformed, unknown, revoked, or whose seller's account is disabled. */
export async function keyHolder(
  ctx: Pick<ServiceContext, 'db'>,
  bearer: string,
): Promise<{ actor: Actor; key: { id: string; name: string; scope: ApiKeyScope } } | null> {
  const match = KEY_FORM.exec(bearer)
  if (!match) return null
  const row = await repo.keyByPrefix(ctx.db, match[1] ?? '')
  if (!row || row.revokedAt) return null
  const given = Buffer.from(sha256(match[2] ?? ''), 'hex')
  if (!timingSafeEqual(given, Buffer.from(row.secretHash, 'hex'))) return null
  const actor = await activeActor(ctx, row.userId)
  if (actor?.role !== 'vendor') return null
  return { actor, key: { id: row.id, name: row.name, scope: row.scope } }
}

/** Each use of a key: its last use moves, and the audit log keeps what it asked and what it was answered. */
export async function recordKeyUse(
  ctx: Pick<ServiceContext, 'db'>,
  actor: Actor,
  keyId: string,
  use: { method: string; path: string; status: number },
): Promise<void> {
  const at = new Date()
  await repo.touchKey(ctx.db, keyId, at.toISOString())
  await recordAudit(ctx.db, actor, { action: 'api_key.used', entity: 'api-key', entityId: keyId, after: use }, at)
}
