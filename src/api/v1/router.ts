import type { ServiceContext } from '#src/platform/context.ts'
import { Refused } from '#src/platform/guards.ts'
import { ACCOUNT } from './account.docs.ts'
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
import { ADMIN } from './admin.docs.ts'
import { listAuditApi, listMessagesApi, listOutboxApi, listSubscribersApi, updateMessageApi } from './admin-inbox.api.ts'
import { ADMIN_RECORDS } from './admin-records.docs.ts'
import {
  addPaymentMethodApi,
  deletePaymentMethodApi,
  getStoreDetailsApi,
  listPaymentMethodsApi,
  putStoreDetailsApi,
  updatePaymentMethodApi,
} from './admin-settings.api.ts'
import { type ApiRequest, type ApiResult, apiError, apiFailure, methodNotAllowed, ok } from './api-result.ts'
import { meApi, signInApi, signOutApi, signUpApi } from './auth.api.ts'
import { addCartItemApi, clearCartApi, getCartApi, removeCartItemApi, setCartItemApi } from './cart.api.ts'
import { CART_DOCS } from './cart.docs.ts'
import { CATALOGUE } from './catalogue.docs.ts'
import { compareApi } from './compare.api.ts'
import { applyCodeApi, getCartOffersApi, removeCodeApi, sellerOffersApi, storeOffersApi } from './offers.api.ts'
import { OFFERS } from './offers.docs.ts'
import { buildOpenApiDocument } from './openapi/document.ts'
import { type ApiRoute, type Handler, type Method, patternOf } from './openapi/operation.ts'
import { API_VERSION, REFERENCE_DOC } from './openapi/reference.docs.ts'
import { cancelOrderApi, getOrderApi, listOrdersApi, placeOrderApi } from './orders.api.ts'
import { ORDERS } from './orders.docs.ts'
import { getProductApi, listProductsApi, productFacetsApi } from './products.api.ts'
import { searchSuggestionsApi } from './search.api.ts'
import { getOwnProfileApi, getSellerApi, listSellersApi, putOwnDocumentApi, putOwnProfileApi, reviewSellerApi } from './sellers.api.ts'
import { SELLERS } from './sellers.docs.ts'
import {
  createVendorProductApi,
  deleteVendorProductApi,
  getVendorProductApi,
  listVendorOrdersApi,
  listVendorProductsApi,
  replaceVendorProductApi,
  updateVendorProductApi,
} from './vendor.api.ts'
import { VENDOR } from './vendor.docs.ts'
import {
  handleOwnComplaintApi,
  moveOwnParcelApi,
  ownComplaintApi,
  ownComplaintsApi,
  ownPayoutsApi,
  ownStatementApi,
} from './vendor-work.api.ts'
import { VENDOR_WORK } from './vendor-work.docs.ts'

