import { z } from 'zod'
import { PAGE_PARAM } from '#src/platform/paging.ts'
import { ERROR_CODES, ERROR_HEADERS, errorSchemaOf, STATUS_NAMES } from './errors.ts'
import { HTTP_LAYER_PATHS } from './http-layer-paths.ts'
import { API_DESCRIPTION } from './introduction.ts'
import { namedAnswers } from './named.ts'
import { API_TAGS, type ApiRoute, ERROR_STATUSES, type ErrorStatus, type OperationDoc, paramsOf } from './operation.ts'

// The OpenAPI 3.1 document, made from the route table: each operation's request body, query and
// answers are the Zod schemas the handlers use, turned into JSON Schema 2020-12 (OpenAPI 3.1's own
// dialect) by Zod itself. Decision 082.

export const OPENAPI_VERSION = '3.1.1'

type Json = Record<string, unknown>
const COMPONENT = (id: string) => `#/components/schemas/${id}`
const SUCCESS = { 200: 'OK', 201: 'Created', 204: 'No Content' } as const

/** A schema on its own (a parameter's), without the `$schema` line a component does not carry. */
function inline(schema: z.ZodType): Json {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json
  return rest
}

/** A registry's schemas as components: `$ref`s between them by name, without `$schema` and `$id`. */
function components(registry: z.core.$ZodRegistry<{ id: string }>, io: 'input' | 'output'): Record<string, Json> {
  const { schemas } = z.toJSONSchema(registry, { io, unrepresentable: 'any', uri: COMPONENT }) as { schemas: Record<string, Json> }
  return Object.fromEntries(Object.entries(schemas).map(([id, { $schema: _s, $id: _i, ...schema }]) => [id, schema]))
}

const upper = (id: string) => id.charAt(0).toUpperCase() + id.slice(1)

/** The id a schema has in the registry, giving it `id` when it has none yet. */
function idIn(registry: z.core.$ZodRegistry<{ id: string }>, schema: z.ZodType, id: string): string {
  const known = registry.get(schema)?.id
  if (known) return known
  registry.add(schema, { id })
  return id
}

/** The error statuses an operation may answer with: those its audience and input imply, and its own. */
export function errorStatusesOf(doc: OperationDoc): ErrorStatus[] {
  const implied = new Set<ErrorStatus>(doc.errors ?? [])
  if (doc.who !== 'public') implied.add(401)
  if (doc.who === 'seller' || doc.who === 'admin') implied.add(403)
  // A seller's API key has a rate (issue 46); a session's requests do not.
  if (doc.who === 'seller') implied.add(429)
  if (doc.body || doc.query || doc.paged) implied.add(400)
  if (doc.body) for (const status of [413, 415] as const) implied.add(status)
  return ERROR_STATUSES.filter((status) => implied.has(status))
}

const SECURITY = {
  public: undefined,
  'signed-in': [{ session: [] }],
  admin: [{ session: [] }],
  seller: [{ session: [] }, { sellerKey: [] }],
} as const

export function buildOpenApiDocument(routes: readonly ApiRoute[], version: string): Json {
  const requests = z.registry<{ id: string }>()
  const answers = z.registry<{ id: string }>()
  for (const { id, schema } of namedAnswers()) answers.add(schema, { id })
  const errorResponses: Record<string, Json> = {}
  for (const status of ERROR_STATUSES) {
    const schema = errorSchemaOf(status)
    if (schema) answers.add(schema, { id: `Error${status}` })
    const headers = Object.entries(ERROR_HEADERS[status] ?? {}).map(([name, description]) => [
      name,
      { description, schema: { type: 'string' } },
    ])
    const codes = ERROR_CODES.filter((c) => c.status === status).map((c) => `- \`${c.code}\`: ${c.meaning}`)
    errorResponses[`Error${status}`] = {
      description: codes.length > 0 ? `${STATUS_NAMES[status]}. Its codes:\n${codes.join('\n')}` : STATUS_NAMES[status],
      ...(headers.length > 0 ? { headers: Object.fromEntries(headers) } : {}),
      content: schema
        ? { 'application/json': { schema: { $ref: COMPONENT(`Error${status}`) } } }
        : { 'text/plain': { schema: { type: 'string' } } },
    }
  }

  const paths: Record<string, Json> = {}
  for (const route of routes) {
    const item: Json = {}
    for (const [method, operation] of Object.entries(route.methods)) {
      const doc = operation.doc
      const parameters = [
        ...paramsOf(route.path).map((name) => ({
          name,
          in: 'path',
          required: true,
          schema: doc.params?.[name] ? inline(doc.params[name]) : { type: 'string' },
        })),
        ...(doc.paged ? [{ name: 'page', in: 'query', required: false, schema: inline(PAGE_PARAM) }] : []),
        ...Object.entries(doc.query ?? {}).map(([name, schema]) => ({ name, in: 'query', required: false, schema: inline(schema) })),
      ]
      const responses: Json = {}
      for (const [status, answer] of Object.entries(doc.answers)) {
        const description = SUCCESS[Number(status) as keyof typeof SUCCESS]
        if (answer === null) responses[status] = { description }
        else if (answer === 'csv') responses[status] = { description, content: { 'text/csv': { schema: { type: 'string' } } } }
        else {
          const ref = COMPONENT(idIn(answers, answer, `${upper(doc.id)}${status === '200' ? '' : status}Answer`))
          responses[status] = { description, content: { 'application/json': { schema: { $ref: ref } } } }
        }
      }
      for (const status of errorStatusesOf(doc)) responses[status] = { $ref: `#/components/responses/Error${status}` }
      item[method.toLowerCase()] = {
        operationId: doc.id,
        summary: doc.summary,
        ...(doc.description ? { description: doc.description } : {}),
        tags: [doc.tag],
        'x-audience': doc.who,
        ...(SECURITY[doc.who] ? { security: SECURITY[doc.who] } : {}),
        ...(parameters.length > 0 ? { parameters } : {}),
        ...(doc.body
          ? {
              requestBody: {
                required: true,
                content: { 'application/json': { schema: { $ref: COMPONENT(idIn(requests, doc.body, `${upper(doc.id)}Body`)) } } },
              },
            }
          : {}),
        responses,
      }
    }
    paths[route.path] = item
  }

  return {
    openapi: OPENAPI_VERSION,
    info: { title: 'Deccan Digital API', version, description: API_DESCRIPTION },
    tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
    paths: { ...paths, ...HTTP_LAYER_PATHS },
    components: {
      schemas: { ...components(requests, 'input'), ...components(answers, 'output') },
      responses: errorResponses,
      securitySchemes: {
        session: {
          type: 'apiKey',
          in: 'cookie',
          name: 'deccan.session_token',
          description: 'The session cookie that signing in sets (`__Secure-deccan.session_token` over https).',
        },
        sellerKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'ddk_…',
          description:
            "A seller's API key, made in the seller portal: `Authorization: Bearer ddk_…`. It acts as its seller on /api/v1/vendor/… only, reads only when it is read-only, and is limited to 120 requests a minute.",
        },
      },
    },
  }
}
