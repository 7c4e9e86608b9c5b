import { Validator } from '@seriousme/openapi-schema-validator'
import { describe, expect, it } from 'vitest'
import { WEBHOOK_PATHS } from '../../../../server/payment-webhooks.ts'
import { API_ROUTES, apiDocument, apiRoutePattern } from '../router.ts'
import { patternOf } from './operation.ts'

// Issue 46: the API's OpenAPI document is made from the router's table, validates as OpenAPI 3.1, and
// names every route the router answers; a route added without its description does not compile, and
// one the document missed fails here.

type Operations = Record<string, Record<string, { operationId: string; summary: string; responses: Record<string, unknown> }>>
const doc = apiDocument() as { openapi: string; paths: Operations }

describe('the OpenAPI document', () => {
  it('passes a standard OpenAPI 3.1 validator', async () => {
    const result = await new Validator().validate(structuredClone(doc))
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
    expect(doc.openapi).toMatch(/^3\.1\./)
  })

  it('describes every method of every route of the router, under the path the router matches', () => {
    const missing: string[] = []
    for (const route of API_ROUTES) {
      for (const method of Object.keys(route.methods)) {
        if (!doc.paths[route.path]?.[method.toLowerCase()]) missing.push(`${method} ${route.path}`)
      }
    }
    expect(missing).toEqual([])
    // And nothing the router does not answer (beside the paths the HTTP layer answers itself).
    const answered = new Set([...API_ROUTES.map((r) => r.path), '/api/v1/cart/events', ...Object.values(WEBHOOK_PATHS)])
    expect(Object.keys(doc.paths).filter((path) => !answered.has(path as never))).toEqual([])
  })

  it('gives each operation its own id and at least one success and its error answers', () => {
    const ids = Object.values(doc.paths).flatMap((item) => Object.values(item).map((op) => op.operationId))
    expect(new Set(ids).size).toBe(ids.length)
    // The reference page heads each operation with its summary: two alike would be two landmarks of one name.
    const summaries = Object.values(doc.paths).flatMap((item) => Object.values(item).map((op) => op.summary))
    expect(summaries.filter((s, i) => summaries.indexOf(s) !== i)).toEqual([])
    for (const item of Object.values(doc.paths))
      for (const op of Object.values(item))
        expect(
          Object.keys(op.responses).some((s) => s.startsWith('2')),
          op.operationId,
        ).toBe(true)
  })

  it('routes each path template to its own route: none is shadowed by one listed before it', () => {
    for (const route of API_ROUTES) {
      const sample = route.path.replace(/\{[^}]+\}/g, 'x1')
      expect(apiRoutePattern(sample)?.source, sample).toBe(patternOf(route.path).source)
    }
  })

  it('matches a template as the old patterns did: one segment a parameter, literals escaped', () => {
    const pattern = patternOf('/api/v1/vendor/payouts/{id}.csv')
    expect(pattern.exec('/api/v1/vendor/payouts/p-1.csv')?.slice(1)).toEqual(['p-1'])
    expect(pattern.test('/api/v1/vendor/payouts/p-1xcsv')).toBe(false)
    expect(pattern.test('/api/v1/vendor/payouts/a/b.csv')).toBe(false)
  })
})
