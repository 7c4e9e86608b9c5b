import { describe, expect, it } from 'vitest'
import { API_ROUTES, apiDocument } from '#src/api/v1/router.ts'
import { FAILURE_CODES } from '#src/platform/failure.ts'
import { apiReference, schemaView } from './api-reference.ts'

// The reference page shows what the document says: every operation, every error code, the shared schemas.

describe("the API reference page's view of the document", () => {
  const reference = apiReference(apiDocument())
  const operations = reference.tags.flatMap((tag) => tag.operations)

  it('shows every operation of the router, under its tag, with who may call it', () => {
    const routed = API_ROUTES.flatMap((route) => Object.values(route.methods).map((op) => op.doc.id))
    expect(routed.filter((id) => !operations.some((op) => op.id === id))).toEqual([])
    expect(operations.find((op) => op.id === 'shipParcel')).toMatchObject({
      method: 'POST',
      who: 'seller',
      path: '/api/v1/vendor/orders/{id}/ship',
    })
  })

  it('lists each failure code once, under its status, with its meaning', () => {
    const codes = reference.errors.flatMap((e) => e.codes.map((c) => ({ ...c, status: e.status })))
    for (const code of FAILURE_CODES)
      expect(
        codes.filter((c) => c.code === code),
        code,
      ).toHaveLength(1)
    expect(codes.find((c) => c.code === 'sold_out')).toMatchObject({ status: '409', meaning: expect.stringContaining('no units left') })
  })

  it("shows a body's fields with their rules, and links a shared schema by name", () => {
    const place = operations.find((op) => op.id === 'placeOrder')
    const pincode = place?.body?.fields?.find((f) => f.name === 'pincode')
    expect(pincode).toMatchObject({ required: true, type: 'text', rules: expect.arrayContaining(['matches ^\\d{6}$']) })
    const answer = place?.answers.find((a) => a.status === '201')?.schema?.fields?.find((f) => f.name === 'order')
    expect(answer).toMatchObject({ ref: 'Order', type: 'Order or null' })
    expect(reference.schemas.map((s) => s.name)).toContain('Order')
  })

  it('reads nullable, union, map and list schemas in words', () => {
    const components = {}
    expect(schemaView({ anyOf: [{ type: 'string' }, { type: 'null' }] }, components).type).toBe('text or null')
    expect(schemaView({ type: 'array', items: { type: 'integer' } }, components).type).toBe('list of whole number')
    expect(schemaView({ type: 'object', additionalProperties: { type: 'string' } }, components).type).toBe('map of text')
    expect(schemaView({ anyOf: [{ type: 'boolean' }, { type: 'string', enum: ['on'] }] }, components).options).toHaveLength(2)
  })
})