// Each method's handler beside what the OpenAPI document says of it (openapi/operation.ts): a route
// cannot be added without its description, and the document is made from this table (decision 082).
const ROUTES: ApiRoute[] = [
  { path: '/api/v1/openapi.json', methods: { GET: { doc: REFERENCE_DOC, handle: () => openApiAnswer() } } },
  { path: '/api/v1/products', methods: { GET: { doc: CATALOGUE.listProducts, handle: (ctx, r) => listProductsApi(ctx, r.url) } } },
  { path: '/api/v1/products/facets', methods: { GET: { doc: CATALOGUE.productFacets, handle: (ctx, r) => productFacetsApi(ctx, r.url) } } },
  { path: '/api/v1/compare', methods: { GET: { doc: CATALOGUE.compare, handle: (ctx, r) => compareApi(ctx, r.url) } } },
  {
    path: '/api/v1/search/suggestions',
    methods: { GET: { doc: CATALOGUE.searchSuggestions, handle: (ctx, r) => searchSuggestionsApi(ctx, r.url) } },
  },
  {
    path: '/api/v1/products/{slug}',
    methods: { GET: { doc: CATALOGUE.getProduct, handle: (ctx, _r, [slug]) => getProductApi(ctx, slug ?? '') } },
  },
  { path: '/api/v1/auth/sign-up', methods: { POST: { doc: ACCOUNT.signUp, handle: async (ctx, r) => signUpApi(ctx, await r.body()) } } },
  { path: '/api/v1/auth/sign-in', methods: { POST: { doc: ACCOUNT.signIn, handle: async (ctx, r) => signInApi(ctx, await r.body()) } } },
  { path: '/api/v1/auth/sign-out', methods: { POST: { doc: ACCOUNT.signOut, handle: (ctx) => signOutApi(ctx) } } },
  { path: '/api/v1/me', methods: { GET: { doc: ACCOUNT.me, handle: (ctx) => meApi(ctx) } } },
  {
    path: '/api/v1/cart',
    methods: {
      GET: { doc: CART_DOCS.getCart, handle: (ctx) => getCartApi(ctx) },
      DELETE: { doc: CART_DOCS.clearCart, handle: (ctx) => clearCartApi(ctx) },
    },
  },
  {
    path: '/api/v1/cart/items',
    methods: { POST: { doc: CART_DOCS.addCartItem, handle: async (ctx, r) => addCartItemApi(ctx, await r.body()) } },
  },
  {
    path: '/api/v1/cart/items/{productId}',
    methods: {
      PATCH: { doc: CART_DOCS.setCartItem, handle: async (ctx, r, [id]) => setCartItemApi(ctx, id ?? '', await r.body()) },
      DELETE: { doc: CART_DOCS.removeCartItem, handle: (ctx, _r, [id]) => removeCartItemApi(ctx, id ?? '') },
    },
  },
  { path: '/api/v1/cart/offers', methods: { GET: { doc: OFFERS.cart.getCartOffers, handle: (ctx) => getCartOffersApi(ctx) } } },
  {
    path: '/api/v1/cart/offer-code',
    methods: {
      POST: { doc: OFFERS.cart.applyOfferCode, handle: async (ctx, r) => applyCodeApi(ctx, await r.body()) },
      DELETE: { doc: OFFERS.cart.removeOfferCode, handle: (ctx) => removeCodeApi(ctx) },
    },
  },
  ...offerRoutes('admin', storeOffersApi, OFFERS.store),
  ...offerRoutes('vendor', sellerOffersApi, OFFERS.own),
  { path: '/api/v1/vendor/orders', methods: { GET: { doc: VENDOR.listOrders, handle: (ctx, r) => listVendorOrdersApi(ctx, r.url) } } },
  ...(['processing', 'ship', 'cancel'] as const).map((move) => ({
    path: `/api/v1/vendor/orders/{id}/${move}` as const,
    methods: {
      POST: {
        doc: { processing: VENDOR_WORK.markProcessing, ship: VENDOR_WORK.ship, cancel: VENDOR_WORK.cancel }[move],
        handle: (async (ctx, r, [id]) => moveOwnParcelApi(ctx, id ?? '', move, await r.body())) satisfies Handler,
      },
    },
  })),
  { path: '/api/v1/vendor/payouts', methods: { GET: { doc: VENDOR_WORK.payouts, handle: (ctx) => ownPayoutsApi(ctx) } } },
  // Before `{id}`, which would take `x.csv` as an id.
  {
    path: '/api/v1/vendor/payouts/{id}.csv',
    methods: { GET: { doc: VENDOR_WORK.statementCsv, handle: (ctx, _r, [id]) => ownStatementApi(ctx, id ?? '', true) } },
  },
  {
    path: '/api/v1/vendor/payouts/{id}',
    methods: { GET: { doc: VENDOR_WORK.statement, handle: (ctx, _r, [id]) => ownStatementApi(ctx, id ?? '', false) } },
  },
  { path: '/api/v1/vendor/complaints', methods: { GET: { doc: VENDOR_WORK.complaints, handle: (ctx) => ownComplaintsApi(ctx) } } },
  {
    path: '/api/v1/vendor/complaints/{ticket}',
    methods: {
      GET: { doc: VENDOR_WORK.complaint, handle: (ctx, _r, [ticket]) => ownComplaintApi(ctx, ticket ?? '') },
      POST: {
        doc: VENDOR_WORK.handleComplaint,
        handle: async (ctx, r, [ticket]) => handleOwnComplaintApi(ctx, ticket ?? '', await r.body()),
      },
    },
  },
  {
    path: '/api/v1/vendor/products',
    methods: {
      GET: { doc: VENDOR.listProducts, handle: (ctx, r) => listVendorProductsApi(ctx, r.url) },
      POST: { doc: VENDOR.createProduct, handle: async (ctx, r) => createVendorProductApi(ctx, await r.body()) },
    },
  },
  {
    path: '/api/v1/vendor/products/{id}',
    methods: {
      GET: { doc: VENDOR.getProduct, handle: (ctx, _r, [id]) => getVendorProductApi(ctx, id ?? '') },
      PUT: { doc: VENDOR.replaceProduct, handle: async (ctx, r, [id]) => replaceVendorProductApi(ctx, id ?? '', await r.body()) },
      PATCH: { doc: VENDOR.publishProduct, handle: async (ctx, r, [id]) => updateVendorProductApi(ctx, id ?? '', await r.body()) },
      DELETE: { doc: VENDOR.deleteProduct, handle: (ctx, _r, [id]) => deleteVendorProductApi(ctx, id ?? '') },
    },
  },
  {
    path: '/api/v1/vendor/profile',
    methods: {
      GET: { doc: SELLERS.ownProfile, handle: (ctx) => getOwnProfileApi(ctx) },
      PUT: { doc: SELLERS.putOwnProfile, handle: async (ctx, r) => putOwnProfileApi(ctx, await r.body()) },
    },
  },
  {
    path: '/api/v1/vendor/profile/documents/{kind}',
    methods: { PUT: { doc: SELLERS.putOwnDocument, handle: async (ctx, r, [kind]) => putOwnDocumentApi(ctx, kind ?? '', await r.body()) } },
  },
  { path: '/api/v1/admin/sellers', methods: { GET: { doc: SELLERS.list, handle: (ctx, r) => listSellersApi(ctx, r.url) } } },
  { path: '/api/v1/admin/sellers/{id}', methods: { GET: { doc: SELLERS.get, handle: (ctx, _r, [id]) => getSellerApi(ctx, id ?? '') } } },
  {
    path: '/api/v1/admin/sellers/{id}/review',
    methods: { POST: { doc: SELLERS.review, handle: async (ctx, r, [id]) => reviewSellerApi(ctx, id ?? '', await r.body()) } },
  },
  { path: '/api/v1/admin/overview', methods: { GET: { doc: ADMIN.overview, handle: (ctx) => overviewApi(ctx) } } },
  {
    path: '/api/v1/admin/users',
    methods: {
      GET: { doc: ADMIN.listUsers, handle: (ctx, r) => listUsersApi(ctx, r.url) },
      POST: { doc: ADMIN.createUser, handle: async (ctx, r) => createUserApi(ctx, await r.body()) },
    },
  },
  {
    path: '/api/v1/admin/users/{id}',
    methods: {
      PATCH: { doc: ADMIN.updateUser, handle: async (ctx, r, [id]) => updateUserApi(ctx, id ?? '', await r.body()) },
      DELETE: { doc: ADMIN.deleteUser, handle: (ctx, _r, [id]) => deleteUserApi(ctx, id ?? '') },
    },
  },
  { path: '/api/v1/admin/products', methods: { GET: { doc: ADMIN.listProducts, handle: (ctx, r) => listProductsAdminApi(ctx, r.url) } } },
  {
    path: '/api/v1/admin/products/{id}',
    methods: { PATCH: { doc: ADMIN.updateProduct, handle: async (ctx, r, [id]) => updateProductAdminApi(ctx, id ?? '', await r.body()) } },
  },
  { path: '/api/v1/admin/orders', methods: { GET: { doc: ADMIN.listOrders, handle: (ctx, r) => listOrdersAdminApi(ctx, r.url) } } },
  {
    path: '/api/v1/admin/orders/{id}',
    methods: {
      GET: { doc: ADMIN.getOrder, handle: (ctx, _r, [id]) => getOrderAdminApi(ctx, id ?? '') },
      PATCH: { doc: ADMIN.updateOrder, handle: async (ctx, r, [id]) => updateOrderAdminApi(ctx, id ?? '', await r.body()) },
    },
  },
  {
    path: '/api/v1/admin/orders/{id}/refund',
    methods: { POST: { doc: ADMIN.refundOrder, handle: (ctx, _r, [id]) => refundOrderAdminApi(ctx, id ?? '') } },
  },
  ...(['cancel', 'refund', 'refund-line'] as const).map((move) => ({
    path: `/api/v1/admin/orders/{id}/parcels/{parcelId}/${move}` as const,
    methods: {
      POST: {
        doc: { cancel: ADMIN.cancelParcel, refund: ADMIN.refundParcel, 'refund-line': ADMIN.refundParcelLine }[move],
        handle: (async (ctx, r, [id, parcelId]) =>
          parcelMoveAdminApi(ctx, id ?? '', parcelId ?? '', move, await r.body())) satisfies Handler,
      },
    },
  })),
  {
    path: '/api/v1/orders',
    methods: {
      GET: { doc: ORDERS.listOrders, handle: (ctx, r) => listOrdersApi(ctx, r.url) },
      POST: { doc: ORDERS.placeOrder, handle: async (ctx, r) => placeOrderApi(ctx, await r.body()) },
    },
  },
  { path: '/api/v1/orders/{id}', methods: { GET: { doc: ORDERS.getOrder, handle: (ctx, _r, [id]) => getOrderApi(ctx, id ?? '') } } },
  {
    path: '/api/v1/orders/{id}/cancel',
    methods: { POST: { doc: ORDERS.cancelOrder, handle: (ctx, _r, [id]) => cancelOrderApi(ctx, id ?? '') } },
  },
  {
    path: '/api/v1/admin/payment-methods',
    methods: {
      GET: { doc: ADMIN_RECORDS.paymentMethods, handle: (ctx, r) => listPaymentMethodsApi(ctx, r.url) },
      POST: { doc: ADMIN_RECORDS.addPaymentMethod, handle: async (ctx, r) => addPaymentMethodApi(ctx, await r.body()) },
    },
  },
  {
    path: '/api/v1/admin/payment-methods/{id}',
    methods: {
      PATCH: {
        doc: ADMIN_RECORDS.updatePaymentMethod,
        handle: async (ctx, r, [id]) => updatePaymentMethodApi(ctx, id ?? '', await r.body()),
      },
      DELETE: { doc: ADMIN_RECORDS.deletePaymentMethod, handle: (ctx, _r, [id]) => deletePaymentMethodApi(ctx, id ?? '') },
    },
  },
  {
    path: '/api/v1/admin/store-details',
    methods: {
      GET: { doc: ADMIN_RECORDS.storeDetails, handle: (ctx) => getStoreDetailsApi(ctx) },
      PUT: { doc: ADMIN_RECORDS.putStoreDetails, handle: async (ctx, r) => putStoreDetailsApi(ctx, await r.body()) },
    },
  },
  { path: '/api/v1/admin/messages', methods: { GET: { doc: ADMIN_RECORDS.messages, handle: (ctx, r) => listMessagesApi(ctx, r.url) } } },
  {
    path: '/api/v1/admin/messages/{id}',
    methods: {
      PATCH: { doc: ADMIN_RECORDS.handleMessage, handle: async (ctx, r, [id]) => updateMessageApi(ctx, id ?? '', await r.body()) },
    },
  },
  {
    path: '/api/v1/admin/subscribers',
    methods: { GET: { doc: ADMIN_RECORDS.subscribers, handle: (ctx, r) => listSubscribersApi(ctx, r.url) } },
  },
  { path: '/api/v1/admin/outbox', methods: { GET: { doc: ADMIN_RECORDS.outbox, handle: (ctx, r) => listOutboxApi(ctx, r.url) } } },
  { path: '/api/v1/admin/audit', methods: { GET: { doc: ADMIN_RECORDS.audit, handle: (ctx, r) => listAuditApi(ctx, r.url) } } },
]

