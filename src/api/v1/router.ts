import type { ServiceContext } from '#src/platform/context.ts'
import { Refused } from '#src/platform/guards.ts'
import {
  createUserApi,
  deleteUserApi,
  getOrderAdminApi,
  listOrdersAdminApi,
  listProductsAdminApi,
  listUsersApi,
  overviewApi,
  parcelMoveAdminApi,
  refundOrderAdminApi,
  updateOrderAdminApi,
  updateProductAdminApi,
  updateUserApi,
} from './admin.api.ts'
import { listAuditApi, listMessagesApi, listOutboxApi, listSubscribersApi, updateMessageApi } from './admin-inbox.api.ts'
import {
  addPaymentMethodApi,
  deletePaymentMethodApi,
  getStoreDetailsApi,
  listPaymentMethodsApi,
  putStoreDetailsApi,
  updatePaymentMethodApi,
} from './admin-settings.api.ts'
import { type ApiRequest, type ApiResult, apiError, apiFailure, methodNotAllowed } from './api-result.ts'
import { meApi, signInApi, signOutApi, signUpApi } from './auth.api.ts'
import { addCartItemApi, clearCartApi, getCartApi, removeCartItemApi, setCartItemApi } from './cart.api.ts'
import { compareApi } from './compare.api.ts'
import { applyCodeApi, getCartOffersApi, removeCodeApi, sellerOffersApi, storeOffersApi } from './offers.api.ts'
import { cancelOrderApi, getOrderApi, listOrdersApi, placeOrderApi } from './orders.api.ts'
import { getProductApi, listProductsApi, productFacetsApi } from './products.api.ts'
import { searchSuggestionsApi } from './search.api.ts'
import { getOwnProfileApi, getSellerApi, listSellersApi, putOwnDocumentApi, putOwnProfileApi, reviewSellerApi } from './sellers.api.ts'
import {
  createVendorProductApi,
  deleteVendorProductApi,
  getVendorProductApi,
  listVendorOrdersApi,
  listVendorProductsApi,
  replaceVendorProductApi,
  updateVendorProductApi,
} from './vendor.api.ts'
import {
  handleOwnComplaintApi,
  moveOwnParcelApi,
  ownComplaintApi,
  ownComplaintsApi,
  ownPayoutsApi,
  ownStatementApi,
} from './vendor-work.api.ts'

type Handler = (ctx: ServiceContext, request: ApiRequest, params: string[]) => Promise<ApiResult> | ApiResult

