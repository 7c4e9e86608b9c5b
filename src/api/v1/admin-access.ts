import type { ServiceContext } from '#src/platform/context.ts'
import { requireAdminActor } from '#src/platform/guards.ts'
import { type ApiResult, PRIVATE } from './api-result.ts'

export { PRIVATE }

const privately = (result: ApiResult): ApiResult => ({ ...result, headers: { ...PRIVATE, ...result.headers } })

/**
 * Runs admin work: 401 for a signed-out caller, 403 for anyone who is not an admin. Checked before the
 * body is read, so a non-admin learns nothing about what input is valid; the services check again.
 */
export async function asAdmin(ctx: ServiceContext, work: () => Promise<ApiResult>): Promise<ApiResult> {
  requireAdminActor(ctx)
  return privately(await work())
}

export const isObject = (body: unknown): body is Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body)
