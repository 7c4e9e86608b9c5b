import type { ServiceContext } from '#src/context.ts'
import { type ApiResult, apiError } from './api-result.ts'
import { getProductApi, listProductsApi } from './products.api.ts'

/** The JSON API's route table. Handlers are thin: parse, call one service, shape the answer. */
export async function handleApiRequest(ctx: ServiceContext, method: string, url: URL): Promise<ApiResult> {
  const path = url.pathname.replace(/\/+$/, '')
  if (path === '/api/v1/products') {
    return method === 'GET' || method === 'HEAD' ? listProductsApi(ctx, url) : methodNotAllowed('GET')
  }
  const product = /^\/api\/v1\/products\/([^/]+)$/.exec(path)
  if (product?.[1]) {
    return method === 'GET' || method === 'HEAD' ? getProductApi(ctx, product[1]) : methodNotAllowed('GET')
  }
  return apiError(404, 'not_found', 'No such API endpoint.')
}

function methodNotAllowed(allow: string): ApiResult {
  return { ...apiError(405, 'method_not_allowed', `Use ${allow}.`), headers: { Allow: allow } }
}