/** An owner's offers: list and create, read, change and end, and make single-use codes (decision 083). */
function offerRoutes(area: 'admin' | 'vendor', api: typeof storeOffersApi, doc: typeof OFFERS.store | typeof OFFERS.own): ApiRoute[] {
  return [
    {
      path: `/api/v1/${area}/offers`,
      methods: {
        GET: { doc: doc.list, handle: (ctx) => api.list(ctx) },
        POST: { doc: doc.create, handle: async (ctx, r) => api.create(ctx, await r.body()) },
      },
    },
    {
      path: `/api/v1/${area}/offers/{id}`,
      methods: {
        GET: { doc: doc.get, handle: (ctx, _r, [id]) => api.get(ctx, id ?? '') },
        PUT: { doc: doc.update, handle: async (ctx, r, [id]) => api.update(ctx, id ?? '', await r.body()) },
        DELETE: { doc: doc.end, handle: (ctx, _r, [id]) => api.end(ctx, id ?? '') },
      },
    },
    {
      path: `/api/v1/${area}/offers/{id}/codes`,
      methods: { POST: { doc: doc.codes, handle: async (ctx, r, [id]) => api.codes(ctx, id ?? '', await r.body()) } },
    },
  ]
}

/** The table with each route's pattern, made once. */
const TABLE = ROUTES.map((route) => ({ ...route, pattern: patternOf(route.path) }))

