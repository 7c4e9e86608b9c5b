import type { z } from 'zod'
import type { ServiceContext } from '#src/platform/context.ts'
import type { QueryShape } from '#src/platform/paging.ts'
import type { ApiRequest, ApiResult } from '../api-result.ts'

// What a route of the JSON API is: its path template, and per method the handler and what the
// OpenAPI document says of it (docs/decisions/082-openapi.md). The router matches with the pattern
// made from the template, so the document names the paths the router answers and no others.

export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const
export type Method = (typeof METHODS)[number]

/**
 * Who may call an operation: anyone; anyone signed in (a customer, a seller or an admin, each seeing
 * their own); a seller, by session or by one of its API keys; an admin.
 */
export type Audience = 'public' | 'signed-in' | 'seller' | 'admin'

/** The statuses of the API's error answers, each described once in the document's components. */
export const ERROR_STATUSES = [400, 401, 403, 404, 405, 409, 413, 415, 422, 429, 502, 503] as const
export type ErrorStatus = (typeof ERROR_STATUSES)[number]

export interface OperationDoc {
  /** The OperationId, unique in the document: `placeOrder`. */
  id: string
  summary: string
  /** What a client needs beyond the summary: rules, what happens, where to go next. */
  description?: string
  tag: ApiTag
  who: Audience
  /** The query's parameters: the very shape the handler parses the query with. */
  query?: QueryShape
  /** The query is a list's (`parseListQuery`): `page` is taken too. */
  paged?: true
  /** Path parameters with more to say than "a string": their schemas, by the template's names. */
  params?: Record<string, z.ZodType>
  /** The JSON body: the very schema the handler or its service validates the body with. */
  body?: z.ZodType
  /** Success answers by status: the JSON body's schema, null for none (204), or 'csv' for a text/csv file. */
  answers: Partial<Record<200 | 201 | 204, z.ZodType | null | 'csv'>>
  /**
   * Error answers beyond those the audience implies (401, 403 and, for a seller's key, 429) and those
   * a body or query implies (400, and 413 and 415 for a body).
   */
  errors?: readonly ErrorStatus[]
}

export const API_TAGS = {
  Catalogue: 'Products, their facets, comparison and search suggestions: public, and cacheable.',
  Account: 'Signing up, in and out, and who the session belongs to.',
  Cart: "The visitor's cart, kept by a cookie for a guest and by the account once signed in, and the offers it gets.",
  Orders: "Placing an order from the cart, and the customer's own orders.",
  'Seller products': "A seller's own products: list, create, edit, publish, delete.",
  'Seller orders': "A seller's parcels (processing, shipping, cancelling), payouts, statements and complaints.",
  'Seller profile': "A seller's profile and documents for approval.",
  'Seller offers':
    "A seller's own offers on its own products, funded by it: set up, change, end, single-use codes and each offer's report.",
  'Admin: sellers': "Reviewing sellers' profiles.",
  'Admin: store': 'The back office: overview, users, products and orders.',
  'Admin: offers': "The store's own offers, funded by the store: set up, change, end, single-use codes and each offer's report.",
  'Admin: records': 'Contact messages, subscribers, the email outbox and the audit log.',
  'Admin: settings': "Payment methods and the store's details.",
  'Payment gateways': "The gateways' own calls to the shop: not for clients.",
  Reference: 'This document, and the page that reads it.',
} as const
export type ApiTag = keyof typeof API_TAGS

export type Handler = (ctx: ServiceContext, request: ApiRequest, params: string[]) => Promise<ApiResult> | ApiResult

export interface Operation {
  doc: OperationDoc
  handle: Handler
}

export interface ApiRoute {
  /** The path as OpenAPI writes it: `/api/v1/orders/{id}`; each `{name}` is one segment, or part of one. */
  path: `/api/v1/${string}`
  methods: Partial<Record<Method, Operation>>
}

/** `/api/v1/orders/{id}/cancel` → `^\/api\/v1\/orders\/([^/]+)\/cancel$`: one group per parameter, in order. */
export function patternOf(template: string): RegExp {
  const source = template
    .split(/\{[A-Za-z]\w*\}/)
    .map((literal) => literal.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
    .join('([^/]+)')
  return new RegExp(`^${source}$`)
}

/** The names of a template's parameters, in order: `{id}` and `{parcelId}` → ['id', 'parcelId']. */
export const paramsOf = (template: string): string[] => [...template.matchAll(/\{([A-Za-z]\w*)\}/g)].map((m) => m[1] as string)
