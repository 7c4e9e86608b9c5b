import { apiKeysOf, createApiKey, revokeApiKey } from '#src/modules/api-keys/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { requireOwnStore } from './vendors.service.ts'

// The seller's own API keys (decision 080): the api-keys module keeps them, for the caller's own store.

export async function ownApiKeys(ctx: ServiceContext) {
  return apiKeysOf(ctx, (await requireOwnStore(ctx)).id)
}

export async function createOwnApiKey(ctx: ServiceContext, input: unknown) {
  return createApiKey(ctx, (await requireOwnStore(ctx)).id, input)
}

export async function revokeOwnApiKey(ctx: ServiceContext, id: unknown) {
  return revokeApiKey(ctx, (await requireOwnStore(ctx)).id, id)
}
