import { keyHolder, recordKeyUse } from '#src/modules/api-keys/index.ts'
import { allowApiKeyRequest } from '#src/modules/rate-limit/index.ts'
import type { ServiceContext } from '#src/platform/context.ts'
import { fail } from '#src/platform/failure.ts'
import { type ApiRequest, type ApiResult, apiFailure, PRIVATE } from './api-result.ts'
import { handleApiRequest } from './router.ts'

/** The bearer key of a request's Authorization header, when it names one. */
export function bearerKey(authorization: string | undefined): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '')
  return match?.[1] ?? null
}

const SELLERS_OWN = /^\/api\/v1\/vendor(\/|$)/

/**
 * A request made with a seller's API key (issue 46): the key must be live, within its rate, and used on
 * the seller's own routes (/api/v1/vendor/…) only, to read alone when it is read-only. Past that gate the
 * request is the seller's, through the same routes, services and checks as its session would take. Every
 * use is recorded, refused or not.
 */
export async function handleKeyedApiRequest(ctx: ServiceContext, request: ApiRequest, bearer: string): Promise<ApiResult> {
  const holder = await keyHolder(ctx, bearer)
  if (!holder) {
    ctx.log.warn({ path: request.url.pathname }, 'API request refused: unknown or revoked key')
    return {
      ...apiFailure(fail('invalid_api_key', 'This API key is not valid: it is mistyped, or it was revoked.')),
      headers: { ...PRIVATE, 'www-authenticate': 'Bearer' },
    }
  }
  const { actor, key } = holder
  const limited = await allowApiKeyRequest(ctx, key.id)
  if (!limited.ok) return { ...apiFailure(limited), headers: { ...PRIVATE, 'retry-after': '60' } }
  const path = request.url.pathname.replace(/\/+$/, '')
  const reading = request.method === 'GET' || request.method === 'HEAD'
  const result: ApiResult = !SELLERS_OWN.test(path)
    ? apiFailure(fail('api_key_scope', "An API key reaches only its seller's own data, under /api/v1/vendor/."))
    : key.scope === 'read' && !reading
      ? apiFailure(fail('api_key_scope', `The key "${key.name}" is read-only: make a read-and-write key to change anything.`))
      : await handleApiRequest({ ...ctx, actor }, request)
  await recordKeyUse(ctx, actor, key.id, { method: request.method, path, status: result.status })
  return { ...result, headers: { ...PRIVATE, ...result.headers } }
}
