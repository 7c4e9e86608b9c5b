import type { ServiceContext } from '#src/context.ts'
import { NotAnAdminError, requireAdminActor } from '#src/modules/admin/admin-guard.ts'
import { type ApiResult, apiError } from './api-result.ts'

/** Admin answers are about one person's session: never stored by a cache. */
export const PRIVATE = { 'cache-control': 'private, no-store' }

const privately = (result: ApiResult): ApiResult => ({ ...result, headers: { ...PRIVATE, ...result.headers } })

/**
 * Runs admin work: 401 for a signed-out caller, 403 for anyone who is not an admin. The services
 * check again (requireAdminActor), so this only turns their refusal into the API's answer.
 */
export async function asAdmin(ctx: ServiceContext, work: () => Promise<ApiResult>): Promise<ApiResult> {
  if (!ctx.actor) return privately(apiError(401, 'not_signed_in', 'You need to be logged in.'))
  try {
    // Checked before the body is read, so a non-admin learns nothing about what input is valid.
    requireAdminActor(ctx)
    return privately(await work())
  } catch (error) {
    if (error instanceof NotAnAdminError)
      return privately(apiError(403, 'admins_only', 'Access Denied: You do not have administrative privileges.'))
    throw error
  }
}

export const isObject = (body: unknown): body is Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body)