/** The JSON API's route table. Handlers are thin: parse, call one service, shape the answer. */
const ROUTES: Array<{ path: RegExp; methods: Record<string, Handler> }> = [
  { path: /^\/api\/v1\/products$/, methods: { GET: (ctx, r) => listProductsApi(ctx, r.url) } },
  { path: /^\/api\/v1\/products\/facets$/, methods: { GET: (ctx, r) => productFacetsApi(ctx, r.url) } },
  { path: /^\/api\/v1\/compare$/, methods: { GET: (ctx, r) => compareApi(ctx, r.url) } },
  { path: /^\/api\/v1\/search\/suggestions$/, methods: { GET: (ctx, r) => searchSuggestionsApi(ctx, r.url) } },
  { path: /^\/api\/v1\/products\/([^/]+)$/, methods: { GET: (ctx, _r, [slug]) => getProductApi(ctx, slug ?? '') } },
  { path: /^\/api\/v1\/auth\/sign-up$/, methods: { POST: async (ctx, r) => signUpApi(ctx, await r.body()) } },
  { path: /^\/api\/v1\/auth\/sign-in$/, methods: { POST: async (ctx, r) => signInApi(ctx, await r.body()) } },
  { path: /^\/api\/v1\/auth\/sign-out$/, methods: { POST: (ctx) => signOutApi(ctx) } },
  { path: /^\/api\/v1\/me$/, methods: { GET: (ctx) => meApi(ctx) } },
  { path: /^\/api\/v1\/cart$/, methods: { GET: (ctx) => getCartApi(ctx), DELETE: (ctx) => clearCartApi(ctx) } },
  { path: /^\/api\/v1\/cart\/items$/, methods: { POST: async (ctx, r) => addCartItemApi(ctx, await r.body()) } },
  { path: /^\/api\/v1\/cart\/offers$/, methods: { GET: (ctx) => getCartOffersApi(ctx) } },
  {
    path: /^\/api\/v1\/cart\/offer-code$/,
    methods: { POST: async (ctx, r) => applyCodeApi(ctx, await r.body()), DELETE: (ctx) => removeCodeApi(ctx) },
  },
  ...offerRoutes('admin', storeOffersApi),
  ...offerRoutes('vendor', sellerOffersApi),
  { path: /^\/api\/v1\/vendor\/orders$/, methods: { GET: (ctx, r) => listVendorOrdersApi(ctx, r.url) } },
  {
    path: /^\/api\/v1\/vendor\/orders\/([^/]+)\/(processing|ship|cancel)$/,
    methods: { POST: async (ctx, r, [id, move]) => moveOwnParcelApi(ctx, id ?? '', move ?? '', await r.body()) },
  },
  { path: /^\/api\/v1\/vendor\/payouts$/, methods: { GET: (ctx) => ownPayoutsApi(ctx) } },
  {
    path: /^\/api\/v1\/vendor\/payouts\/([^/.]+)(\.csv)?$/,
    methods: { GET: (ctx, _r, [id, csv]) => ownStatementApi(ctx, id ?? '', csv === '.csv') },
  },
  { path: /^\/api\/v1\/vendor\/complaints$/, methods: { GET: (ctx) => ownComplaintsApi(ctx) } },
  {
    path: /^\/api\/v1\/vendor\/complaints\/([^/]+)$/,
    methods: {
      GET: (ctx, _r, [ticket]) => ownComplaintApi(ctx, ticket ?? ''),
      POST: async (ctx, r, [ticket]) => handleOwnComplaintApi(ctx, ticket ?? '', await r.body()),
    },
  },
  {
    path: /^\/api\/v1\/vendor\/products$/,
    methods: { GET: (ctx, r) => listVendorProductsApi(ctx, r.url), POST: async (ctx, r) => createVendorProductApi(ctx, await r.body()) },
  },
  {
    path: /^\/api\/v1\/vendor\/products\/([^/]+)$/,
    methods: {
      GET: (ctx, _r, [id]) => getVendorProductApi(ctx, id ?? ''),
      PUT: async (ctx, r, [id]) => replaceVendorProductApi(ctx, id ?? '', await r.body()),
      PATCH: async (ctx, r, [id]) => updateVendorProductApi(ctx, id ?? '', await r.body()),
      DELETE: (ctx, _r, [id]) => deleteVendorProductApi(ctx, id ?? ''),
    },
  },
  {
    path: /^\/api\/v1\/vendor\/profile$/,
    methods: { GET: (ctx) => getOwnProfileApi(ctx), PUT: async (ctx, r) => putOwnProfileApi(ctx, await r.body()) },
  },
  {
    path: /^\/api\/v1\/vendor\/profile\/documents\/([^/]+)$/,
    methods: { PUT: async (ctx, r, [kind]) => putOwnDocumentApi(ctx, kind ?? '', await r.body()) },
  },
  { path: /^\/api\/v1\/admin\/sellers$/, methods: { GET: (ctx, r) => listSellersApi(ctx, r.url) } },
  { path: /^\/api\/v1\/admin\/sellers\/([^/]+)$/, methods: { GET: (ctx, _r, [id]) => getSellerApi(ctx, id ?? '') } },
  {
    path: /^\/api\/v1\/admin\/sellers\/([^/]+)\/review$/,
    methods: { POST: async (ctx, r, [id]) => reviewSellerApi(ctx, id ?? '', await r.body()) },
  },
  { path: /^\/api\/v1\/admin\/overview$/, methods: { GET: (ctx) => overviewApi(ctx) } },
  {
    path: /^\/api\/v1\/admin\/users$/,
    methods: { GET: (ctx, r) => listUsersApi(ctx, r.url), POST: async (ctx, r) => createUserApi(ctx, await r.body()) },
  },
  {
    path: /^\/api\/v1\/admin\/users\/([^/]+)$/,
    methods: {
      PATCH: async (ctx, r, [id]) => updateUserApi(ctx, id ?? '', await r.body()),
      DELETE: (ctx, _r, [id]) => deleteUserApi(ctx, id ?? ''),
    },
  },
  { path: /^\/api\/v1\/admin\/products$/, methods: { GET: (ctx, r) => listProductsAdminApi(ctx, r.url) } },
  {
    path: /^\/api\/v1\/admin\/products\/([^/]+)$/,
    methods: { PATCH: async (ctx, r, [id]) => updateProductAdminApi(ctx, id ?? '', await r.body()) },
  },
  { path: /^\/api\/v1\/admin\/orders$/, methods: { GET: (ctx, r) => listOrdersAdminApi(ctx, r.url) } },
  {
    path: /^\/api\/v1\/admin\/orders\/([^/]+)$/,
    methods: {
      GET: (ctx, _r, [id]) => getOrderAdminApi(ctx, id ?? ''),
      PATCH: async (ctx, r, [id]) => updateOrderAdminApi(ctx, id ?? '', await r.body()),
    },
  },
  { path: /^\/api\/v1\/admin\/orders\/([^/]+)\/refund$/, methods: { POST: (ctx, _r, [id]) => refundOrderAdminApi(ctx, id ?? '') } },
  {
    path: /^\/api\/v1\/admin\/orders\/([^/]+)\/parcels\/([^/]+)\/(cancel|refund|refund-line)$/,
    methods: {
      POST: async (ctx, r, [id, parcelId, move]) => parcelMoveAdminApi(ctx, id ?? '', parcelId ?? '', move ?? '', await r.body()),
    },
  },
  {
    path: /^\/api\/v1\/orders$/,
    methods: { GET: (ctx, r) => listOrdersApi(ctx, r.url), POST: async (ctx, r) => placeOrderApi(ctx, await r.body()) },
  },
  { path: /^\/api\/v1\/orders\/([^/]+)$/, methods: { GET: (ctx, _r, [id]) => getOrderApi(ctx, id ?? '') } },
  { path: /^\/api\/v1\/orders\/([^/]+)\/cancel$/, methods: { POST: (ctx, _r, [id]) => cancelOrderApi(ctx, id ?? '') } },
  {
    path: /^\/api\/v1\/admin\/payment-methods$/,
    methods: { GET: (ctx, r) => listPaymentMethodsApi(ctx, r.url), POST: async (ctx, r) => addPaymentMethodApi(ctx, await r.body()) },
  },
  {
    path: /^\/api\/v1\/admin\/payment-methods\/([^/]+)$/,
    methods: {
      PATCH: async (ctx, r, [id]) => updatePaymentMethodApi(ctx, id ?? '', await r.body()),
      DELETE: (ctx, _r, [id]) => deletePaymentMethodApi(ctx, id ?? ''),
    },
  },
  {
    path: /^\/api\/v1\/admin\/store-details$/,
    methods: { GET: (ctx) => getStoreDetailsApi(ctx), PUT: async (ctx, r) => putStoreDetailsApi(ctx, await r.body()) },
  },
  { path: /^\/api\/v1\/admin\/messages$/, methods: { GET: (ctx, r) => listMessagesApi(ctx, r.url) } },
  {
    path: /^\/api\/v1\/admin\/messages\/([^/]+)$/,
    methods: { PATCH: async (ctx, r, [id]) => updateMessageApi(ctx, id ?? '', await r.body()) },
  },
  { path: /^\/api\/v1\/admin\/subscribers$/, methods: { GET: (ctx, r) => listSubscribersApi(ctx, r.url) } },
  { path: /^\/api\/v1\/admin\/outbox$/, methods: { GET: (ctx, r) => listOutboxApi(ctx, r.url) } },
  { path: /^\/api\/v1\/admin\/audit$/, methods: { GET: (ctx, r) => listAuditApi(ctx, r.url) } },
  {
    path: /^\/api\/v1\/cart\/items\/([^/]+)$/,
    methods: {
      PATCH: async (ctx, r, [id]) => setCartItemApi(ctx, id ?? '', await r.body()),
      DELETE: (ctx, _r, [id]) => removeCartItemApi(ctx, id ?? ''),
    },
  },
]