/** The routes as the document describes them. */
export const API_ROUTES: readonly ApiRoute[] = ROUTES

let document: ApiResult | undefined
/** GET /api/v1/openapi.json: made once, the same for everyone, so any cache may keep it. */
function openApiAnswer(): ApiResult {
  document ??= ok(buildOpenApiDocument(ROUTES, API_VERSION), { 'cache-control': 'public, max-age=300' })
  return document
}

/** The OpenAPI document, for the reference page. */
export const apiDocument = () => openApiAnswer().body as Record<string, unknown>

/** The methods an API path takes (with HEAD beside GET), or null when no route has that path. */
export function allowedApiMethods(pathname: string): string[] | null {
  const path = pathname.replace(/\/+$/, '')
  const route = TABLE.find((r) => r.pattern.test(path))
  if (!route) return null
  const methods = Object.keys(route.methods)
  return methods.includes('GET') ? [...methods, 'HEAD'] : methods
}

/** The pattern of the route an API path reaches, or null: /metrics counts requests by it, never by the path's ids. */
export function apiRoutePattern(pathname: string): RegExp | null {
  const path = pathname.replace(/\/+$/, '')
  return TABLE.find((r) => r.pattern.test(path))?.pattern ?? null
}

export async function handleApiRequest(ctx: ServiceContext, request: ApiRequest): Promise<ApiResult> {
  const path = request.url.pathname.replace(/\/+$/, '')
  for (const route of TABLE) {
    const match = route.pattern.exec(path)
    if (!match) continue
    const method = request.method === 'HEAD' ? 'GET' : request.method
    const operation = route.methods[method as Method]
    if (!operation) return methodNotAllowed(Object.keys(route.methods).join(', '))
    try {
      return await operation.handle(ctx, request, match.slice(1))
    } catch (error) {
      // Access refusals are typed failures thrown from the guards: answered here, once for the API.
      if (error instanceof Refused) return { ...apiFailure(error.failure), headers: { 'cache-control': 'private, no-store' } }
      throw error
    }
  }
  return apiError(404, 'not_found', 'No such API endpoint.')
}