/** An owner's offers: list and create, read and change, end, and make single-use codes (decision 083). */
function offerRoutes(area: 'admin' | 'vendor', api: typeof storeOffersApi): Array<{ path: RegExp; methods: Record<string, Handler> }> {
  return [
    {
      path: new RegExp(`^/api/v1/${area}/offers$`),
      methods: { GET: (ctx) => api.list(ctx), POST: async (ctx, r) => api.create(ctx, await r.body()) },
    },
    {
      path: new RegExp(`^/api/v1/${area}/offers/([^/]+)$`),
      methods: {
        GET: (ctx, _r, [id]) => api.get(ctx, id ?? ''),
        PUT: async (ctx, r, [id]) => api.update(ctx, id ?? '', await r.body()),
        DELETE: (ctx, _r, [id]) => api.end(ctx, id ?? ''),
      },
    },
    {
      path: new RegExp(`^/api/v1/${area}/offers/([^/]+)/codes$`),
      methods: { POST: async (ctx, r, [id]) => api.codes(ctx, id ?? '', await r.body()) },
    },
  ]
}

/** The methods an API path takes (with HEAD beside GET), or null when no route has that path. */
export function allowedApiMethods(pathname: string): string[] | null {
  const path = pathname.replace(/\/+$/, '')
  const route = ROUTES.find((r) => r.path.test(path))
  if (!route) return null
  const methods = Object.keys(route.methods)
  return methods.includes('GET') ? [...methods, 'HEAD'] : methods
}

/** The pattern of the route an API path reaches, or null: /metrics counts requests by it, never by the path's ids. */
export function apiRoutePattern(pathname: string): RegExp | null {
  const path = pathname.replace(/\/+$/, '')
  return ROUTES.find((r) => r.path.test(path))?.path ?? null
}

export async function handleApiRequest(ctx: ServiceContext, request: ApiRequest): Promise<ApiResult> {
  const path = request.url.pathname.replace(/\/+$/, '')
  for (const route of ROUTES) {
    const match = route.path.exec(path)
    if (!match) continue
    const method = request.method === 'HEAD' ? 'GET' : request.method
    const handler = route.methods[method]
    if (!handler) return methodNotAllowed(Object.keys(route.methods).join(', '))
    try {
      return await handler(ctx, request, match.slice(1))
    } catch (error) {
      // Access refusals are typed failures thrown from the guards: answered here, once for the API.
      if (error instanceof Refused) return { ...apiFailure(error.failure), headers: { 'cache-control': 'private, no-store' } }
      throw error
    }
  }
  return apiError(404, 'not_found', 'No such API endpoint.')
}
